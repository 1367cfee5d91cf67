// A bank statement as the file the bank gave (issue 30): CSV with «;» and dates dd/mm/aaaa, or Excel
// with real date cells, sent as multipart — beyond the 100 KB JSON body limit — with a vista previa
// that writes nothing before it is applied.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TESORERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function subir(bytes: Uint8Array, nombre: string, { vistaPrevia = false, token = x.tokens.adminA! } = {}) {
  const body = new FormData();
  body.append('archivo', new File([bytes as Uint8Array<ArrayBuffer>], nombre));
  const res = await t.app.request(`/api/ph/${x.phA.id}/pagos/importar/archivo${vistaPrevia ? '?vistaPrevia=true' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

const texto = (lineas: string[]) => new TextEncoder().encode(`\ufeff${lineas.join('\r\n')}`);
const pagos = () => t.db.pago.count({ where: { phId: x.phA.id } });

describe('a statement file', () => {
  it('previews a CSV as the bank exports it, writes nothing, then applies it once', async () => {
    const csv = texto([
      'Fecha;Descripción;Referencia 1;Crédito;Saldo',
      '05/02/2026;Transferencia;1-101;$ 250.000,00;1.000.000,00',
      '06/02/2026;Consignación;9-999;100.000;1.100.000,00',
    ]);
    const previa = await subir(csv, 'extracto.csv', { vistaPrevia: true });
    expect(previa.status).toBe(200);
    expect(previa.body).toMatchObject({
      success: true,
      vistaPrevia: true,
      aplicados: [],
      porAplicar: [{ fila: 2, fecha: '2026-02-05', valor: 250_000, referencia: '1-101', unidad: '1-101' }],
      duplicados: [],
      sinAsignar: [{ fila: 3, referencia: '9-999', motivo: 'La referencia no corresponde a ninguna unidad' }],
    });
    expect(await pagos()).toBe(0);

    const aplicado = await subir(csv, 'extracto.csv');
    expect(aplicado.body).toMatchObject({ vistaPrevia: false, porAplicar: [] });
    expect(aplicado.body.aplicados).toMatchObject([{ unidad: '1-101', valor: 250_000, fecha: '2026-02-05' }]);
    expect(await pagos()).toBe(1);

    const otraVez = await subir(csv, 'extracto.csv', { vistaPrevia: true });
    expect(otraVez.body.porAplicar).toEqual([]);
    expect(otraVez.body.duplicados).toMatchObject([{ fila: 2, referencia: '1-101' }]);
  });

  it('reads an Excel statement with real date cells and numbers', async () => {
    const book = new ExcelJS.Workbook();
    const hoja = book.addWorksheet('Movimientos');
    hoja.addRow(['Fecha transacción', 'Concepto', 'Documento', 'Valor']);
    hoja.addRow([new Date('2026-03-10T00:00:00.000Z'), 'Pago cuota', '1-102', 180000]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const res = await subir(bytes, 'extracto.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.aplicados).toMatchObject([{ unidad: '1-102', valor: 180_000, fecha: '2026-03-10' }]);
  });

  it('takes a statement larger than the JSON body limit (155 KB)', async () => {
    const lineas = ['fecha;valor;referencia;descripcion'];
    for (let i = 0; lineas.join('\r\n').length < 155 * 1024; i++)
      lineas.push(`${String(1 + (i % 28)).padStart(2, '0')}/01/2026;${1000 + i};ZZ-${i};${'Transferencia recibida '.repeat(8)}`);
    const csv = texto(lineas);
    expect(csv.byteLength).toBeGreaterThan(150 * 1024);
    const res = await subir(csv, 'grande.csv', { vistaPrevia: true });
    expect(res.status).toBe(200);
    expect(res.body.sinAsignar).toHaveLength(lineas.length - 1);
  });

  it('refuses what is not a statement, with Spanish messages, and whoever may not apply payments', async () => {
    const sinArchivo = await t.app.request(`/api/ph/${x.phA.id}/pagos/importar/archivo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${x.tokens.adminA}` },
      body: new FormData(),
    });
    expect(sinArchivo.status).toBe(400);
    expect(((await sinArchivo.json()) as { message: string }).message).toBe(TESORERIA_MSG.extractoFaltante);
    const columnas = await subir(texto(['a;b', '1;2']), 'otro.csv');
    expect(columnas.status).toBe(400);
    expect(columnas.body.message).toBe(TESORERIA_MSG.csvInvalido);
    const pdf = await subir(new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'), 'extracto.pdf');
    expect(pdf.status).toBe(400);
    expect((await subir(texto(['fecha;valor;referencia;descripcion']), 'x.csv', { token: '' })).status).toBe(401);
    expect((await subir(texto(['fecha;valor;referencia;descripcion']), 'x.csv', { token: x.tokens.consejoA })).status).toBe(403);
    expect((await subir(texto(['fecha;valor;referencia;descripcion']), 'x.csv', { token: x.tokens.adminB })).status).toBe(403);
  });
});
