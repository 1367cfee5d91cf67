// Tenant guards: load the record a procedure works on and check the caller may act on its property.
// Unknown or soft-deleted ids answer 404; existing ones the caller may not touch answer 403.
import { mayOnProperty, type Permiso, type PhAction, type PlatformRole, type Rol } from '@horizonte/contracts';
import {
  columns,
  nullable,
  Prisma,
  readRows,
  select,
  table,
  type Apartamento,
  type DbClient,
  type PH,
  type Residente,
} from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { lecturaCompartida } from './acceso-compartido.ts';
import { refuseWriteIfSuspended } from './suspension.ts';

/**
 * Whom a guard checks: a user row, or anything with its id and platform role. In a write it is the
 * actor's writer (access/suspension.ts): pass `actor.user` or a copy of it, never a caller rebuilt from its id.
 */
export interface Caller {
  id: string;
  platformRole: PlatformRole | null;
}

/** The caller's roles in a complex (refused for a writer when the complex is suspended). */
export async function rolesInProperty(db: DbClient, caller: Caller, phId: string): Promise<Rol[]> {
  await refuseWriteIfSuspended(db, caller, phId);
  return rolesOfUser(db, caller.id, phId);
}

/** Someone's roles in a complex: the caller's own go through rolesInProperty. */
export async function rolesOfUser(db: DbClient, userId: string, phId: string): Promise<Rol[]> {
  const rows = await db.userRole.findMany({ where: { userId, phId }, select: { rol: true } });
  return rows.map((r) => r.rol);
}

/** The caller's residentes rows in a complex: the units they are linked to, their tower and their permisos there. */
export async function unidadesDelCaller(
  db: DbClient,
  caller: Caller,
  phId: string,
): Promise<{ apartamentoId: string; torre: string; permisos: Permiso[] }[]> {
  await refuseWriteIfSuspended(db, caller, phId);
  return lecturaCompartida(caller, `unidades:${phId}`, () =>
    readRows(
      db,
      Prisma.sql`
      SELECT r.apartamento_id AS "apartamentoId", a.torre, r.permisos::text[] AS permisos
      FROM residentes r JOIN apartamentos a ON a.id = r.apartamento_id
      WHERE r.user_id = ${caller.id}::uuid AND a.ph_id = ${phId}::uuid`,
    ),
  );
}

export async function callerMay(db: DbClient, caller: Caller, phId: string, action: PhAction): Promise<boolean> {
  await refuseWriteIfSuspended(db, caller, phId);
  // The shared policy (packages/contracts/src/policy.ts); the roles query only when staff rights fall short.
  if (mayOnProperty(caller.platformRole, [], action)) return true;
  return mayOnProperty(null, await rolesOfUser(db, caller.id, phId), action);
}

/** A PH row's columns (alias `p`) under their Prisma field names, for raw reads typed as PH. */
/** Every column of a property (alias `p`), typed as Prisma's PH. */
export const PH_FIELDS = table('PH', 'p').all();
const PROPERTY_ACCESS = columns(PH_FIELDS, nullable(table('UserRole', 'r').select('rol')));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live property and the caller's roles in it, as one statement (a row per role, one with a null rol when they hold none). */
export function propertyAccessSql(callerId: string, phId: string) {
  return select(
    PROPERTY_ACCESS,
    Prisma.sql`FROM ph p LEFT JOIN user_roles r ON r.ph_id = p.id AND r.user_id = ${callerId}::uuid
    WHERE p.id = ${phId}::uuid AND p.deleted_at IS NULL`,
  );
}

/**
 * The property (not deleted) and the caller's roles in it. Every community screen starts here, so it
 * is one statement instead of two model queries; a module decides with the roles it got, without
 * asking for them again.
 */
export async function propertyAccess(db: DbClient, caller: Caller, phId: string): Promise<{ ph: PH; roles: Rol[] }> {
  const access = await lecturaCompartida(caller, `acceso:${phId}`, () => leerPropertyAccess(db, caller, phId));
  await refuseWriteIfSuspended(db, caller, access.ph.id);
  return access;
}

async function leerPropertyAccess(db: DbClient, caller: Caller, phId: string): Promise<{ ph: PH; roles: Rol[] }> {
  if (!UUID.test(phId)) {
    const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null } });
    if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
    return { ph, roles: await rolesOfUser(db, caller.id, ph.id) };
  }
  const rows = await readRows(db, propertyAccessSql(caller.id, phId));
  const [first] = rows;
  if (!first) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  const { rol: _rol, ...ph } = first;
  return { ph, roles: rows.flatMap((row) => (row.rol === null ? [] : [row.rol])) };
}

/** The property (not deleted) when the caller may perform `action` on it. */
export async function requirePhPermission(db: DbClient, caller: Caller, phId: string, action: PhAction): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnProperty(caller.platformRole, roles, action)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/**
 * A tenant read in ONE statement: the property, the caller's roles in it and `read` (a subquery over
 * `p.id` returning one row), decided afterwards with the shared policy. For the hottest screens, where
 * the guard and the read as separate statements cost more than the read itself; nothing read is
 * returned unless the policy allows it.
 */
export async function readWithPhPermission<T extends object>(
  db: DbClient,
  caller: Caller,
  phId: string,
  action: PhAction,
  read: Prisma.Sql,
): Promise<T> {
  if (!UUID.test(phId)) await requirePhPermissionByModel(db, caller, phId, action);
  const [row] = await readRows<{ roles: Rol[] | null } & T>(
    db,
    Prisma.sql`
    SELECT (SELECT array_agg(r.rol::text) FROM user_roles r WHERE r.ph_id = p.id AND r.user_id = ${caller.id}::uuid) AS roles, d.*
    FROM ph p CROSS JOIN LATERAL (${read}) d
    WHERE p.id = ${phId}::uuid AND p.deleted_at IS NULL`,
  );
  if (!row) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  await refuseWriteIfSuspended(db, caller, phId);
  const { roles, ...data } = row;
  if (!mayOnProperty(caller.platformRole, roles ?? [], action)) throw fail.forbidden('SIN_ACCESO');
  return data as unknown as T;
}

/** The same check through Prisma's model queries, for ids that are not UUIDs (Prisma's own answer). */
async function requirePhPermissionByModel(db: DbClient, caller: Caller, phId: string, action: PhAction): Promise<PH> {
  const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  if (!(await callerMay(db, caller, ph.id, action))) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/** A unit of a live complex, with its complex; 404 for an unknown unit or one of a deleted complex. */
export async function unidadViva(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const found = await db.apartamento.findFirst({ where: { id: apartamentoId, ph: { deletedAt: null } }, include: { ph: true } });
  if (!found) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  const { ph, ...apartamento } = found;
  await refuseWriteIfSuspended(db, caller, ph.id);
  return { apartamento, ph };
}

/** The apartment and its property when the caller may perform `action` on that property. */
export async function requireApartamentoPermission(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
  action: PhAction,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const { apartamento, ph } = await unidadViva(db, caller, apartamentoId);
  if (!(await callerMay(db, caller, ph.id, action))) throw fail.forbidden('SIN_ACCESO');
  return { apartamento, ph };
}

/**
 * Residents of one unit: community readers of the property, or a person linked to that same unit
 * (an owner or resident sees who lives with them, nothing else).
 */
export async function requireUnitResidentsReader(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const { apartamento, ph } = await unidadViva(db, caller, apartamentoId);
  if (await callerMay(db, caller, ph.id, 'readCommunity')) return { apartamento, ph };
  const linked = await db.residente.count({ where: { apartamentoId, userId: caller.id } });
  if (linked === 0) throw fail.forbidden('SIN_ACCESO');
  return { apartamento, ph };
}

/** A resident record, its unit and property, when the caller may perform `action` on that property. */
export async function requireResidentePermission(
  db: DbClient,
  caller: Caller,
  residenteId: string,
  action: PhAction,
): Promise<{ residente: Residente; apartamento: Apartamento; ph: PH }> {
  const found = await db.residente.findFirst({
    where: { id: residenteId, apartamento: { ph: { deletedAt: null } } },
    include: { apartamento: { include: { ph: true } } },
  });
  if (!found) throw fail.notFound('RESIDENTE_NO_ENCONTRADO');
  const { apartamento: withPh, ...residente } = found;
  const { ph, ...apartamento } = withPh;
  if (!(await callerMay(db, caller, ph.id, action))) throw fail.forbidden('SIN_ACCESO');
  return { residente, apartamento, ph };
}
