// POST /pasarela/wompi/eventos (public: the gateway calls it). The event names its reference, the
// reference its complex, the complex its events secret: an event whose checksum is not that secret's
// is answered 401 and nothing is stored. An authentic one is stored raw and its work enqueued in the
// same transaction, so the answer is fast (the gateway retries until it gets 200) and the ledger is
// written by the job (procesar-evento.ts), exactly once however often the event comes.
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { cuentaDelConjunto, cuentaDeReferencia } from './cuenta.ts';
import { conjuntoDelPrefijo } from './referencia.ts';
import { leerEventoWompi } from './wompi.ts';

export async function recibirEventoWompi(deps: Deps, body: unknown): Promise<{ eventoId: string }> {
  const evento = leerEventoWompi(body);
  if (!evento) throw fail.badRequest('PASARELA_EVENTO_INVALIDO');
  const referencia = evento.data.transaction.reference;
  let pasarela = await cuentaDeReferencia(deps.db, deps.config, referencia);
  if (!pasarela) {
    const delPrefijo = await conjuntoDelPrefijo(deps.db, referencia);
    pasarela = delPrefijo ? await cuentaDelConjunto(deps.db, deps.config, delPrefijo) : null;
  }
  const phId = pasarela?.row.phId;
  const verificado = pasarela ? pasarela.proveedor.verifyEvent(pasarela.cuenta, body) : null;
  if (!phId || !verificado) throw fail.unauthorized('PASARELA_FIRMA_INVALIDA');
  const { transaccion } = verificado;
  return deps.db.$transaction(async (tx) => {
    const evento = await tx.eventoPasarela.create({
      data: {
        phId,
        proveedor: 'wompi',
        tipo: verificado.tipo,
        transaccionId: transaccion.id,
        referencia: transaccion.referencia,
        estadoTransaccion: transaccion.estado,
        valorCentavos: BigInt(transaccion.valorCentavos),
        moneda: transaccion.moneda,
        cuerpo: body as Prisma.InputJsonValue,
        firmaValida: true,
        recibidoEn: deps.clock.now(),
      },
      select: { id: true },
    });
    await deps.jobs.send(tx, 'pagos-en-linea.evento', { eventoId: evento.id });
    return { eventoId: evento.id };
  });
}
