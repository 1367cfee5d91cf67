// A unit's bookings as an iCalendar feed (RFC 5545, written by ical-generator): one VEVENT per live
// booking. Read with a session by the unit's people and the staff, or without one with the unit's
// secret, so a phone calendar can subscribe.
import { timingSafeEqual } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { MSG, RESERVA_ESTADO_LABELS, RESERVAS_MSG } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { fail } from '../../lib/errors.ts';
import { requireUnitResidentsReader } from '../access/guards.ts';
import { tokenDelFeed, urlDelFeed } from './feed.ts';
import { unidadDe } from './output.ts';

const iguales = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The feed's URL for a unit (the caller must be its person or staff of the complex). */
export async function calendarioDeUnidad(deps: Deps, actor: Actor, apartamentoId: string) {
  await requireUnitResidentsReader(deps.db, actor.user, apartamentoId);
  return urlDelFeed(deps.config, apartamentoId, await tokenDelFeed(deps.db, apartamentoId, deps.clock.now()));
}

/** The .ics text: with a session (`actor`) or with the unit's secret (`token`). */
export async function feedIcs(deps: Deps, apartamentoId: string, auth: { actor: Actor } | { token: string }): Promise<{ nombre: string; ics: string }> {
  if ('actor' in auth) {
    await requireUnitResidentsReader(deps.db, auth.actor.user, apartamentoId);
  } else {
    const feed = await deps.db.reservaFeed.findUnique({ where: { apartamentoId } });
    if (!feed || !iguales(feed.token, auth.token)) throw fail.forbidden(RESERVAS_MSG.tokenInvalido);
  }
  const apartamento = await deps.db.apartamento.findFirst({ where: { id: apartamentoId, ph: { deletedAt: null } }, include: { ph: { select: { nombre: true, identificador: true } } } });
  if (!apartamento) throw fail.notFound(MSG.apartamentoNotFound);
  const reservas = await deps.db.reserva.findMany({
    where: { apartamentoId, estado: { in: ['solicitada', 'aprobada', 'cumplida'] } },
    include: { zona: { select: { nombre: true } } },
    orderBy: { inicio: 'asc' },
    take: 500,
  });
  const unidad = unidadDe(apartamento);
  const cal = ical({ name: `Reservas ${unidad} · ${apartamento.ph.nombre}`, prodId: { company: 'Horizonte', product: 'Reservas', language: 'ES' } });
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
