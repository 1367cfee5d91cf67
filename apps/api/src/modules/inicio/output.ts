// The first screen's parts → each in the shape its own procedure answers.
import { INICIO_PAGINAS, type InicioOutput } from '@horizonte/contracts';

import { toAsambleaOutput } from '../asambleas/output.ts';
import { toComunicadoOutput } from '../comunicados/output.ts';
import { toPaqueteOutput } from '../porteria/output.ts';
import { toPqrsOutput } from '../pqrs/output.ts';
import type { Inicio } from './leer.ts';

const pagina = ({ page, pageSize }: { page: number; pageSize: number }) => ({ page, pageSize });

export function toInicioOutput(inicio: Inicio, now: Date): InicioOutput {
  const { apartamentos, comunicados, paquetes, asambleas, pqrs } = inicio;
  return {
    success: true,
    apartamentos: { success: true, ...apartamentos },
    cuentas: inicio.cuentas,
    notificaciones: inicio.notificaciones && { success: true, ...inicio.notificaciones },
    comunicados: comunicados && {
      success: true,
      comunicados: comunicados.rows.map((r) => toComunicadoOutput(r, r.leido)),
      total: comunicados.total,
      noLeidos: comunicados.noLeidos,
      ...pagina(INICIO_PAGINAS.comunicados),
    },
    paquetes: paquetes && {
      success: true,
      paquetes: paquetes.rows.map(toPaqueteOutput),
      total: paquetes.total,
      ...pagina(INICIO_PAGINAS.paquetes),
    },
    asambleas: asambleas && {
      success: true,
      asambleas: asambleas.rows.map((r) => toAsambleaOutput(r, now)),
      total: asambleas.total,
      ...pagina(INICIO_PAGINAS.asambleas),
    },
    pqrs: pqrs && {
      success: true,
      pqrs: pqrs.rows.map((r) => toPqrsOutput(r, now)),
      total: pqrs.total,
      ...pagina(INICIO_PAGINAS.pqrs),
    },
  };
}
