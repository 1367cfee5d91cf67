// Visitor pre-authorisation by an owner or resident: a random single-use code (its hash stored), its
// QR, and the mail to whoever authorised with both; listing (the unit's own only for residents) and
// revocation.
import { MAX_DIAS_AUTORIZACION, type AutorizacionEstado } from '@horizonte/contracts';
import { bogotaInstant } from '@horizonte/contracts/calendar';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { mayAuthorize, porteriaAccess, unidadesVisibles } from './access.ts';
import { hashCodigo, nuevoCodigo, qrDataUrl } from './codigo.ts';
import { AUTORIZACION_INCLUDE, fechaHora, unidadLabel, type AutorizacionRow } from './output.ts';

export interface AutorizacionData {
  apartamentoId: string;
  nombreVisitante: string;
  documento?: string;
  placa?: string;
  desde: string;
  hasta: string;
  usos: number;
}

export async function crearAutorizacion(
  deps: Deps,
  actor: Actor,
  phId: string,
  data: AutorizacionData,
): Promise<{ row: AutorizacionRow; codigo: string; qr: string }> {
  const { db, clock, jobs } = deps;
  const access = await porteriaAccess(db, actor.user, phId);
  const apartamento = await db.apartamento.findFirst({ where: { id: data.apartamentoId, phId } });
  if (!apartamento) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  if (!mayAuthorize(access, apartamento.id)) {
    const propia = access.unidades.some((u) => u.apartamentoId === apartamento.id);
    throw fail.forbidden(
      propia ? 'PORTERIA_SIN_PERMISO' : access.unidades.length > 0 ? 'PORTERIA_APARTAMENTO_AJENO' : 'SIN_ACCESO',
    );
  }
  const ahora = clock.now();
  const desde = new Date(data.desde);
  const hasta = new Date(data.hasta);
  if (hasta <= ahora) throw fail.badRequest('PORTERIA_RANGO_PASADO');
  if (desde.getTime() > ahora.getTime() + MAX_DIAS_AUTORIZACION * 86_400_000) throw fail.badRequest('PORTERIA_INICIO_LEJANO');

  for (let intento = 0; ; intento++) {
    const codigo = nuevoCodigo();
    const qr = await qrDataUrl(codigo);
    try {
      const row = await db.$transaction(async (tx) => {
        const created = await tx.autorizacion.create({
          data: {
            phId,
            apartamentoId: apartamento.id,
            nombreVisitante: data.nombreVisitante,
            documento: data.documento ?? null,
            placa: data.placa?.toUpperCase() ?? null,
            desde,
            hasta,
            usos: data.usos,
            usosRestantes: data.usos,
            codigoHash: hashCodigo(deps.config.codeSecret, codigo),
            creadoPorId: actor.user.id,
            createdAt: ahora,
          },
          include: AUTORIZACION_INCLUDE,
        });
        await audit(tx, {
          actorId: actor.user.id,
          phId,
          action: 'autorizacion.create',
          entity: 'autorizacion',
          entityId: created.id,
          details: { apartamentoId: apartamento.id, usos: data.usos },
          ip: actor.ip,
        });
        const mail = mails.autorizacionVisitante(
          actor.user.email,
          actor.user.nombre,
          access.ph.nombre,
          data.nombreVisitante,
          unidadLabel(apartamento),
          codigo,
          fechaHora(desde),
          fechaHora(hasta),
        );
        await jobs.send(tx, 'mail.send', {
          ...mail,
          attachments: [
            { filename: `autorizacion-${codigo}.png`, contentType: 'image/png', contentBase64: qr.slice(qr.indexOf(',') + 1) },
          ],
        });
        return created;
      });
      return { row, codigo, qr };
    } catch (error) {
      // Two codes alike in one complex: practically never (31^8), but then simply draw another.
      if (isUniqueViolation(error) && intento < 3) continue;
      throw error;
    }
  }
}

export interface AutorizacionFiltro extends PageInput {
  apartamentoId?: string;
  fecha?: string;
  estado?: AutorizacionEstado;
}

function filtroEstado(estado: AutorizacionEstado, now: Date): Prisma.AutorizacionWhereInput {
  if (estado === 'activa') return { estado: 'activa', hasta: { gt: now } };
  if (estado === 'vencida') return { estado: 'activa', hasta: { lte: now } };
  return { estado };
}

export async function listarAutorizaciones(deps: Deps, actor: Actor, phId: string, filtro: AutorizacionFiltro) {
  const access = await porteriaAccess(deps.db, actor.user, phId);
  const visibles = unidadesVisibles(access);
  const where: Prisma.AutorizacionWhereInput = { phId };
  const and: Prisma.AutorizacionWhereInput[] = [];
  if (visibles) and.push({ apartamentoId: { in: visibles } });
  if (filtro.apartamentoId) and.push({ apartamentoId: filtro.apartamentoId });
  if (filtro.estado) and.push(filtroEstado(filtro.estado, deps.clock.now()));
  if (filtro.fecha) {
    // Valid at some moment of that Bogotá day.
    const inicio = bogotaInstant(filtro.fecha);
    const fin = new Date(inicio.getTime() + 86_400_000);
    and.push({ desde: { lt: fin }, hasta: { gt: inicio } });
  }
  if (and.length > 0) where.AND = and;
  const orderBy: Prisma.AutorizacionOrderByWithRelationInput[] = filtro.fecha
    ? [{ desde: 'asc' }, { id: 'asc' }]
    : [{ createdAt: 'desc' }, { id: 'desc' }];
  const [total, rows] = await Promise.all([
    deps.db.autorizacion.count({ where }),
    deps.db.autorizacion.findMany({ where, include: AUTORIZACION_INCLUDE, orderBy, ...pageOf(filtro) }),
  ]);
  return { total, rows };
}

export async function revocarAutorizacion(deps: Deps, actor: Actor, id: string): Promise<AutorizacionRow> {
  const { db, clock } = deps;
  const found = await db.autorizacion.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!found) throw fail.notFound('AUTORIZACION_NO_ENCONTRADA');
  const access = await porteriaAccess(db, actor.user, found.phId);
  if (!mayAuthorize(access, found.apartamentoId)) throw fail.forbidden('SIN_ACCESO');
  const ahora = clock.now();
  return db.$transaction(async (tx) => {
    // Conditional: a code being used at the gate right now and a revocation never both win.
    const { count } = await tx.autorizacion.updateMany({
      where: { id, estado: 'activa' },
      data: { estado: 'revocada', revocadaEn: ahora },
    });
    if (count === 0) throw fail.conflict(found.estado === 'revocada' ? 'AUTORIZACION_YA_REVOCADA' : 'AUTORIZACION_NO_REVOCABLE');
    await audit(tx, {
      actorId: actor.user.id,
      phId: found.phId,
      action: 'autorizacion.revocar',
      entity: 'autorizacion',
      entityId: id,
      ip: actor.ip,
    });
    return tx.autorizacion.findUniqueOrThrow({ where: { id }, include: AUTORIZACION_INCLUDE });
  });
}
