// Spreadsheet fixtures for the import tests and bench: an .xlsx built with exceljs, CSV text, and a
// minimal macro-enabled package (a stored zip whose [Content_Types].xml declares an .xlsm workbook).
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';

export async function xlsxOf(rows: (string | number)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Unidades');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function csvOf(rows: (string | number)[][], delimiter = ';'): Uint8Array {
  return new TextEncoder().encode(rows.map((r) => r.map(String).join(delimiter)).join('\r\n'));
}

/** One stored (uncompressed) zip entry: enough for a content sniffer to read the package type. */
export function xlsmPackage(): Uint8Array {
  const name = Buffer.from('[Content_Types].xml');
  const data = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>',
  );
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

export const IMPORT_HEADERS = ['torre', 'numero', 'piso', 'tipo', 'areaM2', 'coeficiente', 'nombre', 'tipo_documento', 'numero_documento', 'email', 'telefono', 'relacion'];

/**
 * `count` units in towers of 10 whose coeficientes add up to exactly 100 %, each with one person:
 * an owner with an email on most units, a resident without email on every tenth.
 */
export function unitRows(count: number, emailDomain = 'example.com'): (string | number)[][] {
  const base = Math.floor(100_000_000 / count); // in millionths of a percent
  const rows: (string | number)[][] = [IMPORT_HEADERS];
  for (let i = 0; i < count; i++) {
    const millionths = i === count - 1 ? 100_000_000 - base * (count - 1) : base;
    const coeficiente = (millionths / 1_000_000).toFixed(6).replace('.', ',');
    const torre = `Torre ${Math.floor(i / 10) + 1}`;
    const numero = String(101 + (i % 10));
    const withEmail = i % 10 !== 9;
    rows.push([torre, numero, '1', 'apartamento', '72,5', coeficiente, `Persona ${i}`, 'CC', String(1_000_000 + i), withEmail ? `persona${i}@${emailDomain}` : '', '', withEmail ? 'propietario' : 'residente']);
  }
  return rows;
}
