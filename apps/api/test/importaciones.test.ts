// Spreadsheet import (issue 14 §1): template, preview with Spanish errors per row, all-or-nothing
// apply, idempotent re-import, audited changes, the coeficiente sum, invitations, and refusals.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { csvOf, IMPORT_HEADERS, unitRows, xlsmPackage, xlsxOf } from './support/spreadsheets.ts';
import { createProperty, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
});
afterAll(async () => {
  await t?.close();
});

async function upload(phId: string, bytes: Uint8Array, name: string, as: string | null = token): Promise<JsonResponse> {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)]), name);
  const response = await t.app.request(`/api/ph/${phId}/importaciones`, {
    method: 'POST',
    body: form,
    headers: as ? { authorization: `Bearer ${as}` } : {},
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const confirm = (id: string, as = token) => t.rest('POST', `/api/importaciones/${id}/confirmar`, { token: as });

describe('template', () => {
  it('downloads an .xlsx with the columns, an example row and the accepted values', async () => {
    const res = await t.app.request(`/api/ph/${x.phA.id}/importaciones/plantilla.xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const [unidades, valores] = workbook.worksheets;
    expect((unidades!.getRow(1).values as string[]).slice(1, 7)).toEqual([
      'torre',
      'numero',
      'piso',
      'tipo',
      'areaM2',
      'coeficiente',
    ]);
    expect(unidades!.getRow(2).getCell(6).text).toBe('0,352');
    expect(valores!.getRow(4).getCell(2).text).toBe('apartamento, casa, local, parqueadero, deposito');
  });

  it('is for the complex’s administrators only', async () => {
    const other = await t.app.request(`/api/ph/${x.phA.id}/importaciones/plantilla.xlsx`, {
      headers: { authorization: `Bearer ${x.tokens.adminB}` },
    });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe('No tienes permiso para realizar esta acción');
    expect((await t.app.request(`/api/ph/${x.phA.id}/importaciones/plantilla.xlsx`)).status).toBe(401);
  });
});

describe('preview', () => {
  it('reports each row’s errors in Spanish, with accented headers, ";" and decimal commas (CSV)', async () => {
    const file = csvOf([
      [
        'Torre',
        'Número',
        'Tipo',
        'Área (m²)',
        'Coeficiente',
        'Nombre',
        'Tipo Documento',
        'Número Documento',
        'Correo',
        'Relación',
      ],
      ['Torre 1', '101', 'Apartamento', '70,5', '50,5', 'Ana', 'CC', '111', 'ana@example.com', 'propietario'],
      ['1', '101', 'apartamento', '70', '10', '', '', '', '', ''],
      ['1', '102', 'castillo', '70', 'diez', 'Beto', 'XX', '222', 'no-es-email', 'propietario'],
      ['2', '201', 'local', '', '30', '', '', '', '', ''],
    ]);
    const res = await upload(x.phA.id, file, 'unidades.csv');
    expect(res.status).toBe(200);
    expect(res.body.importacion).toMatchObject({ archivo: 'unidades.csv', estado: 'pendiente', puedeConfirmarse: false });
    expect(res.body.errores).toEqual([
      { fila: 3, columna: 'numero', mensaje: 'La unidad Torre 1 · 101 está repetida (ya aparece en la fila 2)' },
      { fila: 4, columna: 'tipo', mensaje: 'El tipo de unidad no es válido' },
      { fila: 4, columna: 'coeficiente', mensaje: 'El coeficiente debe ser un número' },
      { fila: 4, columna: 'tipo_documento', mensaje: 'Selecciona un tipo de documento' },
      { fila: 4, columna: 'email', mensaje: 'Ingresa un email válido' },
    ]);
    // Torre 1 · 101 is the fixture's unit: the file changes its area and coeficiente.
    expect(res.body.resumen).toMatchObject({
      filas: 4,
      unidadesNuevas: 1,
      unidadesActualizadas: 1,
      personas: 1,
      invitaciones: 1,
    });
  });

  it('says when the coeficientes would not add up to 100 %', async () => {
    const ph = await createProperty(t.db, 'Conjunto Suma', x.users.adminA.user.id);
    const res = await upload(
      ph.id,
      csvOf([
        ['numero', 'coeficiente'],
        ['1', '60'],
        ['2', '34,5'],
      ]),
      'suma.csv',
    );
    expect(res.body.errores).toEqual([
      { fila: 0, columna: 'coeficiente', mensaje: 'Los coeficientes del conjunto sumarían 94,5 %: faltan 5,5 % para el 100 %' },
    ]);
    expect(res.body.resumen.sumaCoeficientes).toBe(94.5);
    const confirmed = await confirm(res.body.importacion.id);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe('La importación tiene errores: corrígelos en el archivo y vuelve a subirlo');
    expect(await t.db.apartamento.count({ where: { phId: ph.id } })).toBe(0);
  });

  it('names a missing required column', async () => {
    const res = await upload(
      x.phA.id,
      csvOf([
        ['torre', 'numero'],
        ['1', '1'],
      ]),
      'sin-coeficiente.csv',
    );
    expect(res.body.errores).toEqual([{ fila: 1, columna: 'coeficiente', mensaje: 'Falta la columna «coeficiente»' }]);
  });

  it.each([
    [
      'a file over 5 MB',
      () => csvOf([IMPORT_HEADERS, ['x'.repeat(5 * 1024 * 1024)]]),
      'grande.csv',
      'El archivo supera los 5 MB',
      'IMPORTACION_ARCHIVO_DEMASIADO_GRANDE',
    ],
    [
      'a macro-enabled workbook',
      () => xlsmPackage(),
      'unidades.xlsx',
      'No se aceptan libros con macros (.xlsm): guárdalo como .xlsx',
      'IMPORTACION_CON_MACROS',
    ],
    [
      'a PDF named .csv',
      () => new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      'unidades.csv',
      'El archivo debe ser una hoja de cálculo .xlsx o .csv',
      'IMPORTACION_NO_ES_HOJA_DE_CALCULO',
    ],
    [
      'binary bytes',
      () => new Uint8Array([0, 1, 2, 3, 250, 251, 0, 9]),
      'unidades.csv',
      'El archivo debe ser una hoja de cálculo .xlsx o .csv',
      'IMPORTACION_NO_ES_HOJA_DE_CALCULO',
    ],
  ])('refuses %s with 400', async (_what, bytes, name, message, code) => {
    const before = await t.db.importacion.count();
    const res = await upload(x.phA.id, bytes(), name);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, error: message, code });
    expect(await t.db.importacion.count()).toBe(before);
  });

  it('refuses another complex’s admin (403), no session (401), an unknown complex (404), no file (400)', async () => {
    const file = csvOf([
      ['numero', 'coeficiente'],
      ['1', '100'],
    ]);
    expect((await upload(x.phA.id, file, 'a.csv', x.tokens.adminB!)).status).toBe(403);
    expect((await upload(x.phA.id, file, 'a.csv', null)).status).toBe(401);
    const missing = await upload('00000000-0000-4000-8000-000000000000', file, 'a.csv');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Propiedad no encontrada');
    const noFile = await t.app.request(`/api/ph/${x.phA.id}/importaciones`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe('Adjunta el archivo en el campo «archivo»');
  });
});

describe('apply', () => {
  let phId: string;
  let file: Uint8Array;

  it('applies 50 units with people in one step: sum at 100 %, invitations mailed, people without email in the directory', async () => {
    phId = (await createProperty(t.db, 'Conjunto Importado', x.users.adminA.user.id)).id;
    file = await xlsxOf(unitRows(50));
    const preview = await upload(phId, file, 'conjunto.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.errores).toEqual([]);
    expect(preview.body.resumen).toEqual({
      filas: 50,
      unidadesNuevas: 50,
      unidadesActualizadas: 0,
      unidadesSinCambios: 0,
      personas: 50,
      invitaciones: 45,
      sumaCoeficientes: 100,
    });
    expect(preview.body.residuo).toBeNull();
    expect(await t.db.apartamento.count({ where: { phId } })).toBe(0);

    const res = await t.trpc('mutation', 'importaciones.confirm', { id: preview.body.importacion.id }, token);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({
      message: 'Importación aplicada',
      resumen: { unidadesNuevas: 50, personas: 50 },
    });
    const sum = await t.rest('GET', `/api/ph/${phId}/coeficientes`, { token });
    expect(sum.body).toMatchObject({ suma: 100, completo: true, unidades: 50 });
    expect(await t.db.apartamento.count({ where: { phId, torre: '1' } })).toBe(10);
    expect(await t.db.invitation.count({ where: { phId, status: 'pendiente' } })).toBe(45);
    expect((await t.smtp.waitFor('persona0@example.com')).subject).toBe('Invitación a Conjunto Importado en Horizonte');
    const unit = await t.db.apartamento.findFirstOrThrow({ where: { phId, torre: '1', numero: '110' } });
    const people = await t.rest('GET', `/api/apartamentos/${unit.id}/residentes`, { token });
    expect(people.body.residentes).toEqual([
      expect.objectContaining({ nombre: 'Persona 9', email: null, estado: 'sin_email', tipo: 'residente' }),
    ]);
    expect(await t.db.coeficienteHistorial.count({ where: { apartamento: { phId } } })).toBe(50);
  });

  it('re-importing the same file changes nothing', async () => {
    const audits = await t.db.auditLog.count({ where: { phId, action: { startsWith: 'apartamento.' } } });
    const preview = await upload(phId, file, 'conjunto.xlsx');
    expect(preview.body.resumen).toMatchObject({
      unidadesNuevas: 0,
      unidadesActualizadas: 0,
      unidadesSinCambios: 50,
      personas: 0,
      invitaciones: 0,
      sumaCoeficientes: 100,
    });
    expect((await confirm(preview.body.importacion.id)).status).toBe(200);
    expect(await t.db.apartamento.count({ where: { phId } })).toBe(50);
    expect(await t.db.residente.count({ where: { apartamento: { phId } } })).toBe(50);
    expect(await t.db.invitation.count({ where: { phId } })).toBe(45);
    expect(await t.db.auditLog.count({ where: { phId, action: { startsWith: 'apartamento.' } } })).toBe(audits);
  });

  it('a changed row updates that unit, audited with before and after, and adds to its coeficiente history', async () => {
    const rows = unitRows(50);
    // Torre 1 · 101 and 102 trade two millionths of coeficiente; 101's area changes too.
    rows[1]![4] = '80';
    rows[1]![5] = '2,000002';
    rows[2]![5] = '1,999998';
    const preview = await upload(phId, await xlsxOf(rows), 'cambios.xlsx');
    expect(preview.body.resumen).toMatchObject({ unidadesActualizadas: 2, unidadesSinCambios: 48, sumaCoeficientes: 100 });
    const res = await confirm(preview.body.importacion.id);
    expect(res.status).toBe(200);
    const unit = await t.db.apartamento.findFirstOrThrow({ where: { phId, torre: '1', numero: '101' } });
    expect([Number(unit.areaM2), Number(unit.coeficiente)]).toEqual([80, 2.000002]);
    const entry = await t.db.auditLog.findFirstOrThrow({ where: { action: 'apartamento.update', entityId: unit.id } });
    expect(entry.details).toMatchObject({
      importacionId: preview.body.importacion.id,
      antes: { areaM2: 72.5, coeficiente: 2 },
      despues: { areaM2: 80, coeficiente: 2.000002 },
    });
    const history = await t.rest('GET', `/api/apartamentos/${unit.id}/coeficientes`, { token });
    expect(history.body.historial.map((h: { valor: number }) => h.valor)).toEqual([2.000002, 2]);
  });

  it('a person who had no email gets one from a later file, and with it the invitation', async () => {
    const rows = unitRows(50);
    rows[10]![9] = 'persona9@example.com'; // Torre 1 · 110, Persona 9 (a residente without email so far)
    const preview = await upload(phId, await xlsxOf(rows), 'con-email.xlsx');
    expect(preview.body.resumen).toMatchObject({ unidadesNuevas: 0, personas: 0, invitaciones: 1 });
    expect((await confirm(preview.body.importacion.id)).status).toBe(200);
    const unit = await t.db.apartamento.findFirstOrThrow({ where: { phId, torre: '1', numero: '110' } });
    const people = await t.rest('GET', `/api/apartamentos/${unit.id}/residentes`, { token });
    expect(people.body.residentes).toEqual([
      expect.objectContaining({ nombre: 'Persona 9', email: 'persona9@example.com', estado: 'invitado' }),
    ]);
    expect(
      await t.db.invitation.findFirst({
        where: { email: 'persona9@example.com', apartamentoId: unit.id, rol: 'residente', status: 'pendiente' },
      }),
    ).not.toBeNull();
    expect((await t.smtp.waitFor('persona9@example.com')).subject).toBe('Invitación a Conjunto Importado en Horizonte');
  });

  it('is all or nothing: when the complex changed after the preview, nothing is applied', async () => {
    const ph = await createProperty(t.db, 'Conjunto Carrera', x.users.adminA.user.id);
    const preview = await upload(ph.id, await xlsxOf(unitRows(20)), 'carrera.xlsx');
    expect(preview.body.errores).toEqual([]);
    // Someone adds a unit by hand before the confirmation: the sum would pass 100 %.
    await t.db.apartamento.create({ data: { phId: ph.id, torre: '9', numero: '901', coeficiente: 1 } });
    const res = await confirm(preview.body.importacion.id);
    expect(res.status).toBe(409);
    expect(await t.db.apartamento.count({ where: { phId: ph.id } })).toBe(1);
    expect(await t.db.residente.count({ where: { apartamento: { phId: ph.id } } })).toBe(0);
    expect(await t.db.invitation.count({ where: { phId: ph.id } })).toBe(0);
    expect((await t.db.importacion.findUniqueOrThrow({ where: { id: preview.body.importacion.id } })).status).toBe('pendiente');
  });

  it('confirms once (409 after), only for the complex’s admin (403), and 404 for an unknown import', async () => {
    const ph = await createProperty(t.db, 'Conjunto Uno', x.users.adminA.user.id);
    const preview = await upload(
      ph.id,
      csvOf([
        ['numero', 'coeficiente'],
        ['1', '100'],
      ]),
      'uno.csv',
    );
    const foreign = await t.trpc('mutation', 'importaciones.confirm', { id: preview.body.importacion.id }, x.tokens.adminB);
    expect(foreign.status).toBe(403);
    expect((await confirm(preview.body.importacion.id)).status).toBe(200);
    const twice = await confirm(preview.body.importacion.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Esta importación ya fue aplicada');
    const missing = await confirm('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('La importación no existe');
  });

  it('publishes both routes in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/importaciones',
        '/ph/{id}/importaciones/plantilla.xlsx',
        '/importaciones/{id}/confirmar',
      ]),
    );
    expect(doc.body.paths['/ph/{id}/importaciones'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});

// Issue 26 #7: coeficientes as the screen shows them (4 decimals) add up to 100 % within that
// rounding (Ley 675 arts. 25–27); the residue goes to the unit the administrator picks, and rows
// that only add people to an existing unit need no coeficiente.
describe('coeficientes as the screen shows them', () => {
  const coeficientes = async (phId: string) => (await t.rest('GET', `/api/ph/${phId}/coeficientes`, { token })).body;

  it('12 units of 8,3333 %: the preview offers the 0,0004 % residue; confirmed with the chosen unit (tRPC) the complex sums exactly 100 %', async () => {
    const ph = await createProperty(t.db, 'Conjunto Doce', x.users.adminA.user.id);
    const rows = Array.from({ length: 12 }, (_, i) => ['1', String(101 + i), '8,3333']);
    const preview = await upload(ph.id, csvOf([['torre', 'numero', 'coeficiente'], ...rows]), 'doce.csv');
    expect(preview.body.errores).toEqual([]);
    expect(preview.body.importacion.puedeConfirmarse).toBe(true);
    expect(preview.body.resumen.sumaCoeficientes).toBe(99.9996);
    expect(preview.body.residuo.valor).toBe(0.0004);
    expect(preview.body.residuo.unidades).toHaveLength(12);
    expect(preview.body.residuo.unidades[3]).toEqual({ fila: 5, unidad: 'Torre 1 · 104', coeficiente: 8.3333 });

    const unchosen = await confirm(preview.body.importacion.id);
    expect(unchosen.status).toBe(409);
    expect(unchosen.body.message).toBe(
      'Los coeficientes difieren del 100 % solo por el redondeo: elige la unidad que recibe el residuo y confirma de nuevo',
    );
    const res = await t.trpc('mutation', 'importaciones.confirm', { id: preview.body.importacion.id, residuoFila: 5 }, token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.resumen).toMatchObject({ unidadesNuevas: 12, sumaCoeficientes: 100 });
    expect(await coeficientes(ph.id)).toMatchObject({ suma: 100, faltante: 0, completo: true, unidades: 12 });
    expect(Number((await t.db.apartamento.findFirstOrThrow({ where: { phId: ph.id, numero: '104' } })).coeficiente)).toBe(8.3337);
  });

  it('the issue’s case: 8,4167 % as shown (stored 8,416665 %) is not «100,000035 %» but a residue given back by that unit (REST)', async () => {
    const ph = await createProperty(t.db, 'Conjunto Altos', x.users.adminA.user.id);
    const stored = [...Array<string>(6).fill('8.25'), ...Array<string>(5).fill('8.416667'), '8.416665'];
    await t.db.apartamento.createMany({
      data: stored.map((coeficiente, i) => ({ phId: ph.id, torre: '2', numero: String(301 + i), coeficiente })),
    });
    const preview = await upload(
      ph.id,
      csvOf([
        ['torre', 'numero', 'coeficiente'],
        ['2', '312', '8,4167'],
      ]),
      'altos.csv',
    );
    expect(preview.body.errores).toEqual([]);
    expect(preview.body.residuo).toEqual({
      valor: -0.000035,
      unidades: [{ fila: 2, unidad: 'Torre 2 · 312', coeficiente: 8.4167 }],
    });
    const res = await t.rest('POST', `/api/importaciones/${preview.body.importacion.id}/confirmar`, {
      token,
      body: { residuoFila: 2 },
    });
    expect(res.status).toBe(200);
    expect(await coeficientes(ph.id)).toMatchObject({ suma: 100, completo: true });
    expect(Number((await t.db.apartamento.findFirstOrThrow({ where: { phId: ph.id, numero: '312' } })).coeficiente)).toBe(
      8.416665,
    );
  });

  it('a residue beyond the rounding is still an error; a row not in the file cannot take it (400)', async () => {
    const ph = await createProperty(t.db, 'Conjunto Dos Decimales', x.users.adminA.user.id);
    const preview = await upload(
      ph.id,
      csvOf([
        ['numero', 'coeficiente'],
        ['1', '33,33'],
        ['2', '33,33'],
        ['3', '33,33'],
      ]),
      'tres.csv',
    );
    expect(preview.body.errores).toEqual([
      { fila: 0, columna: 'coeficiente', mensaje: 'Los coeficientes del conjunto sumarían 99,99 %: faltan 0,01 % para el 100 %' },
    ]);
    expect(preview.body.residuo).toBeNull();
    const close = await upload(
      ph.id,
      csvOf([
        ['numero', 'coeficiente'],
        ['1', '33,3333'],
        ['2', '33,3333'],
        ['3', '33,3333'],
      ]),
      'tres.csv',
    );
    const wrongRow = await confirm(close.body.importacion.id);
    const res = await t.rest('POST', `/api/importaciones/${close.body.importacion.id}/confirmar`, {
      token,
      body: { residuoFila: 9 },
    });
    expect(wrongRow.status).toBe(409);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La unidad elegida para el residuo no es una fila del archivo con coeficiente');
    expect(await t.db.apartamento.count({ where: { phId: ph.id } })).toBe(0);
  });

  it('a row that only adds people to an existing unit needs no coeficiente; a new unit without one is refused', async () => {
    const ph = await createProperty(t.db, 'Conjunto Personas', x.users.adminA.user.id);
    await t.db.apartamento.createMany({
      data: [
        { phId: ph.id, torre: '1', numero: '101', tipo: 'casa', areaM2: 90, coeficiente: 60 },
        { phId: ph.id, torre: '1', numero: '102', coeficiente: 40 },
      ],
    });
    const headers = ['torre', 'numero', 'coeficiente', 'nombre', 'tipo_documento', 'numero_documento', 'email', 'relacion'];
    const peopleOnly = await upload(
      ph.id,
      csvOf([headers, ['1', '101', '', 'Ana Ruiz', 'CC', '7001', 'ana.ruiz@example.com', 'propietario']]),
      'personas.csv',
    );
    expect(peopleOnly.body.errores).toEqual([]);
    expect(peopleOnly.body.resumen).toMatchObject({
      unidadesNuevas: 0,
      unidadesActualizadas: 0,
      unidadesSinCambios: 1,
      personas: 1,
      invitaciones: 1,
      sumaCoeficientes: 100,
    });
    expect(peopleOnly.body.residuo).toBeNull();
    expect((await t.trpc('mutation', 'importaciones.confirm', { id: peopleOnly.body.importacion.id }, token)).status).toBe(200);
    const unit = await t.db.apartamento.findFirstOrThrow({
      where: { phId: ph.id, numero: '101' },
      include: { residentes: true },
    });
    expect([Number(unit.coeficiente), unit.tipo, Number(unit.areaM2)]).toEqual([60, 'casa', 90]);
    expect(unit.residentes.map((r) => r.nombre)).toEqual(['Ana Ruiz']);

    const newUnit = await upload(ph.id, csvOf([headers, ['1', '103', '', 'Beto', 'CC', '7002', '', 'residente']]), 'nueva.csv');
    expect(newUnit.body.errores).toEqual([
      { fila: 2, columna: 'coeficiente', mensaje: 'La unidad Torre 1 · 103 no existe: escribe su coeficiente para crearla' },
    ]);
    expect(newUnit.body.importacion.puedeConfirmarse).toBe(false);
    expect((await confirm(newUnit.body.importacion.id)).status).toBe(409);
    expect(await t.db.apartamento.count({ where: { phId: ph.id } })).toBe(2);
  });
});
