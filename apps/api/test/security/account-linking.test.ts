// Finding 4: adding a residente with an email linked that account at once (an attacker who had
// registered the victim's email first got the victim's role) and answered with the account's id.
// Now the record stays unlinked until the person accepts the invitation mailed to that address,
// the answer never carries an account id nor differs by whether the account exists, and each
// admin may add a bounded number per hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { RESIDENTE_ADD_MAX_PER_ADMIN } from '../../src/modules/residentes/quota.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, rolesOf } from '../support/sessions.ts';
import { createTenants, createUnit, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

const person = (email: string, numero: string) => ({
  nombre: 'Víctima Real',
  tipo_documento: 'CC',
  numero_documento: numero,
  email,
  tipo: 'propietario',
});

describe('linking a residente to an account', () => {
  it('gives no role to an account registered (unverified) with the victim’s email', async () => {
    const squatter = await createTestUser(t.db, { email: 'victima@example.com', verified: false });
    const res = await t.rest('POST', `/api/apartamentos/${x.unitA2.id}/residentes`, {
      token: x.tokens.adminA,
      body: person('victima@example.com', '800100'),
    });
    expect(res.status).toBe(200);
    expect(await rolesOf(t.db, squatter.user.id, x.phA.id)).toEqual([]);
    expect(await t.db.residente.findUniqueOrThrow({ where: { id: res.body.residente.id } })).toMatchObject({ userId: null });
    expect(JSON.stringify(res.body)).not.toContain(squatter.user.id);
  });

  it('answers alike whether an account with that email exists or not', async () => {
    await createTestUser(t.db, { email: 'existe@example.com' });
    const unit = await createUnit(t.db, x.phA.id);
    const withAccount = await t.rest('POST', `/api/apartamentos/${unit.id}/residentes`, {
      token: x.tokens.adminA,
      body: person('existe@example.com', '800200'),
    });
    const withoutAccount = await t.rest('POST', `/api/apartamentos/${unit.id}/residentes`, {
      token: x.tokens.adminA,
      body: person('noexiste@example.com', '800300'),
    });
    const shape = (body: { residente: Record<string, unknown> }) => Object.keys(body.residente).sort();
    expect(withAccount.status).toBe(withoutAccount.status);
    expect(shape(withAccount.body)).toEqual(shape(withoutAccount.body));
    expect(withAccount.body.residente.vinculado).toBe(false);
    expect(withoutAccount.body.residente.vinculado).toBe(false);
    const list = await t.rest('GET', `/api/apartamentos/${unit.id}/residentes`, { token: x.tokens.adminA });
    for (const r of list.body.residentes) expect(r).not.toHaveProperty('userId');
  });

  it('limits how many residentes one admin adds per hour', async () => {
    const unit = await createUnit(t.db, x.phA.id);
    const used = { points: RESIDENTE_ADD_MAX_PER_ADMIN, expire: BigInt(Date.now() + 60_000) };
    const key = `residente:add:admin:${x.users.adminA.user.id}`;
    await t.db.rateLimitBucket.upsert({ where: { key }, create: { key, ...used }, update: used });
    const res = await t.rest('POST', `/api/apartamentos/${unit.id}/residentes`, {
      token: x.tokens.adminA,
      body: person('uno.mas@example.com', '800400'),
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.tooManyRequests);
  });
});
