// The acta (art. 47): convocatoria, orden del día, attendees with their coeficiente and poder, the
// quórum at installation, each decision with its rule and figures; the PDF (BORRADOR until published),
// the signatories, publication with its legal terms (arts. 42, 47, 49), the owners' mail with the PDF,
// and impugnaciones, which keep the acta from becoming firme.
import {
  ASAMBLEA_ESTADO_LABELS,
  asambleaAdmite,
  calcularQuorum,
  coeficienteMillonesimas,
  estadosQueAdmiten,
  formatoFecha,
  impugnableHasta,
  puntoDecidido,
  type ActaOutput,
} from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { AsambleaPunto, DbClient } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { archivoPdf, renderPdf } from '../tesoreria/pdf.ts';
import { requireAsambleaManager, requireLectorDeLaAsamblea } from './access.ts';
import { leerAsamblea } from './convocatoria.ts';
import { civil, pct, toPuntoOutput } from './output.ts';
import { resultadoDe } from './votacion.ts';

function reglaDe(p: AsambleaPunto, modalidad: string): string {
  const peso = p.ponderacion === 'coeficiente' ? 'por coeficiente' : 'por unidad (un voto por unidad)';
  if (p.mayoria === 'calificada_70')
    return `Mayoría calificada del 70 % de todos los coeficientes (art. 46, Ley 675 de 2001), ${peso}`;
  if (modalidad === 'escrita')
    return `Mayoría sobre la totalidad del padrón, decisión por comunicación escrita (art. 43), ${peso}`;
  return `Mayoría simple de los presentes (art. 45, Ley 675 de 2001), ${peso}`;
}

export async function construirActa(db: DbClient, id: string): Promise<ActaOutput> {
  const asamblea = await db.asamblea.findUniqueOrThrow({ where: { id }, include: { puntos: { orderBy: { orden: 'asc' } } } });
  const [padronRows, asistencias] = await Promise.all([
    db.asambleaPadron.findMany({ where: { asambleaId: id } }),
    db.asambleaAsistencia.findMany({ where: { asambleaId: id }, orderBy: [{ entradaEn: 'asc' }, { id: 'asc' }] }),
  ]);
  const padron = new Map(padronRows.map((u) => [u.apartamentoId, u]));
  const duenos = await db.residente.findMany({
    where: { tipo: 'propietario', apartamentoId: { in: padronRows.map((u) => u.apartamentoId) } },
    orderBy: { createdAt: 'asc' },
    select: { apartamentoId: true, nombre: true },
  });
  const poderdanteDe = (apartamentoId: string) =>
    duenos.find((d) => d.apartamentoId === apartamentoId)?.nombre ?? padron.get(apartamentoId)?.unidad ?? '';
  const asistentes = asistencias.map((a) => ({
    unidad: padron.get(a.apartamentoId)?.unidad ?? '',
    coeficiente: Number(padron.get(a.apartamentoId)?.coeficiente ?? 0),
    nombre: a.nombre,
    calidad: a.calidad,
    ...(a.calidad === 'apoderado' ? { poderdante: poderdanteDe(a.apartamentoId) } : {}),
    via: a.via,
  }));
  // The quórum the asamblea was installed with: units inside at the moment of installation.
  const instante = asamblea.instaladaEn;
  const presentes = instante
    ? asistencias.filter((a) => a.entradaEn <= instante && (!a.salidaEn || a.salidaEn > instante)).map((a) => a.apartamentoId)
    : [];
  const q = calcularQuorum({
    padron: padronRows.map((u) => ({
      apartamentoId: u.apartamentoId,
      coeficienteM: coeficienteMillonesimas(Number(u.coeficiente)),
    })),
    presentes,
    convocatoria: asamblea.convocatoria,
  });
  const decisiones = [];
  const nombreDe = (apartamentoId: string) => padron.get(apartamentoId)?.unidad ?? '';
  for (const p of asamblea.puntos.filter(puntoDecidido)) {
    const [resultado, votos] = await Promise.all([
      resultadoDe(db, p, asamblea.modalidad),
      db.asambleaVoto.findMany({ where: { puntoId: p.id }, select: { apartamentoId: true, opcion: true } }),
    ]);
    // Art. 47: the acta states the votes for and against each decision; with a base of the units present
    // (art. 45), an abstention or a present unit that cast no vote weighs like a «no», so both are named.
    const votaron = new Set(votos.map((v) => v.apartamentoId));
    const abstenciones = votos.filter((v) => v.opcion === 'abstencion').map((v) => nombreDe(v.apartamentoId));
    const sinVoto = p.presentesAlCierre.filter((u) => !votaron.has(u)).map(nombreDe);
    decisiones.push({
      puntoId: p.id,
      titulo: p.titulo,
      votos: resultado.votos,
      regla: reglaDe(p, asamblea.modalidad),
      resultado,
      aprobado: resultado.aprobado,
      abstenciones: abstenciones.sort(),
      sinVoto: sinVoto.sort(),
    });
  }
  return {
    borrador: asamblea.actaPublicadaEn === null,
    convocatoria: {
      titulo: asamblea.titulo,
      tipo: asamblea.tipo,
      modalidad: asamblea.modalidad,
      convocante: asamblea.convocante,
      convocatoria: asamblea.convocatoria,
      fechaHora: asamblea.fechaHora.toISOString(),
      lugar: asamblea.lugar,
      enlace: asamblea.enlace,
      medio: asamblea.medio,
      fechaConvocatoria: asamblea.fechaConvocatoria ? civil(asamblea.fechaConvocatoria) : null,
      segundaConvocatoria: asamblea.segundaFechaHora ? { fechaHora: asamblea.segundaFechaHora.toISOString() } : null,
    },
    puntos: asamblea.puntos.map(toPuntoOutput),
    asistentes,
    quorum: {
      coeficientePresente: pct(q.coeficientePresenteM),
      unidadesPresentes: q.unidadesPresentes,
      coeficienteTotal: pct(q.coeficienteTotalM),
      unidadesTotales: q.unidadesTotales,
      hayQuorum: q.hayQuorum,
    },
    decisiones,
    presidente: asamblea.actaPresidente,
    secretario: asamblea.actaSecretario,
    constancias: asamblea.actaConstancias,
  };
}

export async function leerActa(deps: Deps, actor: Actor, id: string): Promise<ActaOutput> {
  await requireLectorDeLaAsamblea(deps.db, actor.user, id);
  return construirActa(deps.db, id);
}

const fechaHoraTexto = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Bogota' }).format(new Date(iso));
const numero = (n: number) => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 6 }).format(n);
const opcionesTexto = (v: { si: number; no: number; abstencion: number }, coef: boolean) => {
  const f = (n: number) => (coef ? `${numero(n)} %` : `${n}`);
  return `sí ${f(v.si)}, no ${f(v.no)}, abstención ${f(v.abstencion)}`;
};

/** The PDF of the acta: «BORRADOR» in its title until it is published. */
export async function renderActaPdf(db: DbClient, id: string): Promise<{ nombre: string; bytes: Buffer }> {
  const [acta, asamblea] = await Promise.all([
    construirActa(db, id),
    db.asamblea.findUniqueOrThrow({ where: { id }, include: { ph: true } }),
  ]);
  const c = acta.convocatoria;
  const lineas = [
    `${c.titulo}. Asamblea ${c.tipo} (${c.modalidad.replace('_', ' ')}), ${c.convocatoria} convocatoria.`,
    `Fecha y hora: ${fechaHoraTexto(c.fechaHora)}.${c.lugar ? ` Lugar: ${c.lugar}.` : ''}${c.enlace ? ` Enlace: ${c.enlace}.` : ''}`,
    `Convocatoria: ${c.medio ?? 'sin registrar'}${c.fechaConvocatoria ? `, entregada el ${formatoFecha(c.fechaConvocatoria)}` : ''}; convocó: ${c.convocante.replace('_', ' ')}.`,
    `Quórum al instalarse: ${acta.quorum.unidadesPresentes} de ${acta.quorum.unidadesTotales} unidades, ${numero(acta.quorum.coeficientePresente)} % de los coeficientes.`,
    '',
    'Orden del día:',
    ...acta.puntos.map((p) => `${p.orden}. ${p.titulo}`),
    '',
    'Decisiones:',
    ...(acta.decisiones.length === 0 ? ['Sin decisiones votadas.'] : []),
    ...acta.decisiones.flatMap((d) => [
      `${d.titulo}: ${d.aprobado ? 'APROBADO' : 'NO APROBADO'} (${opcionesTexto(d.votos, d.resultado.ponderacion === 'coeficiente')}; base ${d.resultado.ponderacion === 'coeficiente' ? `${numero(d.resultado.base)} %` : `${d.resultado.base} unidades`}). ${d.regla}.`,
      `  Abstenciones: ${d.abstenciones.length > 0 ? d.abstenciones.join(', ') : 'ninguna'}.${d.sinVoto.length > 0 ? ` Presentes sin voto: ${d.sinVoto.join(', ')}.` : ''}`,
    ]),
    '',
    `Presidente: ${acta.presidente ?? 'por designar'}. Secretario: ${acta.secretario ?? 'por designar'}.`,
    ...(acta.constancias ? [`Constancias: ${acta.constancias}`] : []),
  ];
  const bytes = await renderPdf({
    titulo: acta.borrador ? 'BORRADOR — Acta de asamblea de copropietarios' : 'Acta de asamblea de copropietarios',
    conjunto: asamblea.ph,
    lineas,
    tabla: {
      columnas: [
        { titulo: 'Unidad', ancho: 70 },
        { titulo: 'Coeficiente', ancho: 70, derecha: true },
        { titulo: 'Asistente', ancho: 150 },
        { titulo: 'Calidad', ancho: 120 },
        { titulo: 'Vía', ancho: 90 },
      ],
      filas: acta.asistentes.map((a) => [
        a.unidad,
        `${numero(a.coeficiente)} %`,
        a.nombre,
        a.calidad === 'apoderado' ? `apoderado de ${a.poderdante}` : 'propietario',
        a.via,
      ]),
    },
    pie: [
      acta.borrador
        ? 'Documento en borrador: no es el acta publicada.'
        : `Publicada el ${asamblea.actaPublicadaEn ? formatoFecha(asamblea.actaPublicadaEn) : ''}. Impugnable hasta el ${asamblea.actaPublicadaEn ? formatoFecha(impugnableHasta(asamblea.actaPublicadaEn)) : ''} (art. 49, Ley 675 de 2001).`,
    ],
  });
  return { nombre: `acta-${bogotaDate(asamblea.fechaHora)}.pdf`, bytes };
}

export async function actaPdf(deps: Deps, actor: Actor, id: string) {
  await requireLectorDeLaAsamblea(deps.db, actor.user, id);
  const { nombre, bytes } = await renderActaPdf(deps.db, id);
  return archivoPdf(nombre, bytes);
}

const conflicto = (estado: keyof typeof ASAMBLEA_ESTADO_LABELS, accion: string) =>
  fail.conflict('ASAMBLEA_TRANSICION_INVALIDA', ASAMBLEA_ESTADO_LABELS[estado], accion);

export async function guardarActa(
  deps: Deps,
  actor: Actor,
  id: string,
  data: { presidente: string; secretario: string; constancias?: string },
) {
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!asambleaAdmite(asamblea.estado, 'editarActa')) throw conflicto(asamblea.estado, 'editar su acta');
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('editarActa') } },
      data: {
        actaPresidente: data.presidente,
        actaSecretario: data.secretario,
        actaConstancias: data.constancias ?? null,
        updatedAt: deps.clock.now(),
      },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'editar su acta');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.acta',
      entity: 'asamblea',
      entityId: id,
      ip: actor.ip,
    });
    return leerAsamblea(tx, id);
  });
}

export async function publicarActa(deps: Deps, actor: Actor, id: string) {
  const { asamblea, ph } = await requireAsambleaManager(deps.db, actor.user, id);
  if (!asamblea.actaPresidente || !asamblea.actaSecretario) throw fail.badRequest('ACTA_SIN_FIRMANTES');
  if (!asambleaAdmite(asamblea.estado, 'publicarActa')) throw conflicto(asamblea.estado, 'publicar su acta');
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asamblea.updateMany({
      where: { id, estado: { in: estadosQueAdmiten('publicarActa') } },
      data: { estado: 'acta_publicada', actaPublicadaEn: ahora, updatedAt: ahora },
    });
    if (count === 0) throw conflicto(asamblea.estado, 'publicar su acta');
    const propietarios = await tx.residente.findMany({
      where: { tipo: 'propietario', email: { not: null }, apartamento: { phId: asamblea.phId } },
      select: { email: true, nombre: true },
    });
    const enviados = new Set<string>();
    for (const p of propietarios) {
      if (enviados.has(p.email!)) continue;
      enviados.add(p.email!);
      await deps.jobs.send(tx, 'asambleas.acta', { asambleaId: id, email: p.email!, nombre: p.nombre });
    }
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.acta.publicar',
      entity: 'asamblea',
      entityId: id,
      details: { destinatarios: enviados.size, conjunto: ph.nombre },
      ip: actor.ip,
    });
    return leerAsamblea(tx, id);
  });
}

/** Job: one owner's mail with the published acta attached (retried on its own). */
export async function enviarActa(
  services: JobServices,
  data: { asambleaId: string; email: string; nombre: string },
): Promise<void> {
  const asamblea = await services.db.asamblea.findUnique({ where: { id: data.asambleaId }, include: { ph: true } });
  if (!asamblea?.actaPublicadaEn) return;
  const pdf = await renderActaPdf(services.db, asamblea.id);
  const message = mails.asambleaActa(
    data.email,
    data.nombre,
    asamblea.ph.nombre,
    asamblea.titulo,
    impugnableHasta(asamblea.actaPublicadaEn),
  );
  await services.mailer.deliver({
    ...message,
    attachments: [{ filename: pdf.nombre, contentType: 'application/pdf', contentBase64: pdf.bytes.toString('base64') }],
  });
}

/** Art. 49: a challenge filed in court keeps the acta from becoming firme. */
export async function registrarImpugnacion(
  deps: Deps,
  actor: Actor,
  id: string,
  data: { puntoIds: string[]; radicado: string; juzgado: string },
) {
  const { asamblea } = await requireAsambleaManager(deps.db, actor.user, id);
  const decisiones = await deps.db.asambleaPunto.count({
    where: { asambleaId: id, id: { in: data.puntoIds }, tipo: 'decision' },
  });
  if (decisiones !== new Set(data.puntoIds).size) throw fail.badRequest('IMPUGNACION_PUNTOS');
  if (!asambleaAdmite(asamblea.estado, 'impugnar')) throw conflicto(asamblea.estado, 'impugnar');
  const ahora = deps.clock.now();
  if (asamblea.actaPublicadaEn && bogotaDate(ahora) > impugnableHasta(asamblea.actaPublicadaEn)) {
    const previas = await deps.db.asambleaImpugnacion.count({ where: { asambleaId: id } });
    if (previas === 0) throw fail.conflict('IMPUGNACION_FIRME');
  }
  return deps.db.$transaction(async (tx) => {
    const impugnacion = await tx.asambleaImpugnacion.create({
      data: {
        asambleaId: id,
        puntoIds: [...new Set(data.puntoIds)],
        radicado: data.radicado,
        juzgado: data.juzgado,
        registradaPorId: actor.user.id,
        createdAt: ahora,
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.impugnacion',
      entity: 'asamblea',
      entityId: id,
      details: { radicado: data.radicado, juzgado: data.juzgado },
      ip: actor.ip,
    });
    return { impugnacion, asamblea: await leerAsamblea(tx, id) };
  });
}
