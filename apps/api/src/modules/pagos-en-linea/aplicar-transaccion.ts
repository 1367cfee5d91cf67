// What a transaction's status does to the ledger (issue 28), shared by the event job and the daily
// query; always inside the complex's money lock (bloquearConjunto), so two copies of one event never
// both see a pending intent:
// - APPROVED, matching a pending intent's reference, amount and currency: one pago (medio pasarela,
//   referencia = the transaction id, unique), applied as any payment (interest first, art. 30), the
//   intent approved, the recibo mailed to the payer. A pago for that transaction already: nothing.
// - Any mismatch (amount, currency, unknown reference, intent already settled): a descuadre for the
//   administrator; the ledger is untouched.
// - DECLINED / ERROR: the pending intent settles without a payment.
// - VOIDED of an applied payment: the pago is annulled by the reversal path (pago anular) and the
//   administration is told.
import {
  ESTADO_POR_TRANSACCION,
  formatoPesos,
  intentoPuedePasar,
  MONEDA_PASARELA,
  type EstadoTransaccion,
  type MotivoDescuadre,
  type ResultadoEvento,
} from '@horizonte/contracts';
import type { IntentoPago, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { mails } from '../../lib/mail/templates.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { bloquearConjunto, registrarPago, reversarPago, unidadDe } from '../tesoreria/pagos.ts';
import type { TransaccionPasarela } from './provider.ts';
import { centavosDe } from './wompi.ts';

type Tx = Prisma.TransactionClient;

async function descuadre(
  tx: Tx,
  deps: Deps,
  phId: string,
  motivo: MotivoDescuadre,
  detalle: string,
  t: TransaccionPasarela,
  intento: IntentoPago | null,
  eventoId: string | null,
): Promise<ResultadoEvento> {
  // The same transaction with the same problem (a replayed event, the daily query) is recorded once.
  const visto = await tx.descuadrePasarela.findFirst({ where: { phId, transaccionId: t.id, motivo }, select: { id: true } });
  if (visto) return 'duplicado';
  await tx.descuadrePasarela.create({
    data: {
      phId,
      eventoId,
      intentoId: intento?.id ?? null,
      motivo,
      detalle,
      referencia: t.referencia,
      transaccionId: t.id,
      valorCentavos: BigInt(t.valorCentavos),
      creadoEn: deps.clock.now(),
    },
  });
  await audit(tx, {
    phId,
    action: 'pasarela.descuadre',
    entity: 'intento_pago',
    entityId: intento?.id,
    details: { motivo, transaccion: t.id },
  });
  return 'descuadre';
}

const pesos = (centavos: number) => formatoPesos(Math.trunc(centavos / 100));

export async function aplicarTransaccion(
  tx: Tx,
  deps: Deps,
  phId: string,
  t: TransaccionPasarela,
  eventoId: string | null,
): Promise<ResultadoEvento> {
  await bloquearConjunto(tx, phId);
  const intento = await tx.intentoPago.findFirst({ where: { referencia: t.referencia, phId } });
  const estado = t.estado as EstadoTransaccion;
  const ahora = deps.clock.now();

  if (estado === 'APPROVED') {
    if (await tx.pago.findUnique({ where: { transaccionPasarela: t.id }, select: { id: true } })) return 'duplicado';
    if (!intento)
      return descuadre(
        tx,
        deps,
        phId,
        'referencia_desconocida',
        `Transacción aprobada de ${pesos(t.valorCentavos)} con una referencia que no corresponde a ningún pago iniciado`,
        t,
        null,
        eventoId,
      );
    if (t.moneda !== MONEDA_PASARELA)
      return descuadre(
        tx,
        deps,
        phId,
        'moneda',
        `La transacción vino en ${t.moneda || 'una moneda desconocida'}, no en ${MONEDA_PASARELA}`,
        t,
        intento,
        eventoId,
      );
    // The gateway charged valor + the fee the complex passed on; the unit is credited valor only.
    if (t.valorCentavos !== centavosDe(intento.valor + intento.comision))
      return descuadre(
        tx,
        deps,
        phId,
        'valor',
        `La transacción fue de ${pesos(t.valorCentavos)} y el pago iniciado era de ${formatoPesos(intento.valor + intento.comision)}${
          intento.comision ? ` (${formatoPesos(intento.valor)} más la comisión de ${formatoPesos(intento.comision)})` : ''
        }`,
        t,
        intento,
        eventoId,
      );
    if (!intentoPuedePasar(intento.estado, 'aprobado'))
      return descuadre(
        tx,
        deps,
        phId,
        'intento_cerrado',
        `Transacción aprobada para un pago iniciado que ya estaba ${intento.estado}`,
        t,
        intento,
        eventoId,
      );
    const pago = await registrarPago(tx, phId, {
      apartamentoId: intento.apartamentoId,
      valor: intento.valor,
      fecha: hoy(deps.clock),
      medio: 'pasarela',
      referencia: t.id,
      transaccionPasarela: t.id,
      medioPasarela: t.medioPago,
    });
    await tx.intentoPago.update({
      where: { id: intento.id },
      data: { estado: 'aprobado', pagoId: pago.id, transaccionId: t.id, medioPago: t.medioPago, cerradoEn: ahora },
    });
    await audit(tx, {
      actorId: intento.userId,
      phId,
      action: 'pago.create',
      entity: 'pago',
      entityId: pago.id,
      details: { valor: pago.valor, medio: 'pasarela', transaccion: t.id, intento: intento.id },
    });
    const pagador = intento.userId ? await tx.user.findUnique({ where: { id: intento.userId }, select: { email: true } }) : null;
    if (pagador)
      await deps.jobs.send(tx, 'pagos-en-linea.recibo', { pagoId: pago.id, intentoId: intento.id, email: pagador.email });
    return 'aplicado';
  }

  if (estado === 'DECLINED' || estado === 'ERROR') {
    if (!intento || intento.estado !== 'pendiente') return 'ignorado';
    const hacia = ESTADO_POR_TRANSACCION[estado];
    const { count } = await tx.intentoPago.updateMany({
      where: { id: intento.id, estado: 'pendiente' },
      data: { estado: hacia, transaccionId: t.id, medioPago: t.medioPago, cerradoEn: ahora },
    });
    return count ? 'cerrado' : 'ignorado';
  }

  if (estado === 'VOIDED') {
    const pago = await tx.pago.findUnique({ where: { transaccionPasarela: t.id }, include: { apartamento: true } });
    if (!pago)
      return descuadre(
        tx,
        deps,
        phId,
        'anulacion_sin_pago',
        `La pasarela anuló la transacción ${t.id}, que no tiene un pago aplicado`,
        t,
        intento,
        eventoId,
      );
    const reversado = await reversarPago(tx, pago, `Anulado por la pasarela (transacción ${t.id})`, { ahora, actorId: null });
    if (!reversado) return 'duplicado';
    if (intento && intentoPuedePasar(intento.estado, 'anulado'))
      await tx.intentoPago.update({ where: { id: intento.id }, data: { estado: 'anulado', cerradoEn: ahora } });
    const [ph, admins] = await Promise.all([
      tx.pH.findUniqueOrThrow({ where: { id: phId }, select: { nombre: true } }),
      tx.userRole.findMany({ where: { phId, rol: 'admin' }, select: { user: { select: { email: true } } } }),
    ]);
    for (const email of new Set(admins.map((a) => a.user.email)))
      await deps.jobs.send(
        tx,
        'mail.send',
        mails.pagoEnLineaAnulado(email, {
          phNombre: ph.nombre,
          unidad: unidadDe(pago.apartamento),
          valor: pago.valor,
          numeroRecibo: pago.numeroRecibo,
          transaccion: t.id,
        }),
      );
    return 'anulado';
  }

  // PENDING or anything else: nothing settles; a pending intent keeps the transaction id for the daily query.
  if (intento && intento.estado === 'pendiente' && !intento.transaccionId)
    await tx.intentoPago.update({ where: { id: intento.id }, data: { transaccionId: t.id, medioPago: t.medioPago } });
  return 'ignorado';
}
