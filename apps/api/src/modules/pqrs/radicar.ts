// Filing a PQRS: a resident or owner of the complex, a consecutive radicado per complex and year,
// the legal due date, the first timeline entry, the acknowledgement mail and the notice to each
// administrator of the complex (issue 26 #4: the term runs from today), in one transaction.
import { randomUUID } from 'node:crypto';

import {
  mayRadicarPqrs,
  PQRS_SUBTIPO_LABELS,
  PQRS_TIPO_LABELS,
  residentMay,
  ROL_ADMINISTRACION,
  type PqrsSubtipo,
  type PqrsTipo,
} from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import { Prisma, readRows, sqlTransaction, type Permiso, type Rol, type TypedSql } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { auditInsert } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { refuseWriteIfSuspended } from '../access/suspension.ts';
import { administracion } from '../notificaciones/destinatarios.ts';
import { entregar, insertarNotificaciones, porEntregarSql } from '../notificaciones/notificar.ts';
import { PQRS_COLUMNS, pqrsDeFila, type PqrsFila } from './consultar.ts';
import { consumeRadicacion } from './cuotas.ts';
import type { PqrsRow } from './output.ts';
import { plazoDeRadicacion } from './plazos.ts';

export interface PqrsData {
  tipo: PqrsTipo;
  subtipo: PqrsSubtipo;
  asunto: string;
  descripcion: string;
  apartamentoId?: string;
}

export const formatRadicado = (anio: number, numero: number) => `${anio}-${String(numero).padStart(6, '0')}`;

/** The next number of a complex in a year: an atomic upsert, so two filings at once never share one. */
const siguienteNumeroSql = (phId: string, anio: number) =>
  Prisma.sql`
    INSERT INTO pqrs_consecutivos (ph_id, anio, ultimo) VALUES (${phId}::uuid, ${anio}, 1)
    ON CONFLICT (ph_id, anio) DO UPDATE SET ultimo = pqrs_consecutivos.ultimo + 1
    RETURNING ultimo` as TypedSql<{ ultimo: number }>;

/** Who files, in one read: the complex, the caller's roles in it and their units there with their permisos. */
const solicitanteSql = (phId: string, userId: string) =>
  Prisma.sql`
    SELECT p.nombre, p.identificador,
      ARRAY(SELECT r.rol::text FROM user_roles r WHERE r.user_id = ${userId}::uuid AND r.ph_id = p.id) AS roles,
      coalesce((SELECT json_agg(json_build_object('apartamentoId', re.apartamento_id, 'permisos', re.permisos))
                FROM residentes re JOIN apartamentos a ON a.id = re.apartamento_id
                WHERE re.user_id = ${userId}::uuid AND a.ph_id = p.id), '[]'::json) AS residencias
    FROM ph p WHERE p.id = ${phId}::uuid AND p.deleted_at IS NULL` as TypedSql<{
    nombre: string;
    identificador: string;
    roles: Rol[];
    residencias: { apartamentoId: string; permisos: Permiso[] }[];
  }>;

/** The unit the PQRS is about: one of the filer's own units in this complex (their only one by default). */
function unidadDelSolicitante(
  residencias: { apartamentoId: string; permisos: Permiso[] }[],
  apartamentoId: string | undefined,
): string | null {
  if (residencias.length > 0 && !residencias.some((r) => residentMay(r.permisos, 'pqrs')))
    throw fail.forbidden('PQRS_SIN_PERMISO');
  if (apartamentoId === undefined) return residencias.length === 1 ? residencias[0]!.apartamentoId : null;
  if (!residencias.some((r) => r.apartamentoId === apartamentoId)) throw fail.forbidden('PQRS_APARTAMENTO_AJENO');
  return apartamentoId;
}

export async function radicarPqrs(deps: Deps, actor: Actor, phId: string, data: PqrsData): Promise<PqrsRow> {
  const { db, clock, jobs } = deps;
  const [[ph]] = await Promise.all([
    readRows(db, solicitanteSql(phId, actor.user.id)),
    refuseWriteIfSuspended(db, actor.user, phId),
  ]);
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  if (!mayRadicarPqrs(ph.roles)) throw fail.forbidden('SIN_ACCESO');
  const apartamentoId = unidadDelSolicitante(ph.residencias, data.apartamentoId);
  await consumeRadicacion(deps, actor, phId);

  const ahora = clock.now();
  const plazo = plazoDeRadicacion(ahora, data.tipo, data.subtipo);
  const anio = Number(bogotaDate(ahora).slice(0, 4));
  const id = randomUUID();
  const bandeja = `/ph/${ph.identificador}/admin/administrativo?pqrs=${id}`;
  // On raw pg (sqlTransaction): the number, then the PQRS with its first timeline entry, its audit entry
  // and the administrators' notices in one statement, then the mails and the push delivery: five round
  // trips where a model-per-row transaction made twenty.
  return sqlTransaction(db, async (tx) => {
    const [{ ultimo: numero }] = (await tx.rows(siguienteNumeroSql(phId, anio))) as [{ ultimo: number }];
    const radicado = formatRadicado(anio, numero);
    const tipo = PQRS_TIPO_LABELS[data.tipo];
    const [fila] = await tx.rows(
      Prisma.sql`
      WITH q AS (
        INSERT INTO pqrs (id, ph_id, anio, numero, radicado, tipo, subtipo, asunto, descripcion, apartamento_id, solicitante_id,
                          fecha_radicacion, fecha_inicio, termino_dias, fecha_vencimiento, search_text, created_at, updated_at)
        VALUES (${id}::uuid, ${phId}::uuid, ${anio}::int, ${numero}::int, ${radicado}, ${data.tipo}::"PqrsTipo",
                ${data.subtipo}::"PqrsSubtipo", ${data.asunto}, ${data.descripcion}, ${apartamentoId}::uuid,
                ${actor.user.id}::uuid, ${ahora.toISOString()}::timestamp(3), ${plazo.fechaInicio}::date,
                ${plazo.terminoDias}::int, ${plazo.fechaVencimiento}::date,
                ${normalizeSearch([radicado, data.asunto, data.descripcion].join(' '))},
                ${ahora.toISOString()}::timestamp(3), ${ahora.toISOString()}::timestamp(3))
        RETURNING *
      ), evento AS (
        INSERT INTO pqrs_eventos (id, pqrs_id, actor_id, tipo, estado_nuevo, texto, interno, created_at)
        SELECT ${randomUUID()}::uuid, q.id, ${actor.user.id}::uuid, 'radicacion', 'radicada', ${data.asunto}, false,
               ${ahora.toISOString()}::timestamp(3) FROM q
      ), auditado AS (${auditInsert(
        {
          actorId: actor.user.id,
          phId,
          action: 'pqrs.create',
          entity: 'pqrs',
          entityId: id,
          details: { radicado },
          ip: actor.ip,
        },
        ahora,
      )}), n AS (${insertarNotificaciones(deps, {
        destinatarios: administracion(phId),
        phId,
        tipo: 'pqrs_radicada',
        titulo: `Nueva PQRS ${radicado}: ${tipo}`,
        cuerpo: data.asunto,
        enlace: bandeja,
      })})
      SELECT ${PQRS_COLUMNS},
        ${porEntregarSql} AS notificadas,
        (SELECT coalesce(json_agg(json_build_object('email', u.email, 'nombre', u.nombre)), '[]'::json)
           FROM user_roles r JOIN users u ON u.id = r.user_id
           WHERE r.ph_id = ${phId}::uuid AND r.rol = ${ROL_ADMINISTRACION}::"Rol") AS administradores
      FROM q
      LEFT JOIN users s ON s.id = q.solicitante_id
      LEFT JOIN users g ON g.id = q.asignado_id
      LEFT JOIN apartamentos a ON a.id = q.apartamento_id` as TypedSql<
        PqrsFila & { notificadas: string[]; administradores: { email: string; nombre: string }[] }
      >,
    );
    const { notificadas, administradores, ...pqrs } = fila!;
    // The filer's acknowledgement and each administrator's notice (issue 26 #4: the term runs from today).
    const aviso = {
      radicado,
      tipo,
      subtipo: PQRS_SUBTIPO_LABELS[data.subtipo],
      asunto: data.asunto,
      terminoDias: plazo.terminoDias,
      vence: plazo.fechaVencimiento,
      url: `${deps.config.appUrl}/ph/${encodeURIComponent(ph.identificador)}/admin/administrativo?pqrs=${id}`,
    };
    await jobs.sendMany(tx, 'mail.send', [
      mails.pqrsRadicada(actor.user.email, actor.user.nombre, ph.nombre, radicado, data.asunto, plazo.fechaVencimiento),
      ...administradores.map((a) => mails.pqrsNueva(a.email, a.nombre, ph.nombre, aviso)),
    ]);
    await entregar(deps, tx, 'pqrs_radicada', notificadas);
    return pqrsDeFila(pqrs);
  });
}
