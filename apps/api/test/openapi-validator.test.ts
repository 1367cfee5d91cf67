// The check every REST answer of the suite goes through (test/support/openapi-validator.ts) can fail.
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  createOpenApiValidator,
  errorValidationFromEnv,
  takeOpenApiDrifts,
  validateAnswers,
  type OpenApiDocument,
} from './support/openapi-validator.ts';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const document: OpenApiDocument = {
  paths: {
    '/ph/{id}': {
      get: {
        responses: {
          200: json({ $ref: '#/components/schemas/Ph' }),
          404: json({ $ref: '#/components/schemas/Error' }),
        },
      },
    },
    '/ph/identificador/{identificador}': {
      get: { responses: { 200: json({ type: 'object', required: ['identificador'] }) } },
    },
    '/ph/{id}/recibo.pdf': {
      get: { responses: { 200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } } },
    },
  },
  components: {
    schemas: {
      Ph: {
        type: 'object',
        properties: { id: { type: 'string', format: 'uuid' }, nombre: { type: 'string' } },
        required: ['id', 'nombre'],
        additionalProperties: false,
      },
      Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
};
const ID = '0b8e7c1e-5d1a-4d8e-9a51-2a0f1c3b4d5e';
const strict = createOpenApiValidator(document, 'strict');
const JSON_TYPE = 'application/json; charset=utf-8';

describe('OpenAPI answer validator', () => {
  it('accepts an answer that agrees with the document', () => {
    const body = JSON.stringify({ id: ID, nombre: 'Torres del Parque' });
    expect(strict.check({ method: 'GET', url: `/api/ph/${ID}`, status: 200, contentType: JSON_TYPE, body })).toEqual([]);
  });

  it('reports an undocumented status', () => {
    expect(strict.check({ method: 'GET', url: `/api/ph/${ID}`, status: 409, contentType: JSON_TYPE, body: '{}' })).toEqual([
      `GET /api/ph/${ID} → 409: status 409 not documented for GET /ph/{id} (documented: 200, 404)`,
    ]);
  });

  it('reports a content type the operation does not document', () => {
    expect(
      strict.check({ method: 'GET', url: `/api/ph/${ID}/recibo.pdf`, status: 200, contentType: JSON_TYPE, body: '{}' }),
    ).toEqual([
      `GET /api/ph/${ID}/recibo.pdf → 200: content type application/json not documented for GET /ph/{id}/recibo.pdf 200 (documented: application/pdf)`,
    ]);
  });

  it('reports a body missing a required field, with the schema errors', () => {
    const [problem, ...more] = strict.check({
      method: 'GET',
      url: `/api/ph/${ID}?x=1`,
      status: 200,
      contentType: JSON_TYPE,
      body: JSON.stringify({ id: ID, extra: true }),
    });
    expect(more).toEqual([]);
    expect(problem).toContain(`GET /api/ph/${ID} → 200: body does not match the schema of GET /ph/{id} 200 application/json`);
    expect(problem).toContain(`(body) must have required property 'nombre'`);
    expect(problem).toContain(`(body) must NOT have additional properties {"additionalProperty":"extra"}`);
  });

  it('prefers a literal segment over a {param} when both templates match, in any case as the server does', () => {
    const url = '/api/PH/Identificador/torres';
    expect(strict.check({ method: 'GET', url, status: 200, contentType: JSON_TYPE, body: '{"identificador":"torres"}' })).toEqual(
      [],
    );
    expect(strict.check({ method: 'GET', url, status: 200, contentType: JSON_TYPE, body: '{}' })[0]).toContain(
      'GET /ph/identificador/{identificador} 200',
    );
  });

  it('checks a file answer by its media type only, and skips what is not an operation', () => {
    const pdf = { method: 'GET', url: `/api/ph/${ID}/recibo.pdf`, status: 200, contentType: 'application/pdf' };
    expect(strict.check(pdf)).toEqual([]);
    expect(strict.check({ ...pdf, url: '/api/openapi.json', contentType: JSON_TYPE })).toEqual([]);
    expect(strict.check({ ...pdf, url: '/trpc/ph.get', contentType: JSON_TYPE })).toEqual([]);
    expect(strict.check({ ...pdf, url: '/api/no-existe', status: 404, contentType: JSON_TYPE })).toEqual([]);
    expect(strict.check({ ...pdf, method: 'OPTIONS', status: 204, contentType: null })).toEqual([]);
    expect(strict.check({ ...pdf, method: 'PATCH', status: 405, contentType: JSON_TYPE })).toEqual([]);
    expect(strict.check({ ...pdf, url: '/api/no-existe', contentType: JSON_TYPE })[0]).toContain('no operation');
  });

  it('leaves error answers alone with OPENAPI_VALIDATE_ERRORS=off, and checks them by default', () => {
    expect(errorValidationFromEnv(undefined)).toBe('strict');
    expect(errorValidationFromEnv('off')).toBe('off');
    const off = createOpenApiValidator(document, 'off');
    const conflict = { method: 'GET', url: `/api/ph/${ID}`, status: 409, contentType: JSON_TYPE, body: '{}' };
    expect(off.check(conflict)).toEqual([]);
    expect(strict.check(conflict)).toHaveLength(1);
    expect(off.check({ ...conflict, status: 200 })[0]).toContain("must have required property 'id'");
  });

  it('records the drift of an answer passing through a validated fetch, read as the client reads it', async () => {
    // The real document: GET /api/health answers { status, database, version, uptimeSeconds }.
    const answer = gzipSync(JSON.stringify({ status: 'ok', database: 'ok' }));
    const fetch = validateAnswers(
      async (_request: Request) =>
        new Response(answer, { status: 200, headers: { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' } }),
    );
    const response = await fetch(new Request('http://127.0.0.1/api/health'));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(answer);
    const drifts = takeOpenApiDrifts();
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toContain('GET /api/health → 200: body does not match the schema of GET /health 200');
    expect(drifts[0]).toContain("must have required property 'version'");
  });
});
