// The local payment-gateway simulator (issue 28), served under /dev/pasarela by the same process and
// mounted only outside production (config.pasarelaSimulador). It speaks Wompi's protocol so the adapter
// and the webhook are exercised as with the real gateway:
// - GET  /checkout?public-key&currency&amount-in-cents&reference&redirect-url&signature:integrity: the
//   checkout page (its integrity signature checked as Wompi does) with Aprobar / Rechazar / Error;
// - POST /checkout: the payer's choice → the transaction, its signed `transaction.updated` event sent
//   to the webhook over real HTTP, and a redirect to redirect-url?id=<transaction>&env=test;
// - POST /transacciones/{referencia} { estado }: the same for scripts and tests (VOIDED too, with the
//   transaction id of an approved one; amount_in_cents / currency to simulate a tampered payment;
//   enviar: false to lose the event);
// - GET  /v1/transactions/{id}: the transaction as Wompi answers it.
import { randomBytes } from 'node:crypto';

import { Hono, type Context as HonoContext } from 'hono';

import { formatoPesos, MONEDA_PASARELA } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { cuentaDelConjunto } from './cuenta.ts';
import type { CuentaPasarela } from './provider.ts';
import { checksumEvento, firmaIntegridad } from './wompi.ts';

interface TransaccionSimulada {
  id: string;
  created_at: string;
  amount_in_cents: number;
  reference: string;
  currency: string;
  payment_method_type: string;
  status: 'APPROVED' | 'DECLINED' | 'ERROR' | 'VOIDED' | 'PENDING';
  status_message: string | null;
}

const ESTADOS = ['APPROVED', 'DECLINED', 'ERROR', 'VOIDED'] as const;
const PROPIEDADES = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The signed event Wompi would send for this transaction. */
export function eventoFirmado(t: TransaccionSimulada, secretoEventos: string, ahora: Date) {
  const data = { transaction: { ...t } };
  const timestamp = Math.floor(ahora.getTime() / 1000);
  return {
    event: 'transaction.updated',
    data,
    environment: 'test',
    signature: { properties: PROPIEDADES, checksum: checksumEvento(data, PROPIEDADES, timestamp, secretoEventos) },
    timestamp,
    sent_at: ahora.toISOString(),
  };
}

export function pasarelaSimuladorRoutes(deps: Deps) {
  const app = new Hono();
  const transacciones = new Map<string, TransaccionSimulada>();

  async function cuentaDe(referencia: string): Promise<{ cuenta: CuentaPasarela; valor: number } | null> {
    const intento = await deps.db.intentoPago.findUnique({
      where: { referencia },
      select: { phId: true, valor: true, comision: true },
    });
    const pasarela = intento ? await cuentaDelConjunto(deps.db, deps.config, intento.phId) : null;
    // What the checkout charged: the valor plus the fee the complex passes on.
    return intento && pasarela ? { cuenta: pasarela.cuenta, valor: intento.valor + intento.comision } : null;
  }

  /** Records the transaction and sends its event to this server's webhook, as the gateway does. */
  async function transaccionar(
    c: HonoContext,
    cuenta: CuentaPasarela,
    t: Omit<TransaccionSimulada, 'created_at' | 'payment_method_type' | 'status_message'> & { payment_method_type?: string },
    enviar = true,
  ) {
    const transaccion: TransaccionSimulada = {
      payment_method_type: 'PSE',
      ...t,
      created_at: deps.clock.now().toISOString(),
      status_message: t.status === 'APPROVED' ? null : 'Transacción simulada',
    };
    transacciones.set(transaccion.id, transaccion);
    // A lost event (enviar false): the gateway knows the transaction, the platform does not yet.
    if (!enviar) return { transaccion, webhook: null };
    const webhook = `${new URL(c.req.url).origin}/api/pasarela/wompi/eventos`;
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventoFirmado(transaccion, cuenta.secretoEventos, deps.clock.now())),
    });
    return { transaccion, webhook: response.status };
  }

  const nuevoId = () => `sim-${randomBytes(9).toString('hex')}`;

  app.get('/checkout', async (c) => {
    const q = (name: string) => c.req.query(name) ?? '';
    const referencia = q('reference');
    const centavos = Number(q('amount-in-cents'));
    const datos = referencia ? await cuentaDe(referencia) : null;
    const valida =
      datos &&
      q('public-key') === datos.cuenta.llavePublica &&
      q('currency') === MONEDA_PASARELA &&
      Number.isSafeInteger(centavos) &&
      q('signature:integrity') === firmaIntegridad(referencia, centavos, MONEDA_PASARELA, datos.cuenta.secretoIntegridad);
    const cuerpo = valida
      ? `<p class="valor">${escapeHtml(formatoPesos(centavos / 100))}</p>
<p>Referencia: <strong>${escapeHtml(referencia)}</strong></p>
<form method="post" action="checkout">
<input type="hidden" name="reference" value="${escapeHtml(referencia)}">
<input type="hidden" name="amount-in-cents" value="${centavos}">
<input type="hidden" name="redirect-url" value="${escapeHtml(q('redirect-url'))}">
<button name="estado" value="APPROVED" class="aprobar">Aprobar</button>
<button name="estado" value="DECLINED">Rechazar</button>
<button name="estado" value="ERROR">Error</button>
</form>`
      : '<p role="alert">El enlace de pago no es válido: la firma de integridad, la llave pública o la referencia no corresponden.</p>';
    return c.html(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pasarela de pagos simulada — Horizonte</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#0f172a}.valor{font-size:2rem;font-weight:700}form{display:flex;flex-direction:column;gap:.75rem}button{font-size:1rem;padding:.8rem;border-radius:8px;border:1px solid #cbd5e1;background:#fff}button.aprobar{background:#15803d;color:#fff;border-color:#15803d}small{color:#475569}</style></head>
<body><h1>Pasarela de pagos simulada</h1><small>Solo en desarrollo y pruebas: ningún dinero se mueve. Responde como Wompi.</small>${cuerpo}</body></html>`,
      valida ? 200 : 400,
    );
  });

  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody();
    const referencia = String(form.reference ?? '');
    const estado = String(form.estado ?? '');
    const datos = await cuentaDe(referencia);
    if (!datos || !(['APPROVED', 'DECLINED', 'ERROR'] as const).includes(estado as 'APPROVED'))
      return c.text('Transacción simulada no válida', 400);
    const { transaccion } = await transaccionar(c, datos.cuenta, {
      id: nuevoId(),
      reference: referencia,
      amount_in_cents: Number(form['amount-in-cents']),
      currency: MONEDA_PASARELA,
      status: estado as 'APPROVED',
    });
    const destino = new URL(String(form['redirect-url'] ?? '/'), new URL(c.req.url).origin);
    destino.searchParams.set('id', transaccion.id);
    destino.searchParams.set('env', 'test');
    return c.redirect(destino.toString(), 303);
  });

  app.post('/transacciones/:referencia', async (c) => {
    const referencia = c.req.param('referencia');
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      body = {};
    }
    const estado = body.estado as (typeof ESTADOS)[number];
    if (!ESTADOS.includes(estado))
      return c.json({ success: false, message: 'estado debe ser APPROVED, DECLINED, ERROR o VOIDED' }, 400);
    const datos = await cuentaDe(referencia);
    if (!datos) return c.json({ success: false, message: 'Referencia desconocida' }, 404);
    const previa = typeof body.transaccionId === 'string' ? transacciones.get(body.transaccionId) : undefined;
    const resultado = await transaccionar(
      c,
      datos.cuenta,
      {
        id: previa?.id ?? (typeof body.transaccionId === 'string' ? body.transaccionId : nuevoId()),
        reference: referencia,
        amount_in_cents:
          typeof body.amount_in_cents === 'number' ? body.amount_in_cents : (previa?.amount_in_cents ?? datos.valor * 100),
        currency: typeof body.currency === 'string' ? body.currency : MONEDA_PASARELA,
        status: estado,
      },
      body.enviar !== false,
    );
    return c.json({ success: true, ...resultado });
  });

  app.get('/v1/transactions/:id', (c) => {
    const t = transacciones.get(c.req.param('id'));
    if (!t) return c.json({ error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } }, 404);
    return c.json({ data: t });
  });

  return app;
}
