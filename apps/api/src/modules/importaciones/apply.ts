// The writes of a confirmed import, inside confirm.ts's transaction: new units, changed units (each
// audited with what changed), their coeficiente history, and people added to each unit's directory
// with the invitation to their role when they have an email.
import { randomUUID } from 'node:crypto';

import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit, auditMany } from '../../lib/audit.ts';
import { bulkInsert } from '../../lib/bulk.ts';
import type { Actor } from '../access/actor.ts';
import { recordCoeficientes } from '../apartamentos/coeficientes.ts';
import { sendInvitation } from '../invitations/send.ts';
import { addToDirectory, type DirectoryEntry } from '../residentes/directory.ts';
import { rolForTipo } from '../residentes/links.ts';
import type { AppliedRow, UnitChange } from './plan.ts';

export async function applyPlan(
  deps: Deps,
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: { id: string } & Parameters<typeof sendInvitation>[3],
  changes: UnitChange[],
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
  const unitIdOf = new Map<UnitChange, string>();
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
