// Ajustes (issue 26): a wrong charge is corrected by adding to the unit's account, never by editing it.
// A nota débito is a new `adicional` charge due today that bears interest only by the usual rules
// (from the complex's grace days on, art. 30 of Ley 675); a nota crédito is an abono without recibo de
// caja, applied as a payment is: liquidated interest first, then the oldest capital, the rest a favor.
import { etiquetaAjuste, ultimoDiaSinMora, type Ajuste, type TipoAjuste } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { configuracionDe } from './configuracion.ts';
import { revocarPazYSalvos } from './documentos.ts';
import { aplicarSaldosAFavor } from './facturacion.ts';
import { civil, dateOf, hoy, saldosAFavor } from './ledger.ts';
import { bloquearConjunto, liquidarMora, registrarPago, toPagoOutput, unidadDe } from './pagos.ts';

/** Who records it and when (actorId null: the demo seed). */
interface Por {
  ahora: Date;
  actorId: string | null;
  ip?: string;
}

export interface AjusteData {
  tipo: TipoAjuste;
  valor: number;
  concepto: string;
  motivo: string;
}

/** The nota débito's charge, its saldos a favor applied and the unit's certificates checked again. */
async function notaDebito(
  tx: Prisma.TransactionClient,
  unidad: { id: string; phId: string },
  data: AjusteData,
  fecha: string,
  por: Por,
): Promise<string> {
  await bloquearConjunto(tx, unidad.phId);
  const { diasGracia } = await configuracionDe(tx, unidad.phId);
  const cargo = await tx.cargo.create({
    data: {
      phId: unidad.phId,
      apartamentoId: unidad.id,
      tipo: 'adicional',
      concepto: etiquetaAjuste('debito', data.concepto),
      periodo: fecha.slice(0, 7),
      fecha: dateOf(fecha),
      fechaVencimiento: dateOf(fecha),
      valor: data.valor,
      generaMora: true,
      estado: 'vigente',
      // As an emitted charge: no mora before the complex's grace days have passed.
      inicioMora: dateOf(ultimoDiaSinMora(fecha, fecha, diasGracia)),
      createdAt: por.ahora,
    },
  });
  // Money the unit holds a favor pays it at once, by the same order as an emission.
  if ((await saldosAFavor(tx, { apartamentoId: unidad.id })).length > 0) {
    await liquidarMora(tx, unidad.phId, [unidad.id], fecha);
    await aplicarSaldosAFavor(tx, unidad.phId, fecha, [unidad.id]);
  }
  // Owed from today: a paz y salvo of the unit dated today no longer holds (art. 29).
  await revocarPazYSalvos(tx, { phId: unidad.phId, apartamentoIds: [unidad.id], desde: fecha }, por);
  return cargo.id;
}

export async function registrarAjuste(deps: Deps, actor: Actor, apartamentoId: string, data: AjusteData): Promise<Ajuste> {
  const unidad = await deps.db.apartamento.findFirst({
    where: { id: apartamentoId, ph: { deletedAt: null } },
    select: { id: true, phId: true, torre: true, numero: true },
  });
  if (!unidad) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  await requireTesoreria(deps.db, actor.user, unidad.phId, 'manage');
  const por = { ahora: deps.clock.now(), actorId: actor.user.id, ip: actor.ip };
  return deps.db.$transaction((tx) => ajusteEnTransaccion(tx, unidad, data, hoy(deps.clock), por));
}

/** The ajuste itself, dated `fecha` (the caller checked permissions): its charge or abono, its row and its audit. */
export async function ajusteEnTransaccion(
  tx: Prisma.TransactionClient,
  unidad: { id: string; phId: string; torre: string; numero: string },
  data: AjusteData,
  fecha: string,
  por: Por,
): Promise<Ajuste> {
  const apartamentoId = unidad.id;
  let cargoId: string | null = null;
  let abono: ReturnType<typeof toPagoOutput> | null = null;
  if (data.tipo === 'debito') cargoId = await notaDebito(tx, unidad, data, fecha, por);
  else
    abono = toPagoOutput(
      await registrarPago(tx, unidad.phId, { apartamentoId, valor: data.valor, fecha, medio: 'nota_credito' }),
    );
  const row = await tx.ajuste.create({
    data: {
      phId: unidad.phId,
      apartamentoId,
      tipo: data.tipo,
      valor: data.valor,
      concepto: data.concepto,
      motivo: data.motivo,
      fecha: dateOf(fecha),
      cargoId,
      pagoId: abono?.id ?? null,
      creadoPorId: por.actorId,
      createdAt: por.ahora,
    },
  });
  await audit(tx, {
    actorId: por.actorId,
    phId: unidad.phId,
    action: 'tesoreria.ajuste',
    entity: 'ajuste',
    entityId: row.id,
    details: {
      apartamentoId,
      tipo: data.tipo,
      valor: data.valor,
      concepto: data.concepto,
      motivo: data.motivo,
      ...(cargoId ? { cargoId } : {}),
      ...(abono ? { pagoId: abono.id, aplicaciones: abono.aplicaciones, saldoAFavor: abono.saldoAFavor } : {}),
    },
    ip: por.ip,
  });
  return {
    id: row.id,
    apartamentoId,
    unidad: unidadDe(unidad),
    tipo: row.tipo,
    valor: row.valor,
    concepto: row.concepto,
    motivo: row.motivo,
    fecha: civil(row.fecha),
    cargoId,
    pagoId: abono?.id ?? null,
    aplicaciones: abono?.aplicaciones ?? [],
    saldoAFavor: abono?.saldoAFavor ?? 0,
  };
}
