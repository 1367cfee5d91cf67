// A ticket's estado and SLA as pills with words (never colour alone).
import {
  ESTADO_SLA_LABELS,
  ESTADO_TICKET_LABELS,
  PRIORIDAD_TICKET_LABELS,
  type EstadoSla,
  type EstadoTicket,
  type PrioridadTicket,
  type TicketSoporte,
} from '@horizonte/contracts';

import { formatDate } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';

type Tono = 'green' | 'yellow' | 'red' | 'slate' | 'blue';

const TONO_ESTADO: Record<EstadoTicket, Tono> = { abierto: 'blue', en_progreso: 'yellow', resuelto: 'green', cerrado: 'slate' };
const TONO_SLA: Record<EstadoSla, Tono> = {
  a_tiempo: 'green',
  vence_hoy: 'yellow',
  vencido: 'red',
  cumplido: 'green',
  incumplido: 'red',
};
const TONO_PRIORIDAD: Record<PrioridadTicket, Tono> = { baja: 'slate', media: 'blue', alta: 'red' };

export function EstadoTicketBadge({ estado }: { estado: EstadoTicket }) {
  return <Badge tone={TONO_ESTADO[estado]}>{ESTADO_TICKET_LABELS[estado]}</Badge>;
}

export function PrioridadBadge({ prioridad }: { prioridad: PrioridadTicket }) {
  return <Badge tone={TONO_PRIORIDAD[prioridad]}>Prioridad {PRIORIDAD_TICKET_LABELS[prioridad].toLowerCase()}</Badge>;
}

export function SlaBadge({ ticket }: { ticket: TicketSoporte }) {
  return (
    <Badge tone={TONO_SLA[ticket.sla.estado]}>
      {ESTADO_SLA_LABELS[ticket.sla.estado]} · 1.ª respuesta hasta el {formatDate(`${ticket.sla.venceEl}T12:00:00-05:00`)}
    </Badge>
  );
}
