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
import { Prisma, readRows } from '@horizonte/db';

import type { JobServices } from '../../jobs/queue.ts';
import { auditMany, type AuditEntry } from '../../lib/audit.ts';
import { mails } from '../../lib/mail/templates.ts';
import { abrirOrden } from '../ordenes/abrir.ts';
import { estadoDePlanes } from './estado-planes.ts';
import { asegurarObligaciones } from './obligaciones.ts';
import { civil, dateOf, recurrenciaDe } from './output.ts';

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

/** Plans whose órdenes are not yet opened up to today + the complex's anticipation. */
async function abrirOrdenesDePlanes({ db }: JobServices, ahora: Date, hoy: CivilDate) {
  const pendientes = await readRows<{ id: string; dias: number; umbral: bigint | null }>(
    db,
    Prisma.sql`SELECT m.id, COALESCE(c.dias_anticipacion, ${DIAS_ANTICIPACION_POR_OMISION})::int AS dias, c.umbral_aprobacion AS umbral
      FROM planes_mantenimiento m JOIN ph p ON p.id = m.ph_id AND p.deleted_at IS NULL
      LEFT JOIN mantenimiento_configuracion c ON c.ph_id = m.ph_id
      WHERE m.archivado_en IS NULL
        AND (m.generado_hasta IS NULL OR m.generado_hasta < ${hoy}::date + COALESCE(c.dias_anticipacion, ${DIAS_ANTICIPACION_POR_OMISION}))`,
  );
  for (const { id, dias, umbral } of pendientes) {
    const hasta = sumarDiasCiviles(hoy, dias);
    await db.$transaction(async (tx) => {
      // One run per plan at a time: a second worker waits here and then finds the work done.
      const [plan] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM planes_mantenimiento WHERE id = ${id}::uuid FOR UPDATE`;
      if (!plan) return;
      const row = await tx.planMantenimiento.findUniqueOrThrow({ where: { id } });
      if (row.archivadoEn || (row.generadoHasta && civil(row.generadoHasta) >= hasta)) return;
      // A new plan starts today: occurrences already past are overdue work, not órdenes to open now.
      const desde = row.generadoHasta ? sumarDiasCiviles(civil(row.generadoHasta), 1) : hoy;
      const costo = row.costoEstimado === null ? null : Number(row.costoEstimado);
      const entradas: AuditEntry[] = [];
      for (const fecha of ocurrencias(recurrenciaDe(row), desde, hasta)) {
        const existente = await tx.ordenTrabajo.count({ where: { planId: id, fechaProgramada: dateOf(fecha) } });
        if (existente) continue;
        const orden = await abrirOrden(tx, ahora, {
          phId: row.phId,
          titulo: row.titulo,
          descripcion: row.descripcion,
          activoId: row.activoId,
          proveedorId: row.proveedorId,
          planId: row.id,
          fechaProgramada: dateOf(fecha),
          fechaLimite: dateOf(fecha),
          costoEstimado: costo,
          requiereAprobacion: requiereAprobacion(costo, umbral === null ? null : Number(umbral)),
          creadoPorId: null,
        });
        entradas.push({
          actorId: null,
          phId: row.phId,
          action: 'orden.create',
          entity: 'orden',
          entityId: orden.id,
          details: { planId: id, fecha },
        });
      }
      await tx.planMantenimiento.update({ where: { id }, data: { generadoHasta: dateOf(hasta) } });
      if (entradas.length) await auditMany(tx, entradas);
    });
  }
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
    });
  }
}
