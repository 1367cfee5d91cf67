// A suspended complex's people upload nothing (issue 33). The procedures prove it in the authorisation
// matrices' suspension pass (support/matrix.ts); the multipart routes are plain HTTP, so they are
// proved here: every upload of A's people gets the Spanish 409 and stores nothing, a download still
// answers, and the platform's staff still upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMERCIAL_MSG } from '@horizonte/contracts';

import { PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { withComplexSuspended } from './support/matrix.ts';
import { csvOf } from './support/spreadsheets.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let pqrsId: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  const pqrs = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
    token: x.tokens.residenteA,
    body: { tipo: 'peticion', subtipo: 'general', asunto: 'Humedad', descripcion: 'Hay humedad en la sala.' },
  });
  expect(pqrs.status).toBe(200);
  pqrsId = pqrs.body.pqrs.id as string;
});
afterAll(async () => {
  await t?.close();
});

async function upload(
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  file: { field: string; name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: 'application/octet-stream' }), file.name);
  const res = await t.app.request(path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

const documento = { titulo: 'Reglamento', categoria: 'otros', visibilidad: 'todos' };
const imagen = (field: string) => ({ field, name: 'foto.png', bytes: PNG });
const hoja = {
  field: 'archivo',
  name: 'unidades.csv',
  bytes: csvOf([
    ['numero', 'coeficiente'],
    ['1', '100'],
  ]),
};

const suspendedA = <T>(work: () => Promise<T>) => withComplexSuspended(t, x.phA.id, work);

describe('a suspended complex: its people upload nothing', () => {
  it("the administrator's document, spreadsheet import and a resident's PQRS attachment get 409 and store nothing", async () => {
    const answers = await suspendedA(async () => [
      await upload(`/api/ph/${x.phA.id}/documentos`, x.tokens.adminA, documento, imagen('archivo')),
      await upload(`/api/ph/${x.phA.id}/importaciones`, x.tokens.adminA, {}, hoja),
      await upload(`/api/pqrs/${pqrsId}/adjuntos`, x.tokens.residenteA, {}, imagen('archivos')),
    ]);
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(3).fill([409, COMERCIAL_MSG.conjuntoSuspendido]));
    expect(await t.db.documento.count({ where: { phId: x.phA.id } })).toBe(0);
    expect(await t.db.importacion.count({ where: { phId: x.phA.id } })).toBe(0);
    expect(await t.db.pqrsAdjunto.count({ where: { pqrsId } })).toBe(0);
  });

  it('a download still answers, and the platform staff still upload', async () => {
    const before = await t.db.documento.count({ where: { phId: x.phA.id } });
    const [plantilla, staff] = await suspendedA(async () => [
      await t.app.request(`/api/ph/${x.phA.id}/importaciones/plantilla.xlsx`, {
        headers: { authorization: `Bearer ${x.tokens.adminA}` },
      }),
      await upload(`/api/ph/${x.phA.id}/documentos`, x.tokens.superAdmin, documento, imagen('archivo')),
    ]);
    expect([plantilla.status, staff.status]).toEqual([200, 200]);
    expect(await t.db.documento.count({ where: { phId: x.phA.id } })).toBe(before + 1);
  });

  it("another complex's uploads are not held back, and A's own upload answers again once A is active", async () => {
    const otro = await suspendedA(() => upload(`/api/ph/${x.phB.id}/importaciones`, x.tokens.adminB, {}, hoja));
    const deNuevo = await upload(`/api/ph/${x.phA.id}/importaciones`, x.tokens.adminA, {}, hoja);
    expect([otro.status, deNuevo.status]).toEqual([200, 200]);
  });
});
