// Measuring an .xlsx before anything reads it (issue 25 #2). A workbook is a zip: 22 KB can hold a
// sheet whose cells reach column XFD on every row, or parts that inflate to gigabytes. Each part is
// inflated here with a hard output limit (node:zlib's maxOutputLength, off the event loop), and each
// sheet's rows, cells and <dimension> are counted in its XML; only then does exceljs stream it.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

import { IMPORT_MAX_CELLS, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MAX_UNZIPPED_BYTES } from '@horizonte/contracts';

import { fail } from '../../lib/errors.ts';

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The zip's central directory (the list at its end); anything unexpected is not a spreadsheet. */
function entriesOf(zip: Buffer): Entry[] {
  const notSpreadsheet = () => fail.badRequest('IMPORTACION_NO_ES_HOJA_DE_CALCULO');
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notSpreadsheet();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notSpreadsheet();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Every part inflated, all of them together at most IMPORT_MAX_UNZIPPED_BYTES. */
async function inflatedParts(zip: Buffer): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  let budget = IMPORT_MAX_UNZIPPED_BYTES;
  for (const entry of entriesOf(zip)) {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw fail.badRequest('IMPORTACION_NO_ES_HOJA_DE_CALCULO');
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    let bytes: Buffer;
    if (entry.method === 0) bytes = data;
    else if (entry.method === 8) {
      try {
        bytes = await inflate(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
          throw fail.badRequest('IMPORTACION_DEMASIADO_GRANDE_DESCOMPRIMIDA');
        throw fail.badRequest('IMPORTACION_NO_ES_HOJA_DE_CALCULO');
      }
    } else throw fail.badRequest('IMPORTACION_NO_ES_HOJA_DE_CALCULO');
    budget -= bytes.length;
    if (budget < 0) throw fail.badRequest('IMPORTACION_DEMASIADO_GRANDE_DESCOMPRIMIDA');
    parts.set(entry.name, bytes);
  }
  return parts;
}

/** "XFD" → 16384. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters.toUpperCase()) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0;

/** Refuses a sheet whose declared range, rows or cells are past the import's limits. */
function measureSheet(xml: string): void {
  const dimension = /<dimension\s+ref="[A-Z]+\d+(?::([A-Z]+)(\d+))?"/i.exec(xml);
  if (dimension?.[1] && columnNumber(dimension[1]) > IMPORT_MAX_COLUMNS) throw fail.badRequest('IMPORTACION_DEMASIADAS_COLUMNAS');
  if (dimension?.[2] && Number(dimension[2]) > IMPORT_MAX_ROWS + 1) throw fail.badRequest('IMPORTACION_DEMASIADAS_FILAS');
  if (count(xml, /<row[\s>/]/g) > IMPORT_MAX_ROWS + 1) throw fail.badRequest('IMPORTACION_DEMASIADAS_FILAS');
  if (count(xml, /<c[\s>/]/g) > IMPORT_MAX_CELLS) throw fail.badRequest('IMPORTACION_DEMASIADAS_CELDAS');
  // A sheet may leave out its dimension: each cell's own reference says how far right it reaches.
  for (const [, letters] of xml.matchAll(/<c\s[^>]*?\br="([A-Z]+)\d+"/gi))
    if (columnNumber(letters!) > IMPORT_MAX_COLUMNS) throw fail.badRequest('IMPORTACION_DEMASIADAS_COLUMNAS');
}

/** Throws a Spanish 400 when the workbook is past a limit; reads nothing into cells. */
export async function measureWorkbook(bytes: Uint8Array): Promise<void> {
  const parts = await inflatedParts(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (const [name, xml] of parts) if (/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) measureSheet(xml.toString('utf8'));
}
