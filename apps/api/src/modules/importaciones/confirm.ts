// Importing units and people from a spreadsheet (issue 14 §1). A preview is a dry run kept as an
// Importacion row (the checked rows, the summary and the errors); confirming applies it in one
// transaction, all or nothing, against the complex as it is at that moment. Units are matched by
// torre + numero, so importing the same file again changes nothing.
import { randomUUID } from 'node:crypto';

import { TRPCError } from '@trpc/server';

import {
  IMPORT_TTL_MS,
  matchHeaders,
  MSG,
  type ImportError,
  type ImportResiduo,
  type ImportResumen,
  type ImportRow,
} from '@horizonte/contracts';
import type { Importacion, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit, auditMany } from '../../lib/audit.ts';
import { bulkInsert } from '../../lib/bulk.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { consume, refund } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/actor.ts';
import { requirePhPermission } from '../access/guards.ts';
import { recordCoeficientes } from '../apartamentos/coeficientes.ts';
import { sendInvitation } from '../invitations/send.ts';
import { addToDirectory, type DirectoryEntry } from '../residentes/directory.ts';
import { rolForTipo } from '../residentes/links.ts';
import { residenteAdds } from '../residentes/quota.ts';
import { readSpreadsheet } from './parse.ts';
import { checkSheet, planImport, type AppliedRow } from './plan.ts';

export interface ImportPreview {
  importacion: Importacion;
  resumen: ImportResumen;
  errores: ImportError[];
  residuo: ImportResiduo | null;
}

/** Reads and checks the file, compares it with the complex, and keeps the result for confirmation. */
export async function previewImport(
  { db }: Deps,
  actor: Actor,
  phId: string,
  archivo: { nombre: string; bytes: Uint8Array },
): Promise<ImportPreview> {
  await requirePhPermission(db, actor.user, phId, 'manage');
  const sheet = await readSpreadsheet(archivo.bytes, (headers) => Object.values(matchHeaders(headers).columns) as number[]);
  const checked = checkSheet(sheet);
  const plan = await planImport(db, phId, checked.rows, checked.errores);
  const importacion = await db.$transaction(async (tx) => {
    const created = await tx.importacion.create({
      data: {
        phId,
        createdById: actor.user.id,
        archivo: archivo.nombre.slice(0, 200),
        filas: checked.rows as unknown as Prisma.InputJsonValue,
        resumen: plan.resumen,
        errores: plan.errores,
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId,
      action: 'importacion.preview',
      entity: 'importacion',
      entityId: created.id,
      details: { archivo: created.archivo, errores: plan.errores.length },
      ip: actor.ip,
    });
    return created;
  });
  return { importacion, resumen: plan.resumen, errores: plan.errores, residuo: plan.residuo };
}

/**
 * Applies a clean preview in one transaction: new units, changed units (each audited with what
 * changed), their coeficiente history, and people added to each unit's directory with the
 * invitation to their role when they have an email. Anything failing undoes everything. A sum
 * off 100 % by rounding only needs `residuoFila`, the row whose unit takes the residue.
 */
export async function confirmImport(deps: Deps, actor: Actor, id: string, residuoFila?: number): Promise<ImportResumen> {
  const { db, clock } = deps;
  const importacion = await db.importacion.findFirst({ where: { id, ph: { deletedAt: null } } });
  if (!importacion) throw fail.notFound(MSG.importNotFound);
  const ph = await requirePhPermission(db, actor.user, importacion.phId, 'manage');
  if (importacion.status === 'aplicada') throw fail.conflict(MSG.importAlreadyApplied);
  if ((importacion.errores as unknown[]).length > 0) throw fail.conflict(MSG.importHasErrors);
  const now = clock.now();
  if (now.getTime() - importacion.createdAt.getTime() > IMPORT_TTL_MS) throw fail.conflict(MSG.importExpired);
  const rows = importacion.filas as unknown as ImportRow[];
  if (residuoFila !== undefined && !rows.some((r) => r.fila === residuoFila && r.coeficiente !== null))
    throw fail.badRequest(MSG.importResiduoFila);
  // Each person invited counts against the admin's «100 altas por hora», like Agregar residente (issue 25 #8).
  const invitaciones = (importacion.resumen as unknown as ImportResumen).invitaciones;
  await consumeInvitations(deps, actor, invitaciones);
  try {
    return await db.$transaction(
      async (tx) => {
        // Serialises with every other write of the complex's units (the coeficiente sum check locks the same row).
        await tx.$queryRaw`SELECT id FROM ph WHERE id = ${ph.id}::uuid FOR UPDATE`;
        const claimed = await tx.importacion.updateMany({
          where: { id, status: 'pendiente' },
          data: { status: 'aplicada', appliedAt: now },
        });
        if (claimed.count === 0) throw fail.conflict(MSG.importAlreadyApplied);
        const plan = await planImport(tx, ph.id, rows, [], residuoFila);
        if (plan.errores.length) throw fail.conflict(MSG.importHasErrors);
        if (plan.residuo) throw fail.conflict(MSG.importResiduoRequired);
        if (plan.resumen.invitaciones > invitaciones) throw fail.conflict(MSG.importExpired);
        await applyPlan(deps, tx, actor, ph, plan.changes, id, now);
        await tx.importacion.update({ where: { id }, data: { resumen: plan.resumen } });
        await audit(tx, {
          actorId: actor.user.id,
          phId: ph.id,
          action: 'importacion.apply',
          entity: 'importacion',
          entityId: id,
          details: { ...plan.resumen },
          ip: actor.ip,
        });
        return plan.resumen;
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
  } catch (error) {
    await refund(db, residenteAdds(deps.config), actor.user.id, invitaciones);
    if (isUniqueViolation(error)) throw fail.conflict(MSG.apartamentoTaken);
    throw error;
  }
}

/** Counts the invitations a file would send; a file past the hour's quota is refused whole (429) and counts nothing. */
async function consumeInvitations({ db, config }: Deps, actor: Actor, invitaciones: number): Promise<void> {
  if (invitaciones === 0) return;
  const quota = residenteAdds(config);
  try {
    await consume(db, { ...quota, message: MSG.importTooManyInvitations }, actor.user.id, invitaciones);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') await refund(db, quota, actor.user.id, invitaciones);
    throw error;
  }
}

type Plan = Awaited<ReturnType<typeof planImport>>;

async function applyPlan(
  deps: Deps,
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: { id: string } & Parameters<typeof sendInvitation>[3],
  changes: Plan['changes'],
  importacionId: string,
  now: Date,
) {
  const unitData = (row: AppliedRow) => ({
    torre: row.torre,
    numero: row.numero,
    piso: row.piso,
    tipo: row.tipo,
    areaM2: row.areaM2,
    coeficiente: row.coeficiente,
  });
  const created = changes.filter((c) => !c.existing).map((c) => ({ change: c, id: randomUUID() }));
  const updated = changes.filter((c) => c.existing && c.changed);
  const unitIdOf = new Map<UnitKey, string>();
  for (const { change, id } of created) unitIdOf.set(change, id);
  for (const change of changes) if (change.existing) unitIdOf.set(change, change.existing.id);

  await bulkInsert(
    tx,
    'apartamentos',
    {
      id: 'uuid',
      ph_id: 'uuid',
      torre: 'text',
      numero: 'text',
      piso: 'int',
      tipo: '"TipoUnidad"',
      area_m2: 'numeric',
      coeficiente: 'numeric',
      created_at: 'timestamp(3)',
      updated_at: 'timestamp(3)',
    },
    created.map(({ change: { row }, id }) => ({
      id,
      ph_id: ph.id,
      torre: row.torre,
      numero: row.numero,
      piso: row.piso,
      tipo: row.tipo,
      area_m2: row.areaM2,
      coeficiente: row.coeficiente,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })),
  );
  for (const change of updated) await tx.apartamento.update({ where: { id: change.existing!.id }, data: unitData(change.row) });

  const coeficienteChanges = [
    ...created.map(({ change, id }) => ({ apartamentoId: id, valor: change.row.coeficiente })),
    ...updated
      .filter((c) => Number(c.existing!.coeficiente) !== c.row.coeficiente)
      .map((c) => ({ apartamentoId: c.existing!.id, valor: c.row.coeficiente })),
  ];
  await recordCoeficientes(
    tx,
    coeficienteChanges.map((c) => ({
      ...c,
      referencia: 'Importación de hoja de cálculo',
      actorId: actor.user.id,
      vigenteDesde: now,
    })),
  );

  await auditMany(tx, [
    ...created.map(({ change, id }) => ({
      actorId: actor.user.id,
      phId: ph.id,
      action: 'apartamento.create',
      entity: 'apartamento',
      entityId: id,
      details: { ...unitData(change.row), importacionId },
      ip: actor.ip,
    })),
    ...updated.map((c) => ({
      actorId: actor.user.id,
      phId: ph.id,
      action: 'apartamento.update',
      entity: 'apartamento',
      entityId: c.existing!.id,
      details: {
        importacionId,
        antes: {
          piso: c.existing!.piso,
          tipo: c.existing!.tipo,
          areaM2: c.existing!.areaM2 === null ? null : Number(c.existing!.areaM2),
          coeficiente: Number(c.existing!.coeficiente),
        },
        despues: unitData(c.row),
      },
      ip: actor.ip,
    })),
  ]);

  // People: the same path as "Agregar residente" (directory record + invitation when there is an email).
  const entries: DirectoryEntry[] = changes.flatMap((change) =>
    change.nuevas.map((p) => ({
      apartamentoId: unitIdOf.get(change)!,
      nombre: p.nombre,
      tipo_documento: p.tipo_documento,
      numero_documento: p.numero_documento,
      email: p.email ?? undefined,
      telefono: p.telefono ?? undefined,
      tipo: p.tipo,
    })),
  );
  await addToDirectory(deps, tx, actor, ph, entries);
  for (const change of changes) {
    for (const person of change.conEmailNuevo) {
      await tx.residente.update({ where: { id: person.id }, data: { email: person.email } });
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: 'residente.email',
        entity: 'residente',
        entityId: person.id,
        details: { importacionId },
        ip: actor.ip,
      });
      await sendInvitation(deps, tx, actor, ph, {
        email: person.email,
        rol: rolForTipo(person.tipo),
        apartamentoId: unitIdOf.get(change)!,
      });
    }
  }
}

type UnitKey = Plan['changes'][number];
