// The gate's access log: a visitor enters with an authorisation's code (spent in ONE conditional
// UPDATE, so two guards scanning the same code at once admit one visitor) or as a walk-in announced
// by intercom; the exit is marked later. Residents see only their units' visitors (Ley 1581 de 2012).
import type { Prisma } from '@horizonte/db';
import { MSG, PORTERIA_MSG } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/paginate.ts';
import { normalizeSearch } from '../../lib/text.ts';
import { porteriaAccess, requireGate, unidadesVisibles } from './access.ts';
import { hashCodigo } from './codigo.ts';
import { ACCESO_INCLUDE, fechaHora, unidadLabel, type AccesoRow } from './output.ts';

export interface AccesoData {
  codigo?: string;
  apartamentoId?: string;
  nombreVisitante?: string;
  documento?: string;
  placa?: string;
  autorizadoPor?: string;
}

/** The guard's search text: the visitor's data and the unit (torre, número, «torre-número»). */
export function accesoSearchText(visitante: { nombreVisitante: string; documento: string | null; placa: string | null }, unidad: { torre: string; numero: string }): string {
  return normalizeSearch([visitante.nombreVisitante, visitante.documento, visitante.placa, unidad.torre, unidad.numero, unidadLabel(unidad)].filter(Boolean).join(' '));
}

interface Gastada {
  id: string;
  apartamento_id: string;
  nombre_visitante: string;
  documento: string | null;
  placa: string | null;
  creado_por: string;
}

/** Spends one use of the code, or says why it cannot (404 unknown, 409 used, revoked, expired, not yet). */
async function gastarCodigo(tx: Prisma.TransactionClient, phId: string, codigo: string, ahora: Date): Promise<Gastada> {
  const hash = hashCodigo(codigo);
  const iso = ahora.toISOString();
  const [gastada] = await tx.$queryRaw<Gastada[]>`
    UPDATE autorizaciones a
    SET usos_restantes = a.usos_restantes - 1,
        estado = CASE WHEN a.usos_restantes = 1 THEN 'usada'::"EstadoAutorizacion" ELSE a.estado END
    FROM users u
    WHERE u.id = a.creado_por_id AND a.ph_id = ${phId}::uuid AND a.codigo_hash = ${hash}
      AND a.estado = 'activa' AND a.usos_restantes > 0
      AND a.desde <= (${iso}::timestamptz AT TIME ZONE 'UTC') AND a.hasta > (${iso}::timestamptz AT TIME ZONE 'UTC')
    RETURNING a.id, a.apartamento_id, a.nombre_visitante, a.documento, a.placa, u.nombre AS creado_por`;
  if (gastada) return gastada;
  const found = await tx.autorizacion.findFirst({ where: { phId, codigoHash: hash } });
  if (!found) throw fail.notFound(PORTERIA_MSG.codigoNotFound);
  if (found.estado === 'revocada') throw fail.conflict(PORTERIA_MSG.codigoRevocado);
  if (found.estado === 'usada' || found.usosRestantes <= 0) throw fail.conflict(PORTERIA_MSG.codigoUsado);
  if (found.hasta <= ahora) throw fail.conflict(PORTERIA_MSG.codigoVencido(fechaHora(found.hasta)));
  throw fail.conflict(PORTERIA_MSG.codigoAunNo(fechaHora(found.desde)));
}

export async function registrarAcceso(deps: Deps, actor: Actor, phId: string, data: AccesoData): Promise<AccesoRow> {
  const { db, clock } = deps;
  requireGate(await porteriaAccess(db, actor.user, phId));
  if (!data.codigo && data.apartamentoId) {
    const unidad = await db.apartamento.findFirst({ where: { id: data.apartamentoId, phId }, select: { id: true } });
    if (!unidad) throw fail.notFound(MSG.apartamentoNotFound);
  }
  const ahora = clock.now();
  return db.$transaction(async (tx) => {
    let visita: { apartamentoId: string; autorizacionId: string | null; nombreVisitante: string; documento: string | null; placa: string | null; autorizadoPor: string };
    if (data.codigo) {
      const g = await gastarCodigo(tx, phId, data.codigo, ahora);
      visita = { apartamentoId: g.apartamento_id, autorizacionId: g.id, nombreVisitante: g.nombre_visitante, documento: g.documento, placa: g.placa, autorizadoPor: g.creado_por };
    } else {
      visita = {
        apartamentoId: data.apartamentoId!,
        autorizacionId: null,
        nombreVisitante: data.nombreVisitante!,
        documento: data.documento ?? null,
        placa: data.placa?.toUpperCase() ?? null,
        autorizadoPor: data.autorizadoPor!,
      };
    }
    const unidad = await tx.apartamento.findUniqueOrThrow({ where: { id: visita.apartamentoId }, select: { torre: true, numero: true } });
    const acceso = await tx.acceso.create({
      data: { phId, ...visita, entradaEn: ahora, registradoPorId: actor.user.id, searchText: accesoSearchText(visita, unidad) },
      include: ACCESO_INCLUDE,
    });
    await audit(tx, { actorId: actor.user.id, phId, action: 'acceso.entrada', entity: 'acceso', entityId: acceso.id, details: { apartamentoId: visita.apartamentoId, autorizacionId: visita.autorizacionId }, ip: actor.ip });
    return acceso;
  });
}

export async function registrarSalida(deps: Deps, actor: Actor, id: string): Promise<AccesoRow> {
  const { db, clock } = deps;
  const found = await db.acceso.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!found) throw fail.notFound(PORTERIA_MSG.accesoNotFound);
  requireGate(await porteriaAccess(db, actor.user, found.phId));
  return db.$transaction(async (tx) => {
    const { count } = await tx.acceso.updateMany({ where: { id, salidaEn: null }, data: { salidaEn: clock.now() } });
    if (count === 0) throw fail.conflict(PORTERIA_MSG.salidaRegistrada);
    await audit(tx, { actorId: actor.user.id, phId: found.phId, action: 'acceso.salida', entity: 'acceso', entityId: id, ip: actor.ip });
    return tx.acceso.findUniqueOrThrow({ where: { id }, include: ACCESO_INCLUDE });
  });
}

export interface AccesoFiltro extends PageInput {
  desde?: string;
  hasta?: string;
  q?: string;
  adentro?: 'true' | 'false';
}

export async function listarAccesos(deps: Deps, actor: Actor, phId: string, filtro: AccesoFiltro) {
  const visibles = unidadesVisibles(await porteriaAccess(deps.db, actor.user, phId));
  const where: Prisma.AccesoWhereInput = { phId };
  if (visibles) where.apartamentoId = { in: visibles };
  if (filtro.desde || filtro.hasta) where.entradaEn = { ...(filtro.desde ? { gte: new Date(filtro.desde) } : {}), ...(filtro.hasta ? { lt: new Date(filtro.hasta) } : {}) };
  if (filtro.adentro === 'true') where.salidaEn = null;
  const q = filtro.q ? normalizeSearch(filtro.q) : '';
  if (q) where.searchText = { contains: q };
  const [total, rows] = await Promise.all([
    deps.db.acceso.count({ where }),
    deps.db.acceso.findMany({ where, include: ACCESO_INCLUDE, orderBy: [{ entradaEn: 'desc' }, { id: 'desc' }], ...pageOf(filtro) }),
  ]);
  return { total, rows };
}
