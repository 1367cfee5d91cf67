// Every kind of heavy work, by name: pure CPU steps (PDF drawing, spreadsheet writing and reading) that
// take plain serialisable data and answer bytes or plain data. The API gathers the data (database reads
// stay on the main thread) and runs the step with `runHeavy(kind, input)` (pool.ts). Adding one:
//   1. write the pure function next to the code it belongs to (no database, no Deps, no closures in its input);
//   2. add one line below.
import { campoDeColumna, matchHeaders } from '@horizonte/contracts';

import { readSpreadsheet, type NamedColumns } from '../modules/importaciones/parse.ts';
import { templateWorkbook } from '../modules/importaciones/template-workbook.ts';
import { carteraCsv, carteraXlsx } from '../modules/tesoreria/cartera-archivo.ts';
import { leerExtractoCsv } from '../modules/tesoreria/extracto-csv.ts';
import { drawPdf } from '../modules/tesoreria/pdf-render.ts';

/** Which columns each kind of upload reads: a function cannot cross to a worker, so the input names one. */
const COLUMNAS = {
  unidades: (headers) => Object.values(matchHeaders(headers).columns) as number[],
  extracto: (encabezados) => encabezados.flatMap((encabezado, i) => (campoDeColumna(encabezado) ? [i] : [])),
} satisfies Record<string, NamedColumns>;

export const HEAVY_TASKS = {
  pdf: drawPdf,
  carteraCsv,
  carteraXlsx,
  plantillaImportacion: templateWorkbook,
  hoja: ({ bytes, columnas }: { bytes: Uint8Array; columnas: keyof typeof COLUMNAS }) =>
    readSpreadsheet(bytes, COLUMNAS[columnas]),
  extractoCsv: leerExtractoCsv,
};

export type HeavyKind = keyof typeof HEAVY_TASKS;
export type HeavyInput<K extends HeavyKind> = Parameters<(typeof HEAVY_TASKS)[K]>[0];
/** What a task answers: bytes come back as a Uint8Array (a Buffer's memory, moved), the rest as plain data. */
export type HeavyOutput<K extends HeavyKind> =
  Awaited<ReturnType<(typeof HEAVY_TASKS)[K]>> extends Uint8Array ? Uint8Array : Awaited<ReturnType<(typeof HEAVY_TASKS)[K]>>;
