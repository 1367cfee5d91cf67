import type { NotificacionOutput } from '@horizonte/contracts';

import type { NotificacionRow } from './centro.ts';

export function toNotificacionOutput(n: NotificacionRow): NotificacionOutput {
  return {
    id: n.id,
    tipo: n.tipo,
    titulo: n.titulo,
    cuerpo: n.cuerpo,
    enlace: n.enlace,
    phId: n.phId,
    creada: n.creada.toISOString(),
    leida: n.leidaEn !== null,
  };
}
