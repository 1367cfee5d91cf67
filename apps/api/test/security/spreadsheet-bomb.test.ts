// Finding 2 (issue 25): a self-registered user created a complex and uploaded a 22 KB .xlsx with one
// value in column A and one in column XFD on each of 2 000 rows; reading `columnCount` cells of every
// row killed the process (V8 heap out of memory). Now a workbook is measured before it is read (each
// part inflated with an output limit, then its <dimension>, rows and cells counted), streamed row by
// row, and only the columns the header names are read: the bomb is refused at once with a Spanish 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMPORT_MAX_UNZIPPED_BYTES, MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTestUser } from '../support/sessions.ts';
import { IMPORT_HEADERS, inlineCell, xlsxWithSheet } from '../support/spreadsheets.ts';

let t: TestApp;
let token: string;
let phId: string;

beforeAll(async () => {
  t = await startTestApp();
  const attacker = await createTestUser(t.db);
  token = attacker.token;
  const created = await t.rest('POST', '/api/ph', {
    token,
    body: {
      nombre: 'Conjunto Propio',
      nit: '900123456-8',
      direccion: 'Calle 1 # 2-3',
      ciudad: 'Bogotá',
      identificador: 'propio',
    },
  });
  expect(created.status).toBe(200);
  phId = (await t.db.pH.findFirstOrThrow({ where: { identificador: 'propio' } })).id;
});
afterAll(async () => {
  await t?.close();
});

async function upload(bytes: Uint8Array, name: string): Promise<JsonResponse> {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)]), name);
  const response = await t.app.request(`/api/ph/${phId}/importaciones`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** The issue's file: 2 000 rows, each with a value in column A and one in column XFD. */
function columnBombRows(): string {
  let xml = '';
  for (let r = 1; r <= 2000; r++) xml += `<row r="${r}">${inlineCell(`A${r}`, 'a')}${inlineCell(`XFD${r}`, 'x')}</row>`;
  return xml;
}

describe('a spreadsheet is measured before it is read', () => {
  it('refuses the 22 KB column bomb from its <dimension>', async () => {
    const bomb = xlsxWithSheet(columnBombRows(), 'A1:XFD2000');
    expect(bomb.byteLength).toBeLessThan(30_000);
    const res = await upload(bomb, 'bomba.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.importTooManyColumns);
  });

  it('refuses it as well when the sheet declares no dimension (the rows are streamed, never widened)', async () => {
    const res = await upload(xlsxWithSheet(columnBombRows()), 'bomba.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.importTooManyColumns);
  });

  it('refuses a part that inflates past the limit (a zip bomb), before parsing it', async () => {
    const padding = ' '.repeat(IMPORT_MAX_UNZIPPED_BYTES + 1024);
    const bomb = xlsxWithSheet(`<row r="1">${inlineCell('A1', 'numero')}</row>${padding}`);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const res = await upload(bomb, 'bomba.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.importTooBig);
  });

  it('refuses a CSV whose rows reach far to the right', async () => {
    const line = `a${';'.repeat(16_383)}x`;
    const csv = new TextEncoder().encode(Array.from({ length: 200 }, () => line).join('\n'));
    const res = await upload(csv, 'bomba.csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.importTooManyColumns);
  });

  it('reads only the columns the header names: a note far right of a real row is ignored', async () => {
    const header =
      IMPORT_HEADERS.map((h, i) => inlineCell(`${String.fromCharCode(65 + i)}1`, h)).join('') + inlineCell('CV1', '');
    const row =
      ['', '101', '1', 'apartamento', '50', '100', 'Ana', 'CC', '123', '', '', 'propietario']
        .map((v, i) => inlineCell(`${String.fromCharCode(65 + i)}2`, v))
        .join('') + inlineCell('CV2', 'nota');
    const res = await upload(xlsxWithSheet(`<row r="1">${header}</row><row r="2">${row}</row>`, 'A1:CV2'), 'unidades.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.errores).toEqual([]);
    expect(res.body.resumen).toMatchObject({ filas: 1, unidadesNuevas: 1, personas: 1 });
  });
});
