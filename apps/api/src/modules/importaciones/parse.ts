// Reading an uploaded spreadsheet into rows of text cells. The type is decided by the content
// (file-type), never by the name: .xlsx workbooks (exceljs) and CSV text (papaparse, ";" or ","
// detected). Macro-enabled workbooks, old .xls files and anything else are refused.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { fileTypeFromBuffer } from 'file-type';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, MSG } from '@horizonte/contracts';
import { fail } from '../../lib/errors.ts';

export interface Sheet {
  /** Row 1 of the file. */
  headers: string[];
  /** Data rows (row 2 onwards), each as text cells; fila is the row number in the file. */
  rows: { fila: number; cells: string[] }[];
}

export async function readSpreadsheet(bytes: Uint8Array): Promise<Sheet> {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw fail.badRequest(MSG.importTooLarge);
  if (bytes.byteLength === 0) throw fail.badRequest(MSG.importEmpty);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'xlsm' || type?.mime.includes('macroenabled')) throw fail.badRequest(MSG.importMacros);
  if (type?.ext === 'xlsx') return readWorkbook(bytes);
  if (type === undefined && isText(bytes)) return readCsv(new TextDecoder('utf-8').decode(bytes));
  throw fail.badRequest(MSG.importNotSpreadsheet);
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

async function readWorkbook(bytes: Uint8Array): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw fail.badRequest(MSG.importNotSpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw fail.badRequest(MSG.importEmpty);
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw fail.badRequest(MSG.importTooManyRows);
  const width = sheet.columnCount;
  const textOf = (row: ExcelJS.Row): string[] => Array.from({ length: width }, (_, i) => row.getCell(i + 1).text?.toString().trim() ?? '');
  const headers = textOf(sheet.getRow(1));
  const rows: Sheet['rows'] = [];
  for (let fila = 2; fila <= sheet.rowCount; fila++) {
    const cells = textOf(sheet.getRow(fila));
    if (cells.some((c) => c !== '')) rows.push({ fila, cells });
  }
  return { headers, rows };
}

function readCsv(text: string): Sheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const data = parsed.data;
  if (data.length === 0 || (data.length === 1 && data[0]!.every((c) => c.trim() === ''))) throw fail.badRequest(MSG.importEmpty);
  if (data.length > IMPORT_MAX_ROWS + 1) throw fail.badRequest(MSG.importTooManyRows);
  const [headers, ...rest] = data;
  const rows: Sheet['rows'] = [];
  rest.forEach((cells, i) => {
    if (cells.some((c) => c.trim() !== '')) rows.push({ fila: i + 2, cells: cells.map((c) => c.trim()) });
  });
  return { headers: headers!.map((h) => h.trim()), rows };
}
