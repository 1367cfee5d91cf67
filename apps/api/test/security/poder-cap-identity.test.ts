// Finding 13 of issue 25: two poderes naming the same apoderado email with different document numbers,
// with a cap of one poder per apoderado, were both accepted (the cap counted document numbers). Now the cap
// counts the apoderado's email when a poder is granted and the account that accepts it when accepted,
// under the asamblea's lock, so parallel acceptances cannot both pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';

import {
  aceptarPoder,
  convocar,
  crear,
  createConjunto,
  message,
  setClock,
  tokenDelPoder,
  type Conjunto,
} from '../asambleas-fixture.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let ana: TestUser;
let beto: TestUser;

const tope = (n: number | null) =>
  t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, { token: x.tokens.adminA, body: { maxPoderesPorApoderado: n } });
const otorgar = (asambleaId: string, unidad: number, apoderado: { nombre: string; numero_documento: string; email: string }) =>
  t.rest('POST', `/api/asambleas/${asambleaId}/poderes`, {
    token: c.owners[unidad]!.token,
    body: { apartamentoId: c.units[unidad]!.id, apoderado: { tipo_documento: 'CC', ...apoderado } },
  });

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  ana = await createTestUser(t.db, { nombre: 'Ana Apoderada' });
  beto = await createTestUser(t.db, { nombre: 'Beto Apoderado' });
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('the cap per apoderado (art. 37 and the reglamento)', () => {
  it('refuses a second poder to the same email with another document number, cap 1 (both facades)', async () => {
    expect((await tope(1)).status).toBe(200);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Tope por correo' });
    await convocar(t, a.id, x.tokens.adminA!);
    expect((await otorgar(a.id, 0, { nombre: 'Ana Apoderada', numero_documento: '1111', email: ana.user.email })).status).toBe(
      200,
    );
    const segundo = await otorgar(a.id, 1, { nombre: 'Ana Apoderada', numero_documento: '2222', email: ana.user.email });
    expect(segundo.status).toBe(409);
    expect(message(segundo)).toBe(ASAMBLEA_MSG.poderTope('Ana Apoderada', 1));
    await tokenDelPoder(t, ana.user.email); // the first one's mail, left unaccepted
    const trpc = await t.trpc(
      'mutation',
      'asambleas.poderes.otorgar',
      {
        id: a.id,
        apartamentoId: c.units[2]!.id,
        apoderado: {
          nombre: 'A. Apoderada',
          tipo_documento: 'CE',
          numero_documento: '3333',
          email: ana.user.email.toUpperCase(),
        },
      },
      c.owners[2]!.token,
    );
    expect(trpc.status).toBe(409);
    expect(await t.db.asambleaPoder.count({ where: { asambleaId: a.id } })).toBe(1);
  });

  it('counts the account that accepts: a poder sent to another mailbox of the same person is refused at acceptance', async () => {
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Tope por cuenta' });
    await convocar(t, a.id, x.tokens.adminA!);
    expect((await otorgar(a.id, 0, { nombre: 'Ana Apoderada', numero_documento: '1111', email: ana.user.email })).status).toBe(
      200,
    );
    await aceptarPoder(t, ana);
    // Her other mailbox, not yet on any account: the grant passes (the email holds no poder)...
    expect(
      (await otorgar(a.id, 1, { nombre: 'Ana Apoderada', numero_documento: '1111', email: 'ana.otra@example.com' })).status,
    ).toBe(200);
    const token = await tokenDelPoder(t, 'ana.otra@example.com');
    // ...and when that mailbox becomes her account's, the bound identity already holds the one poder allowed.
    await t.db.user.update({ where: { id: ana.user.id }, data: { email: 'ana.otra@example.com' } });
    await t.sessions.settle(t.db);
    const res = await t.rest('POST', '/api/poderes/aceptar', { token: ana.token, body: { token } });
    expect(res.status).toBe(409);
    expect(message(res)).toBe(ASAMBLEA_MSG.poderTope('Ana Apoderada', 1));
    expect(await t.db.asambleaPoder.count({ where: { asambleaId: a.id, apoderadoUserId: ana.user.id } })).toBe(1);
    await t.db.user.update({ where: { id: ana.user.id }, data: { email: ana.user.email } });
    await t.sessions.settle(t.db);
  });

  it('lets only one of two parallel acceptances pass once the cap is lowered to 1', async () => {
    expect((await tope(2)).status).toBe(200);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Tope en paralelo' });
    await convocar(t, a.id, x.tokens.adminA!);
    expect((await otorgar(a.id, 0, { nombre: 'Beto Apoderado', numero_documento: '4444', email: beto.user.email })).status).toBe(
      200,
    );
    expect((await otorgar(a.id, 1, { nombre: 'Beto Apoderado', numero_documento: '4444', email: beto.user.email })).status).toBe(
      200,
    );
    const tokens = [await tokenDelPoder(t, beto.user.email), await tokenDelPoder(t, beto.user.email)];
    // The reglamento changes before Beto accepts: 1 poder per apoderado.
    expect((await tope(1)).status).toBe(200);
    const [rest, trpc] = await Promise.all([
      t.rest('POST', '/api/poderes/aceptar', { token: beto.token, body: { token: tokens[0] } }),
      t.trpc('mutation', 'asambleas.poderes.aceptar', { token: tokens[1] }, beto.token),
    ]);
    expect([rest.status, trpc.status].sort()).toEqual([200, 409]);
    expect(await t.db.asambleaPoder.count({ where: { asambleaId: a.id, apoderadoUserId: beto.user.id } })).toBe(1);
    await tope(null);
  });
});
