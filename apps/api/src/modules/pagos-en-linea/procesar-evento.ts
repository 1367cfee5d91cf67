// The job of one stored event ('pagos-en-linea.evento'): idempotent — an event already processed is
// skipped, and the ledger's own unique transaction id stops a second pago whatever the path.
import type { JobServices } from '../../jobs/queue.ts';
import { aplicarTransaccion } from './aplicar-transaccion.ts';

export async function procesarEvento(services: JobServices, data: { eventoId: string }): Promise<void> {
  const evento = await services.db.eventoPasarela.findUnique({ where: { id: data.eventoId } });
  if (!evento || evento.resultado !== 'pendiente') return;
  await services.db.$transaction(async (tx) => {
    // Under the complex's lock (taken by aplicarTransaccion) a retried job sees the first one's result.
    const actual = await tx.$queryRaw<
      { resultado: string }[]
    >`SELECT resultado::text FROM eventos_pasarela WHERE id = ${evento.id}::uuid FOR UPDATE`;
    if (actual[0]?.resultado !== 'pendiente') return;
    const resultado =
      evento.tipo === 'transaction.updated' && evento.transaccionId && evento.referencia
        ? await aplicarTransaccion(
            tx,
            services,
            evento.phId,
            {
              id: evento.transaccionId,
              referencia: evento.referencia,
              valorCentavos: Number(evento.valorCentavos ?? 0),
              moneda: evento.moneda ?? '',
              estado: evento.estadoTransaccion ?? '',
              medioPago: medioDe(evento.cuerpo),
            },
            evento.id,
          )
        : 'ignorado';
    await tx.eventoPasarela.update({ where: { id: evento.id }, data: { resultado, procesadoEn: services.clock.now() } });
  });
}

function medioDe(cuerpo: unknown): string | null {
  const t = (cuerpo as { data?: { transaction?: { payment_method_type?: unknown } } } | null)?.data?.transaction;
  return typeof t?.payment_method_type === 'string' ? t.payment_method_type : null;
}
