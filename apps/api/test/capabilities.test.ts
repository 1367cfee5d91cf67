// auth.profile and ph.byIdentificador return the caller's capabilities from the shared policy, so
// the web shows and hides from the rules the server enforces (both facades).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type ActorName, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

const IN_A: [ActorName, string[]][] = [
  ['anonymous', []],
  ['noRole', []],
  ['adminA', ['view', 'stats', 'readCommunity', 'readInvitations', 'manage']],
  ['adminB', []],
  ['consejoA', ['view', 'stats', 'readCommunity']],
  ['residenteA', ['view']],
  ['superAdmin', ['view', 'stats', 'readCommunity', 'readInvitations', 'manage']],
  ['soporte', ['view', 'stats', 'readCommunity', 'readInvitations']],
  ['comercial', ['view', 'stats']],
];

describe('capabilities', () => {
  it.each(IN_A)('ph.byIdentificador tells %s what it may do in complex A', async (actor, expected) => {
    const rest = await t.rest('GET', `/api/ph-por-identificador/${x.phA.identificador}`, { token: x.tokens[actor] });
    expect(rest.status).toBe(200);
    expect(rest.body.capabilities).toEqual(expected);
    const trpc = await t.trpc('query', 'ph.byIdentificador', { identificador: x.phA.identificador }, x.tokens[actor]);
    expect(trpc.body.result.data.capabilities).toEqual(expected);
  });

  it('auth.profile says what each may do across the platform', async () => {
    const caps = async (actor: ActorName) =>
      (await t.rest('GET', '/api/auth/profile', { token: x.tokens[actor] })).body.capabilities;
    expect(await caps('superAdmin')).toEqual({ plataforma: 'SUPER_ADMIN', crearPropiedad: true, panelGeneral: true });
    expect(await caps('soporte')).toEqual({ plataforma: 'SOPORTE', crearPropiedad: false, panelGeneral: false });
    expect(await caps('adminA')).toEqual({ plataforma: null, crearPropiedad: true, panelGeneral: true });
    expect(await caps('residenteA')).toEqual({ plataforma: null, crearPropiedad: true, panelGeneral: false });
    expect(await caps('noRole')).toEqual({ plataforma: null, crearPropiedad: true, panelGeneral: true });
    const trpc = await t.trpc('query', 'auth.profile', undefined, x.tokens.consejoA);
    expect(trpc.body.result.data.capabilities).toEqual({ plataforma: null, crearPropiedad: true, panelGeneral: false });
  });
});
