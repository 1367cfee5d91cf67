// Residents of a unit: list, add (linking an existing account), permisos, remove.
import type { Database, Residente } from '@horizonte/db';
import { DEFAULT_PERMISOS, MSG, type Permiso, type residenteFields } from '@horizonte/contracts';
import type { z } from 'zod';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireApartamentoPermission, requireResidentePermission, requireUnitResidentsReader } from '../access/guards.ts';
import { releaseLinkRoles, rolForTipo } from './links.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Deps } from '../../deps.ts';
import { invite } from '../invitations/service.ts';

type ResidenteData = z.output<typeof residenteFields>;

export async function listResidentes({ db }: Deps, actor: Actor, apartamentoId: string): Promise<Residente[]> {
  await requireUnitResidentsReader(db, actor.user, apartamentoId);
  return db.residente.findMany({ where: { apartamentoId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** Additions per admin per hour: enough to onboard a complex by hand, not to probe emails. */
export const RESIDENTE_ADD_MAX_PER_ADMIN = 100;

/**
 * Adds a person to a unit's directory and invites them, by mail, to the matching role. The record
 * is never linked to an account here: only the person who opens the invitation sent to that
 * email and accepts it (proving control of it) gets the link and the role. So the answer is the
 * same whether an account with that email exists or not.
 */
export async function addResidente(deps: Deps, actor: Actor, apartamentoId: string, data: ResidenteData): Promise<Residente> {
  const { db } = deps;
  const { ph } = await requireApartamentoPermission(db, actor.user, apartamentoId, 'manage');
  await consume(db, { name: 'residente:add:admin', points: RESIDENTE_ADD_MAX_PER_ADMIN, windowMs: 60 * 60 * 1000, message: MSG.tooManyRequests }, actor.user.id);
  let residente: Residente;
  try {
    residente = await db.$transaction(async (tx) => {
      const created = await tx.residente.create({
        data: {
          apartamentoId,
          nombre: data.nombre,
          tipoDocumento: data.tipo_documento,
          numeroDocumento: data.numero_documento,
          email: data.email,
          telefono: data.telefono || null,
          tipo: data.tipo,
          permisos: data.permisos ?? [...DEFAULT_PERMISOS],
        },
      });
      await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'residente.create', entity: 'residente', entityId: created.id, ip: actor.ip });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(MSG.residenteTaken);
    throw error;
  }
  await invite(deps, actor, ph.id, { email: data.email, rol: rolForTipo(data.tipo), apartamentoId });
  return residente;
}

export async function updatePermisos({ db }: Deps, actor: Actor, id: string, permisos: Permiso[]): Promise<Residente> {
  const { ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  return db.$transaction(async (tx) => {
    const residente = await tx.residente.update({ where: { id }, data: { permisos: [...new Set(permisos)] } });
    await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'residente.permisos', entity: 'residente', entityId: id, details: { permisos }, ip: actor.ip });
    return residente;
  });
}

/** Removing the last link of a person to the property also removes the role it gave them. */
export async function removeResidente({ db }: Deps, actor: Actor, id: string): Promise<void> {
  const { residente, ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  await db.$transaction(async (tx) => {
    await tx.residente.delete({ where: { id } });
    await releaseLinkRoles(tx, ph.id, [residente]);
    await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'residente.delete', entity: 'residente', entityId: id, ip: actor.ip });
  });
}
