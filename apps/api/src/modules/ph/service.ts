// Properties (PH): list, read, create, edit, soft delete, public lookup.
import type { z } from 'zod';

import {
  mayCreateProperty,
  MSG,
  propertyCapabilities,
  type PhAction,
  type phInput,
  type phListInput,
} from '@horizonte/contracts';
import { Prisma, type Database, type PH } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import { normalizeSearch, phSearchText } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { PH_FIELDS, requirePhPermission, rolesInProperty, type Caller } from '../access/guards.ts';

type PhData = z.output<typeof phInput>;

/** Super users see every property; anyone else only those where they hold a role. Newest first. */
export async function listProperties({ db }: Deps, actor: Actor, input: z.output<typeof phListInput>) {
  const { page, pageSize } = input;
  const caller = actor.user;
  const where: Prisma.PHWhereInput = { deletedAt: null };
  if (!caller.platformRole) where.roles = { some: { userId: caller.id, ...(input.rol ? { rol: input.rol } : {}) } };
  const q = input.q ? normalizeSearch(input.q) : '';
  if (!q) {
    const member = caller.platformRole ? null : { userId: caller.id, rol: input.rol ?? null };
    return { ...(await livePropertiesPage(db, member, input)), page, pageSize };
  }
  where.searchText = { contains: q };
  const [total, properties] = await Promise.all([
    db.pH.count({ where }),
    db.pH.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageOf(input) }),
  ]);
  return { properties, total, page, pageSize };
}

/**
 * The unfiltered list, every screen's first request: the same count and page as the Prisma query,
 * written as SQL because this read is the hottest of the API (a model query costs ~2× the CPU of
 * the same raw SQL in the client). The page walks ph_live_order_idx.
 */
async function livePropertiesPage(db: Database, caller: { userId: string; rol: 'admin' | null } | null, page: PageInput) {
  const withRol = caller?.rol ? Prisma.sql`AND r.rol = ${caller.rol}::"Rol"` : Prisma.empty;
  const member = caller
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${caller.userId}::uuid AND r.ph_id = p.id ${withRol})`
    : Prisma.empty;
  const lista: ListaSql<PH> = {
    from: Prisma.sql`ph p`,
    columns: PH_FIELDS,
    where: Prisma.sql`p.deleted_at IS NULL ${member}`,
    orderBy: Prisma.sql`p.created_at DESC, p.id DESC`,
  };
  const { totales, filas } = await readPage(db, lista, page);
  return { properties: filas, total: totales.total };
}

export function getProperty({ db }: Deps, actor: Actor, id: string): Promise<PH> {
  return requirePhPermission(db, actor.user, id, 'view');
}

/** Any verified user may create a property and becomes its admin. */
export async function createProperty({ db }: Deps, actor: Actor, data: PhData): Promise<PH> {
  const { platformRole, emailVerifiedAt } = actor.user;
  if (!mayCreateProperty(platformRole, emailVerifiedAt !== null))
    throw fail.forbidden(platformRole ? MSG.forbidden : MSG.verifyEmailFirst);
  await assertUnique(db, data);
  try {
    return await db.$transaction(async (tx) => {
      const ph = await tx.pH.create({ data: { ...data, searchText: phSearchText(data), createdById: actor.user.id } });
      // Platform staff already reach every property; anyone else needs the admin role to manage it.
      if (!actor.user.platformRole) await tx.userRole.create({ data: { userId: actor.user.id, phId: ph.id, rol: 'admin' } });
      await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'ph.create', entity: 'ph', entityId: ph.id, ip: actor.ip });
      return ph;
    });
  } catch (error) {
    throw await uniqueConflict(db, data, error);
  }
}

export async function updateProperty({ db }: Deps, actor: Actor, id: string, data: PhData): Promise<PH> {
  await requirePhPermission(db, actor.user, id, 'manage');
  await assertUnique(db, data, id);
  try {
    return await db.$transaction(async (tx) => {
      const ph = await tx.pH.update({ where: { id }, data: { ...data, searchText: phSearchText(data) } });
      await audit(tx, {
        actorId: actor.user.id,
        phId: id,
        action: 'ph.update',
        entity: 'ph',
        entityId: id,
        details: data,
        ip: actor.ip,
      });
      return ph;
    });
  } catch (error) {
    throw await uniqueConflict(db, data, error, id);
  }
}

/** Soft delete: the property leaves every list and lookup; its people and units stay in the database. */
export async function deleteProperty({ db, clock }: Deps, actor: Actor, id: string): Promise<void> {
  await requirePhPermission(db, actor.user, id, 'manage');
  await db.$transaction(async (tx) => {
    await tx.pH.update({ where: { id }, data: { deletedAt: clock.now() } });
    await audit(tx, { actorId: actor.user.id, phId: id, action: 'ph.delete', entity: 'ph', entityId: id, ip: actor.ip });
  });
}

/** What the caller (if signed in) may do in a property, from the shared policy. */
export async function capabilitiesIn({ db }: Deps, caller: Caller | null, phId: string): Promise<PhAction[]> {
  if (!caller) return [];
  return propertyCapabilities(caller.platformRole, caller.platformRole ? [] : await rolesInProperty(db, caller.id, phId));
}

/** Public: the complex landing loads its property by the URL slug. */
export async function findPublicProperty({ db }: Deps, identificador: string): Promise<PH> {
  const ph = await db.pH.findFirst({ where: { identificador: identificador.toLowerCase(), deletedAt: null } });
  if (!ph) throw fail.notFound(MSG.propertyNotFound);
  return ph;
}

/**
 * A super admin brings back a deleted property (e.g. one deleted by mistake, or after a NIT
 * dispute), unless a live one has taken its NIT or identificador meanwhile.
 */
export async function restoreProperty({ db }: Deps, actor: Actor, id: string): Promise<PH> {
  if (actor.user.platformRole !== 'SUPER_ADMIN') throw fail.forbidden();
  const deleted = await db.pH.findFirst({ where: { id, deletedAt: { not: null } } });
  if (!deleted) throw fail.notFound(MSG.propertyNotFound);
  const data = { nit: deleted.nit, identificador: deleted.identificador };
  await assertUnique(db, data, id);
  try {
    return await db.$transaction(async (tx) => {
      const ph = await tx.pH.update({ where: { id }, data: { deletedAt: null } });
      await audit(tx, { actorId: actor.user.id, phId: id, action: 'ph.restore', entity: 'ph', entityId: id, ip: actor.ip });
      return ph;
    });
  } catch (error) {
    throw await uniqueConflict(db, data, error, id);
  }
}

async function conflictFor(
  db: Database,
  data: Pick<PhData, 'nit' | 'identificador'>,
  exceptId?: string,
): Promise<Error | undefined> {
  const others = await db.pH.findMany({
    // Only live properties hold a NIT or an identificador: a deleted one released them.
    where: {
      deletedAt: null,
      OR: [{ identificador: data.identificador }, { nit: data.nit }],
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { identificador: true },
  });
  if (others.some((o) => o.identificador === data.identificador)) return fail.conflict(MSG.identificadorTaken);
  if (others.length) return fail.conflict(MSG.nitTaken);
  return undefined;
}

async function assertUnique(db: Database, data: Pick<PhData, 'nit' | 'identificador'>, exceptId?: string): Promise<void> {
  const conflict = await conflictFor(db, data, exceptId);
  if (conflict) throw conflict;
}

/** A concurrent insert can still win the race: translate its unique violation into the same 409. */
async function uniqueConflict(
  db: Database,
  data: Pick<PhData, 'nit' | 'identificador'>,
  error: unknown,
  exceptId?: string,
): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  return (await conflictFor(db, data, exceptId)) ?? error;
}
