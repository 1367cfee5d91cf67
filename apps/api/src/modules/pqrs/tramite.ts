// Working a PQRS: state changes (409 for illegal ones), assignment, the answer, the prórroga and
// comments. Every change is a timeline entry and an audit line in the same transaction; a state
// change applies only if the state is still the one read (a concurrent change answers 409).
import { mayOnPqrs, PQRS_ESTADO_LABELS, PQRS_ROLES_ASIGNABLES, pqrsAdmite, type PqrsAccion } from '@horizonte/contracts';
import { addBusinessDays, bogotaDate, businessDayOnOrAfter, businessDaysBetween } from '@horizonte/contracts/calendar';
import type { PqrsEstado, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { notificar } from '../notificaciones/notificar.ts';
import { loadPqrsAccess, requirePqrsManager, type PqrsAccess } from './access.ts';
import { registrarEvento } from './eventos.ts';
import { civil, dateOf, PQRS_INCLUDE } from './output.ts';
import { DIAS_PARA_REABRIR, vencimientoProrrogado, vencimientoTrasEspera } from './plazos.ts';

type CambioEstado = 'en_tramite' | 'en_espera_solicitante' | 'cerrada' | 'reabierta' | 'anulada';

function conflictoDeTransicion(desde: PqrsEstado, hacia: PqrsEstado) {
  return fail.conflict('PQRS_TRANSICION_INVALIDA', PQRS_ESTADO_LABELS[desde], PQRS_ESTADO_LABELS[hacia]);
}

/** The policy's action behind each estado a PUT /estado may ask for. */
const ACCION_HACIA: Record<CambioEstado, PqrsAccion> = {
  en_tramite: 'tramitar',
  en_espera_solicitante: 'esperar',
  cerrada: 'cerrar',
  reabierta: 'reabrir',
  anulada: 'anular',
};

/** The columns that change with the state (the stopped clock, a reopening's fresh term). */
function columnasDelCambio(
  access: PqrsAccess,
  hacia: CambioEstado,
  ahora: Date,
  motivo: string | undefined,
): Prisma.PqrsUpdateManyMutationInput {
  const { pqrs } = access;
  const hoy = bogotaDate(ahora);
  const data: Prisma.PqrsUpdateManyMutationInput = { estado: hacia };
  if (hacia === 'en_espera_solicitante') data.esperaDesde = dateOf(hoy);
  if (pqrs.estado === 'en_espera_solicitante' && pqrs.esperaDesde) {
    data.esperaDesde = null;
    if (pqrs.fechaVencimiento && hacia === 'en_tramite')
      data.fechaVencimiento = dateOf(vencimientoTrasEspera(civil(pqrs.fechaVencimiento), civil(pqrs.esperaDesde), hoy));
  }
  if (hacia === 'reabierta' && pqrs.terminoDias !== null)
    data.fechaVencimiento = dateOf(addBusinessDays(businessDayOnOrAfter(hoy), pqrs.terminoDias));
  if (hacia === 'cerrada') data.cerradaEn = ahora;
  if (hacia === 'anulada') data.motivoAnulacion = motivo ?? null;
  return data;
}

export async function cambiarEstado(deps: Deps, actor: Actor, id: string, hacia: CambioEstado, motivo?: string) {
  const access = await loadPqrsAccess(deps.db, actor.user, id);
  if (!mayOnPqrs(access.relacion, ACCION_HACIA[hacia])) throw fail.forbidden('SIN_ACCESO');
  const { pqrs } = access;
  if (!pqrsAdmite(pqrs.estado, ACCION_HACIA[hacia])) throw conflictoDeTransicion(pqrs.estado, hacia);
  const ahora = deps.clock.now();
  const hoy = bogotaDate(ahora);
  if (hacia === 'reabierta') {
    const desde = pqrs.cerradaEn ?? pqrs.respondidaEn;
    if (desde && businessDaysBetween(bogotaDate(desde), hoy) > DIAS_PARA_REABRIR) throw fail.conflict('PQRS_REAPERTURA_VENCIDA');
  }
  const data = columnasDelCambio(access, hacia, ahora, motivo);
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.pqrs.updateMany({ where: { id, estado: pqrs.estado }, data });
    if (count === 0) throw conflictoDeTransicion(pqrs.estado, hacia);
    await registrarEvento(tx, {
      pqrsId: id,
      actorId: actor.user.id,
      tipo: 'estado',
      estadoAnterior: pqrs.estado,
      estadoNuevo: hacia,
      texto: motivo ?? null,
      at: ahora,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: pqrs.phId,
      action: 'pqrs.estado',
      entity: 'pqrs',
      entityId: id,
      details: { desde: pqrs.estado, hacia },
      ip: actor.ip,
    });
    return tx.pqrs.findUniqueOrThrow({ where: { id }, include: PQRS_INCLUDE });
  });
}

/** Assign to an admin of the complex, or to one of its proveedores (maintenance). */
export async function asignarPqrs(deps: Deps, actor: Actor, id: string, userId: string) {
  const { pqrs } = await requirePqrsManager(deps.db, actor.user, id);
  if (!pqrsAdmite(pqrs.estado, 'asignar')) throw conflictoDeTransicion(pqrs.estado, pqrs.estado);
  const rol = await deps.db.userRole.findFirst({
    where: { userId, phId: pqrs.phId, rol: { in: [...PQRS_ROLES_ASIGNABLES] } },
    include: { user: { select: { nombre: true } } },
  });
  if (!rol) throw fail.badRequest('PQRS_ASIGNADO_INVALIDO');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const updated = await tx.pqrs.update({ where: { id }, data: { asignadoId: userId }, include: PQRS_INCLUDE });
    await registrarEvento(tx, {
      pqrsId: id,
      actorId: actor.user.id,
      tipo: 'asignacion',
      texto: `Asignada a ${rol.user.nombre}`,
      at: ahora,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: pqrs.phId,
      action: 'pqrs.asignar',
      entity: 'pqrs',
      entityId: id,
      details: { userId },
      ip: actor.ip,
    });
    return updated;
  });
}

/** The answer: sets respondida and mails the filer. */
export async function responderPqrs(deps: Deps, actor: Actor, id: string, texto: string) {
  const { pqrs, ph } = await requirePqrsManager(deps.db, actor.user, id);
  if (!pqrsAdmite(pqrs.estado, 'responder')) throw conflictoDeTransicion(pqrs.estado, 'respondida');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.pqrs.updateMany({
      where: { id, estado: pqrs.estado },
      data: { estado: 'respondida', respuesta: texto, respondidaEn: ahora, esperaDesde: null },
    });
    if (count === 0) throw conflictoDeTransicion(pqrs.estado, 'respondida');
    const updated = await tx.pqrs.findUniqueOrThrow({ where: { id }, include: PQRS_INCLUDE });
    await registrarEvento(tx, {
      pqrsId: id,
      actorId: actor.user.id,
      tipo: 'respuesta',
      estadoAnterior: pqrs.estado,
      estadoNuevo: 'respondida',
      texto,
      at: ahora,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: pqrs.phId,
      action: 'pqrs.respuesta',
      entity: 'pqrs',
      entityId: id,
      ip: actor.ip,
    });
    const solicitante = await tx.user.findUniqueOrThrow({
      where: { id: pqrs.solicitanteId },
      select: { email: true, nombre: true },
    });
    await deps.jobs.send(
      tx,
      'mail.send',
      mails.pqrsRespondida(solicitante.email, solicitante.nombre, ph.nombre, pqrs.radicado, texto),
    );
    await notificar(deps, tx, {
      destinatarios: [pqrs.solicitanteId],
      phId: pqrs.phId,
      tipo: 'pqrs_respondida',
      titulo: `Respondieron tu PQRS ${pqrs.radicado}`,
      cuerpo: texto,
      enlace: `/ph/${ph.identificador}/{rol}/pqrs`,
    });
    return updated;
  });
}

/** Prórroga (Ley 1755 art. 14 par.): once, before the due date, with a motivo, at most the original term. */
export async function prorrogarPqrs(deps: Deps, actor: Actor, id: string, dias: number, motivo: string) {
  const { pqrs } = await requirePqrsManager(deps.db, actor.user, id);
  if (pqrs.terminoDias === null || pqrs.fechaVencimiento === null) throw fail.conflict('PQRS_PRORROGA_SIN_TERMINO');
  if (!pqrsAdmite(pqrs.estado, 'prorrogar')) throw fail.conflict('PQRS_PRORROGA_ESTADO');
  if (pqrs.prorrogaDias !== null) throw fail.conflict('PQRS_PRORROGA_REPETIDA');
  const ahora = deps.clock.now();
  const vence = civil(pqrs.fechaVencimiento);
  if (bogotaDate(ahora) > vence) throw fail.conflict('PQRS_PRORROGA_VENCIDA');
  if (dias > pqrs.terminoDias) throw fail.badRequest('PQRS_PRORROGA_EXCESIVA', pqrs.terminoDias);
  const nuevo = vencimientoProrrogado(vence, dias);
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.pqrs.updateMany({
      where: { id, prorrogaDias: null },
      data: { prorrogaDias: dias, prorrogaMotivo: motivo, fechaVencimiento: dateOf(nuevo) },
    });
    if (count === 0) throw fail.conflict('PQRS_PRORROGA_REPETIDA');
    await registrarEvento(tx, {
      pqrsId: id,
      actorId: actor.user.id,
      tipo: 'prorroga',
      texto: `${dias} días hábiles (vence el ${nuevo}): ${motivo}`,
      at: ahora,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: pqrs.phId,
      action: 'pqrs.prorroga',
      entity: 'pqrs',
      entityId: id,
      details: { dias, vence: nuevo },
      ip: actor.ip,
    });
    return tx.pqrs.findUniqueOrThrow({ where: { id }, include: PQRS_INCLUDE });
  });
}

/** Comments: the administration and the assignee (internal notes allowed), the filer (never internal); consejo only reads. */
export async function comentarPqrs(deps: Deps, actor: Actor, id: string, texto: string, interno: boolean) {
  const access = await loadPqrsAccess(deps.db, actor.user, id);
  const accion = interno ? 'comentarInterno' : 'comentar';
  if (!mayOnPqrs(access.relacion, accion)) throw fail.forbidden('SIN_ACCESO');
  if (!pqrsAdmite(access.pqrs.estado, accion)) throw fail.conflict('PQRS_ANULADA_SIN_COMENTARIOS');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const comentario = await tx.pqrsComentario.create({
      data: { pqrsId: id, autorId: actor.user.id, texto, interno, createdAt: ahora },
      include: { autor: { select: { id: true, nombre: true } } },
    });
    await registrarEvento(tx, { pqrsId: id, actorId: actor.user.id, tipo: 'comentario', texto, interno, at: ahora });
    await audit(tx, {
      actorId: actor.user.id,
      phId: access.pqrs.phId,
      action: 'pqrs.comentario',
      entity: 'pqrs',
      entityId: id,
      details: { interno },
      ip: actor.ip,
    });
    return comentario;
  });
}
