// Finding 11: after a soft delete the NIT and the identificador stayed reserved forever, and the 409
// for a NIT could not be resolved by anyone. Now they are unique among live properties only, a
// super admin can restore a deleted complex (unless a live one took them), and the conflict
// message never says who holds the NIT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.db);
  other = await createTestUser(t.db);
  superAdmin = await createTestUser(t.db, { platformRole: 'SUPER_ADMIN' });
});
afterAll(async () => {
  await t?.close();
});

const complex = {
  nombre: 'Conjunto Real',
  nit: '900555111-6',
  direccion: 'Calle 100 # 10-10',
  ciudad: 'Bogotá',
  identificador: 'real',
};

describe('NIT and identificador after a soft delete', () => {
  it('says a NIT is taken without naming who holds it', async () => {
    expect((await t.rest('POST', '/api/ph', { token: owner.token, body: complex })).status).toBe(200);
    const squat = await t.rest('POST', '/api/ph', { token: other.token, body: { ...complex, identificador: 'otro' } });
    expect(squat.status).toBe(409);
    expect(squat.body.message).toBe(MSG.nitTaken);
    expect(JSON.stringify(squat.body)).not.toContain(owner.user.email);
    expect(JSON.stringify(squat.body)).not.toContain(owner.user.id);
  });

  it('releases both on delete, and a super admin restores a deleted complex only while they are free', async () => {
    const first = await t.db.pH.findFirstOrThrow({ where: { identificador: 'real', deletedAt: null } });
    expect((await t.rest('DELETE', `/api/ph/${first.id}`, { token: owner.token })).status).toBe(200);

    const retaken = await t.rest('POST', '/api/ph', { token: other.token, body: complex });
    expect(retaken.status).toBe(200);

    const refused = await t.rest('PUT', `/api/ph/${first.id}/restaurar`, { token: superAdmin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.identificadorTaken);

    expect((await t.rest('DELETE', `/api/ph/${retaken.body.property.id}`, { token: other.token })).status).toBe(200);
    const notAllowed = await t.trpc('mutation', 'ph.restore', { id: first.id }, owner.token);
    expect(notAllowed.status).toBe(403);
    const restored = await t.trpc('mutation', 'ph.restore', { id: first.id }, superAdmin.token);
    expect(restored.status).toBe(200);
    expect(restored.body.result.data.property).toMatchObject({ id: first.id, identificador: 'real' });
    expect(await t.db.auditLog.count({ where: { action: 'ph.restore', entityId: first.id } })).toBe(1);
    expect((await t.rest('PUT', `/api/ph/${first.id}/restaurar`, { token: superAdmin.token })).status).toBe(404);
  });
});
