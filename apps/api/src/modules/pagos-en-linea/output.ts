// Database rows → the contracts' output shapes (dates as ISO text, cents as numbers).
import type {
  ComisionPasarela,
  Descuadre,
  Intento,
  PasarelaConfig as PasarelaConfigOutput,
  TransferenciaConfig,
} from '@horizonte/contracts';
import type { DescuadrePasarela, EventoPasarela, IntentoPago, PasarelaConfig } from '@horizonte/db';

import { unidadDe } from '../tesoreria/pagos.ts';

export function toTransferencia(row: PasarelaConfig | null): TransferenciaConfig {
  return {
    llaveBreB: row?.llaveBreB ?? null,
    banco: row?.banco ?? null,
    tipoCuenta: row?.tipoCuenta ?? null,
    numeroCuenta: row?.numeroCuenta ?? null,
    titularCuenta: row?.titularCuenta ?? null,
  };
}

/** The stored fee, or null when none is set (the three columns go together). */
export function comisionDe(row: PasarelaConfig | null): ComisionPasarela | null {
  if (!row || row.comisionPorcentajeBp === null || row.comisionFijo === null || row.comisionIva === null) return null;
  return { porcentajeBp: row.comisionPorcentajeBp, fijo: row.comisionFijo, iva: row.comisionIva };
}

/** The fee the payer pays on top, when the complex passes it on; null when the complex absorbs it. */
export const comisionTrasladada = (row: PasarelaConfig | null): ComisionPasarela | null =>
  row?.trasladarComision ? comisionDe(row) : null;

export function toPasarelaOutput(row: PasarelaConfig | null, urlEventos: string): PasarelaConfigOutput {
  return {
    configurada: row !== null,
    proveedor: row ? 'wompi' : null,
    llavePublica: row?.llavePublica ?? null,
    ambiente: row?.ambiente ?? null,
    secretoIntegridadDefinido: Boolean(row?.secretoIntegridad),
    secretoEventosDefinido: Boolean(row?.secretoEventos),
    urlEventos,
    transferencia: toTransferencia(row),
    comision: comisionDe(row),
    trasladarComision: row?.trasladarComision ?? false,
    actualizadoEn: row ? row.updatedAt.toISOString() : null,
  };
}

export type IntentoRow = IntentoPago & {
  apartamento: { torre: string; numero: string };
  pago: { numeroRecibo: number | null } | null;
};
export const intentoInclude = {
  apartamento: { select: { torre: true, numero: true } },
  pago: { select: { numeroRecibo: true } },
} as const;

export function toIntentoOutput(row: IntentoRow): Intento {
  return {
    id: row.id,
    apartamentoId: row.apartamentoId,
    unidad: unidadDe(row.apartamento),
    referencia: row.referencia,
    valor: row.valor,
    comision: row.comision,
    totalCobrado: row.valor + row.comision,
    estado: row.estado,
    urlPago: row.urlPago,
    expiraEn: row.expiraEn.toISOString(),
    creadoEn: row.creadoEn.toISOString(),
    proveedor: 'wompi',
    ambiente: row.ambiente,
    transaccionId: row.transaccionId,
    medioPago: row.medioPago,
    pagoId: row.pagoId,
    numeroRecibo: row.pago?.numeroRecibo ?? null,
  };
}

export function toEventoOutput(row: EventoPasarela) {
  return {
    id: row.id,
    recibidoEn: row.recibidoEn.toISOString(),
    tipo: row.tipo,
    transaccionId: row.transaccionId,
    referencia: row.referencia,
    estadoTransaccion: row.estadoTransaccion,
    valorCentavos: row.valorCentavos === null ? null : Number(row.valorCentavos),
    moneda: row.moneda,
    resultado: row.resultado,
  };
}

export function toDescuadreOutput(row: DescuadrePasarela): Descuadre {
  return {
    id: row.id,
    creadoEn: row.creadoEn.toISOString(),
    motivo: row.motivo,
    detalle: row.detalle,
    referencia: row.referencia,
    transaccionId: row.transaccionId,
    intentoId: row.intentoId,
    valorCentavos: row.valorCentavos === null ? null : Number(row.valorCentavos),
    resuelto: row.resuelto,
    nota: row.nota,
    resueltoEn: row.resueltoEn?.toISOString() ?? null,
  };
}
