// Spreadsheet fixtures for the import tests and bench: an .xlsx built with exceljs, CSV text, and a
// minimal macro-enabled package (a stored zip whose [Content_Types].xml declares an .xlsm workbook).
import { crc32, deflateRawSync } from 'node:zlib';

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

export const IMPORT_HEADERS = [
  'torre',
  'numero',
  'piso',
  'tipo',
  'areaM2',
  'coeficiente',
  'nombre',
  'tipo_documento',
  'numero_documento',
  'email',
  'telefono',
  'relacion',
];

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
    rows.push([
      torre,
      numero,
      '1',
      'apartamento',
      '72,5',
      coeficiente,
      `Persona ${i}`,
      'CC',
      String(1_000_000 + i),
      withEmail ? `persona${i}@${emailDomain}` : '',
      '',
      withEmail ? 'propietario' : 'residente',
    ]);
  }
  return rows;
}

/** A zip of deflated entries, written by hand so a test controls every byte of a hostile workbook. */
export function zipOf(entries: { name: string; data: string | Buffer }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const packed = deflateRawSync(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A minimal .xlsx whose only sheet is `sheetData` (the XML inside <sheetData>), with an optional <dimension>. */
export function xlsxWithSheet(sheetData: string, dimension?: string): Uint8Array {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOf([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Unidades" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${sheetData}</sheetData></worksheet>`,
    },
  ]);
}

/** One inline-string cell. */
export const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
