import { type ProveedorData } from '@horizonte/contracts';
import { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { requireProveedores } from './access.ts';
import { proveedorInclude, toProveedorOutput } from './output.ts';
import { comprobarVinculo } from './vincular.ts';

/** The columns a proveedor's form writes (create and update). */
export function proveedorColumns(data: ProveedorData) {
  return {
    razonSocial: data.razonSocial,
    nit: data.nit,
    dv: data.dv,
    declarante: data.declarante,
    personaNatural: data.personaNatural,
    contactoNombre: data.contactoNombre || null,
    email: data.email || null,
    telefono: data.telefono || null,
    servicios: data.servicios,
    userId: data.userId ?? null,
  };
}

export const nitRepetido = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' ? fail.conflict('NIT_REPETIDO') : error;

export async function createProveedor(deps: Deps, actor: Actor, phId: string, data: ProveedorData) {
  const ph = await requireProveedores(deps.db, actor.user, phId, 'manage');
  const now = deps.clock.now();
  const row = await deps.db
    .$transaction(async (tx) => {
      await comprobarVinculo(tx, ph.id, data.userId, null);
      const proveedor = await tx.proveedor.create({
        data: { ...proveedorColumns(data), phId: ph.id, createdAt: now, updatedAt: now },
        include: proveedorInclude,
      });
      await audit(tx, {
        actorId: actor.user.id,
        phId: ph.id,
        action: 'proveedor.create',
        entity: 'proveedor',
        entityId: proveedor.id,
        details: { razonSocial: data.razonSocial, nit: `${data.nit}-${data.dv}` },
        ip: actor.ip,
      });
      return proveedor;
    })
    .catch((error: unknown) => {
      throw nitRepetido(error);
    });
  return toProveedorOutput(row, hoy(deps.clock));
}
