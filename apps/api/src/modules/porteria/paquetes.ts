// Packages at the gate: received (the unit's people get a mail and the bell counts it), listed per
// unit, and delivered once, signed by the name of whoever takes it.
import { type PaqueteEstado } from '@horizonte/contracts';
import { columns, Prisma, table, type RowOf } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage, type ListaSql } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { personasDeUnidad } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { porteriaAccess, requireGate, unidadesVisibles } from './access.ts';
import { anidarFilaDePorteria, fechaHora, PAQUETE_INCLUDE, unidadLabel, type PaqueteRow } from './output.ts';
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

const pq = table('Paquete', 'p');

/** Packages with their unit and who registered them, flat: listarPaquetes nests them as PAQUETE_INCLUDE does. */
const PAQUETE_COLUMNS = columns(
  pq.all(),
  table('Apartamento', 'a').as({ apartamentoTorre: 'torre', apartamentoNumero: 'numero' }),
  table('User', 'u').as({ registradoPorNombre: 'nombre' }),
);

/** The packages, newest first, filtered; `visibles` null = every unit of the complex. */
export function paquetesLista(
  phId: string,
  visibles: string[] | null,
  filtro: PaqueteFiltro,
): ListaSql<RowOf<typeof PAQUETE_COLUMNS>> {
  const conditions = [Prisma.sql`p.ph_id = ${phId}::uuid`];
  if (visibles) conditions.push(Prisma.sql`p.apartamento_id = ANY(${visibles}::uuid[])`);
  if (filtro.apartamentoId) conditions.push(Prisma.sql`p.apartamento_id = ${filtro.apartamentoId}::uuid`);
  if (filtro.estado) conditions.push(Prisma.sql`p.estado = ${filtro.estado}::"EstadoPaquete"`);
  return {
    from: pq.from,
    joins: Prisma.sql`JOIN apartamentos a ON a.id = p.apartamento_id JOIN users u ON u.id = p.registrado_por_id`,
    columns: PAQUETE_COLUMNS,
    where: Prisma.join(conditions, ' AND '),
    orderBy: Prisma.sql`p.recibido_en DESC, p.id DESC`,
  };
}

export async function listarPaquetes(
  deps: Deps,
  actor: Actor,
  phId: string,
  filtro: PaqueteFiltro,
): Promise<{ total: number; rows: PaqueteRow[] }> {
  const access = await porteriaAccess(deps.db, actor.user, phId);
  const visibles = unidadesVisibles(access);
  const { totales, filas } = await readPage(deps.db, paquetesLista(access.ph.id, visibles, filtro), filtro);
  return { total: totales.total, rows: filas.map(anidarFilaDePorteria) };
}

/** The bell: packages waiting at the gate for the caller's units in this complex (a scalar subquery). */
export function paquetesPendientesSql(userId: string, phId: string): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM paquetes p WHERE p.ph_id = ${phId}::uuid AND p.estado = ${'recibido' satisfies PaqueteEstado}::"EstadoPaquete"
    AND EXISTS (SELECT 1 FROM residentes r WHERE r.apartamento_id = p.apartamento_id AND r.user_id = ${userId}::uuid))`;
}
