import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { rolesOf } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  token = x.tokens.adminA!;
});
afterAll(async () => {
  await t?.close();
});

describe('apartamentos', () => {
  it('creates a unit with its fields as numbers and reports the coeficiente sum', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { torre: 'B', numero: '1201', piso: 12, tipo: 'apartamento', areaM2: '84.35', coeficiente: '40.123456' },
    });
    expect(res.status).toBe(200);
    expect(res.body.apartamento).toMatchObject({
      torre: 'B',
      numero: '1201',
      piso: 12,
      tipo: 'apartamento',
      areaM2: 84.35,
      coeficiente: 40.123456,
      residentesCount: 0,
    });
    // The two units of the fixture hold 1 % each.
    expect(res.body.coeficienteTotal).toBeCloseTo(42.123456, 6);
    expect(await t.db.auditLog.count({ where: { action: 'apartamento.create', entityId: res.body.apartamento.id } })).toBe(1);
  });

  it('refuses a second unit with the same torre and numero in the same property, not in another one', async () => {
    const dup = await t.trpc(
      'mutation',
      'apartamentos.create',
      { id: x.phA.id, torre: 'B', numero: '1201', coeficiente: 0 },
      token,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Ya existe una unidad con esa torre y ese número en este conjunto');
    const elsewhere = await t.trpc(
      'mutation',
      'apartamentos.create',
      { id: x.phB.id, torre: 'B', numero: '1201', coeficiente: 0 },
      x.tokens.adminB,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('keeps the sum of coeficientes at or under 100 %, on create and on update', async () => {
    const tooMuch = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { numero: '1301', coeficiente: 57.876545 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('La suma de los coeficientes de copropiedad del conjunto no puede superar el 100 %');
    const exact = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { numero: '1301', coeficiente: 57.876544 },
    });
    expect(exact.status).toBe(200);
    expect(exact.body.coeficienteTotal).toBe(100);
    const grow = await t.rest('PUT', `/api/apartamentos/${x.unitA.id}`, {
      token,
      body: { torre: '1', numero: '101', coeficiente: 1.5 },
    });
    expect(grow.status).toBe(409);
    const same = await t.rest('PUT', `/api/apartamentos/${x.unitA.id}`, {
      token,
      body: { torre: '1', numero: '101', coeficiente: 0.5 },
    });
    expect(same.status).toBe(200);
    expect(same.body.coeficienteTotal).toBe(99.5);
  });

  it('validates unit fields in Spanish', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { numero: '', tipo: 'castillo', coeficiente: -1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        'El número de la unidad es requerido',
        'El tipo de unidad no es válido',
        'El coeficiente no puede ser negativo',
      ]),
    );
  });

  it('lists the units of a property in order with the coeficiente total', async () => {
    const res = await t.rest('GET', `/api/ph/${x.phA.id}/apartamentos`, { token: x.tokens.consejoA });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.coeficienteTotal).toBe(99.5);
    expect(res.body.apartamentos.map((a: { torre: string; numero: string }) => `${a.torre}-${a.numero}`)).toEqual([
      '-1301',
      '1-101',
      '1-102',
      'B-1201',
    ]);
    expect(res.body.apartamentos[1]).toMatchObject({ numero: '101', residentesCount: 1 });
    const paged = await t.rest('GET', `/api/ph/${x.phA.id}/apartamentos?page=2&pageSize=3`, { token });
    expect(paged.body.apartamentos).toHaveLength(1);
  });

  it('shows a resident only their own units', async () => {
    const res = await t.trpc('query', 'apartamentos.mios.list', { id: x.phA.id }, x.tokens.residenteA);
    expect(res.body.result.data.apartamentos.map((a: { id: string }) => a.id)).toEqual([x.unitA.id]);
  });

  it('refuses to delete a unit with a ledger (charges are never deleted: 409 in Spanish, not a 500)', async () => {
    const unit = await t.db.apartamento.create({ data: { phId: x.phA.id, torre: 'H', numero: '101', coeficiente: 0 } });
    await t.db.cargo.create({
      data: {
        phId: x.phA.id,
        apartamentoId: unit.id,
        tipo: 'ordinaria',
        concepto: 'Cuota',
        periodo: '2026-11',
        fecha: new Date('2026-11-01'),
        fechaVencimiento: new Date('2026-11-10'),
        valor: 100_000,
        generaMora: true,
        estado: 'vigente',
      },
    });
    const rest = await t.rest('DELETE', `/api/apartamentos/${unit.id}`, { token });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(MSG.apartamentoConHistorial);
    const trpc = await t.trpc('mutation', 'apartamentos.delete', { id: unit.id }, token);
    expect(trpc.status).toBe(409);
    expect(trpc.body.error.message).toBe(MSG.apartamentoConHistorial);
    expect(await t.db.apartamento.count({ where: { id: unit.id } })).toBe(1);
  });

  it('deleting a unit removes its residents and the role they held only through it', async () => {
    const res = await t.rest('DELETE', `/api/apartamentos/${x.unitA.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await t.db.residente.count({ where: { apartamentoId: x.unitA.id } })).toBe(0);
    expect(await rolesOf(t.db, x.users.residenteA.user.id, x.phA.id)).toEqual([]);
    const again = await t.rest('DELETE', `/api/apartamentos/${x.unitA.id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('El apartamento no existe');
  });
});
