// Every action on an account is audited with its motivo and the before/after of what it changed.
import type { Prisma } from '@horizonte/db';

import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';

export function auditarCuenta(
  tx: Prisma.TransactionClient,
  actor: Actor,
  userId: string,
  accion: string,
  motivo: string,
  cambio: {
    antes?: Prisma.InputJsonObject;
    despues?: Prisma.InputJsonObject;
    [k: string]: Prisma.InputJsonValue | undefined;
  } = {},
): Promise<void> {
  return audit(tx, {
    actorId: actor.user.id,
    action: `plataforma.usuario.${accion}`,
    entity: 'user',
    entityId: userId,
    details: { motivo, ...cambio },
    ip: actor.ip,
  });
}
