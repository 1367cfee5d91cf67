// Demo treasury (issue 15): each demo complex gets coeficientes that add up to 100 % (a reform of
// the reglamento, art. 28, kept in the history), an approved budget (art. 35, 1 % imprevistos), the
// month's tasa de mora (art. 30, the legal cap), three emitted months with payments — most on time,
// one late, one overpaid (its saldo a favor pays the next month), one unit in mora for 90+ days
// (an opening balance carried over from the previous administration) — so every screen shows
// real figures from the first start. In prados the administration corrected one account with a nota
// crédito (issue 26's ajustes).
import { sumarMeses, totalesPresupuesto } from '@horizonte/contracts';
import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import type { Database } from '@horizonte/db';

import type { Deps } from '../deps.ts';
import { ajusteEnTransaccion } from '../modules/tesoreria/ajustes.ts';
import { emitirEnTransaccion, facturarPeriodo } from '../modules/tesoreria/facturacion.ts';
import { dateOf } from '../modules/tesoreria/ledger.ts';
import { registrarPago } from '../modules/tesoreria/pagos.ts';

interface Plan {
  identificador: string;
  rubros: { nombre: string; valorAnual: number }[];
  /** Coeficiente per unit key ("torre-numero" or "numero"); must add to 100 %. */
  coeficiente: (torre: string, numero: string) => string;
  tarde: string;
  sobrepago: string;
  moroso: string;
  /** A nota crédito for this unit, recorded today. */
  notaCredito?: string;
}

const PLANES: Plan[] = [
  {
    identificador: 'altos',
    rubros: [
      { nombre: 'Vigilancia', valorAnual: 18_000_000 },
      { nombre: 'Aseo', valorAnual: 6_000_000 },
      { nombre: 'Mantenimiento de ascensores', valorAnual: 2_400_000 },
      { nombre: 'Servicios públicos de zonas comunes', valorAnual: 3_600_000 },
      { nombre: 'Seguro de áreas comunes', valorAnual: 1_800_000 },
      { nombre: 'Honorarios de administración', valorAnual: 4_200_000 },
    ],
    // Six units of 8.25 % and six of ~8.416667 % (the last one takes the rounding): 49.5 + 50.5 = 100.
    coeficiente: (torre, numero) =>
      numero.endsWith('1') ? '8.250000' : torre === '2' && numero === '302' ? '8.416665' : '8.416667',
    tarde: '1-101',
    sobrepago: '1-102',
    moroso: '2-302',
  },
  {
    identificador: 'prados',
    rubros: [
      { nombre: 'Vigilancia', valorAnual: 7_200_000 },
      { nombre: 'Jardinería y aseo', valorAnual: 2_400_000 },
      { nombre: 'Honorarios de administración', valorAnual: 2_400_000 },
    ],
    coeficiente: () => '25.000000',
    tarde: 'Casa 1',
    sobrepago: 'Casa 3',
    moroso: 'Casa 4',
    notaCredito: 'Casa 1',
  },
];

/** Interés bancario corriente certified for consumer credit (% EA), a plausible figure for the demo. */
const IBC_DEMO = 16.5;

export async function seedDemoTesoreria(db: Database, now: Date): Promise<void> {
  const today = bogotaDate(now);
  const periodos = [3, 2, 1].map((k) => sumarMeses(today.slice(0, 7), -k));
  const deps = (instant: Date) => ({ db, clock: { now: () => instant } }) as unknown as Deps;
  for (const plan of PLANES) {
    const ph = await db.pH.findFirst({ where: { identificador: plan.identificador, deletedAt: null } });
    if (!ph) continue;
    const unidades = await db.apartamento.findMany({ where: { phId: ph.id }, orderBy: [{ torre: 'asc' }, { numero: 'asc' }] });
    const key = (u: { torre: string; numero: string }) => (u.torre ? `${u.torre}-${u.numero}` : u.numero);
    const porClave = new Map(unidades.map((u) => [key(u), u]));
    await db.$transaction(async (tx) => {
      for (const u of unidades) {
        const coeficiente = plan.coeficiente(u.torre, u.numero);
        await tx.apartamento.update({ where: { id: u.id }, data: { coeficiente } });
        await tx.coeficienteHistorial.create({
          data: {
            apartamentoId: u.id,
            valor: coeficiente,
            vigenteDesde: bogotaInstant(`${periodos[0]}-01`),
            referencia: 'Reforma del reglamento (demo)',
          },
        });
      }
      const totales = totalesPresupuesto(
        plan.rubros.map((r) => r.valorAnual),
        1,
      );
      for (const anio of new Set(periodos.map((p) => Number(p.slice(0, 4))))) {
        await tx.presupuesto.create({
          data: {
            phId: ph.id,
            anio,
            porcentajeImprevistos: 1,
            rubros: plan.rubros,
            totalRubros: BigInt(totales.totalRubros),
            valorImprevistos: BigInt(totales.valorImprevistos),
            totalAnual: BigInt(totales.totalAnual),
            cuotaMensualTotal: BigInt(totales.cuotaMensualTotal),
            estado: 'aprobado',
            actaReferencia: `Acta de asamblea ordinaria ${anio}`,
            aprobadoEn: now,
          },
        });
      }
      for (const periodo of [sumarMeses(periodos[0]!, -2), ...periodos]) {
        await tx.tasaMora.create({
          data: {
            phId: ph.id,
            periodo,
            interesBancarioCorrienteEA: IBC_DEMO,
            tasaAplicadaEA: Math.round(IBC_DEMO * 1.5 * 1e6) / 1e6,
          },
        });
      }
      // The moroso's opening balance: two months owed to the previous administration.
      const inicial = sumarMeses(periodos[0]!, -2);
      await tx.cargo.create({
        data: {
          phId: ph.id,
          apartamentoId: porClave.get(plan.moroso)!.id,
          tipo: 'adicional',
          concepto: `Saldo inicial (cuotas de ${inicial} y ${sumarMeses(inicial, 1)})`,
          periodo: inicial,
          fecha: dateOf(`${inicial}-01`),
          fechaVencimiento: dateOf(`${inicial}-10`),
          valor: 480_000,
          generaMora: true,
          estado: 'vigente',
        },
      });
    });

    for (const [i, periodo] of periodos.entries()) {
      const emitida = bogotaInstant(`${periodo}-01`, '08:00');
      const run = await facturarPeriodo(deps(emitida), ph.id, { periodo, fechaVencimiento: `${periodo}-10` }, { actorId: null });
      await db.$transaction((tx) => emitirEnTransaccion(tx, run, `${periodo}-01`, emitida), { timeout: 60_000 });
      const cargos = await db.cargo.groupBy({ by: ['apartamentoId'], where: { facturacionId: run.id }, _sum: { valor: true } });
      for (const c of cargos) {
        const unidad = key(unidades.find((u) => u.id === c.apartamentoId)!);
        if (unidad === plan.moroso) continue;
        const cuota = c._sum.valor ?? 0;
        const late = unidad === plan.tarde && i === 0;
        const extra = unidad === plan.sobrepago && i === 1 ? 100_000 : 0;
        const pago = {
          apartamentoId: c.apartamentoId,
          valor: cuota + extra + (late ? 10_000 : 0),
          fecha: late ? `${periodo}-25` : `${periodo}-05`,
          medio: (late ? 'efectivo' : 'transferencia') as 'efectivo' | 'transferencia',
          referencia: unidad,
        };
        if (unidad === plan.sobrepago && i === 2) pago.valor = cuota - 100_000 + 10_000;
        if (pago.valor > 0) await db.$transaction((tx) => registrarPago(tx, ph.id, pago));
      }
    }
    const corregida = plan.notaCredito ? porClave.get(plan.notaCredito) : undefined;
    if (corregida) {
      const data = {
        tipo: 'credito' as const,
        valor: 10_000,
        concepto: `Intereses cobrados de más en el pago de ${periodos[0]}`,
        motivo: 'La transferencia salió a tiempo; el banco la acreditó tarde',
      };
      await db.$transaction((tx) => ajusteEnTransaccion(tx, corregida, data, today, { ahora: now, actorId: null }));
    }
  }
}
