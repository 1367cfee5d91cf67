// Coeficientes that add up (issue 14 §2): the sum and what is missing, decimal commas, a required
// coeficiente, the history of every value (Ley 675 art. 28) and "Torre 3" stored as "3".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createProperty, createTenants, type Tenants } from './support/tenants.ts';

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

describe('coeficientes', () => {
  it('reports the sum, what is missing and the units without coeficiente, on both facades', async () => {
    // The fixture's two units of A hold 1 % each.
    const rest = await t.rest('GET', `/api/ph/${x.phA.id}/coeficientes`, { token: x.tokens.consejoA });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, suma: 2, faltante: 98, completo: false, unidades: 2, sinCoeficiente: 0 });
    const trpc = await t.trpc('query', 'apartamentos.coeficientes.get', { id: x.phA.id }, token);
    expect(trpc.body.result.data).toEqual(rest.body);
  });

  it('accepts "75,5" and "0,352" (decimal comma) and reaches exactly 100 %', async () => {
    const big = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { torre: 'Torre 3', numero: '301', coeficiente: '75,5', areaM2: '84,35' },
    });
    expect(big.status).toBe(200);
    expect(big.body.apartamento).toMatchObject({ torre: '3', coeficiente: 75.5, areaM2: 84.35 });
    const small = await t.trpc(
      'mutation',
      'apartamentos.create',
      { id: x.phA.id, torre: '3', numero: '302', coeficiente: '0,352' },
      token,
    );
    expect(small.status).toBe(200);
    expect(small.body.result.data.apartamento.coeficiente).toBe(0.352);
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { torre: '3', numero: '303', coeficiente: '22,148' },
    });
    expect(rest.body.coeficienteTotal).toBe(100);
    const sum = await t.rest('GET', `/api/ph/${x.phA.id}/coeficientes`, { token });
    expect(sum.body).toMatchObject({ suma: 100, faltante: 0, completo: true, unidades: 5 });
  });

  it('stores "Torre 3" as "3": the same unit typed either way is a duplicate', async () => {
    const dup = await t.rest('POST', `/api/ph/${x.phA.id}/apartamentos`, {
      token,
      body: { torre: 'TORRE 3', numero: '301', coeficiente: 0 },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe una unidad con esa torre y ese número en este conjunto');
    expect(await t.db.apartamento.count({ where: { phId: x.phA.id, torre: { startsWith: 'Torre' } } })).toBe(0);
  });

  it('requires a coeficiente (no silent 0) and answers in Spanish for one that is not a number', async () => {
    const blank = await t.rest('POST', `/api/ph/${x.phB.id}/apartamentos`, {
      token: x.tokens.adminB,
      body: { numero: '9', coeficiente: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual(['El coeficiente de copropiedad es requerido']);
    const missing = await t.trpc('mutation', 'apartamentos.create', { id: x.phB.id, numero: '9' }, x.tokens.adminB);
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toContain('El coeficiente de copropiedad es requerido');
    const text = await t.rest('POST', `/api/ph/${x.phB.id}/apartamentos`, {
      token: x.tokens.adminB,
      body: { numero: '9', coeficiente: '7,5,1' },
    });
    expect(text.body.errors).toEqual(['El coeficiente debe ser un número']);
    expect(await t.db.apartamento.count({ where: { phId: x.phB.id, numero: '9' } })).toBe(0);
  });

  it('keeps the history of a unit’s coeficiente: created, changed with its acta, unchanged edits add nothing', async () => {
    const created = await t.rest('POST', `/api/ph/${x.phB.id}/apartamentos`, {
      token: x.tokens.adminB,
      body: { numero: '10', coeficiente: '2,5' },
    });
    const id = created.body.apartamento.id;
    const same = await t.rest('PUT', `/api/apartamentos/${id}`, {
      token: x.tokens.adminB,
      body: { numero: '10', piso: 1, coeficiente: '2.5' },
    });
    expect(same.status).toBe(200);
    const changed = await t.rest('PUT', `/api/apartamentos/${id}`, {
      token: x.tokens.adminB,
      body: { numero: '10', coeficiente: '3,25', coeficienteReferencia: 'Acta de asamblea 12 de 2026' },
    });
    expect(changed.status).toBe(200);
    const history = await t.rest('GET', `/api/apartamentos/${id}/coeficientes`, { token: x.tokens.adminB });
    expect(history.status).toBe(200);
    expect(history.body.historial.map((h: { valor: number; referencia: string | null }) => [h.valor, h.referencia])).toEqual([
      [3.25, 'Acta de asamblea 12 de 2026'],
      [2.5, null],
    ]);
    const trpc = await t.trpc('query', 'apartamentos.coeficientes.list', { id }, x.tokens.adminB);
    expect(trpc.body.result.data.historial).toHaveLength(2);
  });

  it('answers 403 for another complex and 404 for an unknown one', async () => {
    const other = await t.rest('GET', `/api/ph/${x.phB.id}/coeficientes`, { token });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('No tienes permiso para realizar esta acción');
    const missing = await t.trpc('query', 'apartamentos.coeficientes.get', { id: '00000000-0000-4000-8000-000000000000' }, token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Propiedad no encontrada');
    const history = await t.rest('GET', `/api/apartamentos/${x.unitB.id}/coeficientes`, { token });
    expect(history.status).toBe(403);
  });

  it('counts units without coeficiente and reports an excess as a negative faltante', async () => {
    const ph = await createProperty(t.db, 'Conjunto Suma', x.users.adminA.user.id);
    await t.db.apartamento.createMany({
      data: [
        { phId: ph.id, numero: '1', coeficiente: 0 },
        { phId: ph.id, numero: '2', coeficiente: '100.5' },
      ],
    });
    const res = await t.rest('GET', `/api/ph/${ph.id}/coeficientes`, { token });
    expect(res.body).toEqual({ success: true, suma: 100.5, faltante: -0.5, completo: false, unidades: 2, sinCoeficiente: 1 });
  });

  it('keeps the sum at or under 100 % with units created at once, and writes each unit with its history and audit entry', async () => {
    const ph = await createProperty(t.db, 'Conjunto Concurrente', x.users.adminA.user.id);
    const create = (numero: string, coeficiente: number) =>
      t.rest('POST', `/api/ph/${ph.id}/apartamentos`, { token, body: { torre: '1', numero, coeficiente } });
    // Ten 15 % shares and ten zero shares at once: six shares fit (90 %), the other four are refused.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => create(`A${i}`, 15)),
      ...Array.from({ length: 10 }, (_, i) => create(`Z${i}`, 0)),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 10).filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(0, 10).filter((s) => s === 409)).toHaveLength(4);
    expect(statuses.slice(10)).toEqual(Array(10).fill(200));
    const units = await t.db.apartamento.findMany({ where: { phId: ph.id }, include: { coeficientes: true } });
    expect(units).toHaveLength(16);
    expect(units.reduce((sum, u) => sum + Number(u.coeficiente), 0)).toBe(90);
    for (const u of units) expect(u.coeficientes.map((h) => Number(h.valor))).toEqual([Number(u.coeficiente)]);
    const zero = answers[10]!.body.apartamento;
    expect(zero).toMatchObject({ torre: '1', numero: 'Z0', coeficiente: 0, areaM2: null, piso: null, residentesCount: 0 });
    const entry = await t.db.auditLog.findFirstOrThrow({ where: { entityId: zero.id } });
    expect(entry).toMatchObject({
      action: 'apartamento.create',
      entity: 'apartamento',
      phId: ph.id,
      actorId: x.users.adminA.user.id,
      details: { torre: '1', numero: 'Z0', coeficiente: 0, tipo: 'apartamento' },
    });
    expect(await t.db.auditLog.count({ where: { phId: ph.id, action: 'apartamento.create' } })).toBe(16);
  });
});
