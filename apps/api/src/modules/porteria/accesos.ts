// The gate's access log: a visitor enters with an authorisation's code (spent in ONE conditional
// UPDATE, so two guards scanning the same code at once admit one visitor) or as a walk-in announced
// by intercom; the exit is marked later. Residents see only their units' visitors (Ley 1581 de 2012).
import { randomUUID } from 'node:crypto';

import { columns, Prisma, readRows, table, type RowOf, type TypedSql } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit, auditInsert, type AuditEntry } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { personasDeUnidad } from '../notificaciones/destinatarios.ts';
import {
  entregar,
  insertarNotificaciones,
  porEntregar,
  porEntregarSql,
  type NotificacionInsertada,
} from '../notificaciones/notificar.ts';
import { porteriaAccess, requireGate, unidadesVisibles } from './access.ts';
import { hashCodigo } from './codigo.ts';
import { ACCESO_INCLUDE, anidarFilaDePorteria, fechaHora, unidadLabel, type AccesoRow } from './output.ts';
import { detalleDiferido, momentoDelRegistro } from './registro-diferido.ts';
import { AUTOR_VIGENTE } from './vigencia.ts';

export interface AccesoData {
  codigo?: string;
  apartamentoId?: string;
  nombreVisitante?: string;
  documento?: string;
  placa?: string;
  autorizadoPor?: string;
  /** The guard's time for a walk-in queued offline (registro-diferido.ts). */
  registradoEn?: string;
}

/** The guard's search text: the visitor's data and the unit (torre, número, «torre-número»). */
export function accesoSearchText(
  visitante: { nombreVisitante: string; documento: string | null; placa: string | null },
  unidad: { torre: string; numero: string },
): string {
  return normalizeSearch(
    [visitante.nombreVisitante, visitante.documento, visitante.placa, unidad.torre, unidad.numero, unidadLabel(unidad)]
      .filter(Boolean)
      .join(' '),
  );
}

interface Gastada {
  id: string;
  apartamento_id: string;
  torre: string;
  numero: string;
  nombre_visitante: string;
  documento: string | null;
  placa: string | null;
  creado_por: string;
  identificador: string;
}

/**
 * Spends one use of the code, or says why it cannot (404 unknown, 409 used, revoked, expired, not yet, or
 * its creator no longer belongs to the unit).
 */
async function gastarCodigo(
  tx: Prisma.TransactionClient,
  secreto: string,
  phId: string,
  codigo: string,
  ahora: Date,
): Promise<Gastada> {
  const hash = hashCodigo(secreto, codigo);
  const iso = ahora.toISOString();
  const [gastada] = await tx.$queryRaw<Gastada[]>`
    UPDATE autorizaciones a
    SET usos_restantes = a.usos_restantes - 1,
        estado = CASE WHEN a.usos_restantes = 1 THEN 'usada'::"EstadoAutorizacion" ELSE a.estado END
    FROM users u, apartamentos ap, ph p
    WHERE u.id = a.creado_por_id AND ap.id = a.apartamento_id AND p.id = a.ph_id AND a.ph_id = ${phId}::uuid AND a.codigo_hash = ${hash}
      AND a.estado = 'activa' AND a.usos_restantes > 0
      AND a.desde <= (${iso}::timestamptz AT TIME ZONE 'UTC') AND a.hasta > (${iso}::timestamptz AT TIME ZONE 'UTC')
      AND ${AUTOR_VIGENTE}
    RETURNING a.id, a.apartamento_id, ap.torre, ap.numero, a.nombre_visitante, a.documento, a.placa, u.nombre AS creado_por,
              p.identificador`;
  if (gastada) return gastada;
  const found = await tx.autorizacion.findFirst({ where: { phId, codigoHash: hash } });
  if (!found) throw fail.notFound('CODIGO_NO_ENCONTRADO');
  if (found.estado === 'revocada') throw fail.conflict('CODIGO_REVOCADO');
  if (found.estado === 'usada' || found.usosRestantes <= 0) throw fail.conflict('CODIGO_USADO');
  if (found.hasta <= ahora) throw fail.conflict('CODIGO_VENCIDO', fechaHora(found.hasta));
  if (found.desde > ahora) throw fail.conflict('CODIGO_AUN_NO_VIGENTE', fechaHora(found.desde));
  throw fail.conflict('CODIGO_SIN_AUTOR');
}

export async function registrarAcceso(deps: Deps, actor: Actor, phId: string, data: AccesoData): Promise<AccesoRow> {
  const { db, clock } = deps;
  requireGate(await porteriaAccess(db, actor.user, phId));
  if (!data.codigo) return registrarSinCodigo(deps, actor, phId, data);
  const codigo = data.codigo;
  const ahora = clock.now();
  return db.$transaction(async (tx) => {
    const g = await gastarCodigo(tx, deps.config.codeSecret, phId, codigo, ahora);
    const unidad = { torre: g.torre, numero: g.numero };
    const visita = {
      apartamentoId: g.apartamento_id,
      autorizacionId: g.id,
      nombreVisitante: g.nombre_visitante,
      documento: g.documento,
      placa: g.placa,
      autorizadoPor: g.creado_por,
    };
    const acceso = await tx.acceso.create({
      data: { phId, ...visita, entradaEn: ahora, registradoPorId: actor.user.id, searchText: accesoSearchText(visita, unidad) },
    });
    await audit(tx, entradaAuditada(actor, phId, acceso.id, visita));
    // The unit's people are told as for a walk-in, in this transaction: a refused code tells nobody.
    const notificadas = await tx.$queryRaw<NotificacionInsertada[]>(
      avisoDeVisita(deps, phId, visita, { ...unidad, identificador: g.identificador }),
    );
    await entregar(deps, tx, 'visitante_en_porteria', porEntregar(notificadas));
    // The unit and the guard as ACCESO_INCLUDE reads them: both are known here.
    return { ...acceso, apartamento: unidad, registradoPor: { nombre: actor.user.nombre } };
  });
}

const entradaAuditada = (
  actor: Actor,
  phId: string,
  id: string,
  visita: { apartamentoId: string; autorizacionId: string | null },
  registradoEn?: string,
): AuditEntry => ({
  actorId: actor.user.id,
  phId,
  action: 'acceso.entrada',
  entity: 'acceso',
  entityId: id,
  details: { apartamentoId: visita.apartamentoId, autorizacionId: visita.autorizacionId, ...detalleDiferido(registradoEn) },
  ip: actor.ip,
});

const ACCESO = table('Acceso', 'a').all();

/**
 * The notice to the unit's people that their visitor is at the gate (issue 32), whether the visitor
 * came with a code or as a walk-in: the INSERT … RETURNING of `insertarNotificaciones`.
 */
const avisoDeVisita = (
  deps: Pick<Deps, 'clock'>,
  phId: string,
  visita: { apartamentoId: string; nombreVisitante: string; autorizadoPor: string },
  unidad: { torre: string; numero: string; identificador: string },
): Prisma.Sql =>
  insertarNotificaciones(deps, {
    destinatarios: personasDeUnidad(visita.apartamentoId),
    phId,
    tipo: 'visitante_en_porteria',
    titulo: `${visita.nombreVisitante} está en portería`,
    cuerpo: `Visita para ${unidadLabel(unidad)}, autorizada por ${visita.autorizadoPor}.`,
    enlace: `/ph/${unidad.identificador}/{rol}/porteria`,
  });

/** The unit of a walk-in, of this complex only, and the complex's identifier for the notice's link. */
const unidadDelAccesoSql = (apartamentoId: string, phId: string) =>
  Prisma.sql`SELECT a.torre, a.numero, p.identificador FROM apartamentos a JOIN ph p ON p.id = a.ph_id
             WHERE a.id = ${apartamentoId}::uuid AND a.ph_id = ${phId}::uuid` as TypedSql<{
    torre: string;
    numero: string;
    identificador: string;
  }>;

/**
 * A walk-in announced by intercom: its unit (of this complex) read once, then the row, its audit
 * entry and the unit's notifications in one statement (atomic on its own: no transaction); the push
 * delivery is enqueued just after (the one statement this hot path gains: should the process die in
 * between, the notice is still in the bell).
 */
async function registrarSinCodigo(deps: Deps, actor: Actor, phId: string, data: AccesoData): Promise<AccesoRow> {
  const { db, clock } = deps;
  const [unidad] = await readRows(db, unidadDelAccesoSql(data.apartamentoId!, phId));
  if (!unidad) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  const visita = {
    apartamentoId: data.apartamentoId!,
    autorizacionId: null,
    nombreVisitante: data.nombreVisitante!,
    documento: data.documento ?? null,
    placa: data.placa?.toUpperCase() ?? null,
    autorizadoPor: data.autorizadoPor!,
  };
  const id = randomUUID();
  const ahora = clock.now();
  const entrada = momentoDelRegistro(data.registradoEn, ahora);
  const [row] = await readRows(
    db,
    Prisma.sql`
    WITH a AS (
      INSERT INTO accesos (id, ph_id, apartamento_id, nombre_visitante, documento, placa, autorizado_por, entrada_en,
                           registrado_por_id, search_text)
      VALUES (${id}::uuid, ${phId}::uuid, ${visita.apartamentoId}::uuid, ${visita.nombreVisitante}, ${visita.documento},
              ${visita.placa}, ${visita.autorizadoPor}, ${entrada.toISOString()}::timestamp(3), ${actor.user.id}::uuid,
              ${accesoSearchText(visita, unidad)})
      RETURNING *
    ), audited AS (${auditInsert(entradaAuditada(actor, phId, id, visita, data.registradoEn), ahora)}),
    n AS (${avisoDeVisita(deps, phId, visita, unidad)})
    SELECT ${ACCESO}, ${porEntregarSql} AS notificadas FROM a` as TypedSql<RowOf<typeof ACCESO> & { notificadas: string[] }>,
  );
  const { notificadas, ...acceso } = row!;
  await entregar(deps, db, 'visitante_en_porteria', notificadas);
  return { ...acceso, apartamento: { torre: unidad.torre, numero: unidad.numero }, registradoPor: { nombre: actor.user.nombre } };
}

export async function registrarSalida(deps: Deps, actor: Actor, id: string): Promise<AccesoRow> {
  const { db, clock } = deps;
  const found = await db.acceso.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!found) throw fail.notFound('ACCESO_NO_ENCONTRADO');
  requireGate(await porteriaAccess(db, actor.user, found.phId));
  return db.$transaction(async (tx) => {
    const { count } = await tx.acceso.updateMany({ where: { id, salidaEn: null }, data: { salidaEn: clock.now() } });
    if (count === 0) throw fail.conflict('PORTERIA_SALIDA_REGISTRADA');
    await audit(tx, {
      actorId: actor.user.id,
      phId: found.phId,
      action: 'acceso.salida',
      entity: 'acceso',
      entityId: id,
      ip: actor.ip,
    });
    return tx.acceso.findUniqueOrThrow({ where: { id }, include: ACCESO_INCLUDE });
  });
}

export interface AccesoFiltro extends PageInput {
  desde?: string;
  hasta?: string;
  q?: string;
  adentro?: 'true' | 'false';
}

const ac = table('Acceso', 'a');
const u = table('User', 'u');
const ap = table('Apartamento', 'ap');

/** The log's entries with the unit and who registered it, flat: listarAccesos nests them as ACCESO_INCLUDE does. */
const ACCESO_COLUMNS = columns(
  ac.select(
    'id',
    'phId',
    'apartamentoId',
    'autorizacionId',
    'nombreVisitante',
    'documento',
    'placa',
    'autorizadoPor',
    'entradaEn',
    'salidaEn',
    'registradoPorId',
    'searchText',
    'anonimizadoEn',
  ),
  u.as({ registradoPorNombre: 'nombre' }),
  ap.as({ apartamentoTorre: 'torre', apartamentoNumero: 'numero' }),
);

/** The access log, newest entry first, filtered; `visibles` null = every unit of the complex. */
export function accesosLista(
  phId: string,
  visibles: string[] | null,
  filtro: AccesoFiltro,
): ListaSql<RowOf<typeof ACCESO_COLUMNS>> {
  const conditions = [Prisma.sql`a.ph_id = ${phId}::uuid`];
  if (visibles) conditions.push(Prisma.sql`a.apartamento_id = ANY(${visibles}::uuid[])`);
  // Instants travel as ISO text: a bound Date would be read in the session's time zone.
  if (filtro.desde)
    conditions.push(Prisma.sql`a.entrada_en >= (${new Date(filtro.desde).toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
  if (filtro.hasta)
    conditions.push(Prisma.sql`a.entrada_en < (${new Date(filtro.hasta).toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
  if (filtro.adentro === 'true') conditions.push(Prisma.sql`a.salida_en IS NULL`);
  const q = filtro.q ? normalizeSearch(filtro.q) : '';
  // Prisma's `contains`, wildcards included, so the answers match the model query's.
  if (q) conditions.push(Prisma.sql`a.search_text LIKE ${`%${q}%`}`);
  return {
    from: ac.from,
    joins: Prisma.sql`LEFT JOIN users u ON u.id = a.registrado_por_id
      LEFT JOIN apartamentos ap ON ap.id = a.apartamento_id`,
    columns: ACCESO_COLUMNS,
    where: Prisma.join(conditions, ' AND '),
    orderBy: Prisma.sql`a.entrada_en DESC, a.id DESC`,
  };
}

export async function listarAccesos(
  deps: Deps,
  actor: Actor,
  phId: string,
  filtro: AccesoFiltro,
): Promise<{ total: number; rows: AccesoRow[] }> {
  const access = await porteriaAccess(deps.db, actor.user, phId);
  const visibles = unidadesVisibles(access);
  const { totales, filas } = await readPage(deps.db, accesosLista(access.ph.id, visibles, filtro), filtro);
  return { total: totales.total, rows: filas.map(anidarFilaDePorteria) };
}
