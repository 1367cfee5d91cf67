// Presupuesto anual (art. 35 of Ley 675): rubros plus the fondo de imprevistos, at least 1 % of them.
import { presupuestoPuedePasar, totalesPresupuesto, validarPresupuesto, type Presupuesto } from '@horizonte/contracts';
import type { Presupuesto as PresupuestoRow } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation, withFields } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';

export interface PresupuestoData {
  anio: number;
  porcentajeImprevistos: number;
  rubros: { nombre: string; valorAnual: number }[];
}

export function toPresupuestoOutput(row: PresupuestoRow): Presupuesto {
  return {
    id: row.id,
    phId: row.phId,
    anio: row.anio,
    porcentajeImprevistos: Number(row.porcentajeImprevistos),
    rubros: row.rubros as { nombre: string; valorAnual: number }[],
    totalRubros: Number(row.totalRubros),
    valorImprevistos: Number(row.valorImprevistos),
    totalAnual: Number(row.totalAnual),
    cuotaMensualTotal: Number(row.cuotaMensualTotal),
    estado: row.estado,
    actaReferencia: row.actaReferencia,
    aprobadoEn: row.aprobadoEn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function computed(data: PresupuestoData) {
  const errores = validarPresupuesto(data);
  if (errores.length) throw withFields(fail.badRequest('PRESUPUESTO_INVALIDO', errores), { errors: errores });
  const t = totalesPresupuesto(
    data.rubros.map((r) => r.valorAnual),
    data.porcentajeImprevistos,
  );
  return {
    anio: data.anio,
    porcentajeImprevistos: data.porcentajeImprevistos,
    rubros: data.rubros,
    totalRubros: BigInt(t.totalRubros),
    valorImprevistos: BigInt(t.valorImprevistos),
    totalAnual: BigInt(t.totalAnual),
    cuotaMensualTotal: BigInt(t.cuotaMensualTotal),
  };
}

export async function createPresupuesto(
  { db }: Deps,
  actor: Actor,
  phId: string,
  data: PresupuestoData,
): Promise<PresupuestoRow> {
  const ph = await requireTesoreria(db, actor.user, phId, 'manage');
  const values = computed(data);
  return db.$transaction(async (tx) => {
    const row = await tx.presupuesto.create({ data: { phId: ph.id, ...values } });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'presupuesto.create',
      entity: 'presupuesto',
      entityId: row.id,
      details: { anio: data.anio, totalAnual: Number(values.totalAnual) },
      ip: actor.ip,
    });
    return row;
  });
}

async function requirePresupuesto({ db }: Deps, actor: Actor, id: string): Promise<PresupuestoRow> {
  const row = await db.presupuesto.findUnique({ where: { id } });
  if (!row) throw fail.notFound('PRESUPUESTO_NO_ENCONTRADO');
  await requireTesoreria(db, actor.user, row.phId, 'manage');
  return row;
}

export async function updatePresupuesto(deps: Deps, actor: Actor, id: string, data: PresupuestoData): Promise<PresupuestoRow> {
  const current = await requirePresupuesto(deps, actor, id);
  const values = computed(data);
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.presupuesto.updateMany({ where: { id, estado: 'borrador' }, data: values });
    if (count === 0) throw fail.conflict('PRESUPUESTO_NO_EDITABLE');
    await audit(tx, {
      actorId: actor.user.id,
      phId: current.phId,
      action: 'presupuesto.update',
      entity: 'presupuesto',
      entityId: id,
      details: { anio: data.anio, totalAnual: Number(values.totalAnual) },
      ip: actor.ip,
    });
    return tx.presupuesto.findUniqueOrThrow({ where: { id } });
  });
}

export async function aprobarPresupuesto(deps: Deps, actor: Actor, id: string, actaReferencia: string): Promise<PresupuestoRow> {
  const current = await requirePresupuesto(deps, actor, id);
  if (!presupuestoPuedePasar(current.estado, 'aprobado')) throw fail.conflict('PRESUPUESTO_YA_APROBADO', current.anio);
  try {
    return await deps.db.$transaction(async (tx) => {
      const row = await tx.presupuesto.update({
        where: { id },
        data: { estado: 'aprobado', actaReferencia, aprobadoEn: deps.clock.now() },
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: row.phId,
        action: 'presupuesto.aprobar',
        entity: 'presupuesto',
        entityId: id,
        details: { actaReferencia },
        ip: actor.ip,
      });
      return row;
    });
  } catch (error) {
    // The partial unique index keeps one approved budget per complex and year, even under a race.
    if (isUniqueViolation(error)) throw fail.conflict('PRESUPUESTO_YA_APROBADO', current.anio);
    throw error;
  }
}

export async function listPresupuestos(
  { db }: Deps,
  actor: Actor,
  phId: string,
  page: PageInput,
): Promise<{ rows: PresupuestoRow[]; total: number }> {
  const ph = await requireTesoreria(db, actor.user, phId, 'read');
  const where = { phId: ph.id };
  const [rows, total] = await Promise.all([
    db.presupuesto.findMany({ where, orderBy: [{ anio: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }], ...pageOf(page) }),
    db.presupuesto.count({ where }),
  ]);
  return { rows, total };
}
