// GET /apartamentos/{id}/pagos-en-linea/opciones: what the owner's «Pagar» screen shows — the total, the
// range an online payment may take, whether the complex takes online payments, and its Bre-B llave and
// bank account with the unit's own reference to write in a transfer.
import { rangoPagoEnLinea, type CobroPendiente, type OpcionesPago } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { cuentaDeUnidad } from '../tesoreria/estado-cuenta.ts';
import { hoy, type CargoCuenta } from '../tesoreria/ledger.ts';
import { requirePagador } from './access.ts';
import { comisionTrasladada, toTransferencia } from './output.ts';
import { referenciaTransferencia } from './referencia.ts';

export async function opcionesDePago(deps: Deps, actor: Actor, apartamentoId: string): Promise<OpcionesPago> {
  const { apartamento, ph } = await requirePagador(deps.db, actor.user, apartamentoId);
  const [config, cuenta] = await Promise.all([
    deps.db.pasarelaConfig.findUnique({ where: { phId: ph.id } }),
    cuentaDeUnidad(deps.db, apartamento, hoy(deps.clock)),
  ]);
  const { totalAPagar, saldoIntereses, saldoAFavor } = cuenta.estado;
  const transferencia = toTransferencia(config);
  const publica = transferencia.llaveBreB || transferencia.numeroCuenta;
  return {
    success: true,
    totalAPagar,
    intereses: saldoIntereses,
    saldoAFavor,
    cobros: cobrosPendientes(cuenta.cargosVivos),
    pasarela: config ? { proveedor: 'wompi', ambiente: config.ambiente } : null,
    rango: config ? rangoPagoEnLinea(totalAPagar) : null,
    comision: comisionTrasladada(config),
    transferencia: publica ? { ...transferencia, referencia: referenciaTransferencia(apartamento) } : null,
  };
}

/** The capital still owed, charge by charge, in the order a payment is applied to it (ledger order). */
function cobrosPendientes(cargos: readonly CargoCuenta[]): CobroPendiente[] {
  return cargos
    .filter((c) => c.tipo !== 'interes' && c.saldo > 0)
    .map((c) => ({ periodo: c.periodo, concepto: c.concepto, vence: c.fechaVencimiento, pendiente: c.saldo }));
}
