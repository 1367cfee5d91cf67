// The secretario of an asamblea (issue 26): the administration designates, for one meeting, a person of
// the complex with an account (any role there) to record the votes of the room at the mesa. Nothing else
// of the administration's passes to them; the designation ends with the meeting.
import { TRPCError } from '@trpc/server';

import { ASAMBLEA_ESTADOS, ASAMBLEA_MSG, mayRecordMesaVotes, secretarioDesignable } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { ValidationCause } from '../../trpc/init.ts';
import type { Actor } from '../access/actor.ts';
import { rolesOfUser, type Caller } from '../access/guards.ts';
import { loadAsamblea, requireAsambleaManager, type AsambleaAccess } from './access.ts';
import { leerAsamblea } from './convocatoria.ts';
import type { AsambleaRow } from './output.ts';

type Reader = Deps['db'];

/** The estados the policy accepts, for the guarded update. */
const DESIGNABLE = ASAMBLEA_ESTADOS.filter(secretarioDesignable);

const noPertenece = () =>
  new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message: ASAMBLEA_MSG.secretarioSinRol,
    cause: new ValidationCause([ASAMBLEA_MSG.secretarioSinRol]),
  });

export async function designarSecretario(deps: Deps, actor: Actor, id: string, userId: string | null): Promise<AsambleaRow> {
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!secretarioDesignable(asamblea.estado)) throw fail.conflict('ASAMBLEA_TERMINADA_SECRETARIO');
  if (userId !== null && (await rolesOfUser(deps.db, userId, asamblea.phId)).length === 0) throw noPertenece();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: DESIGNABLE } },
      data: { secretarioId: userId, updatedAt: deps.clock.now() },
    });
    if (count === 0) throw fail.conflict('ASAMBLEA_TERMINADA_SECRETARIO');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: userId ? 'asamblea.secretario.designar' : 'asamblea.secretario.retirar',
      entity: 'asamblea',
      entityId: id,
      details: { secretarioId: userId, anterior: asamblea.secretarioId },
      ip: actor.ip,
    });
    return leerAsamblea(tx, id);
  });
}

/** The mesa of one asamblea: the administration, or its designated secretario (policy mayRecordMesaVotes). */
export async function requireMesa(db: Reader, caller: Caller, id: string): Promise<AsambleaAccess> {
  const access = await loadAsamblea(db, caller, id);
  const isSecretario = access.asamblea.secretarioId === caller.id;
  if (!mayRecordMesaVotes({ platformRole: caller.platformRole, roles: access.roles, isSecretario }))
    throw fail.forbidden('SIN_ACCESO');
  return access;
}
