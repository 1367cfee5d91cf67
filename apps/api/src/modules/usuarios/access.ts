// Who may see and act on people's accounts: the contracts policy (policy/plataforma-usuarios.ts).
import { mayOnUsuarios, type UsuariosAccion } from '@horizonte/contracts';
import type { DbClient, User } from '@horizonte/db';

import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';

/** 403 unless the caller's platform role allows `accion` on accounts. */
export function requireUsuarios(actor: Actor, accion: UsuariosAccion): void {
  if (!mayOnUsuarios(actor.user.platformRole, accion)) throw fail.forbidden('SIN_ACCESO');
}

/** The account an action is about (locked for the rest of the transaction); 404 when there is none. */
export async function cuentaBloqueadaParaCambio(tx: DbClient, id: string): Promise<User> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${id}::uuid FOR UPDATE`;
  if (!row) throw fail.notFound('USUARIO_NO_ENCONTRADO');
  return tx.user.findUniqueOrThrow({ where: { id } });
}

/** The account, for actions that only read it. */
export async function cuenta(db: DbClient, id: string): Promise<User> {
  const user = await db.user.findUnique({ where: { id } });
  if (!user) throw fail.notFound('USUARIO_NO_ENCONTRADO');
  return user;
}
