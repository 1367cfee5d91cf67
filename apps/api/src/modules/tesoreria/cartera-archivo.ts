// The cartera as a file (CSV or XLSX) from rows already computed: pure CPU work on plain data, run in the
// heavy-work pool (lib/workers), never on the event loop.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

import { EDADES_CARTERA, type Cartera } from '@horizonte/contracts';

type Unidad = Cartera['unidades'][number];

/** The age columns' titles (the cartera's spreadsheets and the consejo's monthly report). */
export const ETIQUETAS = {
  alDia: 'Al día',
  de1a30: '1–30 días',
  de31a60: '31–60 días',
  de61a90: '61–90 días',
  masDe90: 'Más de 90 días',
} as const;

const encabezados = [
  'Unidad',
  ...EDADES_CARTERA.map((e) => ETIQUETAS[e]),
  'Intereses',
  'Total',
  'Último pago',
  'Valor último pago',
];
/** A row's cells: pesos as numbers, the last payment's date as a civil date (AAAA-MM-DD) or empty. */
const filaDe = (u: Unidad) => [
  u.unidad,
  ...EDADES_CARTERA.map((e) => u.capital[e]),
  u.intereses,
  u.total,
  u.ultimoPago?.fecha ?? '',
  u.ultimoPago?.valor ?? '',
];
const COLUMNA_FECHA = encabezados.indexOf('Último pago');

/** «2026-04-09» → «09/04/2026», the date Excel with Colombian settings reads as a date. */
const fechaColombiana = (civil: string) => (civil ? `${civil.slice(8, 10)}/${civil.slice(5, 7)}/${civil.slice(0, 4)}` : '');

/**
 * For Excel as Colombia uses it: UTF-8 with a BOM (without it, «Más de 90 días» arrives as «MÃ¡s»), «;»
 * between cells (Excel es-CO reads «,» as the decimal separator) and dates dd/mm/aaaa; `,` for other tools.
 */
export function carteraCsv({ unidades, separador }: { unidades: Unidad[]; separador: ';' | ',' }): Uint8Array {
  const filas = unidades.map((u) => filaDe(u).map((celda, i) => (i === COLUMNA_FECHA ? fechaColombiana(String(celda)) : celda)));
  // A cell starting with = + - @, tab or CR would be a live formula in a spreadsheet (CSV injection): prefixed with '.
  return new TextEncoder().encode(
    `\ufeff${Papa.unparse({ fields: encabezados, data: filas }, { escapeFormulae: true, delimiter: separador })}`,
  );
}

/** Real numbers with the peso format and real dates (dd/mm/aaaa), so the sheet sorts, sums and filters. */
export async function carteraXlsx({ unidades, hasta }: { unidades: Unidad[]; hasta: string }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Cartera ${hasta}`);
  sheet.addRow(encabezados).font = { bold: true };
  for (const u of unidades) {
    const celdas: (string | number | Date)[] = filaDe(u);
    if (u.ultimoPago) celdas[COLUMNA_FECHA] = new Date(`${u.ultimoPago.fecha}T00:00:00.000Z`);
    sheet.addRow(celdas);
  }
  sheet.columns.forEach((c, i) => {
    c.width = i === 0 ? 12 : 16;
    if (i === COLUMNA_FECHA) c.numFmt = 'dd/mm/yyyy';
    else if (i > 0) c.numFmt = '"$ "#,##0';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
