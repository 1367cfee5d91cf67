// Reading bookings: the list of a complex (staff: every booking; owners and residents: their units'),
// and a zone's availability slot by slot — who holds a slot is shown only to the staff and to the
// unit that holds it.
import type { Prisma, Zona } from '@horizonte/db';
import { RESERVAS_MSG, RESERVA_ESTADOS_VIVOS, type ReservaEstado, type SlotOutput } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { callerMay } from '../access/guards.ts';
import { loadPh, unidadesConReservas } from './access.ts';
import { slotsEntre } from './horario.ts';
import { horarioDe, RESERVA_INCLUDE, unidadDe, type ReservaRow } from './output.ts';
import { getZona } from './zonas.ts';

export interface ReservaFiltro extends PageInput {
  zonaId?: string;
  apartamentoId?: string;
  estado?: ReservaEstado;
  desde?: Date;
}

/** Staff read every booking of the complex; an owner or resident only their units' (403 for anyone else). */
async function alcance(deps: Deps, actor: Actor, phId: string, apartamentoId: string | undefined): Promise<Prisma.ReservaWhereInput> {
  await loadPh(deps.db, phId);
  if (await callerMay(deps.db, actor.user, phId, 'readCommunity')) return { phId };
  const { ids, vinculadas } = await unidadesConReservas(deps.db, actor.user.id, phId);
  if (vinculadas === 0) throw fail.forbidden();
  if (ids.length === 0) throw fail.forbidden(RESERVAS_MSG.sinPermiso);
  if (apartamentoId !== undefined && !ids.includes(apartamentoId)) throw fail.forbidden(RESERVAS_MSG.apartamentoAjeno);
  return { phId, apartamentoId: { in: ids } };
}

export async function listReservas(deps: Deps, actor: Actor, phId: string, filtro: ReservaFiltro): Promise<{ rows: ReservaRow[]; total: number }> {
  const where: Prisma.ReservaWhereInput = { ...(await alcance(deps, actor, phId, filtro.apartamentoId)) };
  if (filtro.zonaId) where.zonaId = filtro.zonaId;
  if (filtro.apartamentoId) where.apartamentoId = filtro.apartamentoId;
  if (filtro.estado) where.estado = filtro.estado;
  if (filtro.desde) where.fin = { gt: filtro.desde };
  const [total, rows] = await Promise.all([
    deps.db.reserva.count({ where }),
    deps.db.reserva.findMany({ where, include: RESERVA_INCLUDE, orderBy: [{ inicio: 'asc' }, { id: 'asc' }], ...pageOf(filtro) }),
  ]);
  return { total, rows };
}

const DIA_MS = 86_400_000;
const HORA_MS = 3_600_000;

export async function disponibilidad(deps: Deps, actor: Actor, zonaId: string, desde: Date, hasta: Date): Promise<{ zona: Zona; slots: SlotOutput[] }> {
  const zona = await getZona(deps, actor, zonaId);
  // A booking lies inside one day's window, so one starting more than a day before `desde` cannot reach it.
  const [staff, propias, reservas] = await Promise.all([
    callerMay(deps.db, actor.user, zona.phId, 'readCommunity'),
    deps.db.residente.findMany({ where: { userId: actor.user.id, apartamento: { phId: zona.phId } }, select: { apartamentoId: true } }),
    deps.db.reserva.findMany({
      where: { zonaId, estado: { in: [...RESERVA_ESTADOS_VIVOS] }, inicio: { gte: new Date(desde.getTime() - DIA_MS), lt: hasta }, fin: { gt: desde } },
      select: { id: true, inicio: true, fin: true, apartamentoId: true, apartamento: { select: { torre: true, numero: true } } },
      orderBy: { inicio: 'asc' },
    }),
  ]);
  const mias = new Set(propias.map((p) => p.apartamentoId));
  const ahora = deps.clock.now().getTime();
  const primero = ahora + zona.anticipacionMinHoras * HORA_MS;
  const ultimo = ahora + zona.anticipacionMaxDias * DIA_MS;
  // Slots and bookings both run in time order: one pass over each (a month view has ~500 slots).
  let k = 0;
  const slots = slotsEntre(horarioDe(zona), zona.duracionSlotMin, desde, hasta).map((slot): SlotOutput => {
    const ini = slot.inicio.getTime();
    while (k < reservas.length && reservas[k]!.fin.getTime() <= ini) k++;
    const candidata = reservas[k];
    const r = candidata && candidata.inicio.getTime() < slot.fin.getTime() ? candidata : undefined;
    const propia = r !== undefined && mias.has(r.apartamentoId);
    const visible = r !== undefined && (staff || propia);
    const reservable = slot.inicio.getTime() >= primero && slot.inicio.getTime() <= ultimo;
    return {
      inicio: slot.inicio.toISOString(),
      fin: slot.fin.toISOString(),
      estado: r ? 'ocupado' : reservable ? 'libre' : 'no_disponible',
      reservaId: visible ? r.id : null,
      unidad: visible ? unidadDe(r.apartamento) : null,
      propia,
    };
  });
  return { zona, slots };
}
