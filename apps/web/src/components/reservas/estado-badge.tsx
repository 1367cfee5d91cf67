import { RESERVA_ESTADO_LABELS, type ReservaEstado } from '@horizonte/contracts';

import { Badge } from '../ui/badge.tsx';

const TONOS: Record<ReservaEstado, 'green' | 'yellow' | 'red' | 'slate' | 'blue'> = {
  solicitada: 'yellow',
  aprobada: 'green',
  rechazada: 'red',
  cumplida: 'blue',
  no_show: 'slate',
  cancelada: 'slate',
};

export function EstadoReserva({ estado }: { estado: ReservaEstado }) {
  return <Badge tone={TONOS[estado]}>{RESERVA_ESTADO_LABELS[estado]}</Badge>;
}
