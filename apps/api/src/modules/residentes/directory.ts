// Adding people to units' directories (by hand or by import), with the invitation to their role.
import { randomUUID } from 'node:crypto';

import type { z } from 'zod';

import { DEFAULT_PERMISOS, type residenteFields } from '@horizonte/contracts';
import type { PH, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { auditMany } from '../../lib/audit.ts';
import { bulkInsert } from '../../lib/bulk.ts';
import type { Actor } from '../access/actor.ts';
import { sendInvitations } from '../invitations/send.ts';
import { rolForTipo } from './links.ts';

export type ResidenteData = z.output<typeof residenteFields>;

export type DirectoryEntry = ResidenteData & { apartamentoId: string };

/**
 * Adds people to units' directories in `tx` (audited) and invites each one with an email to the
 * role matching their tipo on that unit; people without email wait in the directory. The caller
 * checked that every unit belongs to `ph`.
 */
export async function addToDirectory(
  deps: Deps,
  tx: Prisma.TransactionClient,
  actor: Actor,
  ph: PH,
  entries: DirectoryEntry[],
): Promise<string[]> {
  const now = deps.clock.now().toISOString();
  const rows = entries.map((data) => ({
    id: randomUUID(),
    apartamento_id: data.apartamentoId,
    nombre: data.nombre,
    tipo_documento: data.tipo_documento,
    numero_documento: data.numero_documento,
    email: data.email ?? null,
    telefono: data.telefono || null,
    tipo: data.tipo,
    permisos: data.permisos ?? [...DEFAULT_PERMISOS],
    created_at: now,
    updated_at: now,
  }));
  await bulkInsert(tx, 'residentes', RESIDENTE_COLUMNS, rows);
  await auditMany(
    tx,
    rows.map((r) => ({
      actorId: actor.user.id,
      phId: ph.id,
      action: 'residente.create',
      entity: 'residente',
      entityId: r.id,
      ip: actor.ip,
    })),
  );
  const invited = rows.filter((r) => r.email !== null);
  await sendInvitations(
    deps,
    tx,
    actor,
    ph,
    invited.map((r) => ({ email: r.email!, rol: rolForTipo(r.tipo), apartamentoId: r.apartamento_id })),
  );
  return rows.map((r) => r.id);
}

const RESIDENTE_COLUMNS = {
  id: 'uuid',
  apartamento_id: 'uuid',
  nombre: 'text',
  tipo_documento: '"TipoDocumento"',
  numero_documento: 'text',
  email: 'text',
  telefono: 'text',
  tipo: '"TipoResidente"',
  permisos: '"Permiso"[]',
  created_at: 'timestamp(3)',
  updated_at: 'timestamp(3)',
};
