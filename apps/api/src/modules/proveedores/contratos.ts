// A proveedor's contract (objeto, valor, vigencia, póliza): added, never edited away (an egreso may pay it).
import type { ContratoData } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { dateOf, hoy } from '../tesoreria/ledger.ts';
import { requireProveedor } from './access.ts';
import { toContratoOutput } from './output.ts';

export async function createContrato(deps: Deps, actor: Actor, proveedorId: string, data: ContratoData) {
  const { row: proveedor } = await requireProveedor(deps.db, actor.user, proveedorId, 'manage');
  const contrato = await deps.db.$transaction(async (tx) => {
    const row = await tx.contratoProveedor.create({
      data: {
        phId: proveedor.phId,
        proveedorId,
        objeto: data.objeto,
        valor: data.valor,
        desde: dateOf(data.desde),
        hasta: data.hasta ? dateOf(data.hasta) : null,
        polizaNumero: data.polizaNumero || null,
        polizaVence: data.polizaVence ? dateOf(data.polizaVence) : null,
        createdAt: deps.clock.now(),
      },
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: proveedor.phId,
      action: 'proveedor.contrato.create',
      entity: 'contrato_proveedor',
      entityId: row.id,
      details: { proveedorId, objeto: data.objeto, valor: data.valor, desde: data.desde, hasta: data.hasta ?? null },
      ip: actor.ip,
    });
    return row;
  });
  return toContratoOutput(contrato, hoy(deps.clock));
}
