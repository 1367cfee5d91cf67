// Who may see and act on an asamblea. Community readers of the complex (admin, consejo, platform staff)
// see everything; owners see what was convened (and the extraordinarias they drafted themselves);
// residents see convocatorias only with the `asambleas` permiso. Unknown ids 404, another complex 403.
// Someone holding only an accepted poder (issue 25) reads the meeting, never its people: see `soloApoderado`.
import { mayOnProperty, residentMay, type Rol } from '@horizonte/contracts';
import { Prisma, readRows, type Asamblea, type DbClient, type PH, type TypedSql } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { rolesInProperty, unidadesDelCaller, type Caller } from '../access/guards.ts';

export interface AsambleaAccess {
  asamblea: Asamblea;
  ph: PH;
  /** Admin, consejo, platform staff with community reading. */
  staff: boolean;
  manage: boolean;
  roles: Rol[];
  /**
   * In only through an accepted poder (no reading rights in the complex): the convocatoria, the puntos, the
   * quórum and results and their own votes, never the padrón, the acta (it names people) or others' poderes.
   */
  soloApoderado: boolean;
}

/**
 * The units `userId` owns in the complex `phId` (residentes rows of tipo propietario linked to the account):
 * `phId` is a uuid value or a column of the enclosing query (a vote reads them with everything else).
 */
export const unidadesPropiasSql = (userId: string, phId: Prisma.Sql) =>
  Prisma.sql`SELECT r.apartamento_id::text AS "apartamentoId" FROM residentes r JOIN apartamentos u ON u.id = r.apartamento_id
             WHERE r.user_id = ${userId}::uuid AND r.tipo = 'propietario' AND u.ph_id = ${phId}` as TypedSql<{
    apartamentoId: string;
  }>;

/** The units the caller owns in a complex. */
export async function unidadesPropias(db: DbClient, userId: string, phId: string): Promise<string[]> {
  const rows = await readRows(db, unidadesPropiasSql(userId, Prisma.sql`${phId}::uuid`));
  return rows.map((r) => r.apartamentoId);
}

/** 403 for a unit that is not the caller's: an owner of other units is told why, anyone else gets the plain refusal. */
export const unidadAjena = (propias: readonly string[]) =>
  propias.length > 0 ? fail.forbidden('ASAMBLEA_NO_ES_PROPIETARIO') : fail.forbidden('SIN_ACCESO');

/** May this caller, holding `roles` in the complex, read its asambleas at all, and which? */
export async function alcanceDeLectura(
  db: DbClient,
  caller: Caller,
  phId: string,
  roles: Rol[],
): Promise<{ staff: boolean; manage: boolean; roles: Rol[] }> {
  const staff = mayOnProperty(caller.platformRole, roles, 'readCommunity');
  const manage = mayOnProperty(caller.platformRole, roles, 'manage');
  if (staff) return { staff, manage, roles };
  if (roles.includes('propietario')) return { staff, manage, roles };
  if (roles.includes('residente')) {
    const residencias = await unidadesDelCaller(db, caller, phId);
    if (residencias.some((r) => residentMay(r.permisos, 'asambleas'))) return { staff, manage, roles };
  }
  throw fail.forbidden('SIN_ACCESO');
}

/**
 * The poderes the caller acts with: validated and accepted from the mailed link by this very account
 * (issue 25: an email or document number typed by someone else never makes anyone an apoderado).
 */
export function poderesAceptados(db: DbClient, userId: string, where: Prisma.AsambleaPoderWhereInput) {
  return db.asambleaPoder.findMany({
    where: { ...where, estado: 'validado', apoderadoUserId: userId },
    select: { id: true, asambleaId: true, apartamentoId: true, apoderadoNombre: true },
  });
}

const esApoderado = async (db: DbClient, caller: Caller, asambleaId: string) =>
  (await poderesAceptados(db, caller.id, { asambleaId })).length > 0;

/**
 * The convened or running asambleas of a complex where the caller represents a unit: all an apoderado
 * without reading rights may list (a poder is for the meeting; the acta is the owners').
 */
export async function asambleasRepresentadas(db: DbClient, caller: Caller, phId: string): Promise<string[]> {
  const poderes = await poderesAceptados(db, caller.id, { asamblea: { phId, estado: { in: ['convocada', 'en_curso'] } } });
  return [...new Set(poderes.map((p) => p.asambleaId))];
}

export async function loadAsamblea(db: DbClient, caller: Caller, id: string): Promise<AsambleaAccess> {
  const found = await db.asamblea.findFirst({ where: { id, ph: { deletedAt: null } }, include: { ph: true } });
  if (!found) throw fail.notFound('ASAMBLEA_NO_ENCONTRADA');
  const { ph, ...asamblea } = found;
  const roles = await rolesInProperty(db, caller, ph.id);
  const scope = await alcanceDeLectura(db, caller, ph.id, roles).then(
    (alcance) => ({ ...alcance, soloApoderado: false }),
    async (error: unknown) => {
      // The secretario designated for this meeting reads it, whatever their role in the complex (issue 26).
      if (asamblea.secretarioId === caller.id && roles.length > 0)
        return { staff: false, manage: false, roles, soloApoderado: false };
      // An apoderado from outside the complex reaches the asamblea they represent a unit in, nothing else.
      if (await esApoderado(db, caller, id)) return { staff: false, manage: false, roles: [] as Rol[], soloApoderado: true };
      throw error;
    },
  );
  // A draft is the administration's (or its author's) working copy; owners see the owners' draft to adhere.
  const borradorVisible =
    scope.staff ||
    asamblea.creadaPorId === caller.id ||
    (asamblea.convocante === 'propietarios' && scope.roles.includes('propietario'));
  if (asamblea.estado === 'borrador' && !borradorVisible) throw fail.forbidden('SIN_ACCESO');
  return { asamblea, ph, ...scope };
}

export async function requireAsambleaManager(db: DbClient, caller: Caller, id: string): Promise<AsambleaAccess> {
  const access = await loadAsamblea(db, caller, id);
  if (!access.manage) throw fail.forbidden('SIN_ACCESO');
  return access;
}

/** The padrón, the acta and everyone's poderes name people: not for someone in only through a poder. */
export async function requireLectorDeLaAsamblea(db: DbClient, caller: Caller, id: string): Promise<AsambleaAccess> {
  const access = await loadAsamblea(db, caller, id);
  if (access.soloApoderado) throw fail.forbidden('SIN_ACCESO');
  return access;
}
