// Reading bookings: the list of a complex (staff: every booking; owners and residents: their units'),
// and a zone's availability slot by slot — who holds a slot is shown only to the staff and to the
// unit that holds it.
import {
  mayOnProperty,
  mayOnReservas,
  RESERVA_ESTADOS_VIVOS,
  type Permiso,
  type ReservaEstado,
  type ReservasAction,
  type Rol,
  type SlotOutput,
} from '@horizonte/contracts';
import { columns, expr, Prisma, readRows, select, table, type RowOf, type TypedSql, type Zona } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { auditInsert, type AuditEntry } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess } from '../access/guards.ts';
import { unidadesConReservas } from './access.ts';
import { slotsEntre } from './horario.ts';
import { horarioDe, unidadDe, type ReservaRow } from './output.ts';

export interface ReservaFiltro extends PageInput {
  zonaId?: string;
  apartamentoId?: string;
  estado?: ReservaEstado;
  desde?: Date;
}

/** Which bookings a list shows: the complex, the caller's units (null for staff: all of them) and the filters. */
export interface ReservasWhere {
  phId: string;
  unidades: string[] | null;
  zonaId?: string;
  apartamentoId?: string;
  estado?: ReservaEstado;
  desde?: Date;
}

/** Staff read every booking of the complex; an owner or resident only their units' (403 for anyone else). */
async function alcance(
  deps: Deps,
  actor: Actor,
  phId: string,
  apartamentoId: string | undefined,
): Promise<{ phId: string; unidades: string[] | null }> {
  const { ph, roles } = await propertyAccess(deps.db, actor.user, phId);
  if (mayOnProperty(actor.user.platformRole, roles, 'readCommunity')) return { phId: ph.id, unidades: null };
  const { ids, vinculadas } = await unidadesConReservas(deps.db, actor.user, phId);
  if (vinculadas === 0) throw fail.forbidden('SIN_ACCESO');
  if (ids.length === 0) throw fail.forbidden('RESERVA_SIN_PERMISO');
  if (apartamentoId !== undefined && !ids.includes(apartamentoId)) throw fail.forbidden('RESERVA_APARTAMENTO_AJENO');
  return { phId: ph.id, unidades: ids };
}

const r = table('Reserva', 'r');
const z = table('Zona', 'z');
const a = table('Apartamento', 'a');
const u = table('User', 'u');

/** The bookings with the names the output reads, flat ("zonaNombre", "apartamentoTorre"…): see reservaDeFila. */
const RESERVA_COLUMNS = columns(
  r.select(
    'id',
    'phId',
    'zonaId',
    'apartamentoId',
    'solicitanteId',
    'inicio',
    'fin',
    'asistentes',
    'estado',
    'tarifa',
    'deposito',
    'cargoId',
    'motivo',
    'decididaPorId',
    'decididaEn',
    'createdAt',
    'updatedAt',
  ),
  z.as({ zonaNombre: 'nombre', zonaAnticipacionMinHoras: 'anticipacionMinHoras' }),
  a.as({ apartamentoTorre: 'torre', apartamentoNumero: 'numero' }),
  u.as({ solicitanteNombre: 'nombre' }),
);
type ReservaFila = RowOf<typeof RESERVA_COLUMNS>;

/**
 * A new booking with its audit entry in one statement, under the unit's lock: written only while the unit
 * has fewer than `maxDelMes` live bookings of the zone in that month (no row: the quota is used up), and
 * answered with the names the output reads. The overlap is still the exclusion constraint's to refuse.
 */
export function insertarReservaSql(
  reserva: Pick<
    ReservaRow,
    | 'id'
    | 'phId'
    | 'zonaId'
    | 'apartamentoId'
    | 'solicitanteId'
    | 'inicio'
    | 'fin'
    | 'asistentes'
    | 'estado'
    | 'tarifa'
    | 'deposito'
    | 'decididaEn'
  > & { ahora: Date },
  mes: { desde: Date; hasta: Date; maxDelMes: number },
  entrada: AuditEntry,
) {
  const vivas = [...RESERVA_ESTADOS_VIVOS];
  return Prisma.sql`
    WITH r AS (
      INSERT INTO reservas (id, ph_id, zona_id, apartamento_id, solicitante_id, inicio, fin, asistentes, estado, tarifa, deposito,
                            decidida_en, created_at, updated_at)
      SELECT ${reserva.id}::uuid, ${reserva.phId}::uuid, ${reserva.zonaId}::uuid, ${reserva.apartamentoId}::uuid,
             ${reserva.solicitanteId}::uuid, ${reserva.inicio.toISOString()}::timestamptz, ${reserva.fin.toISOString()}::timestamptz,
             ${reserva.asistentes}::int, ${reserva.estado}::"EstadoReserva", ${reserva.tarifa}::int, ${reserva.deposito}::int,
             ${reserva.decididaEn?.toISOString() ?? null}::timestamp(3), ${reserva.ahora.toISOString()}::timestamp(3),
             ${reserva.ahora.toISOString()}::timestamp(3)
      WHERE (SELECT count(*) FROM reservas
             WHERE zona_id = ${reserva.zonaId}::uuid AND apartamento_id = ${reserva.apartamentoId}::uuid
               AND estado::text = ANY(${vivas}::text[])
               AND inicio >= ${mes.desde.toISOString()}::timestamptz AND inicio < ${mes.hasta.toISOString()}::timestamptz) < ${mes.maxDelMes}
      RETURNING *
    ), auditado AS (${auditInsert(entrada, reserva.ahora, Prisma.sql`EXISTS (SELECT 1 FROM r)`)})
    SELECT ${RESERVA_COLUMNS} FROM r
    JOIN zonas z ON z.id = r.zona_id JOIN apartamentos a ON a.id = r.apartamento_id JOIN users u ON u.id = r.solicitante_id` as TypedSql<ReservaFila>;
}

/** A page of bookings: the complex, the caller's units (all of them for staff) and the filters, by start. */
export function reservasLista(where: ReservasWhere): ListaSql<ReservaFila> {
  const conditions = [Prisma.sql`r.ph_id = ${where.phId}::uuid`];
  if (where.unidades !== null) conditions.push(Prisma.sql`r.apartamento_id = ANY(${where.unidades}::uuid[])`);
  if (where.zonaId) conditions.push(Prisma.sql`r.zona_id = ${where.zonaId}::uuid`);
  if (where.apartamentoId) conditions.push(Prisma.sql`r.apartamento_id = ${where.apartamentoId}::uuid`);
  if (where.estado) conditions.push(Prisma.sql`r.estado = ${where.estado}::"EstadoReserva"`);
  if (where.desde) conditions.push(Prisma.sql`r.fin > ${where.desde.toISOString()}::timestamptz`);
  return {
    from: r.from,
    joins: Prisma.sql`LEFT JOIN zonas z ON z.id = r.zona_id
      LEFT JOIN apartamentos a ON a.id = r.apartamento_id
      LEFT JOIN users u ON u.id = r.solicitante_id`,
    columns: RESERVA_COLUMNS,
    where: Prisma.join(conditions, ' AND '),
    orderBy: Prisma.sql`r.inicio ASC, r.id ASC`,
  };
}

/** The nested shape Prisma's RESERVA_INCLUDE gives, so toReservaOutput reads it unchanged. */
export function reservaDeFila({
  zonaNombre,
  zonaAnticipacionMinHoras,
  apartamentoTorre,
  apartamentoNumero,
  solicitanteNombre,
  ...reserva
}: ReservaFila): ReservaRow {
  return {
    ...reserva,
    zona: { nombre: zonaNombre, anticipacionMinHoras: zonaAnticipacionMinHoras },
    apartamento: { torre: apartamentoTorre, numero: apartamentoNumero },
    solicitante: { id: reserva.solicitanteId, nombre: solicitanteNombre },
  };
}

/** The list as SQL (guard, then count and page together): the bookings screen's hottest read. */
export async function listReservas(
  deps: Deps,
  actor: Actor,
  phId: string,
  filtro: ReservaFiltro,
): Promise<{ rows: ReservaRow[]; total: number }> {
  const { zonaId, apartamentoId, estado, desde } = filtro;
  const where: ReservasWhere = { ...(await alcance(deps, actor, phId, apartamentoId)), zonaId, apartamentoId, estado, desde };
  const { totales, filas } = await readPage(deps.db, reservasLista(where), filtro);
  return { total: totales.total, rows: filas.map(reservaDeFila) };
}

const DIA_MS = 86_400_000;
const HORA_MS = 3_600_000;

/** The caller's roles in the zone's complex (`z`), null without any. */
const rolesEnElConjunto = (callerId: string) =>
  expr<{ roles: Rol[] | null }>(
    Prisma.sql`(SELECT array_agg(ur.rol::text) FROM user_roles ur WHERE ur.ph_id = z.ph_id AND ur.user_id = ${callerId}::uuid) AS roles`,
  );

/**
 * The zone (of a live complex), the caller's roles in its complex and the caller's units there, in one
 * statement: every guard of the availability read.
 */
export function zonaConAccesoSql(callerId: string, zonaId: string) {
  return select(
    columns(
      table('Zona', 'z').all(),
      rolesEnElConjunto(callerId),
      expr<{ propias: string[] | null }>(
        Prisma.sql`(SELECT array_agg(re.apartamento_id::text) FROM residentes re JOIN apartamentos ua ON ua.id = re.apartamento_id
          WHERE re.user_id = ${callerId}::uuid AND ua.ph_id = z.ph_id) AS propias`,
      ),
    ),
    Prisma.sql`FROM zonas z JOIN ph p ON p.id = z.ph_id AND p.deleted_at IS NULL WHERE z.id = ${zonaId}::uuid`,
  );
}

/**
 * Every guard of a booking in one statement: the zone (of a live complex) and its complex's name, the
 * caller's roles there, the permisos of each of the caller's links to the unit asked for, and how many
 * units of the complex the caller is linked to at all (to tell «not your unit» from «not yours to ask»).
 */
export function zonaParaReservarSql(callerId: string, zonaId: string, apartamentoId: string) {
  return select(
    columns(
      table('Zona', 'z').all(),
      expr<{ phNombre: string }>(Prisma.sql`p.nombre AS "phNombre"`),
      rolesEnElConjunto(callerId),
      expr<{ permisosEnLaUnidad: Permiso[][] }>(
        Prisma.sql`coalesce((SELECT json_agg(re.permisos) FROM residentes re JOIN apartamentos ua ON ua.id = re.apartamento_id
          WHERE re.user_id = ${callerId}::uuid AND re.apartamento_id = ${apartamentoId}::uuid AND ua.ph_id = z.ph_id), '[]'::json) AS "permisosEnLaUnidad"`,
      ),
      expr<{ vinculadas: number }>(
        Prisma.sql`(SELECT count(*)::int FROM residentes re JOIN apartamentos ua ON ua.id = re.apartamento_id
          WHERE re.user_id = ${callerId}::uuid AND ua.ph_id = z.ph_id) AS vinculadas`,
      ),
    ),
    Prisma.sql`FROM zonas z JOIN ph p ON p.id = z.ph_id AND p.deleted_at IS NULL WHERE z.id = ${zonaId}::uuid`,
  );
}

/**
 * The live bookings of a zone that overlap [desde, hasta), with their unit, in start order. A booking
 * lies inside one day's window, so one starting more than a day before `desde` cannot reach it: the
 * (zona_id, inicio) index reads that window's rows and no others.
 */
export function reservasDeVentanaSql(zonaId: string, desde: Date, hasta: Date) {
  return select(
    columns(r.select('id', 'inicio', 'fin', 'apartamentoId'), a.as({ torre: 'torre', numero: 'numero' })),
    Prisma.sql`FROM reservas r JOIN apartamentos a ON a.id = r.apartamento_id
    WHERE r.zona_id = ${zonaId}::uuid AND r.estado::text = ANY(${[...RESERVA_ESTADOS_VIVOS]}::text[])
      AND r.inicio >= ${new Date(desde.getTime() - DIA_MS).toISOString()}::timestamptz AND r.inicio < ${hasta.toISOString()}::timestamptz
      AND r.fin > ${desde.toISOString()}::timestamptz
    ORDER BY r.inicio ASC`,
  );
}

export type ReservaDeVentana = RowOf<ReturnType<typeof reservasDeVentanaSql>>;

/** The slots of [desde, hasta) marked with the bookings that hold them (both in time order: one pass over each). */
export function franjasDeZona(
  zona: Zona,
  reservas: readonly ReservaDeVentana[],
  quien: { staff: boolean; mias: ReadonlySet<string> },
  ahora: number,
  desde: Date,
  hasta: Date,
): SlotOutput[] {
  const primero = ahora + zona.anticipacionMinHoras * HORA_MS;
  const ultimo = ahora + zona.anticipacionMaxDias * DIA_MS;
  let k = 0;
  return slotsEntre(horarioDe(zona), zona.duracionSlotMin, desde, hasta).map((slot): SlotOutput => {
    const ini = slot.inicio.getTime();
    while (k < reservas.length && reservas[k]!.fin.getTime() <= ini) k++;
    const candidata = reservas[k];
    const r = candidata && candidata.inicio.getTime() < slot.fin.getTime() ? candidata : undefined;
    const propia = r !== undefined && quien.mias.has(r.apartamentoId);
    const visible = r !== undefined && (quien.staff || propia);
    const reservable = ini >= primero && ini <= ultimo;
    return {
      inicio: slot.inicio.toISOString(),
      fin: slot.fin.toISOString(),
      estado: r ? 'ocupado' : reservable ? 'libre' : 'no_disponible',
      reservaId: visible ? r.id : null,
      unidad: visible ? unidadDe(r) : null,
      propia,
    };
  });
}

/**
 * A zone's availability in two statements sent together: the zone with the caller's roles and units
 * (the guards), and that window's bookings; the slots come from the zone's rules in memory.
 */
export async function disponibilidad(
  deps: Deps,
  actor: Actor,
  zonaId: string,
  desde: Date,
  hasta: Date,
): Promise<{ zona: Zona; slots: SlotOutput[] }> {
  const { user } = actor;
  const [[fila], reservas] = await Promise.all([
    readRows(deps.db, zonaConAccesoSql(user.id, zonaId)),
    readRows(deps.db, reservasDeVentanaSql(zonaId, desde, hasta)),
  ]);
  if (!fila) throw fail.notFound('ZONA_NO_ENCONTRADA');
  const { roles: rolesFila, propias, ...zona } = fila;
  const roles = rolesFila ?? [];
  // As callerMayOnReservas: the platform role first, then the roles in the complex.
  const may = (action: ReservasAction) => mayOnReservas(user.platformRole, [], action) || mayOnReservas(null, roles, action);
  if (!may('verZonas')) throw fail.forbidden('SIN_ACCESO');
  if (!zona.activa && !may('administrar')) throw fail.notFound('ZONA_NO_ENCONTRADA');
  const staff = mayOnProperty(user.platformRole, [], 'readCommunity') || mayOnProperty(null, roles, 'readCommunity');
  const slots = franjasDeZona(zona, reservas, { staff, mias: new Set(propias ?? []) }, deps.clock.now().getTime(), desde, hasta);
  return { zona, slots };
}
