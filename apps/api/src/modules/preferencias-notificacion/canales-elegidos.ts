// The channels each person chose for a kind of notice (issue 32), asked by the notification delivery
// job: the switches of Mi Perfil, the notices the law requires always by email, and the phone channels
// only with a consent in force (Ley 1581 de 2012). Whether a provider reaches a phone channel is the
// message job's to check (jobs/mensajes.ts).
import {
  CANALES_NOTIFICACION,
  correoObligatorio,
  TIPOS_NOTIFICACION,
  type CanalNotificacion,
  type TipoNotificacionId,
} from '@horizonte/contracts';
import type { DbClient } from '@horizonte/db';

import { matricesDe } from './celdas.ts';

/** Per person, the channels (besides the in-app center) by which they want notices of `tipo`. */
export async function canalesElegidos(
  db: DbClient,
  userIds: readonly string[],
  tipo: TipoNotificacionId,
): Promise<Map<string, Set<CanalNotificacion>>> {
  const { categoria } = TIPOS_NOTIFICACION[tipo];
  const matrices = await matricesDe(db, userIds);
  return new Map(
    [...matrices].map(([userId, matriz]) => [
      userId,
      new Set(
        CANALES_NOTIFICACION.filter(
          (canal) => (canal === 'correo' && correoObligatorio(tipo)) || matriz.activo(categoria, canal),
        ),
      ),
    ]),
  );
}
