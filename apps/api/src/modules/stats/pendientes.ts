// What waits for a complex's administration today, for its dashboard: each kind of pending work
// counted, with its first few items, in one statement (every figure is a sub-select).
import {
  mayOnProperty,
  mayOnTesoreria,
  PENDIENTES_ITEMS,
  PQRS_DIAS_POR_VENCER,
  PQRS_ESTADOS_POR_ATENDER,
  type Pendientes,
} from '@horizonte/contracts';
import { addBusinessDays, bogotaDate } from '@horizonte/contracts/calendar';
import { Prisma, readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { propertyAccess } from '../access/guards.ts';

type Grupo<Item> = { total: number; items: Item[] };
interface Fila {
  reservas: Grupo<Pendientes['reservasPorAprobar']['items'][number]>;
  pqrsNuevas: Grupo<Pendientes['pqrsNuevas']['items'][number]>;
  pqrs: Grupo<Pendientes['pqrsPorVencer']['items'][number]>;
  preregistros: Grupo<Pendientes['preregistros']['items'][number]>;
  poderes: Grupo<Pendientes['poderesPorValidar']['items'][number]>;
  paquetes: Grupo<Pendientes['paquetesSinEntregar']['items'][number]>;
  asamblea: Pendientes['proximaAsamblea'];
  cartera: { valor: number; unidades: number } | null;
}

/** An instant as ISO text whatever the session's time zone (timestamp columns hold UTC). */
const iso = (column: Prisma.Sql, withZone = false) =>
  withZone
    ? Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const unidad = Prisma.sql`CASE WHEN a.torre = '' THEN a.numero ELSE a.torre || '-' || a.numero END`;
/** `{ total, items }` from a filtered FROM … WHERE, its ORDER BY and the items' JSON fields. */
const grupo = (from: Prisma.Sql, orderBy: Prisma.Sql, fields: Prisma.Sql) => Prisma.sql`json_build_object(
  'total', (SELECT count(*)::int ${from}),
  'items', coalesce((SELECT json_agg(x) FROM (SELECT ${fields} ${from} ORDER BY ${orderBy} LIMIT ${PENDIENTES_ITEMS}) x), '[]'::json))`;

const ASAMBLEAS_VIVAS = Prisma.sql`('borrador', 'convocada', 'en_curso')`;

export async function pendientesDelConjunto(
  { db, clock }: Deps,
  actor: Actor,
  phId: string,
): Promise<Omit<Pendientes, 'success'>> {
  const { ph, roles } = await propertyAccess(db, actor.user, phId);
  if (!mayOnProperty(actor.user.platformRole, roles, 'readCommunity')) throw fail.forbidden('SIN_ACCESO');
  const hoy = bogotaDate(clock.now());
  const limitePqrs = addBusinessDays(hoy, PQRS_DIAS_POR_VENCER);
  const conCartera = mayOnTesoreria(actor.user.platformRole, roles, 'read');
  const [fila] = await readRows<Fila>(
    db,
    Prisma.sql`SELECT
      ${grupo(
        Prisma.sql`FROM reservas r JOIN zonas z ON z.id = r.zona_id JOIN apartamentos a ON a.id = r.apartamento_id WHERE r.ph_id = ${ph.id}::uuid AND r.estado = 'solicitada'`,
        Prisma.sql`r.inicio, r.id`,
        Prisma.sql`r.id, z.nombre AS zona, ${unidad} AS unidad, ${iso(Prisma.sql`r.inicio`, true)} AS inicio`,
      )} AS reservas,
      ${grupo(
        Prisma.sql`FROM pqrs q WHERE q.ph_id = ${ph.id}::uuid AND q.estado = ANY(${[...PQRS_ESTADOS_POR_ATENDER]}::"PqrsEstado"[])`,
        Prisma.sql`q.created_at DESC, q.id`,
        Prisma.sql`q.id, q.radicado, q.asunto, to_char(q.fecha_vencimiento, 'YYYY-MM-DD') AS "fechaVencimiento"`,
      )} AS "pqrsNuevas",
      ${grupo(
        Prisma.sql`FROM pqrs q WHERE q.ph_id = ${ph.id}::uuid AND q.estado IN ('radicada', 'en_tramite', 'reabierta') AND q.fecha_vencimiento <= ${limitePqrs}::date`,
        Prisma.sql`q.fecha_vencimiento, q.id`,
        Prisma.sql`q.id, q.radicado, q.asunto, to_char(q.fecha_vencimiento, 'YYYY-MM-DD') AS "fechaVencimiento"`,
      )} AS pqrs,
      ${grupo(
        Prisma.sql`FROM preregistros p WHERE p.ph_id = ${ph.id}::uuid AND p.status = 'pendiente'`,
        Prisma.sql`p.created_at, p.id`,
        Prisma.sql`p.id, p.nombre, ${iso(Prisma.sql`p.created_at`)} AS "createdAt"`,
      )} AS preregistros,
      ${grupo(
        Prisma.sql`FROM asamblea_poderes d JOIN asambleas s ON s.id = d.asamblea_id WHERE s.ph_id = ${ph.id}::uuid AND s.estado IN ${ASAMBLEAS_VIVAS} AND d.estado = 'recibido'`,
        Prisma.sql`d.created_at, d.id`,
        Prisma.sql`d.id, d.asamblea_id AS "asambleaId", d.apoderado_nombre AS "apoderadoNombre"`,
      )} AS poderes,
      ${grupo(
        Prisma.sql`FROM paquetes k JOIN apartamentos a ON a.id = k.apartamento_id WHERE k.ph_id = ${ph.id}::uuid AND k.estado = 'recibido'`,
        Prisma.sql`k.recibido_en, k.id`,
        Prisma.sql`k.id, k.descripcion, ${unidad} AS unidad, ${iso(Prisma.sql`k.recibido_en`)} AS "recibidoEn"`,
      )} AS paquetes,
      (SELECT json_build_object('id', s.id, 'titulo', s.titulo, 'fechaHora', ${iso(Prisma.sql`s.fecha_hora`)}, 'estado', s.estado)
         FROM asambleas s WHERE s.ph_id = ${ph.id}::uuid AND s.estado IN ${ASAMBLEAS_VIVAS}
         ORDER BY s.estado = 'en_curso' DESC, s.fecha_hora, s.id LIMIT 1) AS asamblea,
      ${conCartera ? carteraVencida(ph.id, hoy) : Prisma.sql`NULL::json`} AS cartera`,
  );
  if (!fila) throw new Error('pendientes: no row');
  return {
    reservasPorAprobar: fila.reservas,
    pqrsNuevas: fila.pqrsNuevas,
    pqrsPorVencer: fila.pqrs,
    preregistros: fila.preregistros,
    poderesPorValidar: fila.poderes,
    paquetesSinEntregar: fila.paquetes,
    proximaAsamblea: fila.asamblea,
    carteraVencida: fila.cartera,
  };
}

/** What live charges past their due date still owe (net of the payments applied to them), and how many units owe it. */
function carteraVencida(phId: string, hoy: string): Prisma.Sql {
  return Prisma.sql`(SELECT json_build_object('valor', coalesce(sum(v.saldo), 0)::int, 'unidades', count(DISTINCT v.apartamento_id)::int)
    FROM (SELECT c.apartamento_id, c.valor - coalesce((SELECT sum(ap.valor) FROM aplicaciones_pago ap WHERE ap.cargo_id = c.id AND ap.anulada_en IS NULL), 0) AS saldo
            FROM cargos c WHERE c.ph_id = ${phId}::uuid AND c.estado = 'vigente' AND c.fecha_vencimiento < ${hoy}::date) v
    WHERE v.saldo > 0)`;
}
