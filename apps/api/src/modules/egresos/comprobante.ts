// The comprobante de egreso (pdfkit, as the recibo de caja): its consecutive, who was paid, the rubro,
// bruto, retención and neto.
import { ETIQUETA_CONCEPTO_RETENCION, ETIQUETA_MEDIO_EGRESO, formatoTarifa } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { archivoPdf, formatoFecha, formatoPesos, renderPdf } from '../tesoreria/pdf.ts';
import { requireEgreso } from './access.ts';
import { toEgresoOutput } from './output.ts';

export async function comprobantePdf(deps: Deps, actor: Actor, egresoId: string) {
  const { row, ph } = await requireEgreso(deps.db, actor.user, egresoId, 'read');
  const e = toEgresoOutput(row);
  const bytes = await renderPdf({
    titulo: `Comprobante de egreso N.º ${e.numero}`,
    conjunto: { nombre: ph.nombre, nit: ph.nit, direccion: ph.direccion, ciudad: ph.ciudad },
    lineas: [
      `Pagado a: ${e.proveedor} · NIT ${e.proveedorNit}`,
      `Fecha: ${formatoFecha(e.fecha)}`,
      `Concepto: ${e.descripcion}`,
      `Rubro: ${e.rubro}`,
      `Medio: ${ETIQUETA_MEDIO_EGRESO[e.medio]}${e.referencia ? ` · Referencia: ${e.referencia}` : ''}`,
      ...(e.estado === 'anulado' ? [`ANULADO: ${e.motivoAnulacion ?? ''}`] : []),
    ],
    tabla: {
      columnas: [
        { titulo: 'Detalle', ancho: 380 },
        { titulo: 'Valor', ancho: 120, derecha: true },
      ],
      filas: [
        ['Valor bruto', formatoPesos(e.valorBruto)],
        ...(e.baseRetencion !== null ? [['Base de la retención (AIU)', formatoPesos(e.baseRetencion)]] : []),
        [
          `Retención en la fuente · ${ETIQUETA_CONCEPTO_RETENCION[e.concepto]} (${formatoTarifa(e.tarifaBp)})`,
          formatoPesos(e.retencion),
        ],
        ['Neto pagado', formatoPesos(e.neto)],
      ],
    },
    pie: [
      'Retención practicada según el Decreto 1625 de 2016 (DUR en materia tributaria).',
      'Firma de quien recibe: ______________________',
    ],
  });
  return archivoPdf(`comprobante-egreso-${e.numero}.pdf`, bytes);
}
