// A unit's bookings as an iCalendar feed (RFC 5545, written by ical-generator): one VEVENT per live
// booking. Read with a session by the unit's people and the staff, or without one with a person's key to
// the unit (feed.ts), so a phone calendar can subscribe.
import ical, { ICalEventStatus } from 'ical-generator';

import { RESERVA_ESTADO_LABELS } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireUnitResidentsReader } from '../access/guards.ts';
import { duenoDelFeed, puedeSeguirFeed, tokenDelFeed, urlDelFeed } from './feed.ts';
import { unidadDe } from './output.ts';

/** The caller's own feed URL for a unit (its person with the `reservas` permiso, or staff of the complex). */
export async function calendarioDeUnidad(deps: Deps, actor: Actor, apartamentoId: string) {
  const { ph } = await requireUnitResidentsReader(deps.db, actor.user, apartamentoId);
  if (!(await puedeSeguirFeed(deps.db, actor.user.id, ph.id, apartamentoId))) throw fail.forbidden('RESERVA_SIN_PERMISO');
  return urlDelFeed(
    deps.config,
    apartamentoId,
    await tokenDelFeed(deps.db, deps.config.codeSecret, actor.user.id, apartamentoId, deps.clock.now()),
  );
}

/** The .ics text: with a session (`actor`) or with a person's key (`token`), while that person still may follow the unit. */
export async function feedIcs(
  deps: Deps,
  apartamentoId: string,
  auth: { actor: Actor } | { token: string },
): Promise<{ nombre: string; ics: string }> {
  if ('actor' in auth) {
    await requireUnitResidentsReader(deps.db, auth.actor.user, apartamentoId);
  } else {
    const userId = await duenoDelFeed(deps.db, apartamentoId, auth.token);
    const unidad = userId ? await deps.db.apartamento.findUnique({ where: { id: apartamentoId }, select: { phId: true } }) : null;
    if (!userId || !unidad || !(await puedeSeguirFeed(deps.db, userId, unidad.phId, apartamentoId)))
      throw fail.forbidden('RESERVA_TOKEN_INVALIDO');
  }
  const apartamento = await deps.db.apartamento.findFirst({
    where: { id: apartamentoId, ph: { deletedAt: null } },
    include: { ph: { select: { nombre: true, identificador: true } } },
  });
  if (!apartamento) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  const reservas = await deps.db.reserva.findMany({
    where: { apartamentoId, estado: { in: ['solicitada', 'aprobada', 'cumplida'] } },
    include: { zona: { select: { nombre: true } } },
    orderBy: { inicio: 'asc' },
    take: 500,
  });
  const unidad = unidadDe(apartamento);
  const cal = ical({
    name: `Reservas ${unidad} · ${apartamento.ph.nombre}`,
    prodId: { company: 'Horizonte', product: 'Reservas', language: 'ES' },
  });
  for (const r of reservas) {
    cal.createEvent({
      id: `${r.id}@horizonte`,
      start: r.inicio,
      end: r.fin,
      stamp: r.updatedAt,
      summary: `${r.zona.nombre}${r.estado === 'solicitada' ? ' (por aprobar)' : ''}`,
      description: `Reserva de ${unidad}: ${r.asistentes} ${r.asistentes === 1 ? 'persona' : 'personas'}. Estado: ${RESERVA_ESTADO_LABELS[r.estado]}.`,
      location: `${r.zona.nombre}, ${apartamento.ph.nombre}`,
      status: r.estado === 'solicitada' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return { nombre: `reservas-${apartamento.ph.identificador}-${unidad}.ics`, ics: cal.toString() };
}
