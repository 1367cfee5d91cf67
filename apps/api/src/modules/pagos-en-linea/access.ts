// Who configures a complex's gateway, pays for a unit, sees an intent or reads the conciliación: this
// file loads the rows and the caller's roles; the rules are the shared policy's
// (packages/contracts/src/policy/pagos-en-linea.ts).
import { mayOnPagosEnLinea, mayPagarUnidad, mayVerIntento, type PagosEnLineaAction } from '@horizonte/contracts';
import type { Apartamento, DbClient, IntentoPago, PH } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import { propertyAccess, rolesInProperty, unidadViva, type Caller } from '../access/guards.ts';

/** The live complex when the caller may configure its gateway, read or resolve its conciliación. */
export async function requirePagosEnLinea(db: DbClient, caller: Caller, phId: string, accion: PagosEnLineaAction): Promise<PH> {
  const { ph, roles } = await propertyAccess(db, caller, phId);
  if (!mayOnPagosEnLinea(caller.platformRole, roles, accion)) throw fail.forbidden('SIN_ACCESO');
  return ph;
}

const vinculado = async (db: DbClient, userId: string, apartamentoId: string) =>
  (await db.residente.count({ where: { apartamentoId, userId } })) > 0;

/** A unit of a live complex the caller may pay for (a person linked to it). */
export async function requirePagador(
  db: DbClient,
  caller: Caller,
  apartamentoId: string,
): Promise<{ apartamento: Apartamento; ph: PH }> {
  const { apartamento, ph } = await unidadViva(db, caller, apartamentoId);
  if (!mayPagarUnidad(await vinculado(db, caller.id, apartamentoId))) throw fail.forbidden('SIN_ACCESO');
  return { apartamento, ph };
}

/**
 * An intent the caller may see: its unit's people and the complex's treasury readers. Someone with
 * no role in that complex and no link to the unit gets 404, as for an unknown id (issue 28).
 */
export async function requireIntento(db: DbClient, caller: Caller, id: string): Promise<IntentoPago> {
  const intento = await db.intentoPago.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!intento) throw fail.notFound('INTENTO_NO_ENCONTRADO');
  const [roles, linked] = await Promise.all([
    rolesInProperty(db, caller, intento.phId),
    vinculado(db, caller.id, intento.apartamentoId),
  ]);
  if (mayVerIntento(caller.platformRole, roles, linked)) return intento;
  if (roles.length > 0) throw fail.forbidden('SIN_ACCESO');
  throw fail.notFound('INTENTO_NO_ENCONTRADO');
}
