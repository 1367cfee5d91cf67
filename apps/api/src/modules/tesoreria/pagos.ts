// Pagos: each one liquidates the interest accrued up to its date, then pays interest first and the
// oldest capital next (Código Civil art. 1653); what exceeds the debt stays as saldo a favor. An
// annulment reverses the payment and its applications (the charges are due again); nothing is deleted.
import { randomUUID } from 'node:crypto';

import { aplicarPago, pagoPuedePasar, TESORERIA_MSG, type Pago, type Recibo } from '@horizonte/contracts';
import {
  columns,
  Prisma,
  readRows,
  rowsOn,
  select,
  sqlTransaction,
  table,
  type RowOf,
  type SqlTransaction,
  type TypedSql,
} from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit, auditInsert, type AuditEntry } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { fail } from '../../lib/errors.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { revocarPazYSalvos } from './documentos.ts';
import { cargosDeInteres, cargosVivos, civil, hoy, moraPendiente, tasasDeAlcance, type CargoCuenta, type Db } from './ledger.ts';

export type MedioPago = Pago['medio'];
export interface PagoData {
  apartamentoId: string;
  valor: number;
  fecha: string;
  medio: MedioPago;
  referencia?: string;
}

const pagoInclude = {
  apartamento: { select: { torre: true, numero: true } },
  aplicaciones: {
    where: { anuladaEn: null },
    select: { cargoId: true, valor: true, cargo: { select: { concepto: true } } },
    orderBy: { createdAt: 'asc' as const },
  },
} satisfies Prisma.PagoInclude;
type PagoRow = Prisma.PagoGetPayload<{ include: typeof pagoInclude }>;
/** What a pago's answer is built from: a `pagoInclude` row or the list's raw reads. */
type PagoView = Pick<
  PagoRow,
  | 'id'
  | 'apartamentoId'
  | 'numeroRecibo'
  | 'valor'
  | 'fecha'
  | 'medio'
  | 'referencia'
  | 'estado'
  | 'motivoAnulacion'
  | 'medioPasarela'
  | 'apartamento'
  | 'aplicaciones'
>;

export const unidadDe = (a: { torre: string; numero: string }): string => (a.torre ? `${a.torre}-${a.numero}` : a.numero);

export function toPagoOutput(row: PagoView): Pago {
  const aplicado = row.aplicaciones.reduce((a, b) => a + b.valor, 0);
  return {
    id: row.id,
    apartamentoId: row.apartamentoId,
    unidad: unidadDe(row.apartamento),
    numeroRecibo: row.numeroRecibo,
    valor: row.valor,
    fecha: civil(row.fecha),
    medio: row.medio,
    referencia: row.referencia,
    estado: row.estado,
    motivoAnulacion: row.motivoAnulacion,
    medioPasarela: row.medioPasarela,
    aplicaciones: row.aplicaciones.map((a) => ({ cargoId: a.cargoId, concepto: a.cargo.concepto, valor: a.valor })),
    saldoAFavor: row.estado === 'anulado' ? 0 : row.valor - aplicado,
  };
}

/**
 * The complex's money lock: payments, annulments of runs and certificates of one complex are written
 * one at a time, so none of them reads a saldo another is changing.
 */
export async function bloquearConjunto(tx: Prisma.TransactionClient, phId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM ph WHERE id = ${phId}::uuid FOR UPDATE`;
}

/** The days a payment may carry: from the complex's first charge (none yet: no lower bound) to today in Bogotá. */
export interface LimitesFechaPago {
  desde: string | null;
  hasta: string;
}

export async function limitesFechaPago(db: Db, phId: string, clock: Clock): Promise<LimitesFechaPago> {
  const [primero] = await readRows(
    db,
    Prisma.sql`SELECT to_char(min(fecha), 'YYYY-MM-DD') AS desde FROM cargos
    WHERE ph_id = ${phId}::uuid AND estado <> 'borrador'` as TypedSql<{ desde: string | null }>,
  );
  return { desde: primero?.desde ?? null, hasta: hoy(clock) };
}

/**
 * Why a payment cannot carry this date, or null. A payment is something that happened: never in the
 * future (it would liquidate interest up to that day), never before the complex had anything to pay.
 * The bank import asks the same of every row.
 */
export function motivoFechaPago(fecha: string, limites: LimitesFechaPago): string | null {
  if (fecha > limites.hasta) return TESORERIA_MSG.pagoFechaFutura(limites.hasta);
  if (limites.desde && fecha < limites.desde) return TESORERIA_MSG.pagoFechaAnterior(limites.desde);
  return null;
}

/** Where the money's statements run: a Prisma transaction (import, ajustes, billing) or a `sqlTransaction` (a payment). */
type Transaccion = Prisma.TransactionClient | SqlTransaction;

/** The interest charges of cargosDeInteres as one INSERT, in whichever kind of transaction `tx` is. */
function insertarCargosSql(cargos: ReturnType<typeof cargosDeInteres>, now: Date) {
  const de = <T>(campo: (c: (typeof cargos)[number]) => T) => cargos.map(campo);
  const dia = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : civil(new Date(d)));
  return Prisma.sql`
    INSERT INTO cargos (id, ph_id, apartamento_id, facturacion_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor,
                        genera_mora, estado, origen_cargo_id, mora_desde, mora_hasta, created_at)
    SELECT t.id, t.ph_id, t.apartamento_id, t.facturacion_id, t.tipo::"TipoCargo", t.concepto, t.periodo, t.fecha,
           t.fecha_vencimiento, t.valor, t.genera_mora, t.estado::"EstadoCargo", t.origen_cargo_id, t.mora_desde,
           t.mora_hasta, ${now.toISOString()}::timestamp(3)
    FROM unnest(${de(() => randomUUID())}::uuid[], ${de((c) => c.phId)}::uuid[], ${de((c) => c.apartamentoId)}::uuid[],
                ${de((c) => c.facturacionId ?? null)}::uuid[], ${de((c) => c.tipo)}::text[], ${de((c) => c.concepto)}::text[],
                ${de((c) => c.periodo)}::text[], ${de((c) => dia(c.fecha))}::date[], ${de((c) => dia(c.fechaVencimiento))}::date[],
                ${de((c) => c.valor)}::int[], ${de((c) => c.generaMora)}::boolean[], ${de((c) => c.estado ?? 'borrador')}::text[],
                ${de((c) => c.origenCargoId ?? null)}::uuid[], ${de((c) => dia(c.moraDesde))}::date[],
                ${de((c) => dia(c.moraHasta))}::date[])
      AS t(id, ph_id, apartamento_id, facturacion_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor, genera_mora,
           estado, origen_cargo_id, mora_desde, mora_hasta)
    RETURNING id` as TypedSql<{ id: string }>;
}

/**
 * Art. 30: the interest the units' charges accrued up to `fecha` is liquidated into charges first, so
 * money applied on that date pays it first. Returns the units' live charges afterwards (each read is
 * one statement: cargosVivos).
 */
export async function liquidarMora(
  tx: Transaccion,
  phId: string,
  apartamentoIds: string[],
  fecha: string,
): Promise<CargoCuenta[]> {
  const cargos = await cargosVivos(tx, { apartamentoIds }, '9999-12-31');
  const pendientes = moraPendiente(
    cargos.filter((c) => c.fecha <= fecha),
    fecha,
    await tasasDeAlcance(tx, { phId }),
  );
  if (pendientes.length === 0) return cargos;
  const intereses = cargosDeInteres(phId, pendientes, fecha, {
    estado: 'vigente',
    periodo: fecha.slice(0, 7),
    fechaVencimiento: fecha,
  });
  await rowsOn(tx, insertarCargosSql(intereses, new Date()));
  return cargosVivos(tx, { apartamentoIds }, '9999-12-31');
}

/**
 * The money lock (bloquearConjunto) and the unit of this complex, in one statement: undefined (and no
 * lock) when the unit is not of this complex.
 */
async function bloquearConjuntoDeUnidad(
  tx: Transaccion,
  phId: string,
  apartamentoId: string,
): Promise<{ torre: string; numero: string } | undefined> {
  const [unidad] = await rowsOn(
    tx,
    Prisma.sql`
    SELECT a.torre, a.numero FROM ph p JOIN apartamentos a ON a.ph_id = p.id AND a.id = ${apartamentoId}::uuid
    WHERE p.id = ${phId}::uuid FOR UPDATE OF p` as TypedSql<{ torre: string; numero: string }>,
  );
  return unidad;
}

const PAGO = table('Pago', 'p').all();

/**
 * Records one payment inside `tx` (the caller checked permissions and the date: motivoFechaPago). The
 * complex row is locked so recibo numbers stay consecutive and two payments of one unit never apply
 * to the same saldo. After the lock, the payment, its applications and its audit entry are one statement.
 */
export async function registrarPago(
  tx: Transaccion,
  phId: string,
  data: PagoData & {
    importKey?: string;
    transaccionPasarela?: string;
    medioPasarela?: string | null;
    /** The payment's audit entry, written by the pago's own INSERT. */
    auditoria?: (pagoId: string) => AuditEntry;
  },
): Promise<PagoRow> {
  const unidad = await bloquearConjuntoDeUnidad(tx, phId, data.apartamentoId);
  if (!unidad) throw fail.badRequest('APARTAMENTO_OTRO_CONJUNTO');
  const abiertos = await liquidarMora(tx, phId, [data.apartamentoId], data.fecha);
  const deudas = abiertos.map((c, orden) => ({
    id: c.id,
    tipo: c.tipo === 'interes' ? ('interes' as const) : ('capital' as const),
    fechaVencimiento: c.fechaVencimiento,
    orden,
    saldo: c.saldo,
  }));
  const { aplicaciones } = aplicarPago(data.valor, deudas);
  // Recibos de caja count money received: a nota crédito (an ajuste) takes no number, so none is skipped.
  // The next number is read in the INSERT, a statement after the lock's: it sees every recibo committed
  // before the lock was granted.
  const recibo =
    data.medio === 'nota_credito'
      ? Prisma.sql`NULL::int`
      : Prisma.sql`(SELECT coalesce(max(numero_recibo), 0) + 1 FROM pagos WHERE ph_id = ${phId}::uuid)`;
  const id = randomUUID();
  const now = new Date();
  const creado = Prisma.sql`${now.toISOString()}::timestamp(3)`;
  const auditado = data.auditoria ? Prisma.sql`, audited AS (${auditInsert(data.auditoria(id), now)})` : Prisma.empty;
  // The applications reference the payment inserted beside them: the foreign key is checked at the statement's end.
  const aplicadas = aplicaciones.length
    ? Prisma.sql`, aplicadas AS (
      INSERT INTO aplicaciones_pago (id, pago_id, cargo_id, valor, fecha, created_at)
      SELECT x.id, ${id}::uuid, x.cargo_id, x.valor, ${data.fecha}::date, ${creado}
      FROM unnest(${aplicaciones.map(() => randomUUID())}::uuid[], ${aplicaciones.map((a) => a.id)}::uuid[],
                  ${aplicaciones.map((a) => a.valor)}::int[]) AS x(id, cargo_id, valor))`
    : Prisma.empty;
  const [pago] = await rowsOn(
    tx,
    Prisma.sql`
    WITH p AS (
      INSERT INTO pagos (id, ph_id, apartamento_id, numero_recibo, valor, fecha, medio, referencia, import_key,
                         transaccion_pasarela, medio_pasarela, created_at)
      VALUES (${id}::uuid, ${phId}::uuid, ${data.apartamentoId}::uuid, ${recibo}, ${data.valor},
              ${data.fecha}::date, ${data.medio}::"MedioPago", ${data.referencia || null}, ${data.importKey ?? null},
              ${data.transaccionPasarela ?? null}, ${data.medioPasarela ?? null}, ${creado})
      RETURNING *
    )${aplicadas}${auditado}
    SELECT ${PAGO} FROM p` as TypedSql<RowOf<typeof PAGO>>,
  );
  // The row as `pagoInclude` reads it, from what was just written (its applications in the order written).
  const concepto = new Map(abiertos.map((c) => [c.id, c.concepto]));
  return {
    ...pago!,
    apartamento: unidad,
    aplicaciones: aplicaciones.map((a) => ({ cargoId: a.id, valor: a.valor, cargo: { concepto: concepto.get(a.id)! } })),
  };
}

export async function createPago(deps: Deps, actor: Actor, phId: string, data: PagoData): Promise<Pago> {
  // The date's limits are read beside the guard (phId is a validated uuid): an answer of the guard
  // still comes first.
  const [ph, limites] = await Promise.all([
    requireTesoreria(deps.db, actor.user, phId, 'manage'),
    limitesFechaPago(deps.db, phId, deps.clock),
  ]);
  const fueraDeLimites = motivoFechaPago(data.fecha, limites);
  if (fueraDeLimites) throw fail.badRequest('PAGO_FUERA_DE_FECHA', fueraDeLimites);
  const auditoria = (pagoId: string): AuditEntry => ({
    actorId: actor.user.id,
    phId: ph.id,
    action: 'pago.create',
    entity: 'pago',
    entityId: pagoId,
    details: { valor: data.valor, fecha: data.fecha, medio: data.medio },
    ip: actor.ip,
  });
  // Typed SQL only (sqlTransaction): on PostgreSQL, no Prisma engine work per statement of the money lock.
  return toPagoOutput(await sqlTransaction(deps.db, (tx) => registrarPago(tx, ph.id, { ...data, auditoria })));
}

async function requirePago(deps: Deps, actor: Actor, id: string, accion: 'read' | 'manage') {
  const row = await deps.db.pago.findUnique({ where: { id }, include: pagoInclude });
  if (!row) throw fail.notFound('PAGO_NO_ENCONTRADO');
  return { row, ph: await requireTesoreria(deps.db, actor.user, row.phId, accion) };
}

export async function anularPago(deps: Deps, actor: Actor, id: string, motivo: string): Promise<Pago> {
  const { row } = await requirePago(deps, actor, id, 'manage');
  if (!pagoPuedePasar(row.estado, 'anulado')) throw fail.conflict('PAGO_YA_ANULADO');
  const updated = await deps.db.$transaction(async (tx) => {
    if (!(await reversarPago(tx, row, motivo, { ahora: deps.clock.now(), actorId: actor.user.id, ip: actor.ip })))
      throw fail.conflict('PAGO_YA_ANULADO');
    return tx.pago.findUniqueOrThrow({
      where: { id },
      include: { ...pagoInclude, aplicaciones: { where: { pagoId: id }, select: pagoInclude.aplicaciones.select } },
    });
  });
  return {
    ...toPagoOutput(updated),
    aplicaciones: updated.aplicaciones.map((a) => ({ cargoId: a.cargoId, concepto: a.cargo.concepto, valor: a.valor })),
  };
}

/**
 * The reversal of one applied payment inside `tx`, by a person (PUT /pagos/{id}/anular) or by the
 * gateway voiding its transaction (actorId null): the pago is annulled with its motivo, its
 * applications reversed (the charges are owed again), the certificates it supported revoked, and the
 * act audited. False when it was annulled already (nothing changes).
 */
export async function reversarPago(
  tx: Prisma.TransactionClient,
  row: { id: string; phId: string; apartamentoId: string; fecha: Date },
  motivo: string,
  por: { ahora: Date; actorId: string | null; ip?: string },
): Promise<boolean> {
  const now = por.ahora;
  await bloquearConjunto(tx, row.phId);
  const { count } = await tx.pago.updateMany({
    where: { id: row.id, estado: 'aplicado' },
    data: { estado: 'anulado', motivoAnulacion: motivo, anuladoEn: now },
  });
  if (count === 0) return false;
  await tx.aplicacionPago.updateMany({ where: { pagoId: row.id, anuladaEn: null }, data: { anuladaEn: now } });
  await audit(tx, {
    actorId: por.actorId,
    phId: row.phId,
    action: 'pago.anular',
    entity: 'pago',
    entityId: row.id,
    details: { motivo },
    ip: por.ip,
  });
  // The charges it paid are owed again from its date: the certificates it supported are revoked.
  await revocarPazYSalvos(
    tx,
    { phId: row.phId, apartamentoIds: [row.apartamentoId], desde: civil(row.fecha) },
    { ahora: now, actorId: por.actorId, ip: por.ip },
  );
  return true;
}

const pa = table('Pago', 'p');
const ap = table('Apartamento', 'a');
const apl = table('AplicacionPago', 'a');
const c = table('Cargo', 'c');

const PAGO_COLUMNS = columns(
  pa.select(
    'id',
    'apartamentoId',
    'numeroRecibo',
    'valor',
    'fecha',
    'medio',
    'referencia',
    'estado',
    'motivoAnulacion',
    'medioPasarela',
  ),
  ap.select('torre', 'numero'),
);

/**
 * A page of a complex's pagos (newest first), each with its unit's torre and numero. The list is of
 * recibos de caja: notas crédito (no recibo) show in the unit's estado de cuenta.
 */
export function pagosLista(phId: string, apartamentoId: string | undefined): ListaSql<RowOf<typeof PAGO_COLUMNS>> {
  return {
    from: pa.from,
    joins: Prisma.sql`LEFT JOIN apartamentos a ON a.id = p.apartamento_id`,
    columns: PAGO_COLUMNS,
    where: apartamentoId
      ? Prisma.sql`p.ph_id = ${phId}::uuid AND p.apartamento_id = ${apartamentoId}::uuid AND p.medio <> 'nota_credito'`
      : Prisma.sql`p.ph_id = ${phId}::uuid AND p.medio <> 'nota_credito'`,
    orderBy: Prisma.sql`p.fecha DESC, p.numero_recibo DESC`,
  };
}

const APLICACION_COLUMNS = columns(apl.select('pagoId', 'cargoId', 'valor'), c.select('concepto'));

/** The live aplicaciones of these pagos with their cargo's concepto, oldest first (as `pagoInclude`). */
export function pagosAplicacionesSql(pagoIds: string[]) {
  return select(
    APLICACION_COLUMNS,
    Prisma.sql`FROM aplicaciones_pago a JOIN cargos c ON c.id = a.cargo_id
    WHERE a.pago_id = ANY(${pagoIds}::uuid[]) AND a.anulada_en IS NULL
    ORDER BY a.created_at ASC`,
  );
}

export async function listPagos(
  deps: Deps,
  actor: Actor,
  phId: string,
  input: PageInput & { apartamentoId?: string },
): Promise<{ rows: Recibo[]; total: number }> {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'read');
  const { totales, filas: page } = await readPage(deps.db, pagosLista(ph.id, input.apartamentoId), input);
  const aplicaciones = page.length ? await readRows(deps.db, pagosAplicacionesSql(page.map((p) => p.id))) : [];
  const byPago = new Map<string, PagoView['aplicaciones']>(page.map((p) => [p.id, []]));
  for (const a of aplicaciones)
    byPago.get(a.pagoId)!.push({ cargoId: a.cargoId, valor: a.valor, cargo: { concepto: a.concepto } });
  const rows = page.map(({ torre, numero, ...pago }) => ({
    ...toPagoOutput({ ...pago, apartamento: { torre, numero }, aplicaciones: byPago.get(pago.id)! }),
    numeroRecibo: pago.numeroRecibo!,
  }));
  return { rows, total: totales.total };
}

export { requirePago, pagoInclude, type PagoRow };
