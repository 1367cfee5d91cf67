import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkIn, startTestApp, TEST_APP_URL, type TestApp } from './support/index.ts';
import { complexLogin, hasComplexLogin } from './support/login.ts';
import { createTestUser, rolesOf, TEST_PASSWORD, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;
let member: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
  member = await createTestUser(t.db, { email: 'vecino@example.com', nombre: 'Víctor Vecino' });
});
afterAll(async () => {
  await t?.close();
});

const form = (email: string) => ({ nombre: 'Persona Nueva', tipoDocumento: 'CC', numeroDocumento: '1012345678', email });

async function submit(id: string, email: string, extra: Record<string, unknown> = {}) {
  return t.rest('POST', `/api/ph/${id}/preregistro`, { body: { ...form(email), ...extra } });
}

describe('preregistros', () => {
  it('accepts a public preregistro by property id or identificador with the spec text, residente by default', async () => {
    const byId = await submit(x.phA.id, 'vecino@example.com', { rolDeseado: 'propietario' });
    expect(byId.status).toBe(200);
    expect(byId.body.message).toBe('¡Preregistro enviado exitosamente! Te notificaremos cuando sea aprobado.');
    expect(byId.body.preregistro).toMatchObject({ status: 'pendiente', rolDeseado: 'propietario', phId: x.phA.id });
    // Written with its audit entry (one statement): the same entry the transaction used to write.
    const entry = await t.db.auditLog.findFirstOrThrow({ where: { entityId: byId.body.preregistro.id } });
    expect(entry).toMatchObject({
      action: 'preregistro.create',
      entity: 'preregistro',
      phId: x.phA.id,
      actorId: null,
      details: { email: 'vecino@example.com', rolDeseado: 'propietario' },
    });
    expect(entry.ip).toBeTruthy();
    expect(Math.abs(entry.createdAt.getTime() - Date.parse(byId.body.preregistro.createdAt))).toBeLessThan(1000);
    const bySlug = await t.trpc('mutation', 'preregistros.create', {
      id: x.phA.identificador.toUpperCase(),
      ...form('nuevo@example.com'),
    });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.result.data.preregistro.rolDeseado).toBe('residente');
    const missing = await submit('noexiste', 'x@example.com');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Propiedad no encontrada');
  });

  it('refuses a second pending preregistro for the same email in the same property', async () => {
    const dup = await submit(x.phA.id, 'VECINO@example.com');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya tienes un preregistro pendiente en este conjunto con ese email');
    expect((await submit(x.phB.id, 'vecino@example.com')).status).toBe(200);
  });

  it('validates the form in Spanish', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/preregistro`, {
      body: { nombre: '', tipoDocumento: 'NIT', numeroDocumento: '', email: 'malo', rolDeseado: 'admin' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        'El nombre es requerido',
        'Selecciona un tipo de documento',
        'El número de documento es requerido',
        'Ingresa un email válido',
        'El rol seleccionado no es válido',
      ]),
    );
  });

  it('lists preregistros with a status filter', async () => {
    const res = await t.rest('GET', `/api/ph/${x.phA.id}/preregistros?status=pendiente`, { token: x.tokens.consejoA });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.preregistros.map((p: { email: string }) => p.email)).toEqual(['nuevo@example.com', 'vecino@example.com']);
    const none = await t.trpc('query', 'preregistros.list', { id: x.phA.id, status: 'aprobado' }, token);
    expect(none.body.result.data.total).toBe(0);
  });

  it('approving an existing account grants the role, mails the person, records who and when; twice is a 409', async () => {
    const pre = await t.db.preregistro.findFirstOrThrow({ where: { phId: x.phA.id, email: 'vecino@example.com' } });
    const res = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${pre.id}/approve`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Preregistro aprobado');
    expect(res.body.preregistro).toMatchObject({ status: 'aprobado', decidedBy: 'Admin A' });
    expect(res.body.preregistro.decidedAt).toBeTruthy();
    expect(await rolesOf(t.db, member.user.id, x.phA.id)).toEqual(['propietario']);
    const mail = await t.smtp.waitFor('vecino@example.com', { subject: /fue aprobado/ });
    expect(linkIn(mail, TEST_APP_URL)).toBe(`${TEST_APP_URL}/ph/${x.phA.identificador}`);
    expect(
      await t.db.auditLog.count({ where: { action: 'preregistro.approve', entityId: pre.id, actorId: x.users.adminA.user.id } }),
    ).toBe(1);

    const twice = await t.trpc('mutation', 'preregistros.reject', { id: x.phA.id, preId: pre.id }, token);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Este preregistro ya fue decidido');

    if (hasComplexLogin) {
      const login = await complexLogin(t, 'vecino@example.com', TEST_PASSWORD, x.phA.identificador);
      expect(login.status).toBe(200);
      expect(login.body.roles).toEqual([
        expect.objectContaining({ rol: 'propietario', ph: expect.objectContaining({ identificador: x.phA.identificador }) }),
      ]);
    }
  });

  it('approving a person without an account mails an invitation; accepting it gives the role and the login works', async () => {
    const pre = await t.db.preregistro.findFirstOrThrow({ where: { phId: x.phA.id, email: 'nuevo@example.com' } });
    const res = await t.trpc('mutation', 'preregistros.approve', { id: x.phA.id, preId: pre.id }, token);
    expect(res.status).toBe(200);
    const mail = await t.smtp.waitFor('nuevo@example.com', { subject: /fue aprobado/ });
    const link = linkIn(mail, `${TEST_APP_URL}/ph/${x.phA.identificador}?invitacion=`);
    const invitationToken = new URL(link).searchParams.get('invitacion')!;
    const accept = await t.rest('POST', '/api/invitations/accept', {
      body: {
        token: invitationToken,
        password: 'Clave-Nueva-1',
        nombre: 'Persona Nueva',
        tipo_documento: 'CC',
        numero_documento: '1012345678',
      },
    });
    expect(accept.status).toBe(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: 'nuevo@example.com' } });
    expect(await rolesOf(t.db, user.id, x.phA.id)).toEqual(['residente']);
    if (hasComplexLogin) {
      const login = await complexLogin(t, 'nuevo@example.com', 'Clave-Nueva-1', x.phA.identificador);
      expect(login.status).toBe(200);
      expect(login.body.roles).toEqual([expect.objectContaining({ rol: 'residente' })]);
    }
  });

  it('rejecting records the reason and mails it', async () => {
    const submitted = await submit(x.phA.id, 'rechazado@example.com');
    const res = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${submitted.body.preregistro.id}/reject`, {
      token,
      body: { motivo: 'No aparece en el registro de propietarios' },
    });
    expect(res.status).toBe(200);
    expect(res.body.preregistro).toMatchObject({
      status: 'rechazado',
      motivoRechazo: 'No aparece en el registro de propietarios',
    });
    const mail = await t.smtp.waitFor('rechazado@example.com', { subject: /no fue aprobado/ });
    expect(mail.text).toContain('Motivo: No aparece en el registro de propietarios');
    expect(await t.db.user.count({ where: { email: 'rechazado@example.com' } })).toBe(0);
  });

  it('limits preregistros per IP with a 429 and Retry-After', async () => {
    await t.db.rateLimitBucket.deleteMany();
    for (let i = 0; i < 10; i++) expect((await submit(x.phB.id, `lote${i}@example.com`)).status).toBe(200);
    const res = await submit(x.phB.id, 'lote10@example.com');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Demasiados preregistros desde esta conexión. Espera unos minutos e inténtalo de nuevo.');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

// Issue 26 #6: the preregistro asks for the unit, so the administration does not approve blind.
describe('preregistro with its unit', () => {
  const listed = async (email: string, facade: 'rest' | 'trpc') => {
    const items =
      facade === 'rest'
        ? (await t.rest('GET', `/api/ph/${x.phA.id}/preregistros?status=pendiente`, { token })).body.preregistros
        : (await t.trpc('query', 'preregistros.list', { id: x.phA.id, status: 'pendiente' }, token)).body.result.data
            .preregistros;
    return (items as { email: string }[]).find((p) => p.email === email);
  };

  it('torre and unidad typed loosely match the unit: apartamentoId in the list on both facades', async () => {
    await t.db.rateLimitBucket.deleteMany();
    const res = await submit(x.phA.id, 'con.unidad@example.com', { torre: '  TORRE   1 ', unidad: ' 102 ' });
    expect(res.status).toBe(200);
    // The visitor does not learn whether the unit exists.
    expect(res.body.preregistro).not.toHaveProperty('apartamentoId');
    expect(res.body.preregistro).toMatchObject({ torre: 'TORRE 1', unidad: '102' });
    const viaTrpc = await t.trpc('mutation', 'preregistros.create', {
      id: x.phA.identificador,
      ...form('con.unidad2@example.com'),
      torre: '1',
      unidad: '101',
    });
    expect(viaTrpc.status).toBe(200);
    expect(await listed('con.unidad@example.com', 'rest')).toMatchObject({
      torre: 'TORRE 1',
      unidad: '102',
      apartamentoId: x.unitA2.id,
    });
    expect(await listed('con.unidad2@example.com', 'trpc')).toMatchObject({
      torre: '1',
      unidad: '101',
      apartamentoId: x.unitA.id,
    });
  });

  it('an unmatched unit keeps the text with apartamentoId null; nothing typed is null too', async () => {
    expect((await submit(x.phA.id, 'sin.match@example.com', { torre: '9', unidad: '101' })).status).toBe(200);
    expect((await submit(x.phA.id, 'sin.unidad@example.com', { torre: '', unidad: '' })).status).toBe(200);
    expect(await listed('sin.match@example.com', 'rest')).toMatchObject({ torre: '9', unidad: '101', apartamentoId: null });
    expect(await listed('sin.unidad@example.com', 'trpc')).toMatchObject({ torre: null, unidad: null, apartamentoId: null });
  });

  it('bounds the text in Spanish (422)', async () => {
    const res = await submit(x.phA.id, 'largo@example.com', { torre: 'T'.repeat(21), unidad: 'U'.repeat(200) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['El texto es demasiado largo']);
  });
});
