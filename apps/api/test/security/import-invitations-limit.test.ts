// Finding 8 (issue 25): a spreadsheet import of 250 people in a self-made complex sent 250 invitation
// mails to arbitrary addresses in one request; the «100 altas por administrador y hora» of Agregar
// residente did not apply to imports. Now confirming an import counts each person it invites against
// the same quota, and a file that would exceed it is refused whole (429, nothing imported, nothing
// counted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { csvOf, unitRows } from '../support/spreadsheets.ts';
import { createProperty } from '../support/tenants.ts';

let t: TestApp;
let attacker: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  attacker = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function importFile(phId: string, rows: (string | number)[][]): Promise<JsonResponse> {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(csvOf(rows))]), 'personas.csv');
  const response = await t.app.request(`/api/ph/${phId}/importaciones`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${attacker.token}` },
  });
  const preview = await response.json();
  expect(preview.importacion.puedeConfirmarse).toBe(true);
  return t.rest('POST', `/api/importaciones/${preview.importacion.id}/confirmar`, { token: attacker.token });
}

/** `count` units, everyone with an email (the 250 invitations). */
const everyoneInvited = (count: number) =>
  unitRows(count).map((row, i) =>
    i > 0 && row[9] === '' ? Object.assign([...row], { 9: `sin-email${i}@example.com`, 11: 'propietario' }) : row,
  );

describe('imports count the invitations they send', () => {
  it('refuses a file of 250 invitations with 429 and imports nothing', async () => {
    const ph = await createProperty(t.db, 'Conjunto Elegido Por El Atacante', attacker.user.id);
    const res = await importFile(ph.id, everyoneInvited(250));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.importTooManyInvitations);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await t.db.apartamento.count({ where: { phId: ph.id } })).toBe(0);
    expect(await t.db.invitation.count({ where: { phId: ph.id } })).toBe(0);
  });

  it('lets 90 through, then refuses a file that would pass the 100 of the hour (the refused file counted nothing)', async () => {
    const first = await createProperty(t.db, 'Conjunto Uno', attacker.user.id);
    const ok = await importFile(first.id, everyoneInvited(90));
    expect(ok.status).toBe(200);
    expect(ok.body.resumen.invitaciones).toBe(90);
    expect(await t.db.invitation.count({ where: { phId: first.id } })).toBe(90);

    const second = await createProperty(t.db, 'Conjunto Dos', attacker.user.id);
    const refused = await importFile(second.id, everyoneInvited(20));
    expect(refused.status).toBe(429);
    expect(await t.db.apartamento.count({ where: { phId: second.id } })).toBe(0);

    // The same quota as Agregar residente: 10 left, and no more.
    const [unit] = await t.db.apartamento.findMany({ where: { phId: first.id }, take: 1 });
    const add = (n: number) =>
      t.rest('POST', `/api/apartamentos/${unit!.id}/residentes`, {
        token: attacker.token,
        body: {
          nombre: `Otra ${n}`,
          tipo_documento: 'CC',
          numero_documento: String(9_000 + n),
          email: `otra${n}@example.com`,
          tipo: 'residente',
        },
      });
    for (let n = 0; n < 10; n++) expect((await add(n)).status).toBe(200);
    expect((await add(10)).status).toBe(429);
  });
});
