// Packages at the gate: received (the unit's people get a mail and the bell counts it), listed per
// unit, and delivered once, signed by the name of whoever takes it.
import { type PaqueteEstado } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { personasDeUnidad } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { porteriaAccess, requireGate, unidadesVisibles } from './access.ts';
import { fechaHora, PAQUETE_INCLUDE, unidadLabel, type PaqueteRow } from './output.ts';
import { detalleDiferido, momentoDelRegistro } from './registro-diferido.ts';

export interface PaqueteData {
  apartamentoId: string;
  descripcion: string;
  remitente?: string;
  /** The guard's time for a package queued offline (registro-diferido.ts). */
  registradoEn?: string;
}

export async function recibirPaquete(deps: Deps, actor: Actor, phId: string, data: PaqueteData): Promise<PaqueteRow> {
  const { db, clock, jobs } = deps;
  const access = await porteriaAccess(db, actor.user, phId);
  requireGate(access);
  const apartamento = await db.apartamento.findFirst({
    where: { id: data.apartamentoId, phId },
    include: { residentes: { where: { email: { not: null } }, select: { email: true, nombre: true } } },
  });
  if (!apartamento) throw fail.notFound('APARTAMENTO_NO_ENCONTRADO');
  const ahora = momentoDelRegistro(data.registradoEn, clock.now());
  return db.$transaction(async (tx) => {
    const paquete = await tx.paquete.create({
      data: {
        phId,
        apartamentoId: apartamento.id,
        descripcion: data.descripcion,
        remitente: data.remitente ?? null,
        recibidoEn: ahora,
        registradoPorId: actor.user.id,
      },
      include: PAQUETE_INCLUDE,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'paquete.recibido',
      entity: 'paquete',
      entityId: paquete.id,
      details: { apartamentoId: apartamento.id, ...detalleDiferido(data.registradoEn) },
      ip: actor.ip,
    });
    const unidad = unidadLabel(apartamento);
    await notificar(deps, tx, {
      destinatarios: personasDeUnidad(apartamento.id),
      phId,
      tipo: 'paquete_recibido',
      titulo: `Llegó un paquete para ${unidad}`,
      cuerpo: `${data.descripcion}${data.remitente ? ` (de ${data.remitente})` : ''}. Te espera en portería.`,
      enlace: `/ph/${access.ph.identificador}/{rol}/porteria`,
    });
    for (const persona of apartamento.residentes) {
      await jobs.send(
        tx,
        'mail.send',
        mails.paqueteRecibido(
          persona.email!,
          persona.nombre,
          access.ph.nombre,
          unidad,
          data.descripcion,
          data.remitente ?? null,
          fechaHora(ahora),
        ),
      );
    }
    return paquete;
  });
}

export async function entregarPaquete(deps: Deps, actor: Actor, id: string, recibidoPor: string): Promise<PaqueteRow> {
  const { db, clock } = deps;
  const found = await db.paquete.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!found) throw fail.notFound('PAQUETE_NO_ENCONTRADO');
  requireGate(await porteriaAccess(db, actor.user, found.phId));
  return db.$transaction(async (tx) => {
    const { count } = await tx.paquete.updateMany({
      where: { id, estado: 'recibido' },
      data: { estado: 'entregado', entregadoEn: clock.now(), entregadoPorId: actor.user.id, recibidoPor },
    });
    if (count === 0) throw fail.conflict('PORTERIA_YA_ENTREGADO');
    await audit(tx, {
      actorId: actor.user.id,
      phId: found.phId,
      action: 'paquete.entregado',
      entity: 'paquete',
      entityId: id,
      ip: actor.ip,
    });
    return tx.paquete.findUniqueOrThrow({ where: { id }, include: PAQUETE_INCLUDE });
  });
}

export interface PaqueteFiltro extends PageInput {
  estado?: PaqueteEstado;
  apartamentoId?: string;
}

export async function listarPaquetes(deps: Deps, actor: Actor, phId: string, filtro: PaqueteFiltro) {
  const visibles = unidadesVisibles(await porteriaAccess(deps.db, actor.user, phId));
  const where: Prisma.PaqueteWhereInput = { phId };
  const and: Prisma.PaqueteWhereInput[] = [];
  if (visibles) and.push({ apartamentoId: { in: visibles } });
  if (filtro.apartamentoId) and.push({ apartamentoId: filtro.apartamentoId });
  if (filtro.estado) and.push({ estado: filtro.estado });
  if (and.length > 0) where.AND = and;
  const [total, rows] = await Promise.all([
    deps.db.paquete.count({ where }),
    deps.db.paquete.findMany({
      where,
      include: PAQUETE_INCLUDE,
      orderBy: [{ recibidoEn: 'desc' }, { id: 'desc' }],
      ...pageOf(filtro),
    }),
  ]);
  return { total, rows };
}

/** The bell: packages waiting at the gate for the caller's units in this complex. */
export function paquetesPendientes(db: Deps['db'], userId: string, phId: string): Promise<number> {
  return db.paquete.count({ where: { phId, estado: 'recibido', apartamento: { residentes: { some: { userId } } } } });
}
