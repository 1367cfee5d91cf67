// The payer's recibo de caja of an approved online payment (issue 28), mailed with its PDF by a job of its
// own ('pagos-en-linea.recibo'): the ledger's transaction stays short, and a mail that fails is retried
// without touching the ledger. A pago voided meanwhile gets no recibo. The payer's bell is told here too
// (issue 32), once, so that the payment's hot path gains no statement.
import { formatoPesos, rutaRetornoPago } from '@horizonte/contracts';

import type { JobServices } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { reciboDe } from '../tesoreria/documentos.ts';
import { pagoInclude, unidadDe } from '../tesoreria/pagos.ts';

export async function enviarRecibo(
  services: JobServices,
  data: { pagoId: string; intentoId: string; email: string },
): Promise<void> {
  const row = await services.db.pago.findUnique({ where: { id: data.pagoId }, include: pagoInclude });
  if (!row || row.estado === 'anulado' || row.numeroRecibo === null) return;
  const ph = await services.db.pH.findUniqueOrThrow({ where: { id: row.phId } });
  const intento = await services.db.intentoPago.findUnique({ where: { id: data.intentoId }, select: { userId: true } });
  if (intento?.userId)
    await services.db.$transaction((tx) =>
      notificar(services, tx, {
        destinatarios: [intento.userId!],
        phId: row.phId,
        tipo: 'pago_aprobado',
        titulo: `Pago aprobado: ${formatoPesos(row.valor)}`,
        cuerpo: `${ph.nombre}, unidad ${unidadDe(row.apartamento)}. Recibo de caja n.º ${row.numeroRecibo}.`,
        enlace: rutaRetornoPago(data.intentoId),
        unaVez: true,
      }),
    );
  const pdf = await reciboDe(services.db, row, ph);
  const message = mails.pagoEnLineaRecibido(data.email, {
    phNombre: ph.nombre,
    unidad: unidadDe(row.apartamento),
    valor: row.valor,
    numeroRecibo: row.numeroRecibo,
    transaccion: row.referencia ?? '',
    url: `${services.config.appUrl}${rutaRetornoPago(data.intentoId)}`,
  });
  await services.mailer.deliver({
    ...message,
    attachments: [{ filename: pdf.nombre, contentType: pdf.tipo, contentBase64: pdf.base64 }],
  });
}
