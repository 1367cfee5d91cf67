// The daily maintenance job (issue 29). It runs every minute but does a day's work only once per civil
// date, so it follows the platform clock: when the test clock moves, it catches up within a minute.
//   1. Complexes created before issue 29 get their legal obligations (idempotent).
//   2. Each live plan opens the orden of every occurrence up to `diasAnticipacion` days ahead
//      (MantenimientoConfiguracion, default 15) through abrirOrden; PlanMantenimiento.generadoHasta
//      remembers how far it got, and the unique [planId, fechaProgramada] keeps an orden once.
//   3. From 07:00 Bogotá, once a day per complex (MantenimientoConfiguracion.avisoEnviadoEl), its
//      administrators get what falls due within 30 days or is overdue.
import {
  ESTADO_CUMPLIMIENTO_LABELS,
  formatoFecha,
  ocurrencias,
  requiereAprobacion,
  sumarDiasCiviles,
  type CivilDate,
} from '@horizonte/contracts';
import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import { columns, expr, Prisma, readRows, select, table, type PlanMantenimiento } from '@horizonte/db';

import type { JobServices } from '../../jobs/queue.ts';
import { auditMany, type AuditEntry } from '../../lib/audit.ts';
import { mails } from '../../lib/mail/templates.ts';
import { administracion } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { abrirOrdenes, type OrdenNueva } from '../ordenes/abrir.ts';
import { estadoDePlanes } from './estado-planes.ts';
import { asegurarObligaciones } from './obligaciones.ts';
import { civil, dateOf, recurrenciaDe } from './output.ts';

/** Every column of a plan (alias `m`), typed as Prisma's PlanMantenimiento. */
const PLAN_FIELDS = table('PlanMantenimiento', 'm').all();

/** Days ahead a plan's orden is opened when the complex has not set its own. */
export const DIAS_ANTICIPACION_POR_OMISION = 15;
/** The digest goes out from this hour (Bogotá), not at midnight. */
const HORA_AVISO = '07:00';

export async function mantenimientoDiario(deps: JobServices, _data: unknown): Promise<void> {
  const ahora = deps.clock.now();
  const hoy = bogotaDate(ahora);
  await precargarPendientes(deps, ahora);
  await abrirOrdenesDePlanes(deps, ahora, hoy);
  if (ahora >= bogotaInstant(hoy, HORA_AVISO)) await avisarAdministradores(deps, ahora, hoy);
}

async function precargarPendientes({ db }: JobServices, ahora: Date) {
  const sinObligaciones = await readRows<{ id: string; ciudad: string }>(
    db,
    Prisma.sql`SELECT p.id, p.ciudad FROM ph p WHERE p.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM planes_mantenimiento m WHERE m.ph_id = p.id AND m.clave IS NOT NULL)`,
  );
  for (const ph of sinObligaciones) await asegurarObligaciones(db, ph, ahora);
}

/**
 * Plans whose órdenes are not yet opened up to today + the complex's anticipation. The occurrences are
 * computed in memory: most days most plans have none, and those only move `generadoHasta` forward, in
 * one UPDATE per horizon; a complex with órdenes to open gets one transaction for all its plans.
 */
async function abrirOrdenesDePlanes({ db }: JobServices, ahora: Date, hoy: CivilDate) {
  // The plans themselves in the same statement: a platform of thousands of complexes has tens of
  // thousands of plans, too many for a model query's `IN` list.
  const pendientes = await readRows(
    db,
    select(
      columns(
        PLAN_FIELDS,
        expr<{ dias: number; umbral: bigint | null }>(
          Prisma.sql`COALESCE(c.dias_anticipacion, ${DIAS_ANTICIPACION_POR_OMISION})::int AS dias, c.umbral_aprobacion AS umbral`,
        ),
      ),
      Prisma.sql`FROM planes_mantenimiento m JOIN ph p ON p.id = m.ph_id AND p.deleted_at IS NULL
      LEFT JOIN mantenimiento_configuracion c ON c.ph_id = m.ph_id
      WHERE m.archivado_en IS NULL
        AND (m.generado_hasta IS NULL OR m.generado_hasta < ${hoy}::date + COALESCE(c.dias_anticipacion, ${DIAS_ANTICIPACION_POR_OMISION}))`,
    ),
  );
  // Grouped with push, never by copying the group: the first day of a large platform groups them all.
  const sinTrabajo = new Map<CivilDate, string[]>();
  const conTrabajo = new Map<string, { dias: number; umbral: bigint | null; planes: PlanMantenimiento[] }>();
  for (const { dias, umbral, ...plan } of pendientes) {
    const hasta = sumarDiasCiviles(hoy, dias);
    if (ocurrencias(recurrenciaDe(plan), desdeDe(plan, hoy), hasta).length) {
      const grupo = conTrabajo.get(plan.phId) ?? { dias, umbral, planes: [] };
      grupo.planes.push(plan);
      conTrabajo.set(plan.phId, grupo);
    } else {
      const ids = sinTrabajo.get(hasta) ?? [];
      ids.push(plan.id);
      sinTrabajo.set(hasta, ids);
    }
  }
  for (const [hasta, ids] of sinTrabajo) {
    // Only forward: a run that already went further (another worker) is left as it is.
    await db.$executeRaw`UPDATE planes_mantenimiento SET generado_hasta = ${hasta}::date
      WHERE id = ANY(${ids}::uuid[]) AND (generado_hasta IS NULL OR generado_hasta < ${hasta}::date)`;
  }
  for (const [phId, { dias, umbral, planes }] of conTrabajo) {
    await abrirDelComplejo(db, ahora, hoy, phId, sumarDiasCiviles(hoy, dias), umbral === null ? null : Number(umbral), planes);
  }
}

/** A new plan starts today: occurrences already past are overdue work, not órdenes to open now. */
const desdeDe = (plan: PlanMantenimiento, hoy: CivilDate): CivilDate =>
  plan.generadoHasta ? sumarDiasCiviles(civil(plan.generadoHasta), 1) : hoy;

/** The earliest date any of these plans may still open (órdenes before it cannot collide). */
const primeraFecha = (planes: PlanMantenimiento[], hoy: CivilDate): CivilDate =>
  planes.map((plan) => desdeDe(plan, hoy)).reduce((a, b) => (a < b ? a : b), hoy);

async function abrirDelComplejo(
  db: JobServices['db'],
  ahora: Date,
  hoy: CivilDate,
  phId: string,
  hasta: CivilDate,
  umbral: number | null,
  candidatos: PlanMantenimiento[],
) {
  await db.$transaction(async (tx) => {
    // The plans locked and read again: a second worker waits here and then finds the work done.
    const ids = candidatos.map((p) => p.id);
    await tx.$queryRaw`SELECT id FROM planes_mantenimiento WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
    const planes = await tx.planMantenimiento.findMany({ where: { id: { in: ids }, archivadoEn: null } });
    const vivos = planes.filter((plan) => !plan.generadoHasta || civil(plan.generadoHasta) < hasta);
    const existentes = new Set(
      (
        await tx.ordenTrabajo.findMany({
          where: { planId: { in: vivos.map((p) => p.id) }, fechaProgramada: { gte: dateOf(primeraFecha(vivos, hoy)) } },
          select: { planId: true, fechaProgramada: true },
        })
      ).map((o) => `${o.planId}|${civil(o.fechaProgramada!)}`),
    );
    const nuevas: OrdenNueva[] = [];
    for (const plan of vivos) {
      const costo = plan.costoEstimado === null ? null : Number(plan.costoEstimado);
      for (const fecha of ocurrencias(recurrenciaDe(plan), desdeDe(plan, hoy), hasta)) {
        if (existentes.has(`${plan.id}|${fecha}`)) continue;
        nuevas.push({
          phId,
          titulo: plan.titulo,
          descripcion: plan.descripcion,
          activoId: plan.activoId,
          proveedorId: plan.proveedorId,
          planId: plan.id,
          fechaProgramada: dateOf(fecha),
          fechaLimite: dateOf(fecha),
          costoEstimado: costo,
          requiereAprobacion: requiereAprobacion(costo, umbral),
          creadoPorId: null,
        });
      }
    }
    const creadas = await abrirOrdenes(tx, ahora, nuevas);
    await tx.planMantenimiento.updateMany({
      where: { id: { in: vivos.map((p) => p.id) } },
      data: { generadoHasta: dateOf(hasta) },
    });
    const entradas: AuditEntry[] = creadas.map((orden) => ({
      actorId: null,
      phId,
      action: 'orden.create',
      entity: 'orden',
      entityId: orden.id,
      details: { planId: orden.planId, fecha: civil(orden.fechaProgramada!) },
    }));
    if (entradas.length) await auditMany(tx, entradas);
  });
}

async function avisarAdministradores(deps: JobServices, ahora: Date, hoy: CivilDate) {
  const { db } = deps;
  const complejos = await readRows<{ id: string; nombre: string }>(
    db,
    Prisma.sql`SELECT p.id, p.nombre FROM ph p LEFT JOIN mantenimiento_configuracion c ON c.ph_id = p.id
      WHERE p.deleted_at IS NULL AND (c.aviso_enviado_el IS NULL OR c.aviso_enviado_el < ${hoy}::date)
        AND EXISTS (SELECT 1 FROM planes_mantenimiento m WHERE m.ph_id = p.id AND m.archivado_en IS NULL)`,
  );
  for (const ph of complejos) {
    const planes = await db.planMantenimiento.findMany({ where: { phId: ph.id, archivadoEn: null }, orderBy: { titulo: 'asc' } });
    const estados = await estadoDePlanes(db, planes, hoy);
    const lineas = planes
      .map((plan) => ({ plan, ...estados.get(plan.id)! }))
      .filter((p) => p.estado !== 'al_dia' && p.proximo !== null)
      .sort((a, b) => a.proximo!.localeCompare(b.proximo!))
      .map((p) => `${p.plan.titulo} · ${ESTADO_CUMPLIMIENTO_LABELS[p.estado].toLowerCase()} · ${formatoFecha(p.proximo!)}`);
    const admins = lineas.length
      ? await db.userRole.findMany({
          where: { phId: ph.id, rol: 'admin' },
          select: { user: { select: { email: true, nombre: true } } },
        })
      : [];
    await db.$transaction(async (tx) => {
      // The date is claimed in the same transaction as the mails: a second run the same day sends nothing.
      const marcado = await tx.$executeRaw`
        INSERT INTO mantenimiento_configuracion (ph_id, aviso_enviado_el, updated_at) VALUES (${ph.id}::uuid, ${hoy}::date, ${ahora})
        ON CONFLICT (ph_id) DO UPDATE SET aviso_enviado_el = EXCLUDED.aviso_enviado_el
        WHERE mantenimiento_configuracion.aviso_enviado_el IS NULL OR mantenimiento_configuracion.aviso_enviado_el < EXCLUDED.aviso_enviado_el`;
      if (marcado === 0) return;
      for (const { user } of admins)
        await deps.jobs.send(tx, 'mail.send', mails.mantenimientoResumen(user.email, user.nombre, ph.nombre, lineas));
      // The same digest in the administrators' bell (issue 32).
      if (lineas.length)
        await notificar(deps, tx, {
          destinatarios: administracion(ph.id),
          phId: ph.id,
          tipo: 'obligacion_por_vencer',
          titulo:
            lineas.length === 1 ? '1 obligación por vencer o vencida' : `${lineas.length} obligaciones por vencer o vencidas`,
          cuerpo: lineas.slice(0, 3).join('; '),
          enlace: '/ph/{ph}/admin/mantenimiento',
        });
    });
  }
}
