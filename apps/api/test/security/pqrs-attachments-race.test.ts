// Finding 9 (issue 25): 20 parallel POST /api/pqrs/{id}/adjuntos with 5 files each left 100
// attachments on one PQRS (cap 5): the cap was counted before, and outside, the transaction that
// wrote the rows. Filing and uploading had no quota either. Now the cap is checked again under the PQRS
// row's lock in the transaction that writes the rows (the files of refused requests are deleted), and
// filing and attaching count against per-person and per-complex quotas per hour (Spanish 429).
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PQRS_MSG } from '@horizonte/contracts';

import { PNG } from '../support/files.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createResidente, createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let storageDir: string;

// Quotas small enough to reach in a test; per complex, files are left high so 20 admins can race.
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'hz-race-'));
  t = await startTestApp({
    STORAGE_DIR: storageDir,
    PQRS_FILES_PER_USER_PER_HOUR: '8',
    PQRS_FILES_PER_COMPLEX_PER_HOUR: '1000',
    PQRS_FILINGS_PER_USER_PER_HOUR: '3',
    PQRS_FILINGS_PER_COMPLEX_PER_HOUR: '5',
  });
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function attach(pqrsId: string, token: string, files: number) {
  const form = new FormData();
  for (let i = 0; i < files; i++) form.append('archivos', new Blob([new Uint8Array(PNG)]), `foto${i}.png`);
  const res = await t.app.request(`/api/pqrs/${pqrsId}/adjuntos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

const file = (token: string, asunto = 'Filtración en el techo') =>
  t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
    token,
    body: { tipo: 'peticion', subtipo: 'general', asunto, descripcion: 'Entra agua al baño desde el piso de arriba.' },
  });

const storedFiles = async (pqrsId: string) => (await readdir(join(storageDir, 'pqrs', pqrsId)).catch(() => [])).length;

describe('the cap of 5 files per PQRS', () => {
  it('holds against 20 parallel uploads of 5 files each, and no refused file stays in storage', async () => {
    const filed = await file(x.tokens.residenteA!);
    expect(filed.status).toBe(200);
    const pqrsId: string = filed.body.pqrs.id;
    // Twenty administrators of the complex, each within their own hourly quota.
    const admins: TestUser[] = [];
    for (let i = 0; i < 20; i++) admins.push(await createTestUser(t.db, { roles: [{ phId: x.phA.id, rol: 'admin' }] }));

    const answers = await Promise.all(admins.map((admin) => attach(pqrsId, admin.token, 5)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(PQRS_MSG.adjuntosDemasiados(5));
    }
    expect(await t.db.pqrsAdjunto.count({ where: { pqrsId } })).toBe(5);
    expect(await storedFiles(pqrsId)).toBe(5);
  });
});

describe('quotas per hour', () => {
  it('stops one person attaching more than their files per hour (429 with Retry-After)', async () => {
    const second = (await file(x.tokens.residenteA!)).body.pqrs.id as string;
    const third = (await file(x.tokens.residenteA!)).body.pqrs.id as string;
    expect((await attach(second, x.tokens.adminA!, 5)).status).toBe(200);
    expect((await attach(third, x.tokens.adminA!, 3)).status).toBe(200);
    const refused = await attach(third, x.tokens.adminA!, 1);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PQRS_MSG.adjuntosUsuario);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(await storedFiles(third)).toBe(3);
  });

  it('stops filing past the person’s and then the complex’s PQRS per hour', async () => {
    // residenteA filed 3 above: the fourth is refused, and counts nothing for the complex.
    const fourth = await file(x.tokens.residenteA!);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(PQRS_MSG.radicacionesUsuario);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    const vecina = await createTestUser(t.db, { roles: [{ phId: x.phA.id, rol: 'propietario' }] });
    await createResidente(t.db, x.unitA2.id, vecina.user.id);
    expect((await file(vecina.token)).status).toBe(200);
    expect((await file(vecina.token)).status).toBe(200);
    const complexFull = await file(vecina.token);
    expect(complexFull.status).toBe(429);
    expect(complexFull.body.message).toBe(PQRS_MSG.radicacionesConjunto);
  });
});
