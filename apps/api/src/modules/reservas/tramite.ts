// Deciding and closing bookings: the administration approves (the fee becomes a charge) or rejects
// with a motivo; the unit cancels before the cutoff (inicio − anticipación mínima), the
// administration any time with a motivo (the fee's charge is annulled); after the start the
// administration marks it cumplida or no_show. A change applies only if the state is still the one
// read, so a concurrent change answers 409.
import { cancelacionReserva, RESERVA_ESTADO_LABELS, reservaEmpezo, reservaPuedePasar } from '@horizonte/contracts';
import type { EstadoReserva, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { loadReservaAccess, type ReservaAccess } from './access.ts';
import { anularTarifa, cargarTarifa } from './cargo.ts';
import { cancelableHasta, RESERVA_INCLUDE, unidadDe, type ReservaRow } from './output.ts';

const conflicto = (desde: EstadoReserva, hacia: EstadoReserva) =>
  fail.conflict('RESERVA_TRANSICION_INVALIDA', RESERVA_ESTADO_LABELS[desde], RESERVA_ESTADO_LABELS[hacia]);

interface Cambio {
  hacia: EstadoReserva;
  motivo?: string;
  /** Extra work in the same transaction (the fee's charge). */
  efecto?: (tx: Prisma.TransactionClient, reserva: ReservaRow, ahora: Date) => Promise<Prisma.ReservaUpdateManyMutationInput>;
}

async function cambiar(deps: Deps, actor: Actor, access: ReservaAccess, cambio: Cambio): Promise<ReservaRow> {
  const { reserva } = access;
  if (!reservaPuedePasar(reserva.estado, cambio.hacia)) throw conflicto(reserva.estado, cambio.hacia);
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.reserva.updateMany({
      where: { id: reserva.id, estado: reserva.estado },
      data: {
        estado: cambio.hacia,
        motivo: cambio.motivo ?? reserva.motivo,
        decididaPorId: actor.user.id,
        decididaEn: ahora,
        updatedAt: ahora,
      },
    });
    if (count === 0) throw conflicto(reserva.estado, cambio.hacia);
    if (cambio.efecto) {
      const extra = await cambio.efecto(tx, reserva, ahora);
      if (Object.keys(extra).length > 0) await tx.reserva.update({ where: { id: reserva.id }, data: extra });
    }
    await audit(tx, {
      actorId: actor.user.id,
      phId: reserva.phId,
      action: `reserva.${cambio.hacia}`,
      entity: 'reserva',
      entityId: reserva.id,
      details: { desde: reserva.estado, hacia: cambio.hacia, ...(cambio.motivo ? { motivo: cambio.motivo } : {}) },
      ip: actor.ip,
    });
    const decidida = AVISO_DE_DECISION[cambio.hacia];
    if (decidida)
      await notificar(deps, tx, {
        destinatarios: [reserva.solicitanteId],
        phId: reserva.phId,
        tipo: decidida.tipo,
        titulo: `${decidida.titulo}: ${reserva.zona.nombre}`,
        cuerpo: `Reserva de ${unidadDe(reserva.apartamento)}${cambio.motivo ? `. Motivo: ${cambio.motivo}` : ''}`,
        enlace: '/ph/{ph}/{rol}/reservas',
      });
    return tx.reserva.findUniqueOrThrow({ where: { id: reserva.id }, include: RESERVA_INCLUDE });
  });
}

/** The decisions the requester is told of in the bell (issue 32). */
const AVISO_DE_DECISION: Partial<Record<EstadoReserva, { tipo: 'reserva_aprobada' | 'reserva_rechazada'; titulo: string }>> = {
  aprobada: { tipo: 'reserva_aprobada', titulo: 'Tu reserva fue aprobada' },
  rechazada: { tipo: 'reserva_rechazada', titulo: 'Tu reserva fue rechazada' },
};

async function requireManager(deps: Deps, actor: Actor, id: string): Promise<ReservaAccess> {
  const access = await loadReservaAccess(deps.db, actor.user, id);
  if (!access.caller.administrar) throw fail.forbidden('SIN_ACCESO');
  return access;
}

export async function aprobarReserva(deps: Deps, actor: Actor, id: string): Promise<ReservaRow> {
  const access = await requireManager(deps, actor, id);
  return cambiar(deps, actor, access, {
    hacia: 'aprobada',
    efecto: async (tx, reserva, ahora) => {
      const cargoId = await cargarTarifa(tx, reserva, ahora);
      return cargoId ? { cargoId } : {};
    },
  });
}

export async function rechazarReserva(deps: Deps, actor: Actor, id: string, motivo: string): Promise<ReservaRow> {
  const access = await requireManager(deps, actor, id);
  return cambiar(deps, actor, access, { hacia: 'rechazada', motivo });
}

export async function cancelarReserva(deps: Deps, actor: Actor, id: string, motivo: string | undefined): Promise<ReservaRow> {
  const access = await loadReservaAccess(deps.db, actor.user, id);
  const { reserva } = access;
  const momento = { ...reserva, cancelableHasta: cancelableHasta(reserva.inicio, reserva.zona.anticipacionMinHoras) };
  switch (cancelacionReserva(momento, access.caller, deps.clock.now())) {
    case 'transicion':
      throw conflicto(reserva.estado, 'cancelada');
    case 'vencida':
      // Past the cutoff the unit may not; only the administration, and the answer says why.
      throw fail.conflict('RESERVA_CANCELACION_VENCIDA', reserva.zona.anticipacionMinHoras);
    case 'prohibida':
      throw fail.forbidden('SIN_ACCESO');
    case 'conMotivo':
      if (!motivo) throw fail.badRequest('RESERVA_MOTIVO_REQUERIDO');
      break;
    case 'libre':
      break;
  }
  return cambiar(deps, actor, access, {
    hacia: 'cancelada',
    motivo,
    efecto: async (tx, row, ahora) => {
      await anularTarifa(tx, row.cargoId, ahora);
      return {};
    },
  });
}

export async function cerrarReserva(deps: Deps, actor: Actor, id: string, hacia: 'cumplida' | 'no_show'): Promise<ReservaRow> {
  const access = await requireManager(deps, actor, id);
  if (reservaPuedePasar(access.reserva.estado, hacia) && !reservaEmpezo(access.reserva, deps.clock.now()))
    throw fail.conflict('RESERVA_CIERRE_ANTES_DE_INICIO');
  return cambiar(deps, actor, access, { hacia });
}
