// A client generated from the live /api/openapi.json (openapi-typescript + openapi-fetch), type-checked
// and run against the API on a real port, as an integrator would: if the document lies about a path,
// a field or a media type, the client fails to compile or crashes here.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { listen, type Listening } from './support/listen.ts';

/** What the generated client does; written beside the generated types, compiled, then imported. */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';

import type { paths } from './schema.ts';

// The recibo is documented as the PDF itself, not JSON: these compile only if the document says so.
type Recibo = paths['/pagos/{id}/recibo.pdf']['get']['responses'][200]['content'];
const reciboEsPdf: Recibo['application/pdf'] = '';
const reciboSinJson: 'application/json' extends keyof Recibo ? never : true = true;
export const documentado = { reciboEsPdf, reciboSinJson };

export async function runClient(baseUrl: string, email: string, password: string, fecha: string, clave: string) {
  const api = createClient<paths>({ baseUrl: baseUrl + '/api' });
  const login = await api.POST('/auth/login', { body: { email, password } });
  if (!login.data) throw new Error('login: ' + login.response.status);
  const token: string = login.data.data.token;
  api.use({ onRequest: ({ request }) => (request.headers.set('authorization', 'Bearer ' + token), request) });

  const { data: complejos } = await api.GET('/ph', { params: { query: {} } });
  const altos = complejos?.properties.find((ph) => ph.identificador === 'altos');
  if (!complejos || !altos) throw new Error('sin el conjunto altos');
  const id = altos.id;
  const { data: unidades } = await api.GET('/ph/{id}/apartamentos', { params: { path: { id }, query: {} } });
  const unidad = unidades?.apartamentos[0];
  if (!unidad) throw new Error('sin unidades');
  // Without ?formato the cartera is JSON; the document also names its CSV and XLSX answers.
  const { data: cartera } = await api.GET('/ph/{id}/cartera', { params: { path: { id }, query: {} } });
  if (typeof cartera !== 'object') throw new Error('cartera: no es JSON');

  const pagar = () =>
    api.POST('/ph/{id}/pagos', {
      params: { path: { id }, header: { 'idempotency-key': clave } },
      body: { apartamentoId: unidad.id, valor: 150000, fecha, medio: 'transferencia', referencia: 'cliente-' + clave },
    });
  const primero = await pagar();
  const repetido = await pagar();
  if (!primero.data || !repetido.data) throw new Error('pago: ' + primero.response.status + ' ' + repetido.response.status);

  const recibo = await api.GET('/pagos/{id}/recibo.pdf', {
    params: { path: { id: primero.data.pago.id } },
    parseAs: 'arrayBuffer',
  });
  if (!recibo.data) throw new Error('recibo: ' + recibo.response.status);
  return {
    complejos: complejos.properties.map((ph) => ph.identificador),
    carteraUnidades: cartera.unidades.length,
    carteraTotal: cartera.totales.cartera,
    pago: primero.data.pago,
    pagoRepetido: repetido.data.pago,
    recibo: {
      contentType: recibo.response.headers.get('content-type'),
      inicio: new TextDecoder().decode(new Uint8Array(recibo.data).slice(0, 5)),
    },
  };
}
`;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

let t: TestApp;
let server: Listening;
// Inside the package (gitignored) so that `openapi-fetch` resolves from its node_modules.
const dir = join(import.meta.dirname, '..', '.generated', `cliente-${process.pid}`);

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'true' });
  server = await listen((request) => t.app.fetch(request));
  await mkdir(dir, { recursive: true });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a client generated from /api/openapi.json', () => {
  it('compiles, logs in, reads cartera, registers a payment once with an Idempotency-Key and downloads its recibo PDF', async () => {
    const document = await (await fetch(`${server.base}/api/openapi.json`)).json();
    await writeFile(join(dir, 'schema.ts'), astToString(await openapiTS(document)));
    const clientFile = join(dir, 'client.ts');
    await writeFile(clientFile, CLIENT_SOURCE);

    const program = ts.createProgram([clientFile], COMPILER_OPTIONS);
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const { runClient } = (await import(pathToFileURL(clientFile).href)) as {
      runClient: (...args: string[]) => Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked below
    };
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    const clave = randomUUID();
    const run = await runClient(server.base, 'admin.altos@horizonte.co', DEMO_PASSWORD, hoy, clave);

    expect(run.complejos).toContain('altos');
    expect(run.carteraUnidades).toBeGreaterThan(0);
    expect(run.carteraTotal).toEqual(expect.any(Number));
    expect(run.pago).toMatchObject({ valor: 150000, fecha: hoy, medio: 'transferencia' });
    expect(run.pagoRepetido).toEqual(run.pago);
    expect(await t.db.pago.count({ where: { referencia: `cliente-${clave}` } })).toBe(1);
    expect(run.recibo).toEqual({ contentType: 'application/pdf', inicio: '%PDF-' });
  });
});
