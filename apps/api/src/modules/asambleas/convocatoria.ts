// The life of an asamblea: configuración, draft, convocatoria (art. 39), the owners' own convocatoria
// with adhesiones, installation with quórum (art. 45), the second call without it (art. 41), closing
// and cancelling. The law's arithmetic comes from the contracts (asambleas/reglas.ts), never from here.
import {
  admiteSegundaConvocatoria,
  antelacionMinima,
  ASAMBLEA_ESTADO_LABELS,
  asambleaAdmite,
  coeficienteMillonesimas,
  diasDeAntelacion,
  estadosQueAdmiten,
  mayOnAsamblea,
  PODER_ESTADOS_ACTIVOS,
  ponderacionDe,
  TOTAL_COEFICIENTES_M,
  vencimientoAceptacionPoder,
  type AsambleaConvocarInput,
  type AsambleaCreateInput,
  type AsambleaUpdateInput,
  type PuntoInput,
} from '@horizonte/contracts';
import { bogotaDate, bogotaInstant, fechaSegundaConvocatoria } from '@horizonte/contracts/calendar';
import type { AsambleaEstado, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, withFields } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { callerMay, requirePhPermission, rolesInProperty } from '../access/guards.ts';
import { fechaHoraBogota, propietariosDelPadron } from '../notificaciones/destinatarios.ts';
import { notificar } from '../notificaciones/notificar.ts';
import {
  loadAsamblea,
  requireAsambleaManager,
  requireLectorDeLaAsamblea,
  unidadAjena,
  unidadesPropias,
  type AsambleaAccess,
} from './access.ts';
import { quorumDe } from './asistencia.ts';
import { ASAMBLEA_INCLUDE, dateOf, pct, type AsambleaRow } from './output.ts';

type Tx = Prisma.TransactionClient;

const conflicto = (estado: AsambleaEstado, accion: string) =>
  fail.conflict('ASAMBLEA_TRANSICION_INVALIDA', ASAMBLEA_ESTADO_LABELS[estado], accion);

export async function configuracionDe(db: Deps['db'] | Tx, phId: string) {
  const row = await db.asambleaConfiguracion.findUnique({ where: { phId } });
  return {
    maxPoderesPorApoderado: row?.maxPoderesPorApoderado ?? null,
    antelacionExtraordinariaDias: row?.antelacionExtraordinariaDias ?? 15,
    usoResidencial: row?.usoResidencial ?? true,
  };
}

export async function guardarConfiguracion(
  { db, clock }: Deps,
  actor: Actor,
  phId: string,
  data: { maxPoderesPorApoderado: number | null; antelacionExtraordinariaDias: number; usoResidencial: boolean },
) {
  await requirePhPermission(db, actor.user, phId, 'manage');
  return db.$transaction(async (tx) => {
    const row = await tx.asambleaConfiguracion.upsert({
      where: { phId },
      create: { phId, ...data, updatedAt: clock.now() },
      update: { ...data, updatedAt: clock.now() },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'asamblea.configuracion',
      entity: 'ph',
      entityId: phId,
      details: data,
      ip: actor.ip,
    });
    return {
      maxPoderesPorApoderado: row.maxPoderesPorApoderado,
      antelacionExtraordinariaDias: row.antelacionExtraordinariaDias,
      usoResidencial: row.usoResidencial,
    };
  });
}

/** Art. 46 parágrafo: an art. 46 decision is never taken in a reunión no presencial. */
function validarOrdenDelDia(modalidad: string, puntos: PuntoInput[]) {
  if (modalidad === 'no_presencial' && puntos.some((p) => p.mayoria === 'calificada_70'))
    throw fail.badRequest('CALIFICADA_NO_PRESENCIAL');
}

function puntosData(puntos: PuntoInput[], usoResidencial: boolean) {
  return puntos.map((p, i) => ({
    orden: i + 1,
    titulo: p.titulo,
    tipo: p.tipo,
    contenidoEconomico: p.contenidoEconomico,
    mayoria: p.mayoria,
    ponderacion: ponderacionDe(p, usoResidencial),
  }));
}

/** Who convenes: the administration (administrador or revisor fiscal on its behalf), the consejo as consejo, owners as propietarios. */
async function convocanteDe(deps: Deps, actor: Actor, phId: string, pedido: AsambleaCreateInput['convocante'], tipo: string) {
  const roles = await rolesInProperty(deps.db, actor.user, phId);
  const manage = await callerMay(deps.db, actor.user, phId, 'manage');
  const convocante =
    pedido ??
    (manage
      ? 'administrador'
      : roles.includes('consejo')
        ? 'consejo'
        : roles.includes('propietario')
          ? 'propietarios'
          : 'administrador');
  if (convocante === 'propietarios' && tipo !== 'extraordinaria') throw fail.badRequest('PROPIETARIOS_SOLO_EXTRAORDINARIA');
  const allowed =
    convocante === 'administrador' || convocante === 'revisor_fiscal'
      ? manage
      : convocante === 'consejo'
        ? manage || roles.includes('consejo')
        : roles.includes('propietario') && (await unidadesPropias(deps.db, actor.user.id, phId)).length > 0;
  if (!allowed) throw fail.forbidden('SIN_ACCESO');
  return convocante;
}

function segundaFechaDe(data: { segundaConvocatoria?: { fechaHora: string } }): Date | null {
  return data.segundaConvocatoria ? new Date(data.segundaConvocatoria.fechaHora) : null;
}

export async function crearAsamblea(deps: Deps, actor: Actor, phId: string, data: AsambleaCreateInput): Promise<AsambleaRow> {
  validarOrdenDelDia(data.modalidad, data.puntos);
  const { db, clock } = deps;
  const ph = await db.pH.findFirst({ where: { id: phId, deletedAt: null } });
  if (!ph) throw fail.notFound('CONJUNTO_NO_ENCONTRADO');
  const convocante = await convocanteDe(deps, actor, phId, data.convocante, data.tipo);
  const { usoResidencial } = await configuracionDe(db, phId);
  const ahora = clock.now();
  return db.$transaction(async (tx) => {
    const asamblea = await tx.asamblea.create({
      data: {
        phId,
        tipo: data.tipo,
        modalidad: data.modalidad,
        convocante,
        titulo: data.titulo,
        fechaHora: new Date(data.fechaHora),
        lugar: data.lugar ?? null,
        enlace: data.enlace ?? null,
        segundaFechaHora: segundaFechaDe(data),
        creadaPorId: actor.user.id,
        createdAt: ahora,
        updatedAt: ahora,
        puntos: { create: puntosData(data.puntos, usoResidencial) },
      },
      include: ASAMBLEA_INCLUDE,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'asamblea.create',
      entity: 'asamblea',
      entityId: asamblea.id,
      details: { tipo: data.tipo, modalidad: data.modalidad, convocante },
      ip: actor.ip,
    });
    return asamblea;
  });
}

export const leerAsamblea = (db: Deps['db'] | Tx, id: string) =>
  db.asamblea.findUniqueOrThrow({ where: { id }, include: ASAMBLEA_INCLUDE });

export async function obtenerAsamblea(deps: Deps, actor: Actor, id: string): Promise<AsambleaRow> {
  await loadAsamblea(deps.db, actor.user, id);
  return leerAsamblea(deps.db, id);
}

/** The administration, or whoever drafted it (consejo, convening owners). */
async function requireAutor(deps: Deps, actor: Actor, id: string): Promise<AsambleaAccess> {
  const access = await loadAsamblea(deps.db, actor.user, id);
  const autor = access.asamblea.creadaPorId === actor.user.id;
  if (!mayOnAsamblea({ manage: access.manage, autor }, access.asamblea, 'editar')) throw fail.forbidden('SIN_ACCESO');
  return access;
}

export async function actualizarAsamblea(
  deps: Deps,
  actor: Actor,
  id: string,
  data: Omit<AsambleaUpdateInput, 'id'>,
): Promise<AsambleaRow> {
  validarOrdenDelDia(data.modalidad, data.puntos);
  const { asamblea } = await requireAutor(deps, actor, id);
  if (asamblea.convocante === 'propietarios' && data.tipo !== 'extraordinaria')
    throw fail.badRequest('PROPIETARIOS_SOLO_EXTRAORDINARIA');
  if (!asambleaAdmite(asamblea.estado, 'editar')) throw fail.conflict('ORDEN_DEL_DIA_BLOQUEADO');
  const { usoResidencial } = await configuracionDe(deps.db, asamblea.phId);
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('editar') } },
      data: {
        tipo: data.tipo,
        modalidad: data.modalidad,
        titulo: data.titulo,
        fechaHora: new Date(data.fechaHora),
        lugar: data.lugar ?? null,
        enlace: data.enlace ?? null,
        segundaFechaHora: segundaFechaDe(data),
        updatedAt: deps.clock.now(),
      },
    });
    if (count === 0) throw fail.conflict('ORDEN_DEL_DIA_BLOQUEADO');
    await tx.asambleaPunto.deleteMany({ where: { asambleaId: id } });
    await tx.asambleaPunto.createMany({ data: puntosData(data.puntos, usoResidencial).map((p) => ({ ...p, asambleaId: id })) });
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.update',
      entity: 'asamblea',
      entityId: id,
      ip: actor.ip,
    });
    return leerAsamblea(tx, id);
  });
}

export const etiquetaUnidad = (a: { torre: string; numero: string }) => [a.torre, a.numero].filter(Boolean).join('-');

/** The complex's units and coeficientes now, in millionths (what the padrón freezes). */
async function unidadesActuales(tx: Tx, phId: string) {
  const rows = await tx.apartamento.findMany({
    where: { phId },
    select: { id: true, torre: true, numero: true, coeficiente: true },
    orderBy: [{ torre: 'asc' }, { numero: 'asc' }],
  });
  return rows.map((r) => ({
    apartamentoId: r.id,
    unidad: etiquetaUnidad(r),
    coeficiente: r.coeficiente,
    coeficienteM: coeficienteMillonesimas(Number(r.coeficiente)),
  }));
}

/** Who may send the convocatoria: the administration; the consejo for its own; an adherent owner for the owners'. */
async function requireConvocador(deps: Deps, actor: Actor, id: string): Promise<AsambleaAccess> {
  const access = await loadAsamblea(deps.db, actor.user, id);
  const { asamblea, roles, manage } = access;
  const adherente =
    !manage &&
    asamblea.convocante === 'propietarios' &&
    (await deps.db.asambleaAdhesion.count({
      where: { asambleaId: id, apartamentoId: { in: await unidadesPropias(deps.db, actor.user.id, asamblea.phId) } },
    })) > 0;
  if (!mayOnAsamblea({ manage, roles, adherente }, asamblea, 'convocar')) throw fail.forbidden('SIN_ACCESO');
  return access;
}

/** Mails the convocatoria to every owner with an email (art. 39), inside the transaction that convenes. */
async function enviarConvocatoria(
  deps: Deps,
  tx: Tx,
  row: AsambleaRow,
  ph: { nombre: string; identificador: string },
  segunda: boolean,
) {
  const propietarios = await tx.residente.findMany({
    where: { tipo: 'propietario', email: { not: null }, apartamento: { phId: row.phId } },
    select: { email: true, nombre: true },
  });
  const url = `${deps.config.appUrl}/ph/${ph.identificador}/propietario/asambleas`;
  const vistos = new Set<string>();
  for (const p of propietarios) {
    if (vistos.has(p.email!)) continue;
    vistos.add(p.email!);
    await deps.jobs.send(
      tx,
      'mail.send',
      mails.asambleaConvocatoria(p.email!, p.nombre, ph.nombre, {
        titulo: row.titulo,
        tipo: row.tipo,
        segunda,
        fechaHora: row.fechaHora,
        lugar: row.lugar,
        enlace: row.enlace,
        puntos: row.puntos.map((x) => x.titulo),
        segundaFechaHora: row.segundaFechaHora,
        url,
      }),
    );
  }
}

export async function convocarAsamblea(
  deps: Deps,
  actor: Actor,
  id: string,
  input: Omit<AsambleaConvocarInput, 'id'>,
): Promise<AsambleaRow> {
  const ahora = deps.clock.now();
  const hoy = bogotaDate(ahora);
  if (input.medio === 'externo') {
    if (!input.fechaConvocatoria) throw fail.badRequest('EXTERNO_SIN_FECHA');
    if (!input.soporte) throw fail.badRequest('EXTERNO_SIN_SOPORTE');
    if (input.fechaConvocatoria > hoy) throw fail.badRequest('EXTERNO_FECHA_FUTURA');
  }
  const { asamblea, ph } = await requireConvocador(deps, actor, id);
  const fechaConvocatoria = input.medio === 'externo' ? input.fechaConvocatoria! : hoy;
  if (input.medio === 'externo') {
    // A convocatoria delivered elsewhere may be recorded the same day the meeting starts, not after.
    if (bogotaDate(asamblea.fechaHora) < hoy) throw fail.badRequest('REUNION_PASADA');
  } else if (asamblea.fechaHora <= ahora) {
    throw fail.badRequest('REUNION_PASADA');
  }
  if (!asamblea.lugar && !asamblea.enlace) throw fail.badRequest('ASAMBLEA_SIN_LUGAR_NI_ENLACE');
  // Art. 39: calendar days in Bogotá between the day the owners got it and the meeting's day.
  const { antelacionExtraordinariaDias } = await configuracionDe(deps.db, asamblea.phId);
  const minimo = antelacionMinima(asamblea.tipo, antelacionExtraordinariaDias);
  const dias = diasDeAntelacion(bogotaInstant(fechaConvocatoria, '12:00'), asamblea.fechaHora);
  if (dias < minimo) throw fail.badRequest('ASAMBLEA_ANTELACION_INSUFICIENTE', minimo, dias);
  if (!asambleaAdmite(asamblea.estado, 'convocar')) throw conflicto(asamblea.estado, 'convocar');

  return deps.db.$transaction(async (tx) => {
    const unidades = await unidadesActuales(tx, asamblea.phId);
    const sumaM = unidades.reduce((a, u) => a + u.coeficienteM, 0);
    // Σ = 100 % ± 0.000001 (one millionth of a percent).
    if (Math.abs(sumaM - TOTAL_COEFICIENTES_M) > 1)
      throw withFields(fail.conflict('ASAMBLEA_SUMA_DE_COEFICIENTES', pct(sumaM)), { sumaCoeficientes: pct(sumaM) });
    if (asamblea.convocante === 'propietarios') {
      // Art. 39: owners convene with at least a fifth of the coeficientes.
      const adheridas = new Set(
        (await tx.asambleaAdhesion.findMany({ where: { asambleaId: id }, select: { apartamentoId: true } })).map(
          (a) => a.apartamentoId,
        ),
      );
      const adheridoM = unidades.filter((u) => adheridas.has(u.apartamentoId)).reduce((a, u) => a + u.coeficienteM, 0);
      if (adheridoM * 5 < TOTAL_COEFICIENTES_M)
        throw withFields(fail.conflict('ADHESIONES_INSUFICIENTES', pct(adheridoM)), { sumaCoeficientes: pct(adheridoM) });
    }
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('convocar') } },
      data: {
        estado: 'convocada',
        convocadaEn: ahora,
        fechaConvocatoria: dateOf(fechaConvocatoria),
        medio: input.medio,
        soporte: input.soporte ?? null,
        segundaFechaHora: asamblea.segundaFechaHora ?? fechaSegundaConvocatoria(asamblea.fechaHora),
        updatedAt: ahora,
      },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'convocar');
    await tx.asambleaPadron.createMany({
      data: unidades.map((u) => ({
        asambleaId: id,
        apartamentoId: u.apartamentoId,
        unidad: u.unidad,
        coeficiente: u.coeficiente,
      })),
    });
    const row = await leerAsamblea(tx, id);
    if (input.medio === 'plataforma') await enviarConvocatoria(deps, tx, row, ph, false);
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.convocar',
      entity: 'asamblea',
      entityId: id,
      details: { medio: input.medio, fechaConvocatoria, dias },
      ip: actor.ip,
    });
    await notificar(deps, tx, {
      destinatarios: propietariosDelPadron(id),
      phId: asamblea.phId,
      tipo: 'asamblea_convocada',
      titulo: `Convocatoria: ${asamblea.titulo}`,
      cuerpo: `Asamblea el ${fechaHoraBogota(asamblea.fechaHora)}${asamblea.lugar ? ` en ${asamblea.lugar}` : ''}.`,
      enlace: `/ph/${ph.identificador}/{rol}/asambleas`,
    });
    await deps.eventos.publish(tx, { asambleaId: id, tipo: 'asamblea', data: { accion: 'convocar' } });
    return row;
  });
}

/** An owner adheres, for one of their units, to the owners' convocatoria (art. 39). */
export async function adherir(deps: Deps, actor: Actor, id: string, apartamentoId: string) {
  const { asamblea, manage } = await loadAsamblea(deps.db, actor.user, id);
  const propias = await unidadesPropias(deps.db, actor.user.id, asamblea.phId);
  if (!mayOnAsamblea({ manage, propietario: propias.length > 0 }, asamblea, 'adherir')) throw fail.forbidden('SIN_ACCESO');
  if (!propias.includes(apartamentoId)) throw unidadAjena(propias);
  if (!asambleaAdmite(asamblea.estado, 'adherir')) throw conflicto(asamblea.estado, 'recibir adhesiones');
  return deps.db.$transaction(async (tx) => {
    const existing = await tx.asambleaAdhesion.findUnique({
      where: { asambleaId_apartamentoId: { asambleaId: id, apartamentoId } },
    });
    if (existing) throw fail.conflict('ADHESION_REPETIDA');
    const adhesion = await tx.asambleaAdhesion.create({
      data: { asambleaId: id, apartamentoId, userId: actor.user.id, createdAt: deps.clock.now() },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.adhesion',
      entity: 'asamblea',
      entityId: id,
      details: { apartamentoId },
      ip: actor.ip,
    });
    return adhesion;
  });
}

export async function instalarAsamblea(deps: Deps, actor: Actor, id: string): Promise<AsambleaRow> {
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!asambleaAdmite(asamblea.estado, 'instalar')) throw conflicto(asamblea.estado, 'instalar');
  const ahora = deps.clock.now();
  if (ahora < asamblea.fechaHora) throw fail.conflict('ASAMBLEA_ANTES_DE_LA_HORA');
  const quorum = await quorumDe(deps.db, asamblea);
  // Art. 43: a decisión por escrito has no meeting to install; its base is the whole padrón.
  if (asamblea.modalidad !== 'escrita' && !quorum.hayQuorum) {
    throw withFields(
      fail.conflict(
        'ASAMBLEA_SIN_QUORUM',
        quorum.unidadesPresentes,
        pct(quorum.coeficientePresenteM),
        asamblea.convocatoria === 'segunda',
      ),
      {
        quorum: {
          coeficientePresente: pct(quorum.coeficientePresenteM),
          unidadesPresentes: quorum.unidadesPresentes,
          coeficienteTotal: pct(quorum.coeficienteTotalM),
          unidadesTotales: quorum.unidadesTotales,
          hayQuorum: false,
        },
      },
    );
  }
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('instalar') } },
      data: { estado: 'en_curso', instaladaEn: ahora, updatedAt: ahora },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'instalar');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.instalar',
      entity: 'asamblea',
      entityId: id,
      details: { unidadesPresentes: quorum.unidadesPresentes, coeficientePresente: pct(quorum.coeficientePresenteM) },
      ip: actor.ip,
    });
    await deps.eventos.publish(tx, { asambleaId: id, tipo: 'asamblea', data: { accion: 'instalar' } });
    return leerAsamblea(tx, id);
  });
}

/** Art. 41: without quórum, the same orden del día, padrón and poderes meet again on the second call. */
export async function declararSinQuorum(deps: Deps, actor: Actor, id: string) {
  const { asamblea, ph } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!asambleaAdmite(asamblea.estado, 'declararSinQuorum')) throw conflicto(asamblea.estado, 'declarar sin quórum');
  if (!admiteSegundaConvocatoria(asamblea)) throw fail.conflict('ASAMBLEA_YA_EN_SEGUNDA_CONVOCATORIA');
  const ahora = deps.clock.now();
  if (ahora < asamblea.fechaHora) throw fail.conflict('ASAMBLEA_ANTES_DE_LA_HORA');
  const quorum = await quorumDe(deps.db, asamblea);
  if (quorum.hayQuorum) throw fail.conflict('ASAMBLEA_YA_HAY_QUORUM');
  const fechaSegunda = asamblea.segundaFechaHora ?? fechaSegundaConvocatoria(asamblea.fechaHora);
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('declararSinQuorum') } },
      data: { estado: 'sin_quorum', updatedAt: ahora },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'declarar sin quórum');
    const [puntos, padron, poderes] = await Promise.all([
      tx.asambleaPunto.findMany({ where: { asambleaId: id }, orderBy: { orden: 'asc' } }),
      tx.asambleaPadron.findMany({ where: { asambleaId: id } }),
      tx.asambleaPoder.findMany({ where: { asambleaId: id, estado: { in: [...PODER_ESTADOS_ACTIVOS] } } }),
    ]);
    const segunda = await tx.asamblea.create({
      data: {
        phId: asamblea.phId,
        tipo: asamblea.tipo,
        modalidad: asamblea.modalidad,
        convocante: asamblea.convocante,
        convocatoria: 'segunda',
        primeraId: id,
        titulo: asamblea.titulo,
        fechaHora: fechaSegunda,
        lugar: asamblea.lugar,
        enlace: asamblea.enlace,
        estado: 'convocada',
        creadaPorId: actor.user.id,
        convocadaEn: ahora,
        fechaConvocatoria: dateOf(bogotaDate(ahora)),
        medio: 'plataforma',
        createdAt: ahora,
        updatedAt: ahora,
        puntos: {
          create: puntos.map((p) => ({
            orden: p.orden,
            titulo: p.titulo,
            tipo: p.tipo,
            contenidoEconomico: p.contenidoEconomico,
            mayoria: p.mayoria,
            ponderacion: p.ponderacion,
          })),
        },
      },
    });
    await tx.asambleaPadron.createMany({
      data: padron.map((u) => ({
        asambleaId: segunda.id,
        apartamentoId: u.apartamentoId,
        unidad: u.unidad,
        coeficiente: u.coeficiente,
      })),
    });
    await tx.asambleaPoder.createMany({
      // Accepted ones stay with their account; pending ones keep their link, now serving until the second call.
      data: poderes.map(({ id: _id, asambleaId: _a, ...p }) => ({
        ...p,
        asambleaId: segunda.id,
        aceptacionVenceEn: p.aceptacionTokenHash ? vencimientoAceptacionPoder(segunda) : null,
      })),
    });
    await enviarConvocatoria(deps, tx, await leerAsamblea(tx, segunda.id), ph, true);
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.sin_quorum',
      entity: 'asamblea',
      entityId: id,
      details: { segundaId: segunda.id, fechaHora: fechaSegunda.toISOString() },
      ip: actor.ip,
    });
    await deps.eventos.publish(tx, { asambleaId: id, tipo: 'asamblea', data: { accion: 'sin_quorum' } });
    return { asamblea: await leerAsamblea(tx, id), segunda: { id: segunda.id, fechaHora: fechaSegunda.toISOString() } };
  });
}

export async function cerrarAsamblea(deps: Deps, actor: Actor, id: string): Promise<AsambleaRow> {
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!asambleaAdmite(asamblea.estado, 'cerrar')) throw conflicto(asamblea.estado, 'cerrar');
  if ((await deps.db.asambleaPunto.count({ where: { asambleaId: id, estado: 'abierto' } })) > 0)
    throw fail.conflict('PUNTO_ABIERTO_PENDIENTE');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('cerrar') } },
      data: { estado: 'cerrada', cerradaEn: ahora, updatedAt: ahora },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'cerrar');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.cerrar',
      entity: 'asamblea',
      entityId: id,
      ip: actor.ip,
    });
    await deps.eventos.publish(tx, { asambleaId: id, tipo: 'asamblea', data: { accion: 'cerrar' } });
    return leerAsamblea(tx, id);
  });
}

export async function cancelarAsamblea(deps: Deps, actor: Actor, id: string, motivo: string): Promise<AsambleaRow> {
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!asambleaAdmite(asamblea.estado, 'cancelar')) throw conflicto(asamblea.estado, 'cancelar');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('cancelar') } },
      data: { estado: 'cancelada', canceladaEn: ahora, motivoCancelacion: motivo, updatedAt: ahora },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'cancelar');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.cancelar',
      entity: 'asamblea',
      entityId: id,
      details: { motivo },
      ip: actor.ip,
    });
    await deps.eventos.publish(tx, { asambleaId: id, tipo: 'asamblea', data: { accion: 'cancelar' } });
    return leerAsamblea(tx, id);
  });
}

export async function leerPadron(deps: Deps, actor: Actor, id: string) {
  await requireLectorDeLaAsamblea(deps.db, actor.user, id);
  const rows = await deps.db.asambleaPadron.findMany({ where: { asambleaId: id }, orderBy: { unidad: 'asc' } });
  const unidades = rows.map((r) => ({ apartamentoId: r.apartamentoId, unidad: r.unidad, coeficiente: Number(r.coeficiente) }));
  const totalM = rows.reduce((a, r) => a + coeficienteMillonesimas(Number(r.coeficiente)), 0);
  return { unidades, coeficienteTotal: pct(totalM) };
}
