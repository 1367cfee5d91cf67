// Issue 30: every error names its kind with a machine-readable code (contracts' ERRORES) on both
// facades — REST `code`, tRPC `error.data.codigo` — invalid input lists each field's problem in
// `issues`, and the OpenAPI document describes that body and every status an operation answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CODIGOS_ERROR, MSG, TESORERIA_MSG } from '@horizonte/contracts';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';
import { presupuestoAprobado } from './support/tesoreria.ts';

let t: TestApp;
let x: Tenants;
let admin: string;
let enero: string;

const reloj = async (ahora: string) =>
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);

/** The tRPC error's message, tRPC code and our code. */
const trpcError = (res: JsonResponse) => {
  const error = res.body.error as { message: string; data: { code: string; codigo: string; issues?: unknown } };
  return { message: error.message, code: error.data.code, codigo: error.data.codigo, issues: error.data.issues };
};

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = x.tokens.adminA!;
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
  await reloj('2026-01-05T09:00:00-05:00');
  await presupuestoAprobado(t, x.phA.id, admin);
  const run = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, {
    token: admin,
    body: { periodo: '2026-01', fechaVencimiento: '2026-01-10' },
  });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  enero = run.body.facturacion.id;
  expect((await t.rest('PUT', `/api/facturaciones/${enero}/emitir`, { token: admin })).status).toBe(200);
  const pago = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
    token: admin,
    body: { apartamentoId: x.unitA.id, valor: 100_000, fecha: '2026-01-05', medio: 'efectivo' },
  });
  expect(pago.status, JSON.stringify(pago.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('domain error codes on both facades', () => {
  it('a payment dated in the future: 400 PAGO_FUERA_DE_FECHA with the same Spanish text', async () => {
    const body = { apartamentoId: x.unitA.id, valor: 100_000, fecha: '2026-02-10', medio: 'efectivo' };
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, { token: admin, body });
    const message = TESORERIA_MSG.pagoFechaFutura('2026-01-05');
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ success: false, message, error: message, code: 'PAGO_FUERA_DE_FECHA' });
    const trpc = await t.trpc('mutation', 'tesoreria.pagos.create', { id: x.phA.id, ...body }, admin);
    expect(trpc.status).toBe(400);
    expect(trpcError(trpc)).toMatchObject({ message, code: 'BAD_REQUEST', codigo: 'PAGO_FUERA_DE_FECHA' });
  });

  it('annulling a facturación with payments and no motivo: 409 FACTURACION_CON_PAGOS', async () => {
    const rest = await t.rest('PUT', `/api/facturaciones/${enero}/anular`, { token: admin });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({
      success: false,
      message: TESORERIA_MSG.facturacionConPagos,
      code: 'FACTURACION_CON_PAGOS',
    });
    const trpc = await t.trpc('mutation', 'tesoreria.facturaciones.anular', { id: enero }, admin);
    expect(trpc.status).toBe(409);
    expect(trpcError(trpc)).toMatchObject({ code: 'CONFLICT', codigo: 'FACTURACION_CON_PAGOS' });
  });

  it('a budget the rules refuse: 400 PRESUPUESTO_INVALIDO, its problems also in `errors`', async () => {
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/presupuestos`, {
      token: admin,
      body: { anio: 2027, porcentajeImprevistos: 1, rubros: [{ nombre: 'Aseo', valorAnual: -5 }] },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'PRESUPUESTO_INVALIDO', errors: [TESORERIA_MSG.valorPositivo] });
  });

  it('billing the same period twice: 409 FACTURACION_EXISTE', async () => {
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/facturacion`, {
      token: admin,
      body: { periodo: '2026-01', fechaVencimiento: '2026-01-10' },
    });
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('FACTURACION_EXISTE');
  });
});

describe('invalid input', () => {
  it('answers 422 ENTRADA_INVALIDA with `errors` and each field in `issues` (nested paths joined with dots)', async () => {
    const body = {
      anio: 2027,
      porcentajeImprevistos: 1,
      rubros: [
        { nombre: 'Aseo', valorAnual: 1 },
        { nombre: 'Vigilancia', valorAnual: 'mucho' },
      ],
    };
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/presupuestos`, { token: admin, body });
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({ success: false, code: 'ENTRADA_INVALIDA', errors: [expect.any(String)] });
    expect(rest.body.issues).toEqual([{ path: 'rubros.1.valorAnual', message: rest.body.errors[0] }]);
    const trpc = await t.trpc('mutation', 'tesoreria.presupuestos.create', { id: x.phA.id, ...body }, admin);
    expect(trpc.status).toBe(422);
    expect(trpcError(trpc)).toMatchObject({ codigo: 'ENTRADA_INVALIDA', issues: rest.body.issues });
  });

  it('lists every invalid field of a payment', async () => {
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/pagos`, {
      token: admin,
      body: { apartamentoId: 'no-es-uuid', valor: 100_000, fecha: '2026-01-05', medio: 'cheque' },
    });
    expect(rest.status).toBe(422);
    expect((rest.body.issues as { path: string }[]).map((i) => i.path).sort()).toEqual(['apartamentoId', 'medio']);
  });

  it('a plain upload route without its file: 400 with the route’s code', async () => {
    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/importaciones`, { token: admin, body: {} });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      success: false,
      message: MSG.importFileMissing,
      error: MSG.importFileMissing,
      code: 'IMPORTACION_ARCHIVO_FALTANTE',
    });
  });
});

describe('generic codes', () => {
  it.each([
    ['no session', 'GET', '/api/ph', undefined, undefined, 401, 'NO_AUTENTICADO'],
    ['an unknown path', 'GET', '/api/no-existe', undefined, undefined, 404, 'RUTA_NO_ENCONTRADA'],
    ['a wrong method', 'PATCH', '/api/ph', 'admin', undefined, 405, 'METODO_NO_PERMITIDO'],
    ['a body that is not JSON', 'POST', '/api/auth/login', undefined, '{"email":', 400, 'JSON_INVALIDO'],
    [
      'a NUL character, which PostgreSQL cannot store',
      'POST',
      '/api/auth/login',
      undefined,
      '{"email":"a\\u0000@b.co","password":"x"}',
      422,
      'TEXTO_CON_CARACTERES_INVALIDOS',
    ],
    ['broken URL encoding', 'GET', '/%E0%A4%A', undefined, undefined, 400, 'URL_INVALIDA'],
  ] as const)('%s', async (_what, method, path, who, body, status, code) => {
    const res = await t.rest(method, path, { token: who ? admin : undefined, body });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code });
  });

  it('a body sent as text: 415 TIPO_DE_CONTENIDO_NO_SOPORTADO', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'TIPO_DE_CONTENIDO_NO_SOPORTADO', message: MSG.unsupportedMediaType });
  });
});

describe('the OpenAPI document', () => {
  type Operation = { security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
  let document: {
    security?: unknown[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
  };
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op, path })),
    );

  beforeAll(async () => {
    document = (await t.rest('GET', '/api/openapi.json')).body;
  });

  it('lists exactly the contracts’ codes in the Error schema', () => {
    expect(document.components.schemas.Error!.properties.code!.enum).toEqual(CODIGOS_ERROR);
    // No answer points at a schema that was replaced (trpc-to-openapi's `error.*`).
    const refs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !document.components.schemas[name])).toEqual([]);
    expect(Object.keys(document.components.schemas.Error!.properties).sort()).toEqual(
      ['code', 'error', 'errors', 'issues', 'message', 'success'].sort(),
    );
  });

  it('documents 500 and 503 everywhere, 401 on protected operations, every error through the Error schema', async () => {
    const missing: string[] = [];
    const without401: { key: string; path: string }[] = [];
    for (const { key, op, path } of operations()) {
      for (const status of ['400', '500', '503']) if (!op.responses[status]) missing.push(`${key} ${status}`);
      if ((op.security ?? document.security ?? []).length && !op.responses['401']) without401.push({ key, path });
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        if (!JSON.stringify(response.content?.['application/json']?.schema).includes('"#/components/schemas/Error"'))
          missing.push(`${key} ${status} without Error`);
      }
    }
    // An operation marked with a bearer token but without 401 must really be public: asked without one, no 401.
    for (const { key, path } of without401) {
      const res = key.startsWith('GET ')
        ? await t.rest('GET', `/api${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`)
        : { status: 401 };
      if (res.status === 401) missing.push(`${key} 401`);
    }
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(200);
  });

  it('documents where conflicts, validation and rate limits are answered', () => {
    const op = (key: string) => operations().find((o) => o.key === key)!.op;
    expect(Object.keys(op(`PUT /facturaciones/{id}/anular`).responses)).toEqual(expect.arrayContaining(['404', '409', '422']));
    expect(Object.keys(op(`POST /auth/login`).responses)).toEqual(
      expect.arrayContaining(['401', '403', '413', '415', '422', '429']),
    );
    expect(op(`GET /ph`).responses['409']).toBeUndefined();
  });
});
