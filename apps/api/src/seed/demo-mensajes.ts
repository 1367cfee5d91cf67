// Demo (issue 32): the altos complex reminds owners in mora 1, 15 and 30 days after the due date, by
// WhatsApp first and email otherwise; the demo owner authorised WhatsApp for collection reminders; and
// the dev outbox (/dev/mensajes) holds the reminder the moroso unit's owner got.
import { formatoCelular, rutaPagarEnLinea, textoConsentimiento } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { Database } from '@horizonte/db';

import { PLANTILLA_WHATSAPP_COBRO, textoRecordatorio } from '../modules/recordatorios-cobro/mensaje.ts';
import { cuentaDeUnidad } from '../modules/tesoreria/estado-cuenta.ts';
import { inicioDeMora } from '../modules/tesoreria/ledger.ts';
import { unidadDe } from '../modules/tesoreria/pagos.ts';
import { formatoPesos } from '../modules/tesoreria/pdf.ts';

const CELULAR_PROPIETARIO = '573001234567';
/** The moroso unit's owner has no account in the demo: a made-up mobile in the outbox. */
const CELULAR_MOROSO = '573150000302';
const APP_URL = 'http://localhost:3001';

export async function seedDemoMensajes(db: Database, now: Date): Promise<void> {
  const altos = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!altos) return;
  await db.recordatoriosCobro.create({
    data: { phId: altos.id, activo: true, dias: [1, 15, 30], canales: ['whatsapp', 'correo'], updatedAt: now },
  });

  const propietario = await db.user.findUnique({ where: { email: 'propietario@horizonte.co' } });
  if (propietario) {
    await db.consentimientoCanal.create({
      data: {
        userId: propietario.id,
        canal: 'whatsapp',
        telefono: CELULAR_PROPIETARIO,
        texto: textoConsentimiento('whatsapp', formatoCelular(CELULAR_PROPIETARIO)),
        otorgadoEn: now,
      },
    });
    await db.preferenciaNotificacion.createMany({
      data: [
        { userId: propietario.id, categoria: 'cobro', canal: 'whatsapp', activo: true, updatedAt: now },
        { userId: propietario.id, categoria: 'porteria', canal: 'whatsapp', activo: true, updatedAt: now },
        { userId: propietario.id, categoria: 'reservas', canal: 'correo', activo: false, updatedAt: now },
      ],
    });
  }

  const moroso = await db.apartamento.findFirst({ where: { phId: altos.id, torre: '2', numero: '302' } });
  if (!moroso) return;
  const hoy = bogotaDate(now);
  const { estado, cargosVivos } = await cuentaDeUnidad(db, moroso, hoy);
  const vencidos = cargosVivos
    .filter((c) => c.saldo > 0 && inicioDeMora(c) < hoy)
    .map(inicioDeMora)
    .sort();
  if (estado.totalAPagar <= 0 || vencidos.length === 0) return;
  const { texto, parametros } = textoRecordatorio({
    phNombre: altos.nombre,
    unidad: unidadDe(moroso),
    total: formatoPesos(estado.totalAPagar),
    vencio: vencidos[0]!,
    pagarUrl: `${APP_URL}${rutaPagarEnLinea(moroso.id)}`,
    estadoCuentaUrl: `${APP_URL}/ph/${altos.identificador}/propietario/estado-cuenta`,
  });
  await db.mensaje.create({
    data: {
      canal: 'whatsapp',
      telefono: CELULAR_MOROSO,
      texto,
      plantilla: PLANTILLA_WHATSAPP_COBRO,
      parametros,
      proveedor: 'outbox',
      estado: 'enviado',
      proveedorId: 'outbox-demo',
      createdAt: now,
      enviadoEn: now,
    },
  });
}
