// Residents of a unit: list, add (linking an existing account), permisos, remove.
import type { Database, Residente } from '@horizonte/db';
import { DEFAULT_PERMISOS, MSG, type Permiso, type residenteFields } from '@horizonte/contracts';
import type { z } from 'zod';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireApartamentoPermission, requireResidentePermission, requireUnitResidentsReader } from '../access/guards.ts';
import type { Caller } from '../access/policy.ts';
import { grantLinkRole, releaseLinkRoles } from './links.ts';

type ResidenteData = z.output<typeof residenteFields>;

export async function listResidentes(db: Database, caller: Caller, apartamentoId: string): Promise<Residente[]> {
  await requireUnitResidentsReader(db, caller, apartamentoId);
  return db.residente.findMany({ where: { apartamentoId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** When the email belongs to an account, the record is linked and the person gets the matching role. */
export async function addResidente(db: Database, actor: Actor, apartamentoId: string, data: ResidenteData): Promise<Residente> {
  const { ph } = await requireApartamentoPermission(db, actor.user, apartamentoId, 'manage');
  const account = await db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  try {
    return await db.$transaction(async (tx) => {
      const residente = await tx.residente.create({
        data: {
          apartamentoId,
          userId: account?.id ?? null,
          nombre: data.nombre,
          tipoDocumento: data.tipo_documento,
          numeroDocumento: data.numero_documento,
          email: data.email,
          telefono: data.telefono || null,
          tipo: data.tipo,
          permisos: data.permisos ?? [...DEFAULT_PERMISOS],
        },
      });
      if (account) await grantLinkRole(tx, account.id, ph.id, data.tipo);
      await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'residente.create', entity: 'residente', entityId: residente.id, ip: actor.ip });
      return residente;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(MSG.residenteTaken);
    throw error;
  }
}

export async function updatePermisos(db: Database, actor: Actor, id: string, permisos: Permiso[]): Promise<Residente> {
  const { ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  return db.$transaction(async (tx) => {
    const residente = await tx.residente.update({ where: { id }, data: { permisos: [...new Set(permisos)] } });
    await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'residente.permisos', entity: 'residente', entityId: id, details: { permisos }, ip: actor.ip });
    return residente;
  });
}

/** Removing the last link of a person to the property also removes the role it gave them. */
export async function removeResidente(db: Database, actor: Actor, id: string): Promise<void> {
  const { residente, ph } = await requireResidentePermission(db, actor.user, id, 'manage');
  await db.$transaction(async (tx) => {
    await tx.residente.delete({ where: { id } });
    await releaseLinkRoles(tx, ph.id, [residente]);
    await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'residente.delete', entity: 'residente', entityId: id, ip: actor.ip });
  });
}
