// The asambleas of a complex, a page at a time. The list is read on every visit to the screen, so it
// is SQL run through readRows (the guard, the count and the page, then the page's puntos,
// impugnaciones and second calls in one statement) rather than Prisma's model queries.
import { sumarDias, sumarMesesCalendario, type Rol } from '@horizonte/contracts';
import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import { columns, expr, nullable, Prisma, readRows, select, table, type Asamblea, type AsambleaEstado } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess } from '../access/guards.ts';
import { alcanceDeLectura, asambleasRepresentadas } from './access.ts';
import type { AsambleaRow } from './output.ts';

export interface AsambleaFiltro extends PageInput {
  estado?: AsambleaEstado;
}

/** Which asambleas of the complex the caller lists. */
export type Visibilidad =
  /** The administration and community readers: all of them, drafts included. */
  | { todas: true }
  /** An apoderado without reading rights: only the asambleas they represent a unit in. */
  | { representadas: string[] }
  /** Anyone else: the convened ones, their own drafts, and (owners) the owners' drafts to adhere. */
  | { autorId: string; propietario: boolean };

/** A UTC instant as a `timestamp` value: bound as ISO text, since a bound Date would be read in the session's time zone. */
const instante = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * `firme` is not stored (it follows from the clock, art. 49): an acta published on or before the last day
 * whose two-month term has already ended, without impugnaciones; `acta_publicada` is the rest.
 */
function filtroDeEstado(estado: AsambleaEstado, ahora: Date): Prisma.Sql {
  if (estado !== 'firme' && estado !== 'acta_publicada') return Prisma.sql`a.estado = ${estado}::"AsambleaEstado"`;
  const hoy = bogotaDate(ahora);
  // The last publication date whose term ended before today (impugnableHasta is monotonic in the date).
  let limite = sumarDias(sumarMesesCalendario(hoy, -2), 1);
  while (sumarMesesCalendario(limite, 2) >= hoy) limite = sumarDias(limite, -1);
  const firmeAntesDe = instante(bogotaInstant(sumarDias(limite, 1)));
  const impugnada = Prisma.sql`EXISTS (SELECT 1 FROM asamblea_impugnaciones i WHERE i.asamblea_id = a.id)`;
  return estado === 'firme'
    ? Prisma.sql`a.estado = 'acta_publicada' AND a.acta_publicada_en < ${firmeAntesDe} AND NOT ${impugnada}`
    : Prisma.sql`a.estado = 'acta_publicada' AND (a.acta_publicada_en >= ${firmeAntesDe} OR ${impugnada})`;
}

function asambleasWhere(phId: string, filtro: AsambleaFiltro, ahora: Date, visibilidad: Visibilidad): Prisma.Sql {
  const conditions = [Prisma.sql`a.ph_id = ${phId}::uuid`];
  if (filtro.estado) conditions.push(filtroDeEstado(filtro.estado, ahora));
  if ('representadas' in visibilidad) conditions.push(Prisma.sql`a.id = ANY(${visibilidad.representadas}::uuid[])`);
  else if ('autorId' in visibilidad) {
    const propietarios = visibilidad.propietario ? Prisma.sql` OR a.convocante = 'propietarios'` : Prisma.empty;
    conditions.push(Prisma.sql`(a.estado <> 'borrador' OR a.creada_por_id = ${visibilidad.autorId}::uuid${propietarios})`);
  }
  return Prisma.join(conditions, ' AND ');
}

const a = table('Asamblea', 'a');
const p = table('AsambleaPunto', 'p');
const ASAMBLEA_COLUMNS = a.all();

/** A page of the asambleas the caller lists, the latest meeting first, every column under its Prisma field name. */
export function asambleasLista(phId: string, filtro: AsambleaFiltro, ahora: Date, visibilidad: Visibilidad): ListaSql<Asamblea> {
  return {
    from: a.from,
    columns: ASAMBLEA_COLUMNS,
    where: asambleasWhere(phId, filtro, ahora, visibilidad),
    orderBy: Prisma.sql`a.fecha_hora DESC, a.id DESC`,
  };
}

/** A punto of an asamblea, under the asamblea (impugnación ids, second call) it belongs to: see asambleasDetalleSql. */
const DETALLE_COLUMNS = columns(
  expr<{ asambleaId: string; impugnacionIds: string[]; segundaId: string | null }>(Prisma.sql`x.id AS "asambleaId",
      ARRAY(SELECT i.id::text FROM asamblea_impugnaciones i WHERE i.asamblea_id = x.id) AS "impugnacionIds",
      (SELECT s.id FROM asambleas s WHERE s.primera_id = x.id) AS "segundaId"`),
  nullable(p.as({ puntoId: 'id' })),
  p.select('orden', 'titulo', 'tipo', 'contenidoEconomico', 'mayoria', 'ponderacion', 'estado', 'abiertoEn', 'cerradoEn'),
  p.cast('presentesAlCierre', 'text[]'),
);

/**
 * What ASAMBLEA_INCLUDE adds to the asambleas `ids`: a row per punto in orden (one row with a null
 * punto for an asamblea without any), each carrying its asamblea's impugnación ids and second call.
 */
export function asambleasDetalleSql(ids: string[]) {
  return select(
    DETALLE_COLUMNS,
    Prisma.sql`FROM unnest(${ids}::uuid[]) AS x(id)
      LEFT JOIN asamblea_puntos p ON p.asamblea_id = x.id
    ORDER BY p.orden`,
  );
}

type Detalle = Pick<AsambleaRow, 'puntos' | 'segunda' | 'impugnaciones'>;

async function detalleDe(db: Deps['db'], ids: string[]): Promise<Map<string, Detalle>> {
  const detalle = new Map<string, Detalle>();
  if (ids.length === 0) return detalle;
  for (const { asambleaId, impugnacionIds, segundaId, puntoId, ...punto } of await readRows(db, asambleasDetalleSql(ids))) {
    let d = detalle.get(asambleaId);
    if (!d) {
      d = { puntos: [], segunda: segundaId ? { id: segundaId } : null, impugnaciones: impugnacionIds.map((id) => ({ id })) };
      detalle.set(asambleaId, d);
    }
    if (puntoId) d.puntos.push({ id: puntoId, asambleaId, ...punto });
  }
  return detalle;
}

export async function listarAsambleas(
  deps: Deps,
  actor: Actor,
  phId: string,
  filtro: AsambleaFiltro,
): Promise<{ total: number; rows: AsambleaRow[] }> {
  const { db } = deps;
  const { ph, roles: rolesDelCaller } = await propertyAccess(db, actor.user, phId);
  // Without reading rights (a resident without the permiso, someone from outside), an apoderado still
  // lists the convened or running asambleas where they represent a unit, and only those.
  let representadas: string[] | undefined;
  const { staff, roles } = await alcanceDeLectura(db, actor.user, ph.id, rolesDelCaller).catch(async (error: unknown) => {
    representadas = await asambleasRepresentadas(db, actor.user, phId);
    if (representadas.length === 0) throw error;
    return { staff: false, roles: [] as Rol[] };
  });
  const visibilidad: Visibilidad = representadas
    ? { representadas }
    : staff
      ? { todas: true }
      : { autorId: actor.user.id, propietario: roles.includes('propietario') };
  const ahora = deps.clock.now();
  const { totales, filas: page } = await readPage(db, asambleasLista(ph.id, filtro, ahora, visibilidad), filtro);
  const detalle = await detalleDe(
    db,
    page.map((a) => a.id),
  );
  return { total: totales.total, rows: page.map((a) => ({ ...a, ...detalle.get(a.id)! })) };
}
