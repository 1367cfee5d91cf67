// Filing a PQRS: a resident or owner of the complex, a consecutive radicado per complex and year,
// the legal due date, the first timeline entry, the acknowledgement mail and the notice to each
// administrator of the complex (issue 26 #4: the term runs from today), in one transaction.
import {
  mayRadicarPqrs,
  PQRS_SUBTIPO_LABELS,
  PQRS_TIPO_LABELS,
  residentMay,
  type PqrsSubtipo,
  type PqrsTipo,
} from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { normalizeSearch } from '../../lib/text.ts';
import type { Actor } from '../access/actor.ts';
import { rolesInProperty } from '../access/guards.ts';
import { administracion } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { consumeRadicacion } from './cuotas.ts';
import { registrarEvento } from './eventos.ts';
import { dateOf, PQRS_INCLUDE, type PqrsRow } from './output.ts';
import { plazoDeRadicacion, type Plazo } from './plazos.ts';

export interface PqrsData {
  tipo: PqrsTipo;
  subtipo: PqrsSubtipo;
  asunto: string;
  descripcion: string;
  apartamentoId?: string;
}

export const formatRadicado = (anio: number, numero: number) => `${anio}-${String(numero).padStart(6, '0')}`;

/** The next number of a complex in a year: an atomic upsert, so two filings at once never share one. */
async function siguienteNumero(tx: Prisma.TransactionClient, phId: string, anio: number): Promise<number> {
  const [row] = await tx.$queryRaw<{ ultimo: number }[]>`
    INSERT INTO pqrs_consecutivos (ph_id, anio, ultimo) VALUES (${phId}::uuid, ${anio}, 1)
    ON CONFLICT (ph_id, anio) DO UPDATE SET ultimo = pqrs_consecutivos.ultimo + 1
    RETURNING ultimo`;
  return Number(row!.ultimo);
}

/** The unit the PQRS is about: one of the filer's own units in this complex (their only one by default). */
async function unidadDelSolicitante(
  deps: Deps,
  actor: Actor,
  phId: string,
  apartamentoId: string | undefined,
): Promise<string | null> {
  const residencias = await deps.db.residente.findMany({
    where: { userId: actor.user.id, apartamento: { phId } },
    select: { apartamentoId: true, permisos: true },
  });
  if (residencias.length > 0 && !residencias.some((r) => residentMay(r.permisos, 'pqrs')))
    throw fail.forbidden('PQRS_SIN_PERMISO');
  if (apartamentoId === undefined) return residencias.length === 1 ? residencias[0]!.apartamentoId : null;
  if (!residencias.some((r) => r.apartamentoId === apartamentoId)) throw fail.forbidden('PQRS_APARTAMENTO_AJENO');
  return apartamentoId;
}

/** The complex's administrators learn of the filing at once, with the term and a link to the inbox. */
async function avisarAdministracion(
  deps: Deps,
  tx: Prisma.TransactionClient,
  ph: PH,
  pqrs: PqrsRow,
  plazo: Plazo,
): Promise<void> {
  const admins = await tx.userRole.findMany({
    where: { phId: ph.id, rol: 'admin' },
    select: { user: { select: { email: true, nombre: true } } },
  });
  const aviso = {
    radicado: pqrs.radicado,
    tipo: PQRS_TIPO_LABELS[pqrs.tipo],
    subtipo: PQRS_SUBTIPO_LABELS[pqrs.subtipo],
    asunto: pqrs.asunto,
    terminoDias: plazo.terminoDias,
    vence: plazo.fechaVencimiento,
    url: `${deps.config.appUrl}/ph/${encodeURIComponent(ph.identificador)}/admin/administrativo?pqrs=${pqrs.id}`,
  };
  for (const { user } of admins)
    await deps.jobs.send(tx, 'mail.send', mails.pqrsNueva(user.email, user.nombre, ph.nombre, aviso));
  await notificar(deps, tx, {
    destinatarios: administracion(ph.id),
    phId: ph.id,
    tipo: 'pqrs_radicada',
    titulo: `Nueva PQRS ${pqrs.radicado}: ${aviso.tipo}`,
    cuerpo: pqrs.asunto,
    enlace: `/ph/${ph.identificador}/admin/administrativo?pqrs=${pqrs.id}`,
  });
}

export async function radicarPqrs(deps: Deps, actor: Actor, phId: string, data: PqrsData): Promise<PqrsRow> {
  const { db, clock, jobs } = deps;
  const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  const roles = await rolesInProperty(db, actor.user.id, phId);
  if (!mayRadicarPqrs(roles)) throw fail.forbidden('SIN_ACCESO');
  const apartamentoId = await unidadDelSolicitante(deps, actor, phId, data.apartamentoId);
  await consumeRadicacion(deps, actor, phId);

  const ahora = clock.now();
  const plazo = plazoDeRadicacion(ahora, data.tipo, data.subtipo);
  const anio = Number(bogotaDate(ahora).slice(0, 4));
  return db.$transaction(async (tx) => {
    const numero = await siguienteNumero(tx, phId, anio);
    const radicado = formatRadicado(anio, numero);
    const pqrs = await tx.pqrs.create({
      data: {
        phId,
        anio,
        numero,
        radicado,
        tipo: data.tipo,
        subtipo: data.subtipo,
        asunto: data.asunto,
        descripcion: data.descripcion,
        apartamentoId,
        solicitanteId: actor.user.id,
        fechaRadicacion: ahora,
        fechaInicio: dateOf(plazo.fechaInicio),
        terminoDias: plazo.terminoDias,
        fechaVencimiento: plazo.fechaVencimiento ? dateOf(plazo.fechaVencimiento) : null,
        searchText: normalizeSearch([radicado, data.asunto, data.descripcion].join(' ')),
        createdAt: ahora,
      },
      include: PQRS_INCLUDE,
    });
    await registrarEvento(tx, {
      pqrsId: pqrs.id,
      actorId: actor.user.id,
      tipo: 'radicacion',
      estadoNuevo: 'radicada',
      texto: data.asunto,
      at: ahora,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'pqrs.create',
      entity: 'pqrs',
      entityId: pqrs.id,
      details: { radicado },
      ip: actor.ip,
    });
    await jobs.send(
      tx,
      'mail.send',
      mails.pqrsRadicada(actor.user.email, actor.user.nombre, ph.nombre, radicado, data.asunto, plazo.fechaVencimiento),
    );
    await avisarAdministracion(deps, tx, ph, pqrs, plazo);
    return pqrs;
  });
}
