// Poderes (art. 37 of Ley 675: an owner may be represented): granted from the owner's account they are
// validado at once; a paper one typed by the administration is recibido until validated or rejected.
// One active poder per unit; a cap per apoderado when the complex sets one; never the administration.
import type { PoderEstado, Prisma } from '@horizonte/db';
import { ASAMBLEA_ESTADO_LABELS, ASAMBLEA_MSG, type PoderCreateInput } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { loadAsamblea, unidadAjena, unidadesPropias } from './access.ts';
import { configuracionDe } from './convocatoria.ts';

const ACTIVOS: PoderEstado[] = ['recibido', 'validado'];
const PODER_INCLUDE = { unidad: { select: { unidad: true } } } as const;
const ESTADO_LABEL: Record<PoderEstado, string> = { recibido: 'recibido', validado: 'validado', rechazado: 'rechazado', revocado: 'revocado' };

/** The complex's administrator or staff (admin, portería) may not represent an owner. */
async function esPersonalDelConjunto(tx: Prisma.TransactionClient, phId: string, apoderado: PoderCreateInput['apoderado']) {
  const count = await tx.userRole.count({
    where: {
      phId,
      rol: { in: ['admin', 'porteria'] },
      user: { OR: [{ email: apoderado.email }, { tipoDocumento: apoderado.tipo_documento, numeroDocumento: apoderado.numero_documento }] },
    },
  });
  return count > 0;
}

export async function otorgarPoder(deps: Deps, actor: Actor, id: string, input: Omit<PoderCreateInput, 'id'>) {
  const { asamblea, manage } = await loadAsamblea(deps.db, actor.user, id);
  const propias = await unidadesPropias(deps.db, actor.user.id, asamblea.phId);
  const desdeLaCuenta = propias.includes(input.apartamentoId);
  if (!desdeLaCuenta && !manage) throw unidadAjena(propias);
  if (await esPersonalDelConjunto(deps.db, asamblea.phId, input.apoderado)) throw fail.badRequest(ASAMBLEA_MSG.apoderadoAdministrador);
  if (asamblea.estado !== 'convocada' && asamblea.estado !== 'en_curso') throw fail.conflict(ASAMBLEA_MSG.transicionInvalida(ASAMBLEA_ESTADO_LABELS[asamblea.estado], 'recibir poderes'));
  const { maxPoderesPorApoderado } = await configuracionDe(deps.db, asamblea.phId);
  const ahora = deps.clock.now();

  return deps.db.$transaction(async (tx) => {
    // Lock the asamblea: the per-unit and per-apoderado counts hold against concurrent grants.
    await tx.$queryRaw`SELECT id FROM asambleas WHERE id = ${id}::uuid FOR UPDATE`;
    const enPadron = await tx.asambleaPadron.count({ where: { asambleaId: id, apartamentoId: input.apartamentoId } });
    if (enPadron === 0) throw fail.conflict(ASAMBLEA_MSG.unidadFueraDelPadron);
    if ((await tx.asambleaPoder.count({ where: { asambleaId: id, apartamentoId: input.apartamentoId, estado: { in: ACTIVOS } } })) > 0) throw fail.conflict(ASAMBLEA_MSG.poderActivo);
    if (maxPoderesPorApoderado !== null) {
      const representadas = await tx.asambleaPoder.count({
        where: { asambleaId: id, estado: { in: ACTIVOS }, apoderadoTipoDocumento: input.apoderado.tipo_documento, apoderadoNumeroDocumento: input.apoderado.numero_documento },
      });
      if (representadas >= maxPoderesPorApoderado) throw fail.conflict(ASAMBLEA_MSG.poderTope(input.apoderado.nombre, maxPoderesPorApoderado));
    }
    const poder = await tx.asambleaPoder.create({
      data: {
        asambleaId: id,
        apartamentoId: input.apartamentoId,
        otorganteId: desdeLaCuenta ? actor.user.id : null,
        registradoPorId: actor.user.id,
        apoderadoNombre: input.apoderado.nombre,
        apoderadoTipoDocumento: input.apoderado.tipo_documento,
        apoderadoNumeroDocumento: input.apoderado.numero_documento,
        apoderadoEmail: input.apoderado.email,
        soporte: input.soporte ?? null,
        estado: desdeLaCuenta ? 'validado' : 'recibido',
        createdAt: ahora,
      },
      include: PODER_INCLUDE,
    });
    await audit(tx, { actorId: actor.user.id, phId: asamblea.phId, action: 'asamblea.poder', entity: 'asamblea_poder', entityId: poder.id, details: { apartamentoId: input.apartamentoId, estado: poder.estado }, ip: actor.ip });
    return poder;
  });
}

async function loadPoder(deps: Deps, actor: Actor, poderId: string) {
  const poder = await deps.db.asambleaPoder.findUnique({ where: { id: poderId } });
  if (!poder) throw fail.notFound(ASAMBLEA_MSG.poderNotFound);
  const access = await loadAsamblea(deps.db, actor.user, poder.asambleaId);
  return { poder, ...access };
}

async function cambiarEstadoPoder(deps: Deps, actor: Actor, poderId: string, desde: PoderEstado[], hacia: PoderEstado, accion: string, motivo: string | undefined, may: (a: Awaited<ReturnType<typeof loadPoder>>) => Promise<boolean> | boolean) {
  const access = await loadPoder(deps, actor, poderId);
  if (!(await may(access))) throw fail.forbidden();
  const { poder, asamblea } = access;
  if (!desde.includes(poder.estado)) throw fail.conflict(ASAMBLEA_MSG.poderTransicion(ESTADO_LABEL[poder.estado], accion));
  const ahora = deps.clock.now();
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.asambleaPoder.updateMany({ where: { id: poderId, estado: { in: desde } }, data: { estado: hacia, motivo: motivo ?? null, decididoEn: ahora } });
    if (count === 0) throw fail.conflict(ASAMBLEA_MSG.poderTransicion(ESTADO_LABEL[poder.estado], accion));
    await audit(tx, { actorId: actor.user.id, phId: asamblea.phId, action: `asamblea.poder.${hacia}`, entity: 'asamblea_poder', entityId: poderId, details: { motivo: motivo ?? null }, ip: actor.ip });
    return tx.asambleaPoder.findUniqueOrThrow({ where: { id: poderId }, include: PODER_INCLUDE });
  });
}

export const validarPoder = (deps: Deps, actor: Actor, poderId: string, motivo?: string) =>
  cambiarEstadoPoder(deps, actor, poderId, ['recibido'], 'validado', 'validar', motivo, (a) => a.manage);

export const rechazarPoder = (deps: Deps, actor: Actor, poderId: string, motivo?: string) =>
  cambiarEstadoPoder(deps, actor, poderId, ['recibido'], 'rechazado', 'rechazar', motivo, (a) => a.manage);

/** The owner of the unit (whoever granted it) or the administration revokes a poder. */
export const revocarPoder = (deps: Deps, actor: Actor, poderId: string, motivo?: string) =>
  cambiarEstadoPoder(deps, actor, poderId, ACTIVOS, 'revocado', 'revocar', motivo, async (a) => a.manage || (await unidadesPropias(deps.db, actor.user.id, a.asamblea.phId)).includes(a.poder.apartamentoId));

/** The poderes queue: staff see all; an owner the ones of their units; an apoderado the ones given to them. */
export async function listarPoderes(deps: Deps, actor: Actor, id: string, page: PageInput) {
  const { asamblea, staff } = await loadAsamblea(deps.db, actor.user, id);
  const where: Prisma.AsambleaPoderWhereInput = { asambleaId: id };
  if (!staff) {
    const propias = await unidadesPropias(deps.db, actor.user.id, asamblea.phId);
    where.OR = [{ apartamentoId: { in: propias } }, { apoderadoEmail: actor.user.email }];
  }
  const [total, rows] = await Promise.all([
    deps.db.asambleaPoder.count({ where }),
    deps.db.asambleaPoder.findMany({ where, include: PODER_INCLUDE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...pageOf(page) }),
  ]);
  return { total, rows };
}
