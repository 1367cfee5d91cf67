// The account of one or more units read from the database: live charges, the payments applied to
// them, and the interest accrued since each charge's last liquidation (art. 30 of Ley 675).
import { corteMaximo, interesLiquidacion, sumarDias, tasaVigente, tramosDeMora, type TasaPorPeriodo } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import { columns, expr, Prisma, rowsOn, select, table, type DbClient, type RowOf, type SqlTransaction } from '@horizonte/db';

import type { Clock } from '../../lib/clock.ts';
import { fail } from '../../lib/errors.ts';

export type { DbClient as Db } from '@horizonte/db';

/** A DATE column as a civil date "AAAA-MM-DD". */
export const civil = (d: Date): string => d.toISOString().slice(0, 10);
/** A civil date as the Date Prisma writes to a DATE column. */
export const dateOf = (fecha: string): Date => new Date(`${fecha}T00:00:00.000Z`);
/** Today in Bogotá, from the one clock. */
export const hoy = (clock: Clock): string => bogotaDate(clock.now());

/**
 * The cut-off date of a read (estado de cuenta, cartera): today when none is given, and never more
 * than two years past today (the schema keeps it within 2000 … 2100; this bound needs the clock).
 */
export function corteDeConsulta(clock: Clock, hasta?: string): string {
  const hoyBogota = hoy(clock);
  if (hasta === undefined) return hoyBogota;
  const maximo = corteMaximo(hoyBogota);
  if (hasta > maximo) throw fail.badRequest('TESORERIA_CORTE_LEJANO', maximo);
  return hasta;
}

export interface CargoCuenta {
  id: string;
  apartamentoId: string;
  tipo: 'ordinaria' | 'extraordinaria' | 'interes' | 'adicional';
  concepto: string;
  periodo: string;
  fecha: string;
  fechaVencimiento: string;
  valor: number;
  generaMora: boolean;
  createdAt: Date;
  /** Applications not reversed, up to the date the account is read at. */
  abonos: { fecha: string; valor: number }[];
  saldo: number;
  /** Last day of mora already liquidated into an interest charge (capital charges only). */
  moraLiquidadaHasta: string | null;
  /** The day mora may start (set at emission: the due date, or the emission plus the grace days if later). */
  inicioMora: string | null;
}

export interface MoraPendiente {
  cargo: CargoCuenta;
  desde: string;
  interes: number;
}

/** The rate in force per period for a complex. */
export async function tasasDe(db: DbClient, phId: string): Promise<TasaPorPeriodo> {
  return (await tasasDeConjuntos(db, [phId])).get(phId)!;
}

/** The rates in force of several complexes in one query (the platform's monthly run). */
export async function tasasDeConjuntos(db: DbClient, phIds: readonly string[]): Promise<Map<string, TasaPorPeriodo>> {
  const rows = await db.tasaMora.findMany({
    where: { phId: { in: [...phIds] } },
    select: { phId: true, periodo: true, tasaAplicadaEA: true },
  });
  return new Map(
    phIds.map((phId) => [
      phId,
      tasaVigente(rows.filter((r) => r.phId === phId).map((r) => ({ periodo: r.periodo, tasaEA: Number(r.tasaAplicadaEA) }))),
    ]),
  );
}

/** A live charge of the ledger from its row, its applications and how far its mora is liquidated. */
function cargoCuenta(
  r: Pick<CargoCuenta, 'id' | 'apartamentoId' | 'tipo' | 'concepto' | 'periodo' | 'valor' | 'generaMora' | 'createdAt'> & {
    fecha: Date;
    fechaVencimiento: Date;
    inicioMora: Date | null;
  },
  abonos: CargoCuenta['abonos'],
  moraLiquidadaHasta: string | null,
): CargoCuenta {
  return {
    id: r.id,
    apartamentoId: r.apartamentoId,
    tipo: r.tipo,
    concepto: r.concepto,
    periodo: r.periodo,
    fecha: civil(r.fecha),
    fechaVencimiento: civil(r.fechaVencimiento),
    valor: r.valor,
    generaMora: r.generaMora,
    createdAt: r.createdAt,
    abonos,
    saldo: r.valor - abonos.reduce((a, b) => a + b.valor, 0),
    moraLiquidadaHasta,
    inicioMora: r.inicioMora ? civil(r.inicioMora) : null,
  };
}

const c = table('Cargo', 'c');

/** Whose account a read takes: one unit's or a whole complex's. */
export type AlcanceCuenta = { apartamentoId: string } | { phId: string };
/**
 * Whose charges a read takes: an account, some units of one complex (a payment's liquidation), or some
 * charges themselves (a billing run's open debt).
 */
export type AlcanceCargos = AlcanceCuenta | { apartamentoIds: readonly string[] } | { cargoIds: readonly string[] };

/** `alias` is a charge of the scope; with `interesDe`, an interest charge whose capital charge is. */
function dondeCargo(alcance: AlcanceCargos, alias: string, { interesDe = false } = {}) {
  const a = Prisma.raw(alias);
  if ('cargoIds' in alcance) {
    const columna = interesDe ? Prisma.sql`${a}.origen_cargo_id` : Prisma.sql`${a}.id`;
    return Prisma.sql`${columna} = ANY(${[...alcance.cargoIds]}::uuid[])`;
  }
  if ('apartamentoId' in alcance) return Prisma.sql`${a}.apartamento_id = ${alcance.apartamentoId}::uuid`;
  if ('apartamentoIds' in alcance) return Prisma.sql`${a}.apartamento_id = ANY(${[...alcance.apartamentoIds]}::uuid[])`;
  return Prisma.sql`${a}.ph_id = ${alcance.phId}::uuid`;
}

/**
 * The ledger's read of live charges, in one statement (estado de cuenta, cartera, billing, payments): the live charges dated
 * up to `hasta` with their applications up to then (as JSON) and how far their mora is liquidated, in the
 * ledger's order. The applications' totals and the liquidations are aggregated in one pass each; the
 * applications themselves are read only for the charges returned.
 *
 * `conDeuda` keeps only the charges that still weigh on the account: a saldo, or a payment after the day
 * its mora starts (interest owed for the days it was late). A charge paid in full by then accrues no
 * interest and owes nothing (moraPendiente's tramos all have capital 0), so the cartera skips it.
 */
export function cargosVivosSql(alcance: AlcanceCargos, hasta: string, { conDeuda = false }: { conDeuda?: boolean } = {}) {
  const deuda = conDeuda
    ? Prisma.sql` AND (c.valor > coalesce(ap.abonado, 0) OR (c.genera_mora AND c.tipo <> 'interes'
        AND ap.ultimo > greatest(c.fecha_vencimiento, c.inicio_mora, li.hasta)))`
    : Prisma.empty;
  return select(
    columns(
      c.select(
        'id',
        'apartamentoId',
        'tipo',
        'concepto',
        'periodo',
        'fecha',
        'fechaVencimiento',
        'valor',
        'generaMora',
        'createdAt',
        'inicioMora',
      ),
      expr<{ abonos: { fecha: string; valor: number }[] | null; liquidadoHasta: Date | null }>(
        Prisma.sql`(SELECT json_agg(json_build_object('fecha', a.fecha, 'valor', a.valor)) FROM aplicaciones_pago a
          WHERE a.cargo_id = c.id AND a.anulada_en IS NULL AND a.fecha <= ${hasta}::date) AS abonos, CASE WHEN c.genera_mora AND c.tipo <> 'interes' THEN li.hasta END AS "liquidadoHasta"`,
      ),
    ),
    Prisma.sql`FROM cargos c
    LEFT JOIN (
      SELECT ap.cargo_id, sum(ap.valor) AS abonado, max(ap.fecha) AS ultimo
      FROM aplicaciones_pago ap JOIN cargos ac ON ac.id = ap.cargo_id
      WHERE ${dondeCargo(alcance, 'ac')} AND ap.anulada_en IS NULL AND ap.fecha <= ${hasta}::date
      GROUP BY ap.cargo_id
    ) ap ON ap.cargo_id = c.id
    LEFT JOIN (
      SELECT i.origen_cargo_id, max(i.mora_hasta) AS hasta FROM cargos i
      WHERE ${dondeCargo(alcance, 'i', { interesDe: true })} AND i.origen_cargo_id IS NOT NULL AND i.estado IN ('vigente', 'borrador') AND i.fecha <= ${hasta}::date
      GROUP BY i.origen_cargo_id
    ) li ON li.origen_cargo_id = c.id
    WHERE ${dondeCargo(alcance, 'c')} AND c.estado = 'vigente' AND c.fecha <= ${hasta}::date${deuda}
    ORDER BY c.fecha_vencimiento ASC, c.tipo ASC, c.created_at ASC, c.id ASC`,
  );
}

/** A row of cargosVivosSql as the ledger's charge. */
export function cargoCuentaDeFila(r: RowOf<ReturnType<typeof cargosVivosSql>>): CargoCuenta {
  return cargoCuenta(r, r.abonos ?? [], r.liquidadoHasta ? civil(r.liquidadoHasta) : null);
}

/** The live (emitted) charges of the scope at `hasta`, in one statement. */
export async function cargosVivos(db: DbClient | SqlTransaction, alcance: AlcanceCargos, hasta: string): Promise<CargoCuenta[]> {
  return (await rowsOn(db, cargosVivosSql(alcance, hasta))).map(cargoCuentaDeFila);
}

/** The rates of the complex of a unit or of a complex, as tasaVigente takes them. */
export function tasasSql(alcance: AlcanceCuenta) {
  const ph =
    'apartamentoId' in alcance
      ? Prisma.sql`(SELECT ph_id FROM apartamentos WHERE id = ${alcance.apartamentoId}::uuid)`
      : Prisma.sql`${alcance.phId}::uuid`;
  return select(
    expr<{ periodo: string; tasaEA: number }>(Prisma.sql`periodo, tasa_aplicada_ea::float8 AS "tasaEA"`),
    Prisma.sql`FROM tasas_mora WHERE ph_id = ${ph}`,
  );
}

export async function tasasDeAlcance(db: DbClient | SqlTransaction, alcance: AlcanceCuenta): Promise<TasaPorPeriodo> {
  return tasaVigente(await rowsOn(db, tasasSql(alcance)));
}

/**
 * The last day without mora of a capital charge: its due date, or, for a charge emitted after it (a
 * catch-up), the emission day plus the complex's grace days (issue 26, point 2): art. 30 of Ley 675
 * charges interest on what is owed late, and nobody could pay before the charge was issued.
 */
export function inicioDeMora(cargo: Pick<CargoCuenta, 'fechaVencimiento' | 'inicioMora'>): string {
  return cargo.inicioMora && cargo.inicioMora > cargo.fechaVencimiento ? cargo.inicioMora : cargo.fechaVencimiento;
}

/**
 * Interest accrued on each charge that generates mora, from its due date or its last liquidation
 * up to `hasta`: simple interest on the capital still owed day by day (never on interest: art. 30).
 */
export function moraPendiente(cargos: readonly CargoCuenta[], hasta: string, tasaDe: TasaPorPeriodo): MoraPendiente[] {
  const pendientes: MoraPendiente[] = [];
  for (const cargo of cargos) {
    if (!cargo.generaMora || cargo.tipo === 'interes') continue;
    const desde = [cargo.moraLiquidadaHasta, inicioDeMora(cargo)].reduce<string>(
      (a, b) => (b && b > a ? b : a),
      cargo.fechaVencimiento,
    );
    if (desde >= hasta) continue;
    const interes = interesLiquidacion(tramosDeMora(cargo.valor, cargo.abonos, desde, hasta), tasaDe);
    if (interes > 0) pendientes.push({ cargo, desde, interes });
  }
  return pendientes;
}

/** The interest charges that liquidate `pendientes` up to `hasta` (rows for createMany). */
export function cargosDeInteres(
  phId: string,
  pendientes: readonly MoraPendiente[],
  hasta: string,
  extra: { facturacionId?: string; estado: 'borrador' | 'vigente'; periodo: string; fechaVencimiento: string },
): Prisma.CargoCreateManyInput[] {
  return pendientes.map((p) => ({
    phId,
    apartamentoId: p.cargo.apartamentoId,
    facturacionId: extra.facturacionId ?? null,
    tipo: 'interes' as const,
    concepto: `Intereses de mora sobre ${p.cargo.concepto} (${sumarDias(p.desde, 1)} a ${hasta})`,
    periodo: extra.periodo,
    fecha: dateOf(hasta),
    fechaVencimiento: dateOf(extra.fechaVencimiento),
    valor: p.interes,
    generaMora: false,
    estado: extra.estado,
    origenCargoId: p.cargo.id,
    moraDesde: dateOf(p.desde),
    moraHasta: dateOf(hasta),
  }));
}

/** What each active payment of the units still holds as saldo a favor (valor − applications). */
export async function saldosAFavor(
  db: DbClient,
  where: Prisma.PagoWhereInput,
  hasta?: string,
): Promise<{ id: string; apartamentoId: string; fecha: string; saldo: number }[]> {
  const fechaHasta = hasta ? { fecha: { lte: dateOf(hasta) } } : {};
  const pagos = await db.pago.findMany({
    where: { ...where, estado: 'aplicado', ...fechaHasta },
    select: {
      id: true,
      apartamentoId: true,
      fecha: true,
      valor: true,
      aplicaciones: { where: { anuladaEn: null, ...fechaHasta }, select: { valor: true } },
    },
    orderBy: [{ fecha: 'asc' }, { numeroRecibo: 'asc' }],
  });
  return pagos
    .map((p) => ({
      id: p.id,
      apartamentoId: p.apartamentoId,
      fecha: civil(p.fecha),
      saldo: p.valor - p.aplicaciones.reduce((a, b) => a + b.valor, 0),
    }))
    .filter((p) => p.saldo > 0);
}
