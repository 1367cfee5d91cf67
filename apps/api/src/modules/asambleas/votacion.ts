// Voting: one punto open at a time; a vote is final (UNIQUE(punto, unidad) and a trigger refusing UPDATE
// and DELETE), cast by the unit's owner or its apoderado, weighted only from the padrón, and chained:
// hash = SHA-256(previous hash + canonical vote), the art. 42 proof of what was cast and when.
import { createHash } from 'node:crypto';

import {
  asambleaAdmite,
  calcularResultado,
  cierreVotacionEscrita,
  puntoEnVotacion,
  puntoPuedePasar,
  puntoSeVota,
  type OpcionVoto,
} from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import { readRows, sqlTransaction, type AsambleaPunto, type AsambleaVoto, type Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { propietariosDelPadron } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { loadAsamblea, requireAsambleaManager, unidadAjena, unidadesPropias } from './access.ts';
import { padronDe, poderDelApoderado, presentesDe } from './asistencia.ts';
import { avisoDe } from './eventos/notifier.ts';
import { pct } from './output.ts';
import { antesDelVotoSql, candadoDeLaCadenaSql, votoEncadenadoSql } from './sql.ts';

/** The first link of every asamblea's chain. */
export const HASH_INICIAL = '0'.repeat(64);

async function loadPunto(deps: Deps, actor: Actor, puntoId: string) {
  const punto = await deps.db.asambleaPunto.findUnique({ where: { id: puntoId } });
  if (!punto) throw fail.notFound('PUNTO_NO_ENCONTRADO');
  return { punto, ...(await loadAsamblea(deps.db, actor.user, punto.asambleaId)) };
}

export async function abrirPunto(deps: Deps, actor: Actor, puntoId: string): Promise<AsambleaPunto> {
  const punto = await deps.db.asambleaPunto.findUnique({ where: { id: puntoId } });
  if (!punto) throw fail.notFound('PUNTO_NO_ENCONTRADO');
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, punto.asambleaId);
  if (!asambleaAdmite(asamblea.estado, 'conducirVotacion')) throw fail.conflict('ASAMBLEA_NO_EN_CURSO');
  if (!puntoSeVota(punto)) throw fail.conflict('PUNTO_INFORMATIVO');
  if (!puntoPuedePasar(punto.estado, 'abierto')) throw fail.conflict('PUNTO_TRANSICION', punto.estado, 'abrir');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM asambleas WHERE id = ${asamblea.id}::uuid FOR UPDATE`;
    if ((await tx.asambleaPunto.count({ where: { asambleaId: asamblea.id, estado: 'abierto' } })) > 0)
      throw fail.conflict('OTRO_PUNTO_ABIERTO');
    const { count } = await tx.asambleaPunto.updateMany({
      where: { id: puntoId, estado: 'pendiente' },
      data: { estado: 'abierto', abiertoEn: ahora },
    });
    if (count === 0) throw fail.conflict('PUNTO_TRANSICION', punto.estado, 'abrir');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.punto.abrir',
      entity: 'asamblea_punto',
      entityId: puntoId,
      ip: actor.ip,
    });
    await notificar(deps, tx, {
      destinatarios: propietariosDelPadron(asamblea.id),
      phId: asamblea.phId,
      tipo: 'votacion_abierta',
      titulo: `Votación abierta: ${punto.titulo}`,
      cuerpo: `En la asamblea «${asamblea.titulo}». Vota desde la asamblea en la plataforma.`,
      enlace: '/ph/{ph}/{rol}/asambleas',
    });
    await deps.eventos.publish(tx, { asambleaId: asamblea.id, tipo: 'punto', data: { puntoId } });
    return tx.asambleaPunto.findUniqueOrThrow({ where: { id: puntoId } });
  });
}

/** Closing freezes who was present: the base of a simple majority (present at closing plus voters). */
export async function cerrarPunto(deps: Deps, actor: Actor, puntoId: string): Promise<AsambleaPunto> {
  const punto = await deps.db.asambleaPunto.findUnique({ where: { id: puntoId } });
  if (!punto) throw fail.notFound('PUNTO_NO_ENCONTRADO');
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, punto.asambleaId);
  if (!asambleaAdmite(asamblea.estado, 'conducirVotacion')) throw fail.conflict('ASAMBLEA_NO_EN_CURSO');
  if (!puntoPuedePasar(punto.estado, 'cerrado')) throw fail.conflict('PUNTO_TRANSICION', punto.estado, 'cerrar');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM asambleas WHERE id = ${asamblea.id}::uuid FOR UPDATE`;
    const presentes = await presentesDe(tx, asamblea.id);
    const { count } = await tx.asambleaPunto.updateMany({
      where: { id: puntoId, estado: 'abierto' },
      data: { estado: 'cerrado', cerradoEn: ahora, presentesAlCierre: presentes },
    });
    if (count === 0) throw fail.conflict('PUNTO_TRANSICION', punto.estado, 'cerrar');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.punto.cerrar',
      entity: 'asamblea_punto',
      entityId: puntoId,
      details: { presentes: presentes.length },
      ip: actor.ip,
    });
    await deps.eventos.publish(
      tx,
      { asambleaId: asamblea.id, tipo: 'punto', data: { puntoId } },
      { asambleaId: asamblea.id, tipo: 'resultado', data: { puntoId } },
    );
    return tx.asambleaPunto.findUniqueOrThrow({ where: { id: puntoId } });
  });
}

type VotoEncadenado = Pick<
  AsambleaVoto,
  'asambleaId' | 'puntoId' | 'apartamentoId' | 'userId' | 'calidad' | 'opcion' | 'peso' | 'emitidoEn' | 'secuencia'
> &
  Partial<Pick<AsambleaVoto, 'via' | 'registradoPorId' | 'papeleta'>>;

/**
 * The canonical text of a vote: fixed key order, so anyone can recompute the chain from the evidence. A vote
 * recorded by the mesa also seals who recorded it and its papeleta; a vote from the voter's account keeps
 * the original form, so chains written before the mesa existed still verify.
 */
export function votoCanonico(v: VotoEncadenado): string {
  const base = [
    v.secuencia,
    v.asambleaId,
    v.puntoId,
    v.apartamentoId,
    v.userId,
    v.calidad,
    v.opcion,
    v.peso,
    v.emitidoEn.toISOString(),
  ];
  return JSON.stringify(v.via === 'mesa' ? [...base, v.via, v.registradoPorId ?? null, v.papeleta ?? null] : base);
}

/**
 * A vote's weight from the padrón only: the coeficiente in millionths when the punto counts by coeficiente
 * (art. 37, as read by C-522/02: economic decisions), else one unit, one vote.
 */
export const pesoDelVoto = (ponderacion: AsambleaPunto['ponderacion'], coeficiente: string | number) =>
  ponderacion === 'coeficiente' ? Math.round(Number(coeficiente) * 1_000_000) : 1;

/**
 * Inside the chain's lock (the asamblea row, taken just before): whether the punto is still open and the
 * chain's last link. Reads in their own statement, so they see what the previous holder committed. FOR NO
 * KEY UPDATE still waits for every other holder (and for FOR UPDATE: opening a punto, a poder), but not
 * for rows that merely reference the asamblea (an attendance registered meanwhile).
 */
export async function colaDeLaCadena(tx: Prisma.TransactionClient, asambleaId: string, puntoId: string) {
  await readRows(tx, candadoDeLaCadenaSql(asambleaId));
  const [cadena] = await tx.$queryRaw<{ abierto: boolean; secuencia: number | null; hash: string | null }[]>`
    SELECT EXISTS (SELECT 1 FROM asamblea_puntos WHERE id = ${puntoId}::uuid AND estado = 'abierto') AS abierto, v.secuencia, v.hash
    FROM (SELECT 1) uno
    LEFT JOIN LATERAL (SELECT secuencia, hash FROM asamblea_votos WHERE asamblea_id = ${asambleaId}::uuid ORDER BY secuencia DESC LIMIT 1) v ON true`;
  if (!cadena?.abierto) throw fail.conflict('PUNTO_NO_ABIERTO');
  return { secuencia: cadena.secuencia ?? 0, hash: cadena.hash ?? HASH_INICIAL };
}

export const hashVoto = (hashAnterior: string, canonico: string) =>
  createHash('sha256')
    .update(hashAnterior + canonico)
    .digest('hex');

export async function votar(deps: Deps, actor: Actor, puntoId: string, apartamentoId: string, opcion: OpcionVoto) {
  // On voting day this runs for every phone at once: the right to vote comes from owning the unit or
  // holding its poder (not from the complex-wide reading rights loadAsamblea checks), and everything the
  // rules check is one read, so a vote makes as few round trips as the rules allow.
  const [previo] = await readRows(deps.db, antesDelVotoSql(puntoId, apartamentoId, actor.user.id));
  if (!previo) throw fail.notFound('PUNTO_NO_ENCONTRADO');
  const { asambleaId, phId, propias } = previo;
  // Only the unit's owner, or the account that accepted a validated poder; residents and staff never vote.
  const calidad = propias.includes(apartamentoId)
    ? 'propietario'
    : (await poderDelApoderado(deps.db, actor.user.id, asambleaId, apartamentoId))
      ? 'apoderado'
      : null;
  if (!calidad) throw unidadAjena(propias);
  if (!asambleaAdmite(previo.asambleaEstado, 'votar')) throw fail.conflict('ASAMBLEA_NO_EN_CURSO');
  if (!puntoEnVotacion({ estado: previo.puntoEstado })) throw fail.conflict('PUNTO_NO_ABIERTO');
  const ahora = deps.clock.now();
  if (previo.modalidad === 'escrita') {
    // Art. 43: written votes count for one month from the convocatoria.
    if (previo.convocadaEn && bogotaDate(ahora) > cierreVotacionEscrita(previo.convocadaEn))
      throw fail.conflict('ASAMBLEA_ESCRITA_VENCIDA');
  } else if (!previo.presente) {
    throw fail.conflict('ASAMBLEA_SIN_ASISTENCIA');
  }
  if (!previo.nombre || previo.coeficiente === null) throw fail.conflict('UNIDAD_FUERA_DEL_PADRON');
  const peso = pesoDelVoto(previo.ponderacion, previo.coeficiente);
  // A repeated vote (a phone may send it twice) is answered without waiting for the chain's lock; the
  // UNIQUE(punto, unidad) constraint still decides between two copies that arrive together.
  if (previo.yaVoto) throw fail.conflict('VOTO_REPETIDO');

  const datos = { asambleaId, puntoId, apartamentoId, userId: actor.user.id, calidad, opcion, peso, emitidoEn: ahora } as const;
  // The canonical text after its first element, the sequence, which only the chain's tail knows.
  const canonicoSinSecuencia = votoCanonico({ ...datos, secuencia: 0 }).slice('[0'.length);
  try {
    const voto = await sqlTransaction(deps.db, async (tx) => {
      // The asamblea row orders the chain: one vote links at a time, and the lock is held for two
      // statements: the lock itself, then the tail, the vote, its audit entry and the event in one.
      await tx.rows(candadoDeLaCadenaSql(asambleaId));
      const [creado] = await tx.rows(
        votoEncadenadoSql(
          datos,
          canonicoSinSecuencia,
          HASH_INICIAL,
          {
            actorId: actor.user.id,
            phId,
            action: 'asamblea.voto',
            entity: 'asamblea_punto',
            entityId: puntoId,
            details: { apartamentoId, calidad },
            ip: actor.ip,
          },
          avisoDe({ asambleaId, tipo: 'resultado', data: { puntoId } }),
        ),
      );
      if (!creado) throw fail.conflict('PUNTO_NO_ABIERTO');
      // The chain's rule is hashVoto over votoCanonico; the statement only concatenated: prove it agreed.
      if (creado.hash !== hashVoto(creado.hashAnterior, votoCanonico(creado)))
        throw new Error('El hash del voto calculado en la base no coincide con la cadena');
      return creado;
    });
    return { ...voto, unidad: { unidad: previo.nombre }, punto: { ponderacion: previo.ponderacion } };
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('VOTO_REPETIDO');
    throw error;
  }
}

/** Live while open (aprobado null); closed points use the units present at closing. */
export async function resultadoDe(
  db: Deps['db'] | Prisma.TransactionClient,
  punto: AsambleaPunto,
  modalidad: 'presencial' | 'no_presencial' | 'escrita',
) {
  const [padron, votos, presentesAhora] = await Promise.all([
    padronDe(db, punto.asambleaId),
    db.asambleaVoto.findMany({ where: { puntoId: punto.id }, select: { apartamentoId: true, opcion: true } }),
    puntoEnVotacion(punto) ? presentesDe(db, punto.asambleaId) : Promise.resolve(punto.presentesAlCierre),
  ]);
  const r = calcularResultado({
    ponderacion: punto.ponderacion,
    mayoria: punto.mayoria,
    modalidad,
    padron,
    presentes: presentesAhora,
    votos,
    abierto: punto.estado !== 'cerrado',
  });
  const enPct = (n: number) => (r.ponderacion === 'coeficiente' ? pct(n) : n);
  return {
    ...r,
    base: enPct(r.base),
    votos: { si: enPct(r.votos.si), no: enPct(r.votos.no), abstencion: enPct(r.votos.abstencion) },
  };
}

export async function leerResultado(deps: Deps, actor: Actor, puntoId: string) {
  const { punto, asamblea } = await loadPunto(deps, actor, puntoId);
  return resultadoDe(deps.db, punto, asamblea.modalidad);
}

const VOTO_INCLUDE = { unidad: { select: { unidad: true } }, punto: { select: { ponderacion: true } } } as const;

/** Admin and consejo read every vote; an owner or apoderado only the votes they cast or of their units. */
export async function listarVotos(deps: Deps, actor: Actor, puntoId: string, page: PageInput) {
  const { punto, asamblea, staff } = await loadPunto(deps, actor, puntoId);
  const where: Prisma.AsambleaVotoWhereInput = { puntoId: punto.id };
  if (!staff)
    where.OR = [
      { userId: actor.user.id },
      { apartamentoId: { in: await unidadesPropias(deps.db, actor.user.id, asamblea.phId) } },
    ];
  const [total, rows] = await Promise.all([
    deps.db.asambleaVoto.count({ where }),
    deps.db.asambleaVoto.findMany({ where, include: VOTO_INCLUDE, orderBy: { secuencia: 'asc' }, ...pageOf(page) }),
  ]);
  return { total, rows };
}

/** Art. 42: the proof of a vote — voter, unit, content, server time — and the recomputed hash chain. */
export async function evidencia(deps: Deps, actor: Actor, id: string) {
  const { asamblea, staff } = await loadAsamblea(deps.db, actor.user, id);
  if (!staff) throw fail.forbidden('SIN_ACCESO');
  const votos = await deps.db.asambleaVoto.findMany({
    where: { asambleaId: id },
    include: { unidad: { select: { unidad: true } }, punto: { select: { titulo: true, ponderacion: true } } },
    orderBy: { secuencia: 'asc' },
  });
  const cuentas = [...new Set(votos.flatMap((v) => [v.userId, v.registradoPorId]).filter((u): u is string => u !== null))];
  const usuarios = new Map(
    (await deps.db.user.findMany({ where: { id: { in: cuentas } }, select: { id: true, nombre: true } })).map((u) => [
      u.id,
      u.nombre,
    ]),
  );
  let anterior = HASH_INICIAL;
  let cadenaValida = true;
  for (const v of votos) {
    if (v.hashAnterior !== anterior || hashVoto(anterior, votoCanonico(v)) !== v.hash) cadenaValida = false;
    anterior = v.hash;
  }
  return {
    asambleaId: asamblea.id,
    cadenaValida,
    votos: votos.map((v) => ({
      secuencia: v.secuencia,
      puntoId: v.puntoId,
      punto: v.punto.titulo,
      apartamentoId: v.apartamentoId,
      unidad: v.unidad.unidad,
      votante: (v.userId && usuarios.get(v.userId)) ?? '',
      via: v.via,
      registradoPor: v.registradoPorId ? (usuarios.get(v.registradoPorId) ?? '') : null,
      papeleta: v.papeleta,
      calidad: v.calidad,
      opcion: v.opcion,
      peso: v.punto.ponderacion === 'coeficiente' ? pct(v.peso) : v.peso,
      emitidoEn: v.emitidoEn.toISOString(),
      hashAnterior: v.hashAnterior,
      hash: v.hash,
    })),
  };
}
