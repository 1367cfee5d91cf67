// The owners' and residents' first screen in one request (issue 31): every part equals what its own
// procedure answers the same caller (null where that one answers 403), on both facades; the estado de
// cuenta of each of the caller's units is the one GET /apartamentos/{id}/estado-cuenta answers; a
// user of another complex gets nothing of this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { seedInicio } from './support/inicio.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let propietarioToken: string;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  propietarioToken = (await seedInicio(t.db, x)).propietario.token;
});
afterAll(async () => {
  await t?.close();
});

/** Each part and the REST path and tRPC call that answer it alone. */
const PARTES = {
  apartamentos: { path: '/mis-apartamentos', procedure: 'apartamentos.mios.list', input: {} },
  notificaciones: { path: '/notificaciones', procedure: 'comunicados.notificaciones', input: {} },
  comunicados: { path: '/comunicados?pageSize=3', procedure: 'comunicados.list', input: { pageSize: 3 } },
  paquetes: {
    path: '/paquetes?estado=recibido&pageSize=3',
    procedure: 'porteria.paquetes.list',
    input: { estado: 'recibido', pageSize: 3 },
  },
  asambleas: {
    path: '/asambleas?estado=en_curso&pageSize=1',
    procedure: 'asambleas.list',
    input: { estado: 'en_curso', pageSize: 1 },
  },
  pqrs: { path: '/pqrs?pageSize=3', procedure: 'pqrs.list', input: { pageSize: 3 } },
} as const;

const callers = () => ({
  propietario: propietarioToken,
  residente: x.tokens.residenteA!,
  admin: x.tokens.adminA!,
  consejo: x.tokens.consejoA!,
  comercial: x.tokens.comercial!,
});

async function separados(facade: 'rest' | 'trpc', token: string) {
  const partes: Record<string, unknown> = {};
  for (const [parte, { path, procedure, input }] of Object.entries(PARTES)) {
    const res =
      facade === 'rest'
        ? await t.rest('GET', `/api/ph/${x.phA.id}${path}`, { token })
        : await t.trpc('query', procedure, { id: x.phA.id, ...input }, token);
    expect([200, 403]).toContain(res.status);
    partes[parte] = res.status === 200 ? (facade === 'rest' ? res.body : res.body.result.data) : null;
  }
  return partes;
}

async function cuentasSeparadas(facade: 'rest' | 'trpc', token: string, unidades: string[]) {
  const cuentas = [];
  for (const id of unidades) {
    const res =
      facade === 'rest'
        ? await t.rest('GET', `/api/apartamentos/${id}/estado-cuenta`, { token })
        : await t.trpc('query', 'tesoreria.estadoCuenta.get', { id }, token);
    expect(res.status).toBe(200);
    cuentas.push(facade === 'rest' ? res.body : res.body.result.data);
  }
  return cuentas;
}

async function inicio(facade: 'rest' | 'trpc', token: string) {
  const res =
    facade === 'rest'
      ? await t.rest('GET', `/api/ph/${x.phA.id}/mi-inicio`, { token })
      : await t.trpc('query', 'inicio.get', { id: x.phA.id }, token);
  return { status: res.status, data: facade === 'rest' ? res.body : res.body.result?.data, body: res.body };
}

describe('GET /api/ph/{id}/mi-inicio, inicio.get', () => {
  for (const facade of ['rest', 'trpc'] as const) {
    it.each(['propietario', 'residente', 'admin', 'consejo', 'comercial'] as const)(
      `${facade}: every part of the %s's screen is what its own procedure answers`,
      async (caller) => {
        const token = callers()[caller];
        const { status, data } = await inicio(facade, token);
        expect(status).toBe(200);
        const { success, cuentas, ...partes } = data;
        expect(success).toBe(true);
        expect(partes).toEqual(await separados(facade, token));
        const unidades = data.apartamentos.apartamentos.map((a: { id: string }) => a.id);
        expect(cuentas).toEqual(await cuentasSeparadas(facade, token, unidades));
      },
    );
  }

  it('shows the owner both units with their accounts, the package, the asamblea in session and only their own PQRS', async () => {
    const { data } = await inicio('rest', propietarioToken);
    expect(data.apartamentos.apartamentos.map((a: { id: string }) => a.id).sort()).toEqual([x.unitA.id, x.unitA2.id].sort());
    expect(data.cuentas.map((c: { totalAPagar: number }) => c.totalAPagar > 0)).toEqual([true, true]);
    expect(
      data.cuentas.flatMap((c: { movimientos: { tipo: string }[] }) => c.movimientos.filter((m) => m.tipo === 'pago')),
    ).toHaveLength(1);
    expect(data.paquetes.paquetes.map((p: { descripcion: string }) => p.descripcion)).toEqual(['Caja de libros']);
    expect(data.asambleas.asambleas.map((a: { titulo: string }) => a.titulo)).toEqual(['Asamblea ordinaria 2026']);
    expect(data.pqrs.total).toBe(1);
    expect(data.comunicados.comunicados.map((c: { titulo: string }) => c.titulo)).toEqual(['Corte de agua']);
    expect(data.notificaciones.comunicadosNoLeidos).toBe(1);
  });

  it('a resident sees only their unit, and the parts they may not read are null', async () => {
    const { data } = await inicio('trpc', x.tokens.residenteA!);
    expect(data.apartamentos.apartamentos.map((a: { id: string }) => a.id)).toEqual([x.unitA.id]);
    expect(data.cuentas.map((c: { apartamento: { id: string } }) => c.apartamento.id)).toEqual([x.unitA.id]);
    expect(data.pqrs.total).toBe(1);
    const { data: comercial } = await inicio('rest', x.tokens.comercial!);
    expect(comercial.apartamentos.apartamentos).toEqual([]);
    expect(comercial.notificaciones).toBeNull();
  });

  it('a user of another complex gets nothing of this one (403), on both facades', async () => {
    for (const token of [x.tokens.adminB!, x.tokens.noRole!]) {
      const rest = await inicio('rest', token);
      expect(rest.status).toBe(403);
      expect(rest.body).toMatchObject({ success: false, message: 'No tienes permiso para realizar esta acción' });
      const trpc = await inicio('trpc', token);
      expect(trpc.status).toBe(403);
      expect(trpc.body.result).toBeUndefined();
    }
  });
});
