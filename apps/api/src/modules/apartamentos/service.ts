// Units of a property: list, create, edit, delete, and the caller's own units.
import type { z } from 'zod';

import { MSG, toMillionths, type Apartamento, type apartamentoFields, type apartamentoListInput } from '@horizonte/contracts';
import { Prisma, type Database } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { readWithPhPermission, requireApartamentoPermission, requirePhPermission } from '../access/guards.ts';
import { releaseLinkRoles } from '../residentes/links.ts';
import { coeficienteTotal } from '../stats/service.ts';
import { assertCoeficienteFits, recordCoeficientes } from './coeficientes.ts';
import { withResidentesCount } from './output.ts';

type ApartamentoData = z.output<typeof apartamentoFields>;

export async function listApartamentos({ db }: Deps, actor: Actor, input: z.output<typeof apartamentoListInput>) {
  const { skip, take } = pageOf(input);
  // A unit list opens every community screen: the guard, the totals and the page with each unit's
  // resident count as one statement, the units already in their answer's shape (numerics as JSON
  // numbers, dates as toISOString() writes them): no Decimal or Date per unit on the hottest list.
  const { total, coeficiente, unidades } = await readWithPhPermission<{
    total: number;
    coeficiente: Prisma.Decimal | null;
    unidades: Apartamento[];
  }>(
    db,
    actor.user,
    input.id,
    'readCommunity',
    Prisma.sql`
      SELECT t.total, t.coeficiente, u.unidades
      FROM (SELECT count(*)::int AS total, sum(coeficiente) AS coeficiente FROM apartamentos WHERE ph_id = p.id) t,
           (SELECT coalesce(json_agg(x ORDER BY x.torre, x.numero), '[]'::json) AS unidades FROM (
              SELECT a.id, a.ph_id AS "phId", a.torre, a.numero, a.piso, a.tipo, a.area_m2 AS "areaM2", a.coeficiente,
                     (SELECT count(*)::int FROM residentes r WHERE r.apartamento_id = a.id) AS "residentesCount",
                     to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
              FROM apartamentos a WHERE a.ph_id = p.id
              ORDER BY a.torre ASC, a.numero ASC LIMIT ${take} OFFSET ${skip}) x) u`,
  );
  return { apartamentos: unidades, total, coeficienteTotal: Number(coeficiente ?? 0) };
}

/** Units where the caller is a linked resident (owner and resident portals). */
export async function myApartamentos({ db }: Deps, actor: Actor, phId: string) {
  await requirePhPermission(db, actor.user, phId, 'view');
  const apartamentos = await db.apartamento.findMany({
    where: { phId, residentes: { some: { userId: actor.user.id } } },
    include: withResidentesCount,
    orderBy: [{ torre: 'asc' }, { numero: 'asc' }],
  });
  return { apartamentos, total: apartamentos.length, coeficienteTotal: await coeficienteTotal(db, phId) };
}

export async function createApartamento({ db, clock }: Deps, actor: Actor, phId: string, data: ApartamentoData) {
  await requirePhPermission(db, actor.user, phId, 'manage');
  const { coeficienteReferencia, ...unit } = data;
  return writeApartamento(db, async (tx) => {
    await assertCoeficienteFits(tx, phId, unit.coeficiente);
    const apartamento = await tx.apartamento.create({ data: { ...unit, phId }, include: withResidentesCount });
    await recordCoeficientes(tx, [
      {
        apartamentoId: apartamento.id,
        valor: unit.coeficiente,
        referencia: coeficienteReferencia,
        actorId: actor.user.id,
        vigenteDesde: clock.now(),
      },
    ]);
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'apartamento.create',
      entity: 'apartamento',
      entityId: apartamento.id,
      details: data,
      ip: actor.ip,
    });
    return apartamento;
  });
}

export async function updateApartamento({ db, clock }: Deps, actor: Actor, id: string, data: ApartamentoData) {
  const { ph, apartamento: before } = await requireApartamentoPermission(db, actor.user, id, 'manage');
  const { coeficienteReferencia, ...unit } = data;
  return writeApartamento(db, async (tx) => {
    await assertCoeficienteFits(tx, ph.id, unit.coeficiente, id);
    const apartamento = await tx.apartamento.update({ where: { id }, data: unit, include: withResidentesCount });
    // Ley 675 art. 28: a new coeficiente starts a new entry of the unit's history.
    if (toMillionths(Number(before.coeficiente)) !== toMillionths(unit.coeficiente)) {
      await recordCoeficientes(tx, [
        {
          apartamentoId: id,
          valor: unit.coeficiente,
          referencia: coeficienteReferencia,
          actorId: actor.user.id,
          vigenteDesde: clock.now(),
        },
      ]);
    }
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'apartamento.update',
      entity: 'apartamento',
      entityId: id,
      details: data,
      ip: actor.ip,
    });
    return apartamento;
  });
}

/** Deleting a unit deletes its resident records; people linked only through it lose that role. */
export async function deleteApartamento({ db }: Deps, actor: Actor, id: string): Promise<void> {
  const { ph } = await requireApartamentoPermission(db, actor.user, id, 'manage');
  try {
    await db.$transaction(async (tx) => {
      const links = await tx.residente.findMany({ where: { apartamentoId: id }, select: { userId: true, tipo: true } });
      await tx.apartamento.delete({ where: { id } });
      await releaseLinkRoles(tx, ph.id, links);
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: 'apartamento.delete',
        entity: 'apartamento',
        entityId: id,
        ip: actor.ip,
      });
    });
  } catch (error) {
    // Charges, payments, bookings and gate records keep the unit (corrections are reversals, never deletes).
    if (isForeignKeyViolation(error)) throw fail.conflict(MSG.apartamentoConHistorial);
    throw error;
  }
}

/** Runs a write and answers with the unit and the property's new coeficiente sum. */
async function writeApartamento<T extends { phId: string }>(db: Database, write: (tx: Prisma.TransactionClient) => Promise<T>) {
  try {
    const apartamento = await db.$transaction(write);
    return { apartamento, coeficienteTotal: await coeficienteTotal(db, apartamento.phId) };
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict(MSG.apartamentoTaken);
    throw error;
  }
}
