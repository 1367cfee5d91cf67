// Attendance at the mesa de registro or remotely, and the quórum it gives (arts. 41, 45). Only padrón
// units count, with the coeficientes frozen at the convocatoria; an owner attending revokes their poder.
import {
  ASAMBLEA_ESTADO_LABELS,
  asambleaAdmite,
  asistenciaAbierta,
  calcularQuorum,
  coeficienteMillonesimas,
  PODER_ESTADOS_ACTIVOS,
  type UnidadPadron,
} from '@horizonte/contracts';
import type { Asamblea, DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { loadAsamblea, poderesAceptados, unidadAjena, unidadesPropias } from './access.ts';
import { pct } from './output.ts';

export async function padronDe(db: DbClient, asambleaId: string): Promise<UnidadPadron[]> {
  const rows = await db.asambleaPadron.findMany({ where: { asambleaId }, select: { apartamentoId: true, coeficiente: true } });
  return rows.map((r) => ({ apartamentoId: r.apartamentoId, coeficienteM: coeficienteMillonesimas(Number(r.coeficiente)) }));
}

/** Units with an open attendance (entered, not left). */
export async function presentesDe(db: DbClient, asambleaId: string): Promise<string[]> {
  const rows = await db.asambleaAsistencia.findMany({
    where: { asambleaId, salidaEn: null },
    select: { apartamentoId: true },
    distinct: ['apartamentoId'],
  });
  return rows.map((r) => r.apartamentoId);
}

export async function quorumDe(db: DbClient, asamblea: Pick<Asamblea, 'id' | 'convocatoria'>) {
  const [padron, presentes] = await Promise.all([padronDe(db, asamblea.id), presentesDe(db, asamblea.id)]);
  return calcularQuorum({ padron, presentes, convocatoria: asamblea.convocatoria });
}

export async function leerQuorum(deps: Deps, actor: Actor, id: string) {
  const { asamblea } = await loadAsamblea(deps.db, actor.user, id);
  return cifrasDeQuorum(deps.db, asamblea);
}

/** The quórum as the API and the event stream show it (coeficientes in percent). */
export async function cifrasDeQuorum(db: DbClient, asamblea: Pick<Asamblea, 'id' | 'convocatoria'>) {
  const q = await quorumDe(db, asamblea);
  return {
    convocatoria: asamblea.convocatoria,
    coeficientePresente: pct(q.coeficientePresenteM),
    unidadesPresentes: q.unidadesPresentes,
    coeficienteTotal: pct(q.coeficienteTotalM),
    unidadesTotales: q.unidadesTotales,
    hayQuorum: q.hayQuorum,
  };
}

/** The validated poder for a unit that this account accepted (never a typed email or document number). */
export async function poderDelApoderado(db: DbClient, userId: string, asambleaId: string, apartamentoId: string) {
  const [poder] = await poderesAceptados(db, userId, { asambleaId, apartamentoId });
  return poder ?? null;
}

export async function registrarAsistencia(
  deps: Deps,
  actor: Actor,
  id: string,
  apartamentoId: string,
  via: 'presencial' | 'remota',
) {
  const { asamblea, manage } = await loadAsamblea(deps.db, actor.user, id);
  const propias = await unidadesPropias(deps.db, actor.user.id, asamblea.phId);
  const esPropietario = propias.includes(apartamentoId);
  const poder = esPropietario ? null : await poderDelApoderado(deps.db, actor.user.id, id, apartamentoId);
  if (!esPropietario && !poder && !manage) throw unidadAjena(propias);
  if (!asambleaAdmite(asamblea.estado, 'registrarAsistencia'))
    throw fail.conflict('ASAMBLEA_TRANSICION_INVALIDA', ASAMBLEA_ESTADO_LABELS[asamblea.estado], 'registrar asistencia');
  const ahora = deps.clock.now();
  // The desk opens two hours before the meeting (the policy's APERTURA_REGISTRO_MS).
  if (!asistenciaAbierta(asamblea, ahora)) throw fail.conflict('ASISTENCIA_AUN_NO');

  return deps.db.$transaction(async (tx) => {
    // The padrón row is the unit's lock: one open attendance per unit, even with two desks at once.
    const [unidad] = await tx.$queryRaw<{ unidad: string }[]>`
      SELECT unidad FROM asamblea_padron WHERE asamblea_id = ${id}::uuid AND apartamento_id = ${apartamentoId}::uuid FOR UPDATE`;
    if (!unidad) throw fail.conflict('UNIDAD_FUERA_DEL_PADRON');
    if ((await tx.asambleaAsistencia.count({ where: { asambleaId: id, apartamentoId, salidaEn: null } })) > 0)
      throw fail.conflict('ASISTENCIA_ABIERTA');

    // Who attends: the caller; at the mesa (the staff checks the person), the apoderado of a validated poder, else the owner.
    let calidad: 'propietario' | 'apoderado' = esPropietario ? 'propietario' : 'apoderado';
    let nombre = actor.user.nombre;
    let poderId = poder?.id ?? null;
    let userId: string | null = actor.user.id;
    if (!esPropietario && !poder) {
      const delegado = await tx.asambleaPoder.findFirst({ where: { asambleaId: id, apartamentoId, estado: 'validado' } });
      if (delegado) {
        calidad = 'apoderado';
        nombre = delegado.apoderadoNombre;
        poderId = delegado.id;
      } else {
        const dueno = await tx.residente.findFirst({
          where: { apartamentoId, tipo: 'propietario' },
          orderBy: { createdAt: 'asc' },
        });
        calidad = 'propietario';
        nombre = dueno?.nombre ?? `Propietario de ${unidad.unidad}`;
      }
      userId = null;
    }
    if (calidad === 'propietario') {
      // The owner in person takes the unit back from any poder.
      await tx.asambleaPoder.updateMany({
        where: { asambleaId: id, apartamentoId, estado: { in: [...PODER_ESTADOS_ACTIVOS] } },
        data: { estado: 'revocado', motivo: 'El propietario asistió', decididoEn: ahora },
      });
    }
    const asistencia = await tx.asambleaAsistencia.create({
      data: {
        asambleaId: id,
        apartamentoId,
        nombre,
        calidad,
        poderId,
        userId,
        registradaPorId: actor.user.id,
        via,
        entradaEn: ahora,
      },
      include: { unidad: { select: { unidad: true } } },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.asistencia',
      entity: 'asamblea',
      entityId: id,
      details: { apartamentoId, calidad, via },
      ip: actor.ip,
    });
    await deps.eventos.publish(
      tx,
      { asambleaId: id, tipo: 'asistencia', data: { asistenciaId: asistencia.id } },
      { asambleaId: id, tipo: 'quorum', data: {} },
    );
    return asistencia;
  });
}

export async function registrarSalida(deps: Deps, actor: Actor, asistenciaId: string) {
  const found = await deps.db.asambleaAsistencia.findUnique({ where: { id: asistenciaId } });
  if (!found) throw fail.notFound('ASISTENCIA_NO_ENCONTRADA');
  const { asamblea, manage } = await loadAsamblea(deps.db, actor.user, found.asambleaId);
  if (!manage && found.userId !== actor.user.id) throw fail.forbidden('SIN_ACCESO');
  if (found.salidaEn) throw fail.conflict('ASAMBLEA_SALIDA_REGISTRADA');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asambleaAsistencia.updateMany({
      where: { id: asistenciaId, salidaEn: null },
      data: { salidaEn: ahora },
    });
    if (count === 0) throw fail.conflict('ASAMBLEA_SALIDA_REGISTRADA');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.salida',
      entity: 'asamblea',
      entityId: asamblea.id,
      details: { asistenciaId },
      ip: actor.ip,
    });
    await deps.eventos.publish(
      tx,
      { asambleaId: asamblea.id, tipo: 'asistencia', data: { asistenciaId } },
      { asambleaId: asamblea.id, tipo: 'quorum', data: {} },
    );
    return tx.asambleaAsistencia.findUniqueOrThrow({
      where: { id: asistenciaId },
      include: { unidad: { select: { unidad: true } } },
    });
  });
}
