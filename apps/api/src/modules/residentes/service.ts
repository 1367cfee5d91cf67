// Residents of a unit: list, add (with the invitation to their role), resend it, permisos, remove.
import { randomUUID } from 'node:crypto';

import type { z } from 'zod';

import { DEFAULT_PERMISOS, MSG, type Permiso, type residenteFields } from '@horizonte/contracts';
import type { PH, Prisma, Residente } from '@horizonte/db';

import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { audit, auditMany } from '../../lib/audit.ts';
import { bulkInsert } from '../../lib/bulk.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { consume, type Quota } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';
import { requireApartamentoPermission, requireResidentePermission, requireUnitResidentsReader } from '../access/guards.ts';
import { sendInvitation, sendInvitations } from '../invitations/service.ts';
import { releaseLinkRoles, rolForTipo } from './links.ts';
import { alSalirDeUnaUnidad } from './salida.ts';

type ResidenteData = z.output<typeof residenteFields>;

export async function listResidentes({ db }: Deps, actor: Actor, apartamentoId: string): Promise<Residente[]> {
  await requireUnitResidentsReader(db, actor.user, apartamentoId);
  return db.residente.findMany({ where: { apartamentoId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** Additions per admin per hour by default (RESIDENT_INVITATIONS_PER_ADMIN_PER_HOUR): enough to onboard a complex by hand, not to probe emails. */
export const RESIDENTE_ADD_MAX_PER_ADMIN = 100;
/** The quota every addition counts against (one point per person invited: by hand, by edit or by import). */
export const residenteAdds = (config: Pick<Config, 'residentInvitationsPerAdminPerHour'>): Quota => ({
  name: 'residente:add:admin',
  points: config.residentInvitationsPerAdminPerHour,
  windowMs: 60 * 60 * 1000,
  message: MSG.tooManyRequests,
});

/**
 * Adds a person to a unit's directory and invites them, by mail, to the matching role. The record
 * is never linked to an account here: only the person who opens the invitation sent to that
 * email and accepts it (proving control of it) gets the link and the role. So the answer is the
 * same whether an account with that email exists or not.
 */
export async function addResidente(deps: Deps, actor: Actor, apartamentoId: string, data: ResidenteData): Promise<Residente> {
  const { db } = deps;
  const { ph } = await requireApartamentoPermission(db, actor.user, apartamentoId, 'manage');
  await consume(db, residenteAdds(deps.config), actor.user.id);
  try {
    return await db.$transaction(async (tx) => {
      const [id] = await addToDirectory(deps, tx, actor, ph, [{ apartamentoId, ...data }]);
      return tx.residente.findUniqueOrThrow({ where: { id } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(MSG.residenteTaken);
    throw error;
  }
}

export type DirectoryEntry = ResidenteData & { apartamentoId: string };

/**
 * Adds people to units' directories in `tx` (audited) and invites each one with an email to the
 * role matching their tipo on that unit; people without email wait in the directory. The caller
 * checked that every unit belongs to `ph`.
 */
export async function addToDirectory(
  deps: Deps,
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: PH,
  entries: DirectoryEntry[],
): Promise<string[]> {
  const now = deps.clock.now().toISOString();
  const rows = entries.map((data) => ({
    id: randomUUID(),
    apartamento_id: data.apartamentoId,
    nombre: data.nombre,
    tipo_documento: data.tipo_documento,
    numero_documento: data.numero_documento,
    email: data.email ?? null,
    telefono: data.telefono || null,
    tipo: data.tipo,
    permisos: data.permisos ?? [...DEFAULT_PERMISOS],
    created_at: now,
    updated_at: now,
  }));
  await bulkInsert(tx, 'residentes', RESIDENTE_COLUMNS, rows);
  await auditMany(
    tx,
    rows.map((r) => ({
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.create',
      entity: 'residente',
      entityId: r.id,
      ip: actor.ip,
    })),
  );
  const invited = rows.filter((r) => r.email !== null);
  await sendInvitations(
    deps,
    tx,
    actor,
    ph,
    invited.map((r) => ({ email: r.email!, rol: rolForTipo(r.tipo), apartamentoId: r.apartamento_id })),
  );
  return rows.map((r) => r.id);
}

const RESIDENTE_COLUMNS = {
  id: 'uuid',
  apartamento_id: 'uuid',
  nombre: 'text',
  tipo_documento: '"TipoDocumento"',
  numero_documento: 'text',
  email: 'text',
  telefono: 'text',
  tipo: '"TipoResidente"',
  permisos: '"Permiso"[]',
  created_at: 'timestamp(3)',
  updated_at: 'timestamp(3)',
};

/**
 * Edits a person's name, email and phone. An email added to (or changed for) someone who has not
 * accepted yet gets the invitation to their role on that unit, in the same transaction; the email of
 * a person already linked to an account is theirs to change (Mi Perfil).
 */
export async function updateContacto(
  deps: Deps,
  actor: Actor,
  id: string,
  data: Pick<ResidenteData, 'nombre' | 'email' | 'telefono'>,
): Promise<Residente> {
  const { db } = deps;
  const { residente, ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  const email = data.email ?? null;
  if (residente.userId && email !== residente.email) throw fail.conflict(MSG.residenteEmailActivo);
  const invite = email !== null && email !== residente.email;
  if (invite) await consume(db, residenteAdds(deps.config), actor.user.id);
  return db.$transaction(async (tx) => {
    const updated = await tx.residente.update({
      where: { id },
      data: { nombre: data.nombre, email, telefono: data.telefono || null },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.update',
      entity: 'residente',
      entityId: id,
      details: { nombre: data.nombre, email, telefono: data.telefono || null },
      ip: actor.ip,
    });
    if (invite)
      await sendInvitation(deps, tx, actor, ph, { email, rol: rolForTipo(updated.tipo), apartamentoId: updated.apartamentoId });
    return updated;
  });
}

/** Mails a fresh invitation (the earlier link stops working) to a person who has not accepted yet. */
export async function resendInvitation(deps: Deps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const { residente, ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  if (residente.userId) throw fail.conflict(MSG.residenteYaActivo);
  if (!residente.email) throw fail.conflict(MSG.residenteSinEmail);
  const email = residente.email;
  await consume(db, residenteAdds(deps.config), actor.user.id);
  await db.$transaction(async (tx) => {
    await sendInvitation(deps, tx, actor, ph, { email, rol: rolForTipo(residente.tipo), apartamentoId: residente.apartamentoId });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.invitation_resent',
      entity: 'residente',
      entityId: id,
      ip: actor.ip,
    });
  });
}

/** New permisos take effect at once: the person's calendar key rotates and authorisations they may no longer give are revoked. */
export async function updatePermisos({ db, clock }: Deps, actor: Actor, id: string, permisos: Permiso[]): Promise<Residente> {
  const { ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  return db.$transaction(async (tx) => {
    const residente = await tx.residente.update({ where: { id }, data: { permisos: [...new Set(permisos)] } });
    await alSalirDeUnaUnidad(tx, ph.id, residente, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.permisos',
      entity: 'residente',
      entityId: id,
      details: { permisos },
      ip: actor.ip,
    });
    return residente;
  });
}

/**
 * Removing the last link of a person to the property also removes the role it gave them; their calendar
 * key to the unit and the visitor authorisations they may no longer give end with the link.
 */
export async function removeResidente({ db, clock }: Deps, actor: Actor, id: string): Promise<void> {
  const { residente, ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  await db.$transaction(async (tx) => {
    await tx.residente.delete({ where: { id } });
    await releaseLinkRoles(tx, ph.id, [residente]);
    await alSalirDeUnaUnidad(tx, ph.id, residente, clock.now());
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.delete',
      entity: 'residente',
      entityId: id,
      ip: actor.ip,
    });
  });
}
