// Who sees and changes the money of a complex (issue 15, section 5): this file loads the row and the
// caller's roles; the rules are the shared policy's (packages/contracts/src/policy/tesoreria.ts).
import { mayOnTesoreria, mayReadCuentaUnidad, type Rol, type TesoreriaAction } from '@horizonte/contracts';
import { columns, expr, Prisma, select, table, type Apartamento, type DbClient, type PH, type RowOf } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, unidadViva, type Caller } from '../access/guards.ts';

export type AccionTesoreria = TesoreriaAction;

/** The live complex when the caller may read (admin, consejo) or manage (admin) its treasury. */
export async function requireTesoreria(db: DbClient, caller: Caller, phId: string, accion: AccionTesoreria): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnTesoreria(caller.platformRole, roles, accion)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

/** A unit whose account the caller may read: treasury readers of its complex, or a person linked to it. */
export async function requireCuentaUnidad(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const { apartamento, ph } = await unidadViva(db, caller, apartamentoId);
  const [roles, linked] = await Promise.all([
    rolesInProperty(db, caller, ph.id),
    db.residente.count({ where: { apartamentoId, userId: caller.id } }),
  ]);
  if (!mayReadCuentaUnidad(caller.platformRole, roles, linked > 0)) throw fail.forbidden('SIN_ACCESO');
  return { apartamento, ph };
}

/** requireCuentaUnidad as one statement: the unit of a live complex, the caller's roles there and whether they are linked to it. */
export function cuentaConAccesoSql(callerId: string, apartamentoId: string) {
  return select(
    columns(
      table('Apartamento', 'a').all(),
      expr<{ roles: Rol[] | null; vinculado: boolean }>(
        Prisma.sql`(SELECT array_agg(ur.rol::text) FROM user_roles ur WHERE ur.ph_id = a.ph_id AND ur.user_id = ${callerId}::uuid) AS roles,
        EXISTS (SELECT 1 FROM residentes re WHERE re.apartamento_id = a.id AND re.user_id = ${callerId}::uuid) AS vinculado`,
      ),
    ),
    Prisma.sql`FROM apartamentos a JOIN ph p ON p.id = a.ph_id AND p.deleted_at IS NULL WHERE a.id = ${apartamentoId}::uuid`,
  );
}

/** The unit of cuentaConAccesoSql's row when the caller may read its account (404 without a row, 403 otherwise). */
export function cuentaPermitida(caller: Caller, fila: RowOf<ReturnType<typeof cuentaConAccesoSql>> | undefined): Apartamento {
  if (!fila) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  const { roles, vinculado, ...apartamento } = fila;
  if (!mayReadCuentaUnidad(caller.platformRole, roles ?? [], vinculado)) throw fail.forbidden('SIN_ACCESO');
  return apartamento;
}
