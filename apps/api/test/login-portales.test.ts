// Issue 26 #5 (the right door): an owner typing the right password on the main login was turned away
// with no link to where they may enter. The 403 of a correct password at the wrong door now names
// the portals that admit the person (`portales: [{ identificador, nombre }]`, REST top level, tRPC
// error.data.fields). A wrong password reveals nothing: the same 401 as for an unknown email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, TEST_PASSWORD, type TestUser } from './support/sessions.ts';
import { createProperty } from './support/tenants.ts';

let t: TestApp;
let owner: TestUser;
let altos: { identificador: string; nombre: string };
let prados: { identificador: string; nombre: string };

beforeAll(async () => {
  t = await startTestApp();
  const a = await createProperty(t.db, 'Conjunto Altos del Río');
  const b = await createProperty(t.db, 'Conjunto Prados del Norte');
  altos = { identificador: a.identificador, nombre: a.nombre };
  prados = { identificador: b.identificador, nombre: b.nombre };
  // Owner in one complex, council member in the other: two doors, each named once.
  owner = await createTestUser(t.db, {
    roles: [
      { phId: a.id, rol: 'propietario' },
      { phId: a.id, rol: 'residente' },
      { phId: b.id, rol: 'consejo' },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

const restLogin = (body: Record<string, unknown>) => t.rest('POST', '/api/auth/login', { body });
const trpcFields = (body: Record<string, unknown>) => (body.error as { data: { fields?: Record<string, unknown> } }).data.fields;

describe('the wrong door with the right password', () => {
  it('REST: the main login answers 403 with the spec text and the person’s portals', async () => {
    const res = await restLogin({ email: owner.user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      message: MSG.loginForbiddenMainPortal,
      error: MSG.loginForbiddenMainPortal,
    });
    expect(res.body.portales).toEqual([altos, prados]);
  });

  it('tRPC: the same portals in error.data.fields', async () => {
    const res = await t.trpc('mutation', 'auth.login', { email: owner.user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(trpcFields(res.body)).toEqual({ portales: [altos, prados] });
  });

  it('a complex where the person has no role names the ones where they do', async () => {
    const stranger = await createProperty(t.db, 'Conjunto Ajeno');
    const res = await restLogin({ email: owner.user.email, password: TEST_PASSWORD, identificador: stranger.identificador });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: MSG.noAccessToProperty, portales: [altos, prados] });
  });
});

describe('a wrong password reveals nothing', () => {
  it('401 without portales, on both facades, for a known and an unknown email alike', async () => {
    for (const email of [owner.user.email, 'nadie@example.com']) {
      const rest = await restLogin({ email, password: 'No-Es-La-Clave-1' });
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({
        success: false,
        message: MSG.invalidCredentials,
        error: MSG.invalidCredentials,
        code: 'CREDENCIALES_INCORRECTAS',
      });
      const trpc = await t.trpc('mutation', 'auth.login', { email, password: 'No-Es-La-Clave-1' });
      expect(trpc.status).toBe(401);
      expect(trpcFields(trpc.body)).toBeUndefined();
    }
  });

  it('the OpenAPI document describes the 403 with portales', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    const forbidden = doc.body.paths['/auth/login'].post.responses['403'];
    // The error body every answer shares, plus the fields this one adds.
    const [shared, own] = forbidden.content['application/json'].schema.allOf;
    expect(shared).toEqual({ $ref: '#/components/schemas/Error' });
    expect(own.properties.portales).toMatchObject({ type: 'array' });
  });
});
