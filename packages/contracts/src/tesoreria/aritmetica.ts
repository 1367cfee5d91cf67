// Tesorería arithmetic of Ley 675 de 2001: pure functions, no database, no clock.
//
// Money: every amount is a whole number of Colombian pesos held in a JS number that must be a safe
// integer (|n| < 2^53 ≈ 9 × 10^15 pesos, far above any budget). Products that could pass 2^53
// (total × coeficiente in micro-percent) are computed with BigInt. Floating point appears only inside
// the interest-rate formula, and its result is rounded to whole pesos once per liquidation.

/** A coeficiente in percent (6 decimals, as stored: Decimal(9,6)) as an integer of millionths of a percent. */
export function coeficienteMicro(coeficiente: number | string): bigint {
  const text = typeof coeficiente === 'number' ? coeficiente.toFixed(6) : coeficiente.trim();
  const match = /^(-?)(\d+)(?:\.(\d{0,6})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`Coeficiente inválido: ${coeficiente}`);
  const micro = BigInt(match[2]!) * 1_000_000n + BigInt((match[3] ?? '').padEnd(6, '0'));
  return match[1] ? -micro : micro;
}

/** 100 % in millionths of a percent. */
export const CIEN_POR_CIENTO_MICRO = 100_000_000n;
/** Billing tolerance on the sum of the coeficientes: ± 0.000001 percentage points (one micro). */
export const TOLERANCIA_COEFICIENTES_MICRO = 1n;

export function assertPesos(n: number, what = 'valor'): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} debe ser un número entero de pesos: ${n}`);
  return n;
}

/**
 * Largest-remainder (Hamilton) distribution of `total` pesos among weights: each share is the floor
 * of total × weight / Σweights, and the pesos left over go one each to the largest remainders (ties:
 * the earlier item). The shares add up to `total` exactly, whatever the weights add up to, so art. 29
 * (expensas in proportion to the coeficiente) holds to the peso.
 */
export function distribuirPorPeso(total: number, pesos: readonly bigint[]): number[] {
  assertPesos(total, 'total');
  if (total < 0) throw new RangeError('El total a distribuir no puede ser negativo');
  const suma = pesos.reduce((a, b) => a + b, 0n);
  if (pesos.length === 0) return [];
  if (suma <= 0n || pesos.some((p) => p < 0n)) throw new RangeError('Los pesos de la distribución deben ser positivos');
  const t = BigInt(total);
  const base: bigint[] = [];
  const restos: { i: number; resto: bigint }[] = [];
  let asignado = 0n;
  pesos.forEach((p, i) => {
    const producto = t * p;
    base.push(producto / suma);
    restos.push({ i, resto: producto % suma });
    asignado += producto / suma;
  });
  let sobrante = Number(t - asignado);
  restos.sort((a, b) => (a.resto === b.resto ? a.i - b.i : a.resto > b.resto ? -1 : 1));
  for (const { i } of restos) {
    if (sobrante <= 0) break;
    base[i]! += 1n;
    sobrante -= 1;
  }
  return base.map((b) => Number(b));
}

/** The cuota of each unit: `total` pesos split by coeficiente (percent strings or numbers), summing exactly. */
export function distribuirPorCoeficiente(total: number, coeficientes: readonly (number | string)[]): number[] {
  return distribuirPorPeso(total, coeficientes.map(coeficienteMicro));
}

/** `total` split into `partes` equal whole-peso parts (the first ones take the leftover pesos). */
export function distribuirEnPartes(total: number, partes: number): number[] {
  return distribuirPorPeso(
    total,
    Array.from({ length: partes }, () => 1n),
  );
}

export interface EstadoCoeficientes {
  sumaMicro: bigint;
  /** The sum in percent with six decimals, e.g. "99.500000". */
  suma: string;
  /** Positive: missing to reach 100 %; negative: exceeding. In percent, six decimals. */
  diferencia: string;
  cuadra: boolean;
}

export function microATexto(micro: bigint): string {
  const negativo = micro < 0n;
  const abs = negativo ? -micro : micro;
  return `${negativo ? '-' : ''}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, '0')}`;
}

/** Whether the coeficientes of a complex add up to 100 % (± 0.000001), as billing requires (art. 29). */
export function estadoCoeficientes(coeficientes: readonly (number | string)[]): EstadoCoeficientes {
  const sumaMicro = coeficientes.reduce<bigint>((a, c) => a + coeficienteMicro(c), 0n);
  const diferencia = CIEN_POR_CIENTO_MICRO - sumaMicro;
  const abs = diferencia < 0n ? -diferencia : diferencia;
  return {
    sumaMicro,
    suma: microATexto(sumaMicro),
    diferencia: microATexto(diferencia),
    cuadra: abs <= TOLERANCIA_COEFICIENTES_MICRO,
  };
}

// ---------------------------------------------------------------------------------------------
// Presupuesto (art. 35)

/** Art. 35: the fondo de imprevistos takes at least 1 % of the budget of ordinary expenses. */
export const PORCENTAJE_MINIMO_IMPREVISTOS = 1;

export interface TotalesPresupuesto {
  totalRubros: number;
  valorImprevistos: number;
  totalAnual: number;
  cuotaMensualTotal: number;
}

/**
 * Budget totals. valorImprevistos = ceil(totalRubros × porcentaje / 100), computed exactly on
 * integers: the percentage has at most two decimals, so it is taken in hundredths.
 */
export function totalesPresupuesto(valoresAnuales: readonly number[], porcentajeImprevistos: number): TotalesPresupuesto {
  const totalRubros = valoresAnuales.reduce((a, v) => a + assertPesos(v, 'valorAnual'), 0);
  assertPesos(totalRubros, 'totalRubros');
  const centesimas = BigInt(Math.round(porcentajeImprevistos * 100));
  const numerador = BigInt(totalRubros) * centesimas;
  const valorImprevistos = Number((numerador + 9_999n) / 10_000n);
  const totalAnual = totalRubros + valorImprevistos;
  return { totalRubros, valorImprevistos, totalAnual, cuotaMensualTotal: Math.round(totalAnual / 12) };
}

// ---------------------------------------------------------------------------------------------
// Intereses de mora (art. 30)

/**
 * Art. 30: the interest may not exceed 1.5 × the interés bancario corriente certified by the
 * Superintendencia Financiera (the tasa de usura). Both in percent EA; result rounded to 6 decimals.
 */
export function topeLegalEA(interesBancarioCorrienteEA: number): number {
  return Math.round(interesBancarioCorrienteEA * 1.5 * 1e6) / 1e6;
}

/** The rate used: the asamblea's when given (never above the cap), otherwise the legal cap. */
export function tasaAplicableEA(interesBancarioCorrienteEA: number, tasaAsambleaEA?: number | null): number {
  const tope = topeLegalEA(interesBancarioCorrienteEA);
  return tasaAsambleaEA === undefined || tasaAsambleaEA === null ? tope : Math.min(tope, tasaAsambleaEA);
}

/** Monthly rate equivalent to an effective annual rate in percent: (1 + EA)^(1/12) − 1 (a fraction). */
export function tasaMensual(tasaEA: number): number {
  return Math.pow(1 + tasaEA / 100, 1 / 12) - 1;
}

/** Simple interest of `capital` for `dias` days at `tasaEA`: capital × monthly rate × días / 30, whole pesos. */
export function interesMora(capital: number, tasaEA: number, dias: number): number {
  assertPesos(capital, 'capital');
  if (dias <= 0 || capital <= 0) return 0;
  return Math.round((capital * tasaMensual(tasaEA) * dias) / 30);
}

// ---------------------------------------------------------------------------------------------
// Civil dates ("AAAA-MM-DD") and periods ("AAAA-MM"), computed on UTC days: no time zone involved.

const DIA_MS = 86_400_000;
const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIODO = /^(\d{4})-(\d{2})$/;

export function fechaAMs(fecha: string): number {
  const m = FECHA.exec(fecha);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== fecha) throw new RangeError(`Fecha inválida: ${fecha}`);
  return ms;
}

export function msAFecha(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function esFecha(fecha: string): boolean {
  try {
    fechaAMs(fecha);
    return true;
  } catch {
    return false;
  }
}

export function esPeriodo(periodo: string): boolean {
  const m = PERIODO.exec(periodo);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** Days from `desde` to `hasta` (negative when hasta is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((fechaAMs(hasta) - fechaAMs(desde)) / DIA_MS);
}

export function sumarDias(fecha: string, dias: number): string {
  return msAFecha(fechaAMs(fecha) + dias * DIA_MS);
}

export function periodoDe(fecha: string): string {
  return fecha.slice(0, 7);
}

export function sumarMeses(periodo: string, meses: number): string {
  const m = PERIODO.exec(periodo);
  if (!m) throw new RangeError(`Periodo inválido: ${periodo}`);
  const indice = Number(m[1]) * 12 + Number(m[2]) - 1 + meses;
  return `${String(Math.floor(indice / 12)).padStart(4, '0')}-${String((indice % 12) + 1).padStart(2, '0')}`;
}

/** Months from `desde` to `hasta` (periods). */
export function mesesEntre(desde: string, hasta: string): number {
  const [a, b] = [PERIODO.exec(desde), PERIODO.exec(hasta)];
  if (!a || !b) throw new RangeError('Periodo inválido');
  return Number(b[1]) * 12 + Number(b[2]) - (Number(a[1]) * 12 + Number(a[2]));
}

/** The last day of a period. */
export function finDePeriodo(periodo: string): string {
  return sumarDias(`${sumarMeses(periodo, 1)}-01`, -1);
}

/**
 * The EA rate in force in a period: the one set for it, or else the latest set before it (0 if none).
 * `cambios` lists the periods where a rate was set, ascending: between two of them the rate is
 * constant, which is what lets a liquidation be computed per rate period instead of per month.
 */
export interface TasaPorPeriodo {
  (periodo: string): number;
  readonly cambios: readonly { periodo: string; tasaEA: number }[];
}

export function tasaVigente(tasas: readonly { periodo: string; tasaEA: number }[]): TasaPorPeriodo {
  // One entry per period (the last one given wins), ascending.
  const cambios = [...new Map(tasas.map((t) => [t.periodo, t])).values()].sort((a, b) => (a.periodo < b.periodo ? -1 : 1));
  const tasaDe = (periodo: string): number => {
    // The last change on or before `periodo` (binary search over the sorted changes).
    let [bajo, alto] = [0, cambios.length];
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (cambios[medio]!.periodo <= periodo) bajo = medio + 1;
      else alto = medio;
    }
    return bajo === 0 ? 0 : cambios[bajo - 1]!.tasaEA;
  };
  return Object.assign(tasaDe, { cambios });
}

/** A stretch of time during which `capital` pesos were overdue: the days after `desde` up to and including `hasta`. */
export interface TramoMora {
  desde: string;
  hasta: string;
  capital: number;
}

/**
 * Interest of one liquidation (art. 30): simple interest on overdue capital, each day at the monthly
 * rate of the month it falls in (÷ 30), summed over the tramos and rounded to whole pesos once.
 * A tramo covers the days after `desde` through `hasta`, so a payment on the due date accrues nothing.
 *
 * Closed form per rate period: the rate only changes on the first day of a month where one was set,
 * so the days of a tramo are split at those changes and each stretch adds capital × monthly rate ×
 * días / 30 at once. The work grows with the rate changes inside the tramo, never with its months.
 */
export function interesLiquidacion(tramos: readonly TramoMora[], tasaDe: TasaPorPeriodo): number {
  const visperas = visperasDe(tasaDe);
  let interes = 0;
  for (const tramo of tramos) {
    if (tramo.capital <= 0 || tramo.hasta <= tramo.desde) continue;
    let cursor = tramo.desde;
    let tasa = tasaDe(periodoDe(sumarDias(cursor, 1)));
    // The changes whose eve is on or before the cursor add nothing: start at the first one after it.
    for (let i = primeraDespues(visperas, cursor); i < visperas.length; i++) {
      const vispera = visperas[i]!;
      if (vispera >= tramo.hasta) break;
      interes += (tramo.capital * tasaMensual(tasa) * diasEntre(cursor, vispera)) / 30;
      cursor = vispera;
      tasa = tasaDe.cambios[i]!.tasaEA;
    }
    interes += (tramo.capital * tasaMensual(tasa) * diasEntre(cursor, tramo.hasta)) / 30;
  }
  return Math.round(interes);
}

/** The last day still at the previous rate of each change (the eve of its first day), computed once per rate table. */
const visperasCache = new WeakMap<TasaPorPeriodo, readonly string[]>();
function visperasDe(tasaDe: TasaPorPeriodo): readonly string[] {
  let visperas = visperasCache.get(tasaDe);
  if (!visperas) visperasCache.set(tasaDe, (visperas = tasaDe.cambios.map((c) => sumarDias(`${c.periodo}-01`, -1))));
  return visperas;
}

/** The index of the first eve after `fecha` (the eves ascend). */
function primeraDespues(visperas: readonly string[], fecha: string): number {
  let [bajo, alto] = [0, visperas.length];
  while (bajo < alto) {
    const medio = (bajo + alto) >>> 1;
    if (visperas[medio]! <= fecha) bajo = medio + 1;
    else alto = medio;
  }
  return bajo;
}

/**
 * The overdue tramos of one charge between `desde` (exclusive) and `hasta`: its capital after each
 * payment applied to it, payments made on a day reducing the capital from that day on.
 */
export function tramosDeMora(
  capitalInicial: number,
  abonos: readonly { fecha: string; valor: number }[],
  desde: string,
  hasta: string,
): TramoMora[] {
  if (hasta <= desde) return [];
  const ordenados = [...abonos].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
  let capital = capitalInicial;
  let cursor = desde;
  const tramos: TramoMora[] = [];
  for (const abono of ordenados) {
    if (abono.fecha <= cursor) {
      capital -= abono.valor;
      continue;
    }
    if (abono.fecha >= hasta) break;
    tramos.push({ desde: cursor, hasta: abono.fecha, capital });
    capital -= abono.valor;
    cursor = abono.fecha;
  }
  tramos.push({ desde: cursor, hasta, capital });
  return tramos.filter((t) => t.capital > 0 && t.hasta > t.desde);
}

// ---------------------------------------------------------------------------------------------
// Pagos (Código Civil art. 1653)

export interface DeudaAbierta {
  id: string;
  /** Interest is paid before any capital. */
  tipo: 'interes' | 'capital';
  fechaVencimiento: string;
  /** Tie-break among charges due the same day (e.g. creation order). */
  orden: number;
  saldo: number;
}

export interface Aplicacion {
  id: string;
  valor: number;
}

/**
 * Código Civil art. 1653: a payment goes first to interest, then to capital, the oldest first.
 * What exceeds the debt is the saldo a favor.
 */
export function aplicarPago(valor: number, deudas: readonly DeudaAbierta[]): { aplicaciones: Aplicacion[]; saldoAFavor: number } {
  assertPesos(valor, 'valor');
  const ordenadas = [...deudas]
    .filter((d) => d.saldo > 0)
    .sort((a, b) =>
      a.tipo !== b.tipo
        ? a.tipo === 'interes'
          ? -1
          : 1
        : a.fechaVencimiento !== b.fechaVencimiento
          ? a.fechaVencimiento < b.fechaVencimiento
            ? -1
            : 1
          : a.orden - b.orden,
    );
  let restante = valor;
  const aplicaciones: Aplicacion[] = [];
  for (const deuda of ordenadas) {
    if (restante <= 0) break;
    const abono = Math.min(restante, deuda.saldo);
    aplicaciones.push({ id: deuda.id, valor: abono });
    restante -= abono;
  }
  return { aplicaciones, saldoAFavor: restante };
}

// ---------------------------------------------------------------------------------------------
// Cartera by age

export const EDADES_CARTERA = ['alDia', 'de1a30', 'de31a60', 'de61a90', 'masDe90'] as const;
export type EdadCartera = (typeof EDADES_CARTERA)[number];

/** The age bucket of a debt `dias` days past its due date (0 or less: al día). */
export function edadCartera(diasVencido: number): EdadCartera {
  if (diasVencido <= 0) return 'alDia';
  if (diasVencido <= 30) return 'de1a30';
  if (diasVencido <= 60) return 'de31a60';
  if (diasVencido <= 90) return 'de61a90';
  return 'masDe90';
}
