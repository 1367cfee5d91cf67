// STUB (issue 32) — the preferences helper writes the real one (Mi Perfil's «Preferencias y
// consentimiento», Ley 1581 de 2012): the merger replaces this file. Until then everyone is taken to
// have chosen every channel, so push reaches every subscribed device.
import { CANALES_NOTIFICACION, type CanalNotificacion, type TipoNotificacionId } from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

/** Per person, the channels (besides the in-app center) by which they want notices of `tipo`. */
export async function canalesElegidos(
  _db: DbClient,
  userIds: readonly string[],
  _tipo: TipoNotificacionId,
): Promise<Map<string, Set<CanalNotificacion>>> {
  return new Map(userIds.map((id) => [id, new Set(CANALES_NOTIFICACION)]));
}
