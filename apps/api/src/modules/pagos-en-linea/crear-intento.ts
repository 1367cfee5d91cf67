// POST /apartamentos/{id}/pagos-en-linea: a person linked to the unit starts a checkout for the total a
// pagar (or a chosen valor between the minimum and the debt plus a margin). The intent is pending until
// the gateway's event (or the daily query) settles it.
import { randomUUID } from 'node:crypto';

import {
  calcularComision,
  formatoPesos,
  INTENTO_VIGENCIA_HORAS,
  rangoPagoEnLinea,
  rutaRetornoPago,
  type Intento,
} from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { estadoDeCuenta } from '../tesoreria/estado-cuenta.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { requirePagador } from './access.ts';
import { cuentaDelConjunto } from './cuenta.ts';
import { comisionTrasladada, intentoInclude, toIntentoOutput } from './output.ts';
import { nuevaReferencia } from './referencia.ts';

/** Where the gateway sends the payer back: the web's return page, which polls the intent. */
export const urlRetorno = (deps: Deps, id: string): string => `${deps.config.appUrl}${rutaRetornoPago(id)}`;

export async function crearIntento(deps: Deps, actor: Actor, apartamentoId: string, valor?: number): Promise<Intento> {
  const { apartamento, ph } = await requirePagador(deps.db, actor.user, apartamentoId);
  const pasarela = await cuentaDelConjunto(deps.db, deps.config, ph.id);
  if (!pasarela) throw fail.conflict('PASARELA_NO_CONFIGURADA');
  const { totalAPagar } = await estadoDeCuenta(deps.db, apartamento, hoy(deps.clock));
  const rango = rangoPagoEnLinea(totalAPagar);
  if (!rango) throw fail.badRequest('PAGO_EN_LINEA_SIN_DEUDA');
  const monto = valor ?? totalAPagar;
  if (monto < rango.minimo) throw fail.badRequest('PAGO_EN_LINEA_VALOR_MINIMO', formatoPesos(rango.minimo));
  if (monto > rango.maximo) throw fail.badRequest('PAGO_EN_LINEA_VALOR_MAXIMO', formatoPesos(rango.maximo));
  // The complex may pass the gateway's fee on: the payer is charged valor + comision, the unit credited valor.
  const reglaComision = comisionTrasladada(pasarela.row);
  const comision = reglaComision ? calcularComision(monto, reglaComision) : 0;
  const id = randomUUID();
  const referencia = nuevaReferencia(ph.id);
  const ahora = deps.clock.now();
  const expiraEn = new Date(ahora.getTime() + INTENTO_VIGENCIA_HORAS * 3_600_000);
  const urlPago = pasarela.proveedor.createCheckout(pasarela.cuenta, {
    referencia,
    valor: monto + comision,
    urlRetorno: urlRetorno(deps, id),
    expiraEn,
  });
  const row = await deps.db.$transaction(async (tx) => {
    const intento = await tx.intentoPago.create({
      data: {
        id,
        phId: ph.id,
        apartamentoId,
        userId: actor.user.id,
        referencia,
        valor: monto,
        comision,
        proveedor: pasarela.proveedor.nombre,
        ambiente: pasarela.row.ambiente,
        urlPago,
        expiraEn,
        creadoEn: ahora,
      },
      include: intentoInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'pago-en-linea.create',
      entity: 'intento_pago',
      entityId: id,
      details: { referencia, valor: monto, comision },
      ip: actor.ip,
    });
    return intento;
  });
  return toIntentoOutput(row);
}
