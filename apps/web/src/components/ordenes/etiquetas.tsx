// How an orden looks everywhere: its estado and prioridad as coloured pills (display maps keyed by the
// contracts' types, never a decision).
import { ESTADO_ORDEN_LABELS, PRIORIDAD_ORDEN_LABELS, type EstadoOrden, type PrioridadOrden } from '@horizonte/contracts';

import { Badge } from '../ui/badge.tsx';

type Tono = 'green' | 'yellow' | 'red' | 'slate' | 'blue';
const TONO_ESTADO: Record<EstadoOrden, Tono> = {
  abierta: 'slate',
  asignada: 'blue',
  en_curso: 'yellow',
  terminada: 'green',
  verificada: 'green',
  cancelada: 'red',
};
const TONO_PRIORIDAD: Record<PrioridadOrden, Tono> = { baja: 'slate', media: 'blue', alta: 'yellow', emergencia: 'red' };

export const EstadoOrdenBadge = ({ estado }: { estado: EstadoOrden }) => (
  <Badge tone={TONO_ESTADO[estado]}>{ESTADO_ORDEN_LABELS[estado]}</Badge>
);
export const PrioridadBadge = ({ prioridad }: { prioridad: PrioridadOrden }) => (
  <Badge tone={TONO_PRIORIDAD[prioridad]}>{PRIORIDAD_ORDEN_LABELS[prioridad]}</Badge>
);
