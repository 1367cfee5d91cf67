// Facturación mensual (art. 29 of Ley 675: every owner pays the expensas in proportion to the
// coeficiente). A run is computed as a borrador (cuotas by largest remainder, cuotas extraordinarias
// of the month, interest accrued on overdue capital, additional concepts), then emitted (charges
// become due, cuentas de cobro numbered, saldos a favor applied, mails queued) or annulled.
import { randomUUID } from 'node:crypto';

import type { z } from 'zod';

import {
  aplicarPago,
  distribuirEnPartes,
  distribuirPorCoeficiente,
  estadoCoeficientes,
  facturacionPuedePasar,
  mesesEntre,
  ultimoDiaSinMora,
  type conceptoAdicionalInput,
} from '@horizonte/contracts';
import type { Facturacion, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit, auditMany } from '../../lib/audit.ts';
import { fail, isUniqueViolation, withFields } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { anularInteresesDerivados, interesesDerivados } from './anular-intereses.ts';
import { configuracionDe } from './configuracion.ts';
import { revocarPazYSalvos } from './documentos.ts';
import { cargosDeInteres, cargosVivos, civil, dateOf, hoy, moraPendiente, saldosAFavor, tasasDeConjuntos } from './ledger.ts';
import { bloquearConjunto, liquidarMora } from './pagos.ts';

type ConceptoAdicional = z.output<typeof conceptoAdicionalInput>;

export function toFacturacionOutput(row: Facturacion) {
  return {
    id: row.id,
    periodo: row.periodo,
    fechaVencimiento: civil(row.fechaVencimiento),
    estado: row.estado,
    total: Number(row.total),
    cargos: row.cargos,
  };
}

/** Art. 29: the shares must cover exactly 100 % of the expensas (± 0.000001). */
function coeficientesNoCuadran(coeficientes: string[]): Error | null {
  const estado = estadoCoeficientes(coeficientes);
  if (estado.cuadra) return null;
  return withFields(fail.conflict('COEFICIENTES_NO_SUMAN', estado.suma, estado.diferencia), {
    sumaCoeficientes: Number(estado.suma),
    diferencia: Number(estado.diferencia),
  });
}

export async function createFacturacion(
  deps: Deps,
  actor: Actor,
  phId: string,
  input: { periodo: string; fechaVencimiento: string; conceptosAdicionales?: ConceptoAdicional[] },
): Promise<Facturacion> {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'manage');
  return facturarPeriodo(deps, ph.id, input, { actorId: actor.user.id, ip: actor.ip });
}

interface Periodo {
  periodo: string;
  fechaVencimiento: string;
}

/** What a run will write: the facturación row and its charges; or why the complex cannot be billed. */
type PlanFacturacion =
  | { phId: string; facturacion: Prisma.FacturacionCreateManyInput; cargos: Prisma.CargoCreateManyInput[] }
  | { phId: string; error: Error };

/**
 * The runs of several complexes for one period, computed with one query per kind of data whatever
 * the number of complexes (the platform's monthly job plans hundreds at a time; an administrator's
 * run is a plan of one). Nothing is written here.
 */
async function planearFacturaciones(
  tx: Prisma.TransactionClient,
  pedidos: readonly { phId: string; conceptosAdicionales?: ConceptoAdicional[] }[],
  { periodo, fechaVencimiento }: Periodo,
  corte: string,
): Promise<PlanFacturacion[]> {
  const phIds = pedidos.map((p) => p.phId);
  const anio = Number(periodo.slice(0, 4));
  const [existentes, presupuestos, unidades, extraordinarias, abiertos, tasas] = await Promise.all([
    tx.facturacion.findMany({ where: { phId: { in: phIds }, periodo, estado: { not: 'anulada' } }, select: { phId: true } }),
    tx.presupuesto.findMany({
      where: { phId: { in: phIds }, anio, estado: 'aprobado' },
      select: { phId: true, cuotaMensualTotal: true },
    }),
    // A stable order (torre, número): the largest-remainder ties go to the first units.
    tx.apartamento.findMany({
      where: { phId: { in: phIds } },
      select: { id: true, phId: true, coeficiente: true },
      orderBy: [{ torre: 'asc' }, { numero: 'asc' }, { id: 'asc' }],
    }),
    tx.cuotaExtraordinaria.findMany({
      where: { phId: { in: phIds }, desde: { lte: periodo } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    // Art. 30: only charges with capital still owed accrue; a payment liquidates the interest up to its
    // date before it applies (pagos.ts), so a fully paid charge has nothing left. History stays unread.
    tx.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM cargos c
      WHERE c.ph_id = ANY(${phIds}::uuid[]) AND c.genera_mora AND c.estado = 'vigente' AND c.fecha_vencimiento < ${corte}::date
        AND c.valor > COALESCE((SELECT SUM(a.valor) FROM aplicaciones_pago a WHERE a.cargo_id = c.id AND a.anulada_en IS NULL), 0)`,
    tasasDeConjuntos(tx, phIds),
  ]);
  const deudaAbierta = abiertos.length ? await cargosVivos(tx, { cargoIds: abiertos.map((r) => r.id) }, corte) : [];
  const conjuntoDe = new Map(unidades.map((u) => [u.id, u.phId]));
  const facturados = new Set(existentes.map((e) => e.phId));

  return pedidos.map(({ phId, conceptosAdicionales = [] }): PlanFacturacion => {
    if (facturados.has(phId)) return { phId, error: fail.conflict('FACTURACION_EXISTE', periodo) };
    const presupuesto = presupuestos.find((p) => p.phId === phId);
    if (!presupuesto) return { phId, error: fail.conflict('TESORERIA_SIN_PRESUPUESTO', anio) };
    const suyas = unidades.filter((u) => u.phId === phId);
    const coeficientes = suyas.map((u) => u.coeficiente.toFixed(6));
    const descuadre = coeficientesNoCuadran(coeficientes);
    if (descuadre) return { phId, error: descuadre };
    if (conceptosAdicionales.some((c) => conjuntoDe.get(c.apartamentoId) !== phId))
      return { phId, error: fail.badRequest('APARTAMENTO_OTRO_CONJUNTO') };

    const facturacionId = randomUUID();
    const base = {
      phId,
      facturacionId,
      periodo,
      fecha: dateOf(`${periodo}-01`),
      fechaVencimiento: dateOf(fechaVencimiento),
      estado: 'borrador' as const,
    };
    const cargos: Prisma.CargoCreateManyInput[] = [];
    distribuirPorCoeficiente(Number(presupuesto.cuotaMensualTotal), coeficientes).forEach((valor, i) => {
      if (valor > 0)
        cargos.push({
          ...base,
          apartamentoId: suyas[i]!.id,
          tipo: 'ordinaria',
          concepto: `Cuota de administración ${periodo}`,
          valor,
          generaMora: true,
        });
    });
    for (const extra of extraordinarias.filter((e) => e.phId === phId)) {
      const k = mesesEntre(extra.desde, periodo);
      if (k < 0 || k >= extra.cuotas) continue;
      const delMes = distribuirEnPartes(Number(extra.valorTotal), extra.cuotas)[k]!;
      distribuirPorCoeficiente(delMes, coeficientes).forEach((valor, i) => {
        if (valor > 0)
          cargos.push({
            ...base,
            apartamentoId: suyas[i]!.id,
            tipo: 'extraordinaria',
            concepto: `${extra.concepto} (cuota ${k + 1} de ${extra.cuotas})`,
            valor,
            generaMora: true,
          });
      });
    }
    // Art. 30: the interest accrued on overdue capital up to today is liquidated as its own line.
    const deuda = deudaAbierta.filter((c) => conjuntoDe.get(c.apartamentoId) === phId);
    cargos.push(
      ...cargosDeInteres(phId, moraPendiente(deuda, corte, tasas.get(phId)!), corte, {
        facturacionId,
        estado: 'borrador',
        periodo,
        fechaVencimiento,
      }),
    );
    for (const c of conceptosAdicionales)
      cargos.push({
        ...base,
        apartamentoId: c.apartamentoId,
        tipo: 'adicional',
        concepto: c.concepto,
        valor: c.valor,
        generaMora: c.generaMora,
      });

    const total = cargos.reduce((a, r) => a + r.valor, 0);
    return {
      phId,
      facturacion: {
        id: facturacionId,
        phId,
        periodo,
        fechaVencimiento: dateOf(fechaVencimiento),
        total: BigInt(total),
        cargos: cargos.length,
      },
      cargos,
    };
  });
}

/** Writes planned runs (every one must be billable) with their audit entries: four statements in all. */
async function escribirFacturaciones(
  tx: Prisma.TransactionClient,
  planes: readonly Extract<PlanFacturacion, { facturacion: unknown }>[],
  by: { actorId: string | null; ip?: string },
): Promise<void> {
  if (planes.length === 0) return;
  await tx.facturacion.createMany({ data: planes.map((p) => p.facturacion) });
  await insertarCargos(
    tx,
    planes.flatMap((p) => p.cargos),
  );
  await auditMany(
    tx,
    planes.map((p) => ({
      actorId: by.actorId,
      phId: p.phId,
      action: 'facturacion.create',
      entity: 'facturacion',
      entityId: p.facturacion.id!,
      details: { periodo: p.facturacion.periodo, total: Number(p.facturacion.total), cargos: p.cargos.length },
      ip: by.ip,
    })),
  );
}

/** An administrator's billing run: a plan of one, refused with its reason. */
export async function facturarPeriodo(
  deps: Deps,
  phId: string,
  input: Periodo & { conceptosAdicionales?: ConceptoAdicional[] },
  by: { actorId: string | null; ip?: string },
): Promise<Facturacion> {
  const corte = hoy(deps.clock);
  try {
    return await deps.db.$transaction(
      async (tx) => {
        const plan = (
          await planearFacturaciones(tx, [{ phId, conceptosAdicionales: input.conceptosAdicionales }], input, corte)
        )[0]!;
        if ('error' in plan) throw plan.error;
        await escribirFacturaciones(tx, [plan], by);
        return tx.facturacion.findUniqueOrThrow({ where: { id: plan.facturacion.id! } });
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('FACTURACION_EXISTE', input.periodo);
    throw error;
  }
}

/**
 * The platform's monthly job: the runs of many complexes planned and written together, one
 * transaction per batch. Complexes that cannot be billed (no approved budget, coeficientes that do
 * not add up, already billed) are returned and left for their administrators. When a batch meets a
 * run an administrator created meanwhile, that batch is redone one complex at a time.
 */
export async function facturarConjuntos(
  deps: Deps,
  phIds: readonly string[],
  periodo: Periodo,
): Promise<{ facturados: number; omitidos: { phId: string; motivo: string }[] }> {
  const corte = hoy(deps.clock);
  const omitidos: { phId: string; motivo: string }[] = [];
  let facturados = 0;
  try {
    await deps.db.$transaction(
      async (tx) => {
        const planes = await planearFacturaciones(
          tx,
          phIds.map((phId) => ({ phId })),
          periodo,
          corte,
        );
        const listos = planes.filter((p): p is Extract<PlanFacturacion, { facturacion: unknown }> => 'facturacion' in p);
        await escribirFacturaciones(tx, listos, { actorId: null });
        for (const p of planes) if ('error' in p) omitidos.push({ phId: p.phId, motivo: p.error.message });
        facturados = listos.length;
      },
      { timeout: 120_000 },
    );
    return { facturados, omitidos };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  omitidos.length = 0;
  facturados = 0;
  for (const phId of phIds) {
    try {
      await facturarPeriodo(deps, phId, periodo, { actorId: null });
      facturados++;
    } catch (error) {
      if ((error as { code?: string }).code !== 'CONFLICT') throw error;
      omitidos.push({ phId, motivo: (error as Error).message });
    }
  }
  return { facturados, omitidos };
}

/**
 * All the charges of a run in one INSERT … SELECT FROM unnest(arrays): one statement and fourteen
 * parameters whatever the number of units (createMany binds every value separately).
 */
async function insertarCargos(tx: Prisma.TransactionClient, rows: Prisma.CargoCreateManyInput[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: Prisma.CargoCreateManyInput) => T) => rows.map(f);
  const fecha = (d: unknown) => (d instanceof Date ? civil(d) : null);
  await tx.$executeRaw`
    INSERT INTO cargos (id, ph_id, apartamento_id, facturacion_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor, genera_mora, estado, origen_cargo_id, mora_desde, mora_hasta)
    SELECT gen_random_uuid(), ph, apto, fact, tipo::"TipoCargo", concepto, periodo, fecha::date, venc::date, valor, mora, estado::"EstadoCargo", origen, desde::date, hasta::date
    FROM unnest(
      ${col((r) => r.phId)}::uuid[], ${col((r) => r.apartamentoId)}::uuid[], ${col((r) => r.facturacionId ?? null)}::uuid[], ${col((r) => r.tipo)}::text[],
      ${col((r) => r.concepto)}::text[], ${col((r) => r.periodo)}::text[], ${col((r) => fecha(r.fecha))}::text[], ${col((r) => fecha(r.fechaVencimiento))}::text[],
      ${col((r) => r.valor)}::int[], ${col((r) => r.generaMora)}::bool[], ${col((r) => r.estado ?? 'borrador')}::text[], ${col((r) => r.origenCargoId ?? null)}::uuid[],
      ${col((r) => fecha(r.moraDesde))}::text[], ${col((r) => fecha(r.moraHasta))}::text[]
    ) AS t(ph, apto, fact, tipo, concepto, periodo, fecha, venc, valor, mora, estado, origen, desde, hasta)`;
}

async function requireFacturacion(deps: Deps, actor: Actor, id: string, accion: 'read' | 'manage'): Promise<Facturacion> {
  const row = await deps.db.facturacion.findUnique({ where: { id } });
  if (!row) throw fail.notFound('FACTURACION_NO_ENCONTRADA');
  await requireTesoreria(deps.db, actor.user, row.phId, accion);
  return row;
}

/**
 * Saldos a favor of the units go to their open charges, oldest first (what a payment that exceeded
 * the debt left over pays the next charges).
 */
export async function aplicarSaldosAFavor(
  tx: Prisma.TransactionClient,
  phId: string,
  fecha: string,
  apartamentoIds?: string[],
): Promise<void> {
  const creditos = await saldosAFavor(tx, { phId, ...(apartamentoIds ? { apartamentoId: { in: apartamentoIds } } : {}) });
  if (creditos.length === 0) return;
  const unidades = [...new Set(creditos.map((c) => c.apartamentoId))];
  const abiertos = (await cargosVivos(tx, { apartamentoIds: unidades }, '9999-12-31')).filter((c) => c.saldo > 0);
  const rows: Prisma.AplicacionPagoCreateManyInput[] = [];
  for (const unidad of unidades) {
    const deudas = abiertos
      .filter((c) => c.apartamentoId === unidad)
      .map((c, orden) => ({
        id: c.id,
        tipo: c.tipo === 'interes' ? ('interes' as const) : ('capital' as const),
        fechaVencimiento: c.fechaVencimiento,
        orden,
        saldo: c.saldo,
      }));
    for (const credito of creditos.filter((c) => c.apartamentoId === unidad)) {
      const { aplicaciones } = aplicarPago(credito.saldo, deudas);
      for (const a of aplicaciones) {
        rows.push({ pagoId: credito.id, cargoId: a.id, valor: a.valor, fecha: dateOf(fecha) });
        deudas.find((d) => d.id === a.id)!.saldo -= a.valor;
      }
    }
  }
  if (rows.length) await tx.aplicacionPago.createMany({ data: rows });
}

export async function emitirFacturacion(deps: Deps, actor: Actor, id: string): Promise<Facturacion> {
  const current = await requireFacturacion(deps, actor, id, 'manage');
  const fecha = hoy(deps.clock);
  return deps.db.$transaction(
    async (tx) => {
      await emitirEnTransaccion(tx, current, fecha, deps.clock.now(), { actorId: actor.user.id, ip: actor.ip });
      await deps.jobs.send(tx, 'tesoreria.emision', { facturacionId: id });
      await audit(tx, {
        actorId: actor.user.id,
        phId: current.phId,
        action: 'facturacion.emitir',
        entity: 'facturacion',
        entityId: id,
        ip: actor.ip,
      });
      return tx.facturacion.findUniqueOrThrow({ where: { id } });
    },
    { timeout: 60_000 },
  );
}

/**
 * The emission itself: charges due, cuentas de cobro numbered, saldos a favor applied, and the paz y
 * salvos dated on or after the run's charges revoked where the unit now owes (mails are the caller's).
 */
export async function emitirEnTransaccion(
  tx: Prisma.TransactionClient,
  current: { id: string; phId: string },
  fecha: string,
  now: Date,
  por: { actorId: string | null; ip?: string } = { actorId: null },
): Promise<void> {
  const { id } = current;
  await bloquearConjunto(tx, current.phId);
  const { count } = await tx.facturacion.updateMany({
    where: { id, estado: 'borrador' },
    data: { estado: 'emitida', emitidaEn: now },
  });
  if (count === 0) throw fail.conflict('FACTURACION_NO_BORRADOR');
  // Only its draft lines: an interest line annulled with the run it came from stays annulled (anular-intereses.ts).
  await tx.cargo.updateMany({ where: { facturacionId: id, estado: 'borrador' }, data: { estado: 'vigente' } });
  // Mora never runs before the emission plus the complex's grace days (issue 26, point 2): a run
  // emitted after its due date (a catch-up) starts its interest from there, not from the past date.
  const { diasGracia } = await configuracionDe(tx, current.phId);
  const { fechaVencimiento } = await tx.facturacion.findUniqueOrThrow({ where: { id }, select: { fechaVencimiento: true } });
  await tx.cargo.updateMany({
    where: { facturacionId: id, generaMora: true, tipo: { not: 'interes' } },
    data: { inicioMora: dateOf(ultimoDiaSinMora(civil(fechaVencimiento), fecha, diasGracia)) },
  });
  // One cuenta de cobro per unit billed, numbered consecutively within the complex.
  await tx.$executeRaw`
    INSERT INTO cuentas_cobro (id, ph_id, facturacion_id, apartamento_id, numero)
    SELECT gen_random_uuid(), ${current.phId}::uuid, ${id}::uuid, u.apartamento_id,
           COALESCE((SELECT MAX(numero) FROM cuentas_cobro WHERE ph_id = ${current.phId}::uuid), 0) + ROW_NUMBER() OVER (ORDER BY a.torre, a.numero, a.id)
    FROM (SELECT DISTINCT apartamento_id FROM cargos WHERE facturacion_id = ${id}::uuid) u
    JOIN apartamentos a ON a.id = u.apartamento_id`;
  await aplicarSaldosAFavor(tx, current.phId, fecha);
  const { _min } = await tx.cargo.aggregate({ where: { facturacionId: id }, _min: { fecha: true } });
  if (_min.fecha) await revocarPazYSalvos(tx, { phId: current.phId, desde: civil(_min.fecha) }, { ahora: now, ...por });
}

/**
 * Reverses every charge of a run (the rows stay, as anulados). With payments applied to it a motivo is
 * required: those applications are annulled (never deleted), the money becomes each payment's saldo a
 * favor and is applied again to the unit's live charges by the usual order (art. 30 of Ley 675:
 * interest first, then the oldest capital), all under the complex's lock. The interest its charges caused
 * and that was liquidated elsewhere (at a payment, in a later run) is reversed with them.
 */
export async function anularFacturacion(deps: Deps, actor: Actor, id: string, motivo?: string): Promise<Facturacion> {
  const current = await requireFacturacion(deps, actor, id, 'manage');
  if (!facturacionPuedePasar(current.estado, 'anulada')) throw fail.conflict('FACTURACION_YA_ANULADA');
  return deps.db.$transaction(async (tx) => {
    // The payments' lock: a payment registered meanwhile either lands first (and is seen here) or
    // waits and finds these charges annulled; never applied to charges annulled under it.
    await bloquearConjunto(tx, current.phId);
    // Its charges and the interest they caused, liquidated elsewhere (issue 26): both are reversed.
    const derivados = await interesesDerivados(tx, id);
    const aplicadas = await tx.aplicacionPago.findMany({
      where: { anuladaEn: null, OR: [{ cargo: { facturacionId: id } }, { cargoId: { in: derivados.map((d) => d.id) } }] },
      select: { id: true, pagoId: true, valor: true, pago: { select: { apartamentoId: true } } },
    });
    if (aplicadas.length > 0 && !motivo) throw fail.conflict('FACTURACION_CON_PAGOS');
    const now = deps.clock.now();
    const { count } = await tx.facturacion.updateMany({
      where: { id, estado: { not: 'anulada' } },
      data: { estado: 'anulada', anuladaEn: now },
    });
    if (count === 0) throw fail.conflict('FACTURACION_YA_ANULADA');
    await tx.cargo.updateMany({ where: { facturacionId: id }, data: { estado: 'anulado', anuladoEn: now } });
    await anularInteresesDerivados(tx, derivados, now);
    if (aplicadas.length > 0) {
      await tx.aplicacionPago.updateMany({ where: { id: { in: aplicadas.map((a) => a.id) } }, data: { anuladaEn: now } });
      const unidades = [...new Set(aplicadas.map((a) => a.pago.apartamentoId))];
      const fecha = hoy(deps.clock);
      await liquidarMora(tx, current.phId, unidades, fecha);
      await aplicarSaldosAFavor(tx, current.phId, fecha, unidades);
    }
    const reversadas = aplicadas.map((a) => ({ pagoId: a.pagoId, valor: a.valor }));
    const details = {
      ...(motivo && { motivo, aplicacionesReversadas: reversadas }),
      ...(derivados.length > 0 && { interesesAnulados: derivados.map((d) => ({ cargoId: d.id, valor: d.valor })) }),
    };
    await audit(tx, {
      actorId: actor.user.id,
      phId: current.phId,
      action: 'facturacion.anular',
      entity: 'facturacion',
      entityId: id,
      details: Object.keys(details).length > 0 ? details : undefined,
      ip: actor.ip,
    });
    return tx.facturacion.findUniqueOrThrow({ where: { id } });
  });
}

export async function listFacturaciones(
  { db }: Deps,
  actor: Actor,
  phId: string,
  page: PageInput,
): Promise<{ rows: Facturacion[]; total: number }> {
  const ph = await requireTesoreria(db, actor.user, phId, 'read');
  const where = { phId: ph.id };
  const [rows, total] = await Promise.all([
    db.facturacion.findMany({ where, orderBy: [{ periodo: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }], ...pageOf(page) }),
    db.facturacion.count({ where }),
  ]);
  return { rows, total };
}

/** A run with one page of its charges: the preview an administrator checks before emitting. */
export async function getFacturacion(deps: Deps, actor: Actor, id: string, page: PageInput) {
  const facturacion = await requireFacturacion(deps, actor, id, 'read');
  const where = { facturacionId: id };
  const [cargos, total] = await Promise.all([
    deps.db.cargo.findMany({
      where,
      include: { apartamento: { select: { torre: true, numero: true } } },
      orderBy: [
        { apartamento: { torre: 'asc' } },
        { apartamento: { numero: 'asc' } },
        { tipo: 'asc' },
        { createdAt: 'asc' },
        { id: 'asc' },
      ],
      ...pageOf(page),
    }),
    deps.db.cargo.count({ where }),
  ]);
  return { facturacion, cargos, total };
}

export async function createCuotaExtraordinaria(
  { db }: Deps,
  actor: Actor,
  phId: string,
  input: { concepto: string; valorTotal: number; cuotas: number; desde: string; actaReferencia: string },
) {
  const ph = await requireTesoreria(db, actor.user, phId, 'manage');
  return db.$transaction(async (tx) => {
    const row = await tx.cuotaExtraordinaria.create({
      data: {
        phId: ph.id,
        concepto: input.concepto,
        valorTotal: BigInt(input.valorTotal),
        cuotas: input.cuotas,
        desde: input.desde,
        actaReferencia: input.actaReferencia,
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'cuota-extraordinaria.create',
      entity: 'cuota_extraordinaria',
      entityId: row.id,
      details: { ...input },
      ip: actor.ip,
    });
    return row;
  });
}

export async function listCuotasExtraordinarias({ db }: Deps, actor: Actor, phId: string, page: PageInput) {
  const ph = await requireTesoreria(db, actor.user, phId, 'read');
  const where = { phId: ph.id };
  const [rows, total] = await Promise.all([
    db.cuotaExtraordinaria.findMany({ where, orderBy: [{ desde: 'desc' }, { id: 'asc' }], ...pageOf(page) }),
    db.cuotaExtraordinaria.count({ where }),
  ]);
  return { rows, total };
}
