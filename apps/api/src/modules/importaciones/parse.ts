// Reading an uploaded spreadsheet into rows of text cells. The type is decided by the content
// (file-type), never by the name: .xlsx workbooks (exceljs) and CSV text (papaparse, ";" or ","
// detected). Macro-enabled workbooks, old .xls files and anything else are refused. A workbook is
// measured before it is read (measure.ts), then streamed row by row; of each row only the columns
// the header names are read, so a cell in column XFD costs nothing (issue 25 #2).
import { Readable } from 'node:stream';

import { TRPCError } from '@trpc/server';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import Papa from 'papaparse';

import { IMPORT_MAX_BYTES, IMPORT_MAX_CELLS, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@horizonte/contracts';

import { fail } from '../../lib/errors.ts';
import { measureWorkbook } from './measure.ts';

export interface Sheet {
  /** Row 1 of the file. */
  headers: string[];
  /** Data rows (row 2 onwards), each as text cells; fila is the row number in the file. */
  rows: { fila: number; cells: string[] }[];
}

/** Which columns of the header row the reader keeps (by index); every other column is skipped. */
export type NamedColumns = (headers: string[]) => number[];

export async function readSpreadsheet(bytes: Uint8Array, namedColumns: NamedColumns): Promise<Sheet> {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw fail.badRequest('IMPORTACION_ARCHIVO_DEMASIADO_GRANDE');
  if (bytes.byteLength === 0) throw fail.badRequest('IMPORTACION_ARCHIVO_VACIO');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'xlsm' || type?.mime.includes('macroenabled')) throw fail.badRequest('IMPORTACION_CON_MACROS');
  if (type?.ext === 'xlsx') return readWorkbook(bytes, namedColumns);
  if (type === undefined && isText(bytes)) return readCsv(new TextDecoder('utf-8').decode(bytes), namedColumns);
  throw fail.badRequest('IMPORTACION_NO_ES_HOJA_DE_CALCULO');
}

/** Text a person could have saved as CSV: valid UTF-8, no NUL or other binary control bytes. */
function isText(bytes: Uint8Array): boolean {
  // Tab, line feed, vertical tab, form feed and carriage return are the only control bytes text has.
  if (bytes.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Fills a row with the cells of the named columns only; the others stay empty and are never read. */
function rowOf(width: number, named: number[], cellAt: (index: number) => string): string[] {
  const cells = new Array<string>(width).fill('');
  for (const index of named) cells[index] = cellAt(index).trim();
  return cells;
}

async function readWorkbook(bytes: Uint8Array, namedColumns: NamedColumns): Promise<Sheet> {
  await measureWorkbook(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    },
  );
  let headers: string[] | undefined;
  let named: number[] = [];
  const rows: Sheet['rows'] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (row.cellCount > IMPORT_MAX_COLUMNS) throw fail.badRequest('IMPORTACION_DEMASIADAS_COLUMNAS');
        if (row.number > IMPORT_MAX_ROWS + 1) throw fail.badRequest('IMPORTACION_DEMASIADAS_FILAS');
        // A date cell is read as its civil date (AAAA-MM-DD), not as JavaScript writes a Date.
        const textAt = (index: number) => {
          const cell = row.getCell(index + 1);
          return cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : (cell.text?.toString() ?? '');
        };
        if (!headers) {
          if (row.number !== 1) headers = [];
          else {
            headers = Array.from({ length: row.cellCount }, (_, i) => textAt(i).trim());
            named = namedColumns(headers).filter((i) => i < headers!.length);
            continue;
          }
        }
        const cells = rowOf(headers.length, named, textAt);
        if (cells.some((c) => c !== '')) rows.push({ fila: row.number, cells });
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    throw fail.badRequest('IMPORTACION_NO_ES_HOJA_DE_CALCULO');
  }
  if (!headers) throw fail.badRequest('IMPORTACION_ARCHIVO_VACIO');
  return { headers, rows };
}

function readCsv(text: string, namedColumns: NamedColumns): Sheet {
  let headers: string[] | undefined;
  let named: number[] = [];
  let lines = 0;
  let cellCount = 0;
  let refused: TRPCError | undefined;
  const rows: Sheet['rows'] = [];
  // Row by row (papaparse's step), so a row of thousands of separators is counted, not kept.
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    step: ({ data }, parser) => {
      lines++;
      cellCount += data.length;
      if (lines > IMPORT_MAX_ROWS + 1) refused = fail.badRequest('IMPORTACION_DEMASIADAS_FILAS');
      else if (data.length > IMPORT_MAX_COLUMNS && data.slice(IMPORT_MAX_COLUMNS).some((c) => c.trim() !== ''))
        refused = fail.badRequest('IMPORTACION_DEMASIADAS_COLUMNAS');
      else if (cellCount > IMPORT_MAX_CELLS) refused = fail.badRequest('IMPORTACION_DEMASIADAS_CELDAS');
      if (refused) return parser.abort();
      if (!headers) {
        headers = data.slice(0, IMPORT_MAX_COLUMNS).map((h) => h.trim());
        named = namedColumns(headers);
        return;
      }
      const cells = rowOf(headers.length, named, (i) => data[i] ?? '');
      if (cells.some((c) => c !== '')) rows.push({ fila: lines, cells });
    },
  });
  if (refused) throw refused;
  if (!headers || (lines === 1 && headers.every((h) => h === ''))) throw fail.badRequest('IMPORTACION_ARCHIVO_VACIO');
  return { headers, rows };
}
