// The Comercial authorisation matrix (issue 33): every procedure of the comercial router × every kind of
// caller, on both facades. The contact form is public; leads, plans and the commercial figures belong to
// sales (COMERCIAL) and the SUPER_ADMIN; the monthly targets are set by the SUPER_ADMIN only; a complex's
// plan is read by whoever may see that complex. Refused writes leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONSENTIMIENTO_CONTACTO } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { allow, proceduresUnder, runMatrixCase, type Expectation, type MatrixCase } from './support/matrix.ts';
import { ACTORS, createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const SALES = allow('comercial', 'superAdmin');
const PUBLIC = Object.fromEntries(ACTORS.map((a) => [a, 200])) as Expectation;
const VIEW_A = allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte', 'comercial');

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function nuevoLead() {
  const n = nextId();
  const now = new Date();
  return t.db.lead.create({
    data: {
      nombre: `Lead ${n}`,
      conjunto: `Conjunto ${n}`,
      ciudad: 'Bogotá',
      unidades: 40,
      telefono: '3001234567',
      email: `lead${n}@example.com`,
      consentimientoTexto: CONSENTIMIENTO_CONTACTO,
      consentimientoEn: now,
      createdAt: now,
      updatedAt: now,
    },
  });
}

const cases: MatrixCase[] = [
  {
    name: 'comercial.contactos.create',
    suspensionExempt: true,
    expected: PUBLIC,
    build: async () => {
      // Every call of the matrix comes from one address: start each from an empty quota.
      await t.db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'contacto:ip' } } });
      const n = nextId();
      const body = {
        nombre: 'Ana',
        conjunto: `Torres ${n}`,
        ciudad: 'Bogotá',
        unidades: 10,
        telefono: '3001234567',
        email: `c${n}@example.com`,
        consentimiento: true,
      };
      return {
        rest: { method: 'POST', path: '/api/contacto', body },
        trpc: { kind: 'mutation', procedure: 'comercial.contactos.create', input: body },
        verify: async () => expect(await t.db.lead.count({ where: { email: body.email } })).toBe(1),
      };
    },
  },
  {
    name: 'comercial.leads.list',
    expected: SALES,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/leads?estado=nuevo' },
      trpc: { kind: 'query', procedure: 'comercial.leads.list', input: { estado: 'nuevo' } },
    }),
  },
  {
    name: 'comercial.leads.mover',
    expected: SALES,
    build: async () => {
      const { id } = await nuevoLead();
      const body = { estado: 'contactado', nota: 'Primera llamada' };
      return {
        rest: { method: 'PUT', path: `/api/leads/${id}/estado`, body },
        trpc: { kind: 'mutation', procedure: 'comercial.leads.mover', input: { id, ...body } },
        verify: async (res) =>
          expect((await t.db.lead.findUniqueOrThrow({ where: { id } })).estado).toBe(res.status === 200 ? 'contactado' : 'nuevo'),
      };
    },
  },
  {
    name: 'comercial.leads.convertir',
    expected: SALES,
    build: async () => {
      const { id } = await nuevoLead();
      const n = nextId();
      const body = {
        nombre: `Convertido ${n}`,
        nit: String(700_000_000 + n),
        direccion: 'Calle 1',
        ciudad: 'Cali',
        identificador: `mconv${n}`,
        adminEmail: `madmin${n}@example.com`,
        plan: 'nucleo_premium',
        estadoPlan: 'prueba',
      };
      return {
        rest: { method: 'POST', path: `/api/leads/${id}/convertir`, body },
        trpc: { kind: 'mutation', procedure: 'comercial.leads.convertir', input: { id, ...body } },
        verify: async (res) => {
          expect(await t.db.pH.count({ where: { identificador: body.identificador } })).toBe(res.status === 200 ? 1 : 0);
          expect(await t.db.invitation.count({ where: { email: body.adminEmail } })).toBe(res.status === 200 ? 1 : 0);
        },
      };
    },
  },
  {
    name: 'comercial.clientes.list',
    expected: SALES,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/clientes?q=conjunto' },
      trpc: { kind: 'query', procedure: 'comercial.clientes.list', input: { q: 'conjunto' } },
    }),
  },
  {
    name: 'comercial.planes.get',
    expected: VIEW_A,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/plan` },
      trpc: { kind: 'query', procedure: 'comercial.planes.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'comercial.planes.update',
    expected: SALES,
    build: async () => {
      await t.db.planConjunto.deleteMany({ where: { phId: x.phA.id } });
      const body = { plan: 'modulos_pro', estado: 'activa' };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/plan`, body },
        trpc: { kind: 'mutation', procedure: 'comercial.planes.update', input: { id: x.phA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.planConjunto.count({ where: { phId: x.phA.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'comercial.resumen.get',
    expected: SALES,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/comercial' },
      trpc: { kind: 'query', procedure: 'comercial.resumen.get' },
    }),
  },
  {
    name: 'comercial.metas.get',
    expected: SALES,
    build: () => ({
      rest: { method: 'GET', path: '/api/plataforma/metas?periodo=2026-10' },
      trpc: { kind: 'query', procedure: 'comercial.metas.get', input: { periodo: '2026-10' } },
    }),
  },
  {
    name: 'comercial.metas.update',
    expected: allow('superAdmin'),
    build: async () => {
      await t.db.metaComercial.deleteMany({ where: { periodo: '2026-10' } });
      const body = { periodo: '2026-10', nuevosClientes: 3, mrr: 900 };
      return {
        rest: { method: 'PUT', path: '/api/plataforma/metas', body },
        trpc: { kind: 'mutation', procedure: 'comercial.metas.update', input: body },
        verify: async (res) =>
          expect(await t.db.metaComercial.count({ where: { periodo: '2026-10' } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
];

describe('Comercial authorisation matrix (both facades)', () => {
  it('covers every procedure of the comercial router', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(proceduresUnder('comercial.'));
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it("shows no complex another's plan, and answers 404 for an unknown complex", async () => {
    expect((await t.rest('GET', `/api/ph/${x.phB.id}/plan`, { token: x.tokens.adminA })).status).toBe(403);
    expect((await t.trpc('query', 'comercial.planes.get', { id: x.phA.id }, x.tokens.adminB)).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.rest('GET', `/api/ph/${unknown}/plan`, { token: x.tokens.adminA })).status).toBe(404);
    expect(
      (
        await t.rest('PUT', `/api/ph/${unknown}/plan`, {
          token: x.tokens.comercial,
          body: { plan: 'modulos_pro', estado: 'activa' },
        })
      ).status,
    ).toBe(404);
  });
});
