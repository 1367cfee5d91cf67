// The consejo's monthly report as PDF, with the treasury's document renderer (pdfkit).
import {
  EDADES_CARTERA,
  formatoFecha,
  formatoFechaLarga,
  formatoPesos,
  formatoPorcentaje,
  nombrePeriodo,
  type InformeMensualDatos,
} from '@horizonte/contracts';

import { ETIQUETAS } from '../tesoreria/cartera-archivo.ts';
import { renderPdf, type Tabla } from '../tesoreria/pdf.ts';

type Conjunto = { nombre: string; nit: string; direccion: string; ciudad: string };

const ESTADO_CUMPLIMIENTO = { al_dia: 'Al día', por_vencer: 'Por vencer', vencido: 'Vencido' } as const;

const pct = (valor: number | null): string => (valor === null ? '—' : formatoPorcentaje(valor));
/** A variance may be negative: written with a hyphen, since the PDF's built-in font has no minus sign. */
const pesosConSigno = (valor: number): string => (valor < 0 ? `-${formatoPesos(-valor)}` : formatoPesos(valor));

function ejecucionTabla(e: NonNullable<InformeMensualDatos['ejecucion']>): Tabla {
  return {
    columnas: [
      { titulo: 'Rubro', ancho: 152 },
      { titulo: 'Presupuesto anual', ancho: 90, derecha: true },
      { titulo: 'Presupuesto a la fecha', ancho: 90, derecha: true },
      { titulo: 'Ejecutado', ancho: 80, derecha: true },
      { titulo: '%', ancho: 45, derecha: true },
      { titulo: 'Variación', ancho: 55, derecha: true },
    ],
    filas: [
      ...e.rubros.map((r) => [
        r.enPresupuesto ? r.rubro : `${r.rubro} (fuera del presupuesto)`,
        formatoPesos(r.presupuestadoAnual),
        formatoPesos(r.presupuestadoALaFecha),
        formatoPesos(r.ejecutado),
        pct(r.porcentaje),
        pesosConSigno(r.variacion),
      ]),
      [
        'Total',
        formatoPesos(e.totales.presupuestadoAnual),
        formatoPesos(e.totales.presupuestadoALaFecha),
        formatoPesos(e.totales.ejecutado),
        pct(e.totales.porcentaje),
        pesosConSigno(e.totales.variacion),
      ],
    ],
  };
}

export async function renderInformePdf(conjunto: Conjunto, d: InformeMensualDatos): Promise<{ nombre: string; bytes: Buffer }> {
  const egresosTotal = d.egresosDelMes.reduce((a, e) => a + e.valor, 0);
  const bytes = await renderPdf({
    titulo: `Informe mensual al consejo de administración: ${nombrePeriodo(d.periodo)}`,
    conjunto,
    lineas: [`Del ${formatoFechaLarga(d.desde)} al ${formatoFechaLarga(d.hasta)}.`],
    secciones: [
      {
        titulo: 'Recaudo frente a lo facturado',
        lineas: [
          `Facturado en el mes: ${formatoPesos(d.recaudo.facturado)}`,
          `Recaudado en el mes: ${formatoPesos(d.recaudo.recaudado)} (${pct(d.recaudo.porcentaje)} de lo facturado)`,
        ],
      },
      {
        titulo: 'Cartera por edades',
        lineas: [
          `Cartera total al ${formatoFecha(d.hasta)}: ${formatoPesos(d.cartera.total)}, de la cual intereses de mora ${formatoPesos(d.cartera.intereses)}.`,
        ],
        tabla: {
          columnas: [
            { titulo: 'Edad del capital', ancho: 200 },
            { titulo: 'Valor', ancho: 120, derecha: true },
          ],
          filas: EDADES_CARTERA.map((edad) => [ETIQUETAS[edad], formatoPesos(d.cartera.porEdad[edad])]),
        },
      },
      {
        titulo: 'Egresos del mes por rubro',
        lineas: d.egresosDelMes.length ? [] : ['No se registraron egresos en el mes.'],
        tabla: d.egresosDelMes.length
          ? {
              columnas: [
                { titulo: 'Rubro', ancho: 260 },
                { titulo: 'Valor bruto', ancho: 120, derecha: true },
              ],
              filas: [...d.egresosDelMes.map((e) => [e.rubro, formatoPesos(e.valor)]), ['Total', formatoPesos(egresosTotal)]],
            }
          : undefined,
      },
      d.ejecucion
        ? {
            titulo: `Ejecución presupuestal ${d.ejecucion.anio} al ${formatoFecha(d.ejecucion.hasta)}`,
            tabla: ejecucionTabla(d.ejecucion),
          }
        : { titulo: 'Ejecución presupuestal', lineas: [`No hay un presupuesto aprobado para ${d.periodo.slice(0, 4)}.`] },
      {
        titulo: 'Fondo de imprevistos (art. 35, Ley 675 de 2001)',
        lineas: d.ejecucion
          ? [
              `Apropiación: ${formatoPorcentaje(d.ejecucion.fondo.porcentaje)} del presupuesto, ${formatoPesos(d.ejecucion.fondo.valorAnual)} en el año.`,
              `Asignado a la fecha: ${formatoPesos(d.ejecucion.fondo.asignadoALaFecha)}. Usado: ${formatoPesos(d.ejecucion.fondo.ejecutado)}. Saldo: ${pesosConSigno(d.ejecucion.fondo.saldo)}.`,
            ]
          : ['Sin presupuesto aprobado no hay apropiación del fondo.'],
      },
      {
        titulo: 'Cumplimiento de obligaciones legales',
        lineas: d.cumplimiento.length ? [] : ['No hay obligaciones legales registradas en el plan de mantenimiento.'],
        tabla: d.cumplimiento.length
          ? {
              columnas: [
                { titulo: 'Obligación', ancho: 180 },
                { titulo: 'Norma', ancho: 150 },
                { titulo: 'Estado', ancho: 80 },
                { titulo: 'Última vez', ancho: 90 },
              ],
              filas: d.cumplimiento.map((c) => [
                c.titulo,
                c.fuente ?? '—',
                ESTADO_CUMPLIMIENTO[c.estado],
                c.ultimaVez ? formatoFecha(c.ultimaVez) : '—',
              ]),
            }
          : undefined,
      },
      {
        titulo: 'PQRS',
        lineas: [
          `Respondidas en el mes: ${d.pqrs.respondidas} (${d.pqrs.enTermino} dentro del término, ${d.pqrs.fueraDeTermino} fuera del término).`,
          `Vencidas sin respuesta al cierre del mes: ${d.pqrs.vencidasSinRespuesta}.`,
        ],
      },
      {
        titulo: 'Órdenes de trabajo',
        lineas: [
          `Abiertas en el mes: ${d.ordenes.abiertas}. Cerradas (verificadas): ${d.ordenes.cerradas}. Canceladas: ${d.ordenes.canceladas}.`,
          `Pendientes al cierre del mes: ${d.ordenes.pendientes}.`,
        ],
      },
    ],
    pie: ['Documento generado por Horizonte para el consejo de administración (art. 55, Ley 675 de 2001).'],
  });
  return { nombre: `informe-mensual-${d.periodo}.pdf`, bytes };
}
