// The mails an orden sends, enqueued in the transaction of the change that causes them: the consejo
// when an orden waits for its approval, the proveedor's linked person when it is assigned, the owner
// who filed the PQRS when its orden is terminada or verificada.
import { ESTADO_ORDEN_LABELS, PRIORIDAD_ORDEN_LABELS, rolesConMantenimiento } from '@horizonte/contracts';
import { Prisma, type OrdenTrabajo, type PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { mails } from '../../lib/mail/templates.ts';
import { administracion } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';

const portal = (deps: Deps, ph: PH, rest: string) => `${deps.config.appUrl}/ph/${encodeURIComponent(ph.identificador)}/${rest}`;

const datos = (orden: OrdenTrabajo) => ({
  numero: orden.numero,
  titulo: orden.titulo,
  prioridad: PRIORIDAD_ORDEN_LABELS[orden.prioridad].toLowerCase(),
});

/** Every member who may approve (art. 55: the consejo oversees the administración's expenses). */
export async function avisarConsejo(
  deps: Deps,
  tx: Prisma.TransactionClient,
  ph: PH,
  orden: OrdenTrabajo,
  requeridas: number,
): Promise<void> {
  const miembros = await tx.userRole.findMany({
    where: { phId: ph.id, rol: { in: rolesConMantenimiento('aprobar') } },
    select: { user: { select: { email: true, nombre: true } } },
  });
  const url = portal(deps, ph, `consejo/mantenimiento?orden=${orden.id}`);
  for (const { user } of miembros)
    await deps.jobs.send(
      tx,
      'mail.send',
      mails.ordenPorAprobar(user.email, user.nombre, ph.nombre, {
        ...datos(orden),
        url,
        costo: Number(orden.costoEstimado ?? 0),
        requeridas,
      }),
    );
}

/** The person linked to the proveedor the orden was assigned to (none linked: nobody to tell). */
export async function avisarProveedor(deps: Deps, tx: Prisma.TransactionClient, ph: PH, orden: OrdenTrabajo): Promise<void> {
  if (!orden.proveedorId) return;
  const proveedor = await tx.proveedor.findUnique({
    where: { id: orden.proveedorId },
    select: { user: { select: { email: true, nombre: true } } },
  });
  if (!proveedor?.user) return;
  await notificar(deps, tx, {
    destinatarios: proveedoresDe(orden.proveedorId),
    phId: ph.id,
    tipo: 'orden_asignada',
    titulo: `Te asignaron la orden #${orden.numero}`,
    cuerpo: orden.titulo,
    enlace: `/ph/${ph.identificador}/proveedor/dashboard?orden=${orden.id}`,
  });
  await deps.jobs.send(
    tx,
    'mail.send',
    mails.ordenAsignada(proveedor.user.email, proveedor.user.nombre, ph.nombre, {
      ...datos(orden),
      fechaLimite: orden.fechaLimite ? orden.fechaLimite.toISOString().slice(0, 10) : null,
      url: portal(deps, ph, `proveedor/dashboard?orden=${orden.id}`),
    }),
  );
}

/** The owner who filed the PQRS the orden answers, on its progress. */
export async function avisarSolicitante(deps: Deps, tx: Prisma.TransactionClient, ph: PH, orden: OrdenTrabajo): Promise<void> {
  if (!orden.pqrsId) return;
  const pqrs = await tx.pqrs.findUnique({
    where: { id: orden.pqrsId },
    select: { id: true, radicado: true, solicitante: { select: { email: true, nombre: true } } },
  });
  if (!pqrs) return;
  await deps.jobs.send(
    tx,
    'mail.send',
    mails.ordenAvance(pqrs.solicitante.email, pqrs.solicitante.nombre, ph.nombre, {
      ...datos(orden),
      radicado: pqrs.radicado,
      estado: ESTADO_ORDEN_LABELS[orden.estado],
      url: portal(deps, ph, `propietario/pqrs?pqrs=${pqrs.id}`),
    }),
  );
}

/**
 * The work is done (issue 32): the owner whose PQRS the orden answers is told, or else the
 * administración — never whoever marked it done.
 */
export async function avisarTerminada(deps: Deps, tx: Prisma.TransactionClient, ph: PH, orden: OrdenTrabajo, actorId: string) {
  const pqrs = orden.pqrsId ? await tx.pqrs.findUnique({ where: { id: orden.pqrsId }, select: { solicitanteId: true } }) : null;
  await notificar(deps, tx, {
    destinatarios: pqrs ? [pqrs.solicitanteId] : administracion(ph.id),
    excepto: actorId,
    phId: ph.id,
    tipo: 'orden_terminada',
    titulo: `Terminaron la orden #${orden.numero}`,
    cuerpo: orden.titulo,
    enlace: pqrs
      ? `/ph/${ph.identificador}/{rol}/pqrs?pqrs=${orden.pqrsId}`
      : `/ph/${ph.identificador}/{rol}/mantenimiento?orden=${orden.id}`,
    portales: pqrs ? undefined : ['admin', 'consejo'],
  });
}

/** The user accounts linked to a proveedor (its people who sign in). */
const proveedoresDe = (proveedorId: string) =>
  Prisma.sql`SELECT user_id FROM proveedores WHERE id = ${proveedorId}::uuid AND user_id IS NOT NULL`;
