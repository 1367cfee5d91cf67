import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, rolesOf, type TestUser } from './support/sessions.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  nombre: 'Conjunto Altos del Chicó',
  nit: '800197268-4',
  direccion: 'Carrera 7 # 94-20',
  ciudad: 'Bogotá',
  identificador: 'ALTOS',
};

describe('properties', () => {
  let id: string;

  it('creates a property: identificador lowercased, the creator becomes its admin, an audit entry is written', async () => {
    const res = await t.rest('POST', '/api/ph', { token: admin.token, body: valid });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      property: { nombre: valid.nombre, identificador: 'altos', nit: '800197268-4', ciudad: 'Bogotá' },
    });
    id = res.body.property.id;
    expect(await rolesOf(t.db, admin.user.id, id)).toEqual(['admin']);
    const entry = await t.db.auditLog.findFirst({ where: { action: 'ph.create', entityId: id } });
    expect(entry).toMatchObject({ actorId: admin.user.id, phId: id, entity: 'ph' });
  });

  it('defaults ciudad to Bogotá when empty', async () => {
    const res = await t.trpc(
      'mutation',
      'ph.create',
      { ...valid, nombre: 'Edificio Mirador', ciudad: '', identificador: 'sinciudad', nit: '900123456-8' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data.property.ciudad).toBe('Bogotá');
  });

  it('refuses a taken identificador and a taken NIT with 409 on both facades', async () => {
    const dupId = await t.rest('POST', '/api/ph', { token: admin.token, body: { ...valid, nit: '860002964-4' } });
    expect(dupId.status).toBe(409);
    expect(dupId.body.message).toBe('Ya existe un conjunto con ese identificador');
    const dupNit = await t.trpc('mutation', 'ph.create', { ...valid, identificador: 'otro' }, admin.token);
    expect(dupNit.status).toBe(409);
    expect(dupNit.body.error.message).toBe('Ya existe un conjunto con ese NIT');
  });

  it('validates section 5 on the server with the exact Spanish messages', async () => {
    const empty = await t.rest('POST', '/api/ph', { token: admin.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        'El nombre es requerido',
        'El NIT es requerido',
        'La dirección es requerida',
        'El identificador es requerido',
      ]),
    );
    const bad = await t.rest('POST', '/api/ph', {
      token: admin.token,
      body: { nombre: 'AB', nit: '1234', direccion: 'x', identificador: 'a_b' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'El nombre debe tener al menos 3 caracteres',
        'El NIT debe tener entre 9 y 11 dígitos',
        'El identificador debe tener entre 3 y 10 caracteres alfanuméricos en minúsculas',
      ]),
    );
    const trpc = await t.trpc('mutation', 'ph.create', { ...valid, nombre: '' }, admin.token);
    expect(trpc.body.error.data.errors).toEqual(['El nombre es requerido']);
  });

  it('checks the NIT check digit: 800197268-4 valid, 800197268-5 invalid', async () => {
    const invalid = await t.rest('POST', '/api/ph', {
      token: admin.token,
      body: { ...valid, identificador: 'nit5', nit: '800197268-5' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual(['El dígito de verificación del NIT no es válido']);
    // 800197268-4 is valid: it only fails here because the first property already holds it.
    const taken = await t.rest('POST', '/api/ph', { token: admin.token, body: { ...valid, identificador: 'nit4' } });
    expect(taken.status).toBe(409);
  });

  it('edits a property and keeps its search text current', async () => {
    const res = await t.rest('PUT', `/api/ph/${id}`, {
      token: admin.token,
      body: { ...valid, nombre: 'Torres de Usaquén', ciudad: 'Bogotá D.C.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({ nombre: 'Torres de Usaquén', identificador: 'altos' });
    const found = await t.rest('GET', '/api/ph?q=usaquen', { token: admin.token });
    expect(found.body.properties.map((p: { id: string }) => p.id)).toEqual([id]);
    await t.rest('PUT', `/api/ph/${id}`, { token: admin.token, body: valid });
  });

  it('searches accent- and case-insensitively: "chico" finds "Chicó", newest first, paged', async () => {
    const found = await t.rest('GET', '/api/ph?q=CHICO', { token: admin.token });
    expect(found.status).toBe(200);
    expect(found.body.properties.map((p: { nombre: string }) => p.nombre)).toEqual(['Conjunto Altos del Chicó']);
    const all = await t.trpc('query', 'ph.list', { pageSize: 1 }, admin.token);
    expect(all.body.result.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(all.body.result.data.properties[0].identificador).toBe('sinciudad');
    const byNitDigits = await t.rest('GET', '/api/ph?q=8001972684', { token: admin.token });
    expect(byNitDigits.body.total).toBe(1);
  });

  it('lists only the properties the caller administers with rol=admin, on both facades', async () => {
    const other = await t.trpc(
      'mutation',
      'ph.create',
      { ...valid, nombre: 'Conjunto Donde Es Consejo', nit: '830054539-0', identificador: 'consejoaca' },
      admin.token,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const otherId = other.body.result.data.property.id as string;
    await t.db.userRole.updateMany({ where: { userId: admin.user.id, phId: otherId }, data: { rol: 'consejo' } });
    try {
      const all = await t.rest('GET', '/api/ph', { token: admin.token });
      expect(all.body.properties.map((p: { identificador: string }) => p.identificador)).toContain('consejoaca');
      const administered = await t.rest('GET', '/api/ph?rol=admin', { token: admin.token });
      expect(administered.status).toBe(200);
      expect(administered.body.properties.map((p: { identificador: string }) => p.identificador)).not.toContain('consejoaca');
      expect(administered.body.total).toBe(all.body.total - 1);
      const searched = await t.trpc('query', 'ph.list', { q: 'consejo', rol: 'admin' }, admin.token);
      expect(searched.body.result.data).toMatchObject({ total: 0, properties: [] });
      const searchedAll = await t.trpc('query', 'ph.list', { q: 'consejo' }, admin.token);
      expect(searchedAll.body.result.data.total).toBe(1);
      expect((await t.rest('GET', '/api/ph?rol=consejo', { token: admin.token })).status).toBe(422);
    } finally {
      await t.db.userRole.deleteMany({ where: { phId: otherId } });
      await t.db.pH.update({ where: { id: otherId }, data: { deletedAt: new Date() } });
    }
  });

  it('serves the public lookup by identificador with public fields only', async () => {
    const anonymous = await t.rest('GET', '/api/ph-por-identificador/ALTOS');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({
      success: true,
      property: { id, nombre: valid.nombre, direccion: valid.direccion, ciudad: 'Bogotá', identificador: 'altos' },
      capabilities: [],
    });
    const missing = await t.rest('GET', '/api/ph-por-identificador/noexiste');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Propiedad no encontrada');
    // The spec's path stays as an alias, documented as deprecated.
    const alias = await t.rest('GET', '/api/ph/identificador/ALTOS');
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(anonymous.body);
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(doc.body.paths['/ph/identificador/{identificador}'].get).toMatchObject({ deprecated: true, security: [] });
  });

  it('soft-deletes: gone from list, get, public lookup and stats, but the data stays', async () => {
    const unit = await t.rest('POST', `/api/ph/${id}/apartamentos`, {
      token: admin.token,
      body: { torre: '1', numero: '101', coeficiente: 2 },
    });
    expect(unit.status).toBe(200);
    const del = await t.rest('DELETE', `/api/ph/${id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body.success).toBe(true);
    const list = await t.rest('GET', '/api/ph', { token: admin.token });
    expect(list.body.properties.map((p: { id: string }) => p.id)).not.toContain(id);
    for (const path of [
      `/api/ph/${id}`,
      `/api/ph/${id}/apartamentos`,
      `/api/ph/${id}/estadisticas`,
      '/api/ph-por-identificador/altos',
    ]) {
      const res = await t.rest('GET', path, { token: admin.token });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Propiedad no encontrada');
    }
    const again = await t.rest('DELETE', `/api/ph/${id}`, { token: admin.token });
    expect(again.status).toBe(404);
    const row = await t.db.pH.findUnique({ where: { id } });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.apartamento.count({ where: { phId: id } })).toBe(1);
    expect(await t.db.auditLog.count({ where: { action: 'ph.delete', entityId: id } })).toBe(1);
  });

  it('refuses property creation to an unverified account', async () => {
    const unverified = await createTestUser(t.db, { verified: false });
    const res = await t.rest('POST', '/api/ph', {
      token: unverified.token,
      body: { ...valid, identificador: 'nuevo', nit: '860002964-4' },
    });
    expect(res.status).toBe(403);
  });

  it('publishes every property path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph',
        '/ph/{id}',
        '/ph-por-identificador/{identificador}',
        '/ph/identificador/{identificador}',
        '/ph/{id}/estadisticas',
        '/ph/{id}/apartamentos',
        '/ph/{id}/mis-apartamentos',
        '/apartamentos/{id}',
        '/apartamentos/{id}/residentes',
        '/residentes/{id}/permisos',
        '/residentes/{id}',
        '/ph/{id}/invite',
        '/ph/{id}/invitations',
        '/invitations/preview',
        '/invitations/accept',
        '/ph/{id}/preregistro',
        '/ph/{id}/preregistros',
        '/ph/{id}/preregistros/{preId}/approve',
        '/ph/{id}/preregistros/{preId}/reject',
        '/stats',
      ]),
    );
  });
});
