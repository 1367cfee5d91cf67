// Finding 12 (issue 25): a unit numbered `=cmd|'/C calc'!A0` was written as a live formula into the
// cartera CSV, which a spreadsheet runs when the treasurer opens it (CSV injection). Cells starting
// with = + - @, tab or CR are now prefixed with ' (papaparse's escapeFormulae); in the XLSX the same
// text is a string cell, never a formula.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createProperty } from '../support/tenants.ts';

const HOSTILE = "=cmd|'/C calc'!A0";

let t: TestApp;
let admin: TestUser;
let phId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestUser(t.db);
  phId = (await createProperty(t.db, 'Conjunto Fórmulas', admin.user.id)).id;
  for (const numero of [HOSTILE, '+57 300', '@SUM(A1)', '101']) {
    const res = await t.rest('POST', `/api/ph/${phId}/apartamentos`, { token: admin.token, body: { numero, coeficiente: 25 } });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

async function download(path: string): Promise<Response> {
  const res = await t.app.request(path, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  return res;
}

describe('formulae in exported cells', () => {
  it('the cartera CSV carries the hostile unit number as text, not as a formula', async () => {
    const text = await (await download(`/api/ph/${phId}/cartera?formato=csv`)).text();
    const firstCells = Papa.parse<string[]>(text.trim())
      .data.slice(1)
      .map((row) => row[0]);
    expect(firstCells).toEqual(expect.arrayContaining([`'${HOSTILE}`, "'+57 300", "'@SUM(A1)", '101']));
    expect(text).not.toMatch(/(^|[\n,;])"?[=+@]/);
  });

  it('the cartera XLSX stores it as a string cell', async () => {
    const bytes = Buffer.from(await (await download(`/api/ph/${phId}/cartera.xlsx`)).arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getColumn(1).values.length;
    const hostile = Array.from({ length: cells }, (_, i) => book.worksheets[0]!.getCell(i + 1, 1)).find(
      (cell) => cell.text === HOSTILE,
    );
    expect(hostile?.type).toBe(ExcelJS.ValueType.String);
    expect(hostile?.formula).toBeUndefined();
  });
});
