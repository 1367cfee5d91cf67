// Poderes (art. 37 of Ley 675: an owner may be represented): granted from the owner's account they are
// validado at once; a paper one typed by the administration is recibido until validated or rejected.
// Either way the apoderado is named by email and mailed a single-use link (issue 25): the poder binds to
// the account that accepts it and grants nothing before; a typed document number is only informative.
// One active poder per unit; a cap per apoderado when the complex sets one, counted per email when
// granted and per accepting account when accepted; never the administration.
import {
  admiteOtroPoder,
  ASAMBLEA_ESTADO_LABELS,
  asambleaAdmite,
  mayOnPoder,
  PODER_ESTADOS_ACTIVOS,
  poderActivo,
  poderDesde,
  vencimientoAceptacionPoder,
  type PoderAceptacion,
  type PoderCreateInput,
} from '@horizonte/contracts';
import type { Asamblea, DbClient, PoderEstado, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../access/actor.ts';
import { loadAsamblea, unidadAjena, unidadesPropias } from './access.ts';
import { presentesDe } from './asistencia.ts';
import { configuracionDe } from './convocatoria.ts';

const ACTIVOS = [...PODER_ESTADOS_ACTIVOS];
const PODER_INCLUDE = { unidad: { select: { unidad: true } } } as const;
const ESTADO_LABEL: Record<PoderEstado, string> = {
  recibido: 'recibido',
  validado: 'validado',
  rechazado: 'rechazado',
  revocado: 'revocado',
};
const recibePoderes = (estado: Asamblea['estado']) => asambleaAdmite(estado, 'recibirPoderes');

/** The complex's administrator or staff (admin, portería) may not represent an owner. */
async function esPersonalDelConjunto(db: DbClient, phId: string, apoderado: Prisma.UserWhereInput) {
  return (await db.userRole.count({ where: { phId, rol: { in: ['admin', 'porteria'] }, user: apoderado } })) > 0;
}

/** Who grants: the owner who did it from their account, else the unit's first owner on record. */
async function nombreDelPoderdante(db: DbClient, poder: { apartamentoId: string; otorganteId: string | null }, unidad: string) {
  if (poder.otorganteId)
    return (await db.user.findUnique({ where: { id: poder.otorganteId }, select: { nombre: true } }))?.nombre ?? unidad;
  const dueno = await db.residente.findFirst({
    where: { apartamentoId: poder.apartamentoId, tipo: 'propietario' },
    orderBy: { createdAt: 'asc' },
    select: { nombre: true },
  });
  return dueno?.nombre ?? unidad;
}

export async function otorgarPoder(deps: Deps, actor: Actor, id: string, input: Omit<PoderCreateInput, 'id'>) {
  const { asamblea, ph, manage } = await loadAsamblea(deps.db, actor.user, id);
  const propias = await unidadesPropias(deps.db, actor.user.id, asamblea.phId);
  const desdeLaCuenta = propias.includes(input.apartamentoId);
  if (!desdeLaCuenta && !manage) throw unidadAjena(propias);
  const { email } = input.apoderado;
  const personal = {
    OR: [{ email }, { tipoDocumento: input.apoderado.tipo_documento, numeroDocumento: input.apoderado.numero_documento }],
  };
  if (await esPersonalDelConjunto(deps.db, asamblea.phId, personal)) throw fail.badRequest('APODERADO_ADMINISTRADOR');
  if (!recibePoderes(asamblea.estado))
    throw fail.conflict('ASAMBLEA_TRANSICION_INVALIDA', ASAMBLEA_ESTADO_LABELS[asamblea.estado], 'recibir poderes');
  const { maxPoderesPorApoderado } = await configuracionDe(deps.db, asamblea.phId);
  const cuenta = await deps.db.user.findUnique({ where: { email }, select: { id: true } });
  const ahora = deps.clock.now();
  const token = generateToken();
  const venceEn = vencimientoAceptacionPoder(asamblea);

  const poder = await deps.db.$transaction(async (tx) => {
    // Lock the asamblea: the per-unit and per-apoderado counts hold against concurrent grants and acceptances.
    await tx.$queryRaw`SELECT id FROM asambleas WHERE id = ${id}::uuid FOR UPDATE`;
    const enPadron = await tx.asambleaPadron.count({ where: { asambleaId: id, apartamentoId: input.apartamentoId } });
    if (enPadron === 0) throw fail.conflict('UNIDAD_FUERA_DEL_PADRON');
    if (
      (await tx.asambleaPoder.count({ where: { asambleaId: id, apartamentoId: input.apartamentoId, estado: { in: ACTIVOS } } })) >
      0
    )
      throw fail.conflict('PODER_ACTIVO');
    if (maxPoderesPorApoderado !== null) {
      // The apoderado is the email (and the account behind it): a different document number is the same person.
      const mismoApoderado: Prisma.AsambleaPoderWhereInput[] = [
        { apoderadoEmail: email },
        ...(cuenta ? [{ apoderadoUserId: cuenta.id }] : []),
      ];
      const representadas = await tx.asambleaPoder.count({
        where: { asambleaId: id, estado: { in: ACTIVOS }, OR: mismoApoderado },
      });
      if (!admiteOtroPoder(representadas, maxPoderesPorApoderado))
        throw fail.conflict('PODER_TOPE', input.apoderado.nombre, maxPoderesPorApoderado);
    }
    const creado = await tx.asambleaPoder.create({
      data: {
        asambleaId: id,
        apartamentoId: input.apartamentoId,
        otorganteId: desdeLaCuenta ? actor.user.id : null,
        registradoPorId: actor.user.id,
        apoderadoNombre: input.apoderado.nombre,
        apoderadoTipoDocumento: input.apoderado.tipo_documento,
        apoderadoNumeroDocumento: input.apoderado.numero_documento,
        apoderadoEmail: email,
        soporte: input.soporte ?? null,
        estado: desdeLaCuenta ? 'validado' : 'recibido',
        aceptacionTokenHash: hashToken(token),
        aceptacionVenceEn: venceEn,
        createdAt: ahora,
      },
      include: PODER_INCLUDE,
    });
    const poderdante = desdeLaCuenta ? actor.user.nombre : await nombreDelPoderdante(tx, creado, creado.unidad.unidad);
    await deps.jobs.send(
      tx,
      'mail.send',
      mails.poderOtorgado(email, {
        apoderado: input.apoderado.nombre,
        poderdante,
        unidad: creado.unidad.unidad,
        phNombre: ph.nombre,
        titulo: asamblea.titulo,
        fechaHora: asamblea.fechaHora,
        venceEn,
        url: `${deps.config.appUrl}/poderes/aceptar?token=${token}`,
      }),
    );
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.poder',
      entity: 'asamblea_poder',
      entityId: creado.id,
      details: { apartamentoId: input.apartamentoId, estado: creado.estado },
      ip: actor.ip,
    });
    return creado;
  });
  // The raw token only travels in the mail (and to the seed, which accepts its demo poderes).
  return { poder, token };
}

/**
 * The poder behind a mailed link, for the signed-in account it was mailed to. A second call carries the
 * first call's poderes with the same link: the live one is the one of a convened or running asamblea.
 */
async function poderDelEnlace(db: DbClient, actor: Actor, token: string, ahora: Date) {
  const rows = await db.asambleaPoder.findMany({
    where: { aceptacionTokenHash: hashToken(token) },
    include: { ...PODER_INCLUDE, asamblea: { include: { ph: true } } },
  });
  const poder = rows.find((r) => recibePoderes(r.asamblea.estado)) ?? rows[0];
  if (!poder || poder.asamblea.ph.deletedAt) throw fail.notFound('PODER_ENLACE_INVALIDO');
  // Only the mailbox the owner named may take it: a forwarded or leaked link is no use to another account.
  if (poder.apoderadoEmail !== actor.user.email.toLowerCase() || !actor.user.emailVerifiedAt)
    throw fail.forbidden('PODER_OTRO_CORREO');
  if (poder.apoderadoUserId !== null && poder.apoderadoUserId !== actor.user.id) throw fail.conflict('PODER_YA_ACEPTADO');
  if (poder.apoderadoUserId === null) {
    if (!poder.aceptacionVenceEn || poder.aceptacionVenceEn <= ahora) throw fail.badRequest('PODER_ENLACE_VENCIDO');
    if (!poderActivo(poder.estado) || !recibePoderes(poder.asamblea.estado)) throw fail.conflict('PODER_NO_VIGENTE');
  }
  return poder;
}

/** What the link offers (or what this account already accepted with it). */
export async function consultarPoder(deps: Deps, actor: Actor, token: string): Promise<PoderAceptacion> {
  const poder = await poderDelEnlace(deps.db, actor, token, deps.clock.now());
  const { asamblea } = poder;
  return {
    poderId: poder.id,
    conjunto: { nombre: asamblea.ph.nombre, identificador: asamblea.ph.identificador },
    asamblea: {
      id: asamblea.id,
      titulo: asamblea.titulo,
      tipo: asamblea.tipo,
      modalidad: asamblea.modalidad,
      fechaHora: asamblea.fechaHora.toISOString(),
      lugar: asamblea.lugar,
      enlace: asamblea.enlace,
    },
    unidad: poder.unidad.unidad,
    poderdante: await nombreDelPoderdante(deps.db, poder, poder.unidad.unidad),
    apoderado: { nombre: poder.apoderadoNombre, email: poder.apoderadoEmail },
    aceptadoEn: poder.aceptadoEn?.toISOString() ?? null,
    venceEn: (poder.aceptacionVenceEn ?? asamblea.fechaHora).toISOString(),
  };
}

/** Binds the poder to the signed-in account: once, before it expires, within the complex's cap per apoderado. */
export async function aceptarPoder(deps: Deps, actor: Actor, token: string) {
  const ahora = deps.clock.now();
  const poder = await poderDelEnlace(deps.db, actor, token, ahora);
  if (poder.apoderadoUserId !== null) throw fail.conflict('PODER_YA_ACEPTADO');
  const { asamblea } = poder;
  if (await esPersonalDelConjunto(deps.db, asamblea.phId, { id: actor.user.id }))
    throw fail.badRequest('APODERADO_ADMINISTRADOR');
  const { maxPoderesPorApoderado } = await configuracionDe(deps.db, asamblea.phId);
  return deps.db.$transaction(async (tx) => {
    // The lock of the grants: two acceptances at once cannot both pass the cap.
    await tx.$queryRaw`SELECT id FROM asambleas WHERE id = ${asamblea.id}::uuid FOR UPDATE`;
    if (maxPoderesPorApoderado !== null) {
      const representadas = await tx.asambleaPoder.count({
        where: { asambleaId: asamblea.id, estado: { in: ACTIVOS }, apoderadoUserId: actor.user.id },
      });
      if (!admiteOtroPoder(representadas, maxPoderesPorApoderado))
        throw fail.conflict('PODER_TOPE', actor.user.nombre, maxPoderesPorApoderado);
    }
    const { count } = await tx.asambleaPoder.updateMany({
      where: { id: poder.id, apoderadoUserId: null, estado: { in: ACTIVOS }, aceptacionVenceEn: { gt: ahora } },
      data: { apoderadoUserId: actor.user.id, aceptadoEn: ahora },
    });
    if (count === 0) throw fail.conflict('PODER_YA_ACEPTADO');
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: 'asamblea.poder.aceptado',
      entity: 'asamblea_poder',
      entityId: poder.id,
      details: { apartamentoId: poder.apartamentoId },
      ip: actor.ip,
    });
    return tx.asambleaPoder.findUniqueOrThrow({ where: { id: poder.id }, include: PODER_INCLUDE });
  });
}

async function loadPoder(deps: Deps, actor: Actor, poderId: string) {
  const poder = await deps.db.asambleaPoder.findUnique({ where: { id: poderId } });
  if (!poder) throw fail.notFound('PODER_NO_ENCONTRADO');
  const access = await loadAsamblea(deps.db, actor.user, poder.asambleaId);
  return { poder, ...access };
}

async function cambiarEstadoPoder(
  deps: Deps,
  actor: Actor,
  poderId: string,
  desde: PoderEstado[],
  hacia: PoderEstado,
  accion: string,
  motivo: string | undefined,
  may: (a: Awaited<ReturnType<typeof loadPoder>>) => Promise<boolean> | boolean,
) {
  const access = await loadPoder(deps, actor, poderId);
  if (!(await may(access))) throw fail.forbidden('SIN_ACCESO');
  const { poder, asamblea } = access;
  if (!desde.includes(poder.estado)) throw fail.conflict('PODER_TRANSICION', ESTADO_LABEL[poder.estado], accion);
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asambleaPoder.updateMany({
      where: { id: poderId, estado: { in: desde } },
      data: { estado: hacia, motivo: motivo ?? null, decididoEn: ahora },
    });
    if (count === 0) throw fail.conflict('PODER_TRANSICION', ESTADO_LABEL[poder.estado], accion);
    await audit(tx, {
      actorId: actor.user.id,
      phId: asamblea.phId,
      action: `asamblea.poder.${hacia}`,
      entity: 'asamblea_poder',
      entityId: poderId,
      details: { motivo: motivo ?? null },
      ip: actor.ip,
    });
    return tx.asambleaPoder.findUniqueOrThrow({ where: { id: poderId }, include: PODER_INCLUDE });
  });
}

export const validarPoder = (deps: Deps, actor: Actor, poderId: string, motivo?: string) =>
  cambiarEstadoPoder(deps, actor, poderId, poderDesde('validado'), 'validado', 'validar', motivo, (a) =>
    mayOnPoder({ manage: a.manage }, 'validar'),
  );

export const rechazarPoder = (deps: Deps, actor: Actor, poderId: string, motivo?: string) =>
  cambiarEstadoPoder(deps, actor, poderId, poderDesde('rechazado'), 'rechazado', 'rechazar', motivo, (a) =>
    mayOnPoder({ manage: a.manage }, 'rechazar'),
  );

/** The owner of the unit (whoever granted it) or the administration revokes a poder. */
export const revocarPoder = (deps: Deps, actor: Actor, poderId: string, motivo?: string) =>
  cambiarEstadoPoder(deps, actor, poderId, poderDesde('revocado'), 'revocado', 'revocar', motivo, async (a) =>
    mayOnPoder(
      {
        manage: a.manage,
        duenoDeLaUnidad:
          !a.manage && (await unidadesPropias(deps.db, actor.user.id, a.asamblea.phId)).includes(a.poder.apartamentoId),
      },
      'revocar',
    ),
  );

/** The poderes queue: staff see all; an owner the ones of their units; an apoderado the ones they accepted. */
export async function listarPoderes(deps: Deps, actor: Actor, id: string, page: PageInput) {
  const { asamblea, staff } = await loadAsamblea(deps.db, actor.user, id);
  const where: Prisma.AsambleaPoderWhereInput = { asambleaId: id };
  if (!staff) {
    const propias = await unidadesPropias(deps.db, actor.user.id, asamblea.phId);
    where.OR = [{ apartamentoId: { in: propias } }, { apoderadoUserId: actor.user.id }];
  }
  const [total, rows, presentes] = await Promise.all([
    deps.db.asambleaPoder.count({ where }),
    deps.db.asambleaPoder.findMany({
      where,
      include: PODER_INCLUDE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      ...pageOf(page),
    }),
    presentesDe(deps.db, id),
  ]);
  const aqui = new Set(presentes);
  return {
    total,
    rows: rows.map((p) => ({ ...p, aceptadoPorTi: p.apoderadoUserId === actor.user.id, presente: aqui.has(p.apartamentoId) })),
  };
}
