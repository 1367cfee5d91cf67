// The WhatsApp Business Cloud API adapter (Meta's published API): a template message is
//   POST {apiUrl}/{version}/{phone-number-id}/messages, Authorization: Bearer {token},
//   { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template',
//     template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }
// answered 200 with { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] },
// or an error status with Graph's { error: { message, type, code, error_subcode?, fbtrace_id } }.
// Only templates open a conversation with someone who has not written first, so every message names one.
import type { MensajesSettings } from '../../config.ts';
import { MensajeRechazado, type Mensajero } from './mensajero.ts';

/** Graph's error codes that waiting can fix (rate and throughput limits): the job retries them. */
const CODIGOS_REINTENTABLES = new Set([4, 80007, 130429, 131016, 131048, 131056]);
/** A silent Graph must fail the attempt well within the job's expiry, so the queue retries it. */
const TIMEOUT_MS = 15_000;

interface GraphError {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string };
}

export function whatsappCloudMensajero(settings: NonNullable<MensajesSettings['whatsapp']>): Mensajero {
  const url = `${settings.apiUrl}/${settings.version}/${settings.phoneNumberId}/messages`;
  return {
    kind: 'whatsapp',
    canales: ['whatsapp'],
    async enviar(mensaje) {
      if (mensaje.canal !== 'whatsapp') throw new MensajeRechazado('Este proveedor solo envía WhatsApp', 'canal');
      if (!mensaje.plantilla) throw new MensajeRechazado('WhatsApp exige una plantilla aprobada', 'plantilla');
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: mensaje.telefono,
          type: 'template',
          template: {
            name: mensaje.plantilla,
            language: { code: settings.idioma },
            components: [{ type: 'body', parameters: mensaje.parametros.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
      if (res.ok && body.messages?.[0]?.id) return { proveedorId: body.messages[0].id };
      const code = body.error?.code;
      const texto = `WhatsApp respondió ${res.status}${code !== undefined ? ` (código ${code})` : ''}: ${body.error?.message ?? 'sin detalle'}`;
      // 5xx, 429 and Graph's throughput codes pass with time; any other 4xx is this message's fault.
      if (res.status >= 500 || res.status === 429 || (code !== undefined && CODIGOS_REINTENTABLES.has(code))) {
        throw new Error(texto);
      }
      throw new MensajeRechazado(texto, String(code ?? res.status));
    },
  };
}
