// What Redocly's rules do not check in the document: descriptions, declared tags, who may call what,
// and the file answers' media types.
import { describe, expect, it } from 'vitest';

import { appRouter } from '../router.ts';
import type { OperationObject } from './openapi-operations.ts';
import { OPENAPI_TAGS } from './openapi-tags.ts';
import { buildOpenApiDocument } from './openapi.ts';

const document = buildOpenApiDocument(appRouter, '/api');
const paths = document.paths as Record<string, Record<string, OperationObject>>;
const operations = Object.entries(paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

describe('the OpenAPI document', () => {
  it('describes every operation beyond its summary, with declared tags and a unique operationId', () => {
    const declared = new Set<string>(OPENAPI_TAGS.map((tag) => tag.name));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { name, operation } of operations) {
      expect(operation.operationId, name).toBeTruthy();
      expect(operation.description?.length, name).toBeGreaterThan(20);
      expect(operation.description, name).not.toContain(operation.summary);
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declared, `${name}: ${tag}`).toContain(tag);
    }
    expect(document.tags?.every((tag) => tag.description)).toBe(true);
  });

  it('says which operations need no token', () => {
    const publicOnes = operations.filter(({ operation }) => operation.security?.length === 0).map(({ name }) => name);
    expect(publicOnes.sort()).toEqual(
      [
        'GET /health',
        'GET /verificar/{codigo}',
        'GET /ph-por-identificador/{identificador}',
        'GET /ph/identificador/{identificador}',
        'POST /auth/register',
        'POST /auth/verify-email',
        'POST /contacto',
        'POST /auth/resend-verification',
        'POST /auth/login',
        'POST /auth/forgot-password',
        'POST /auth/recovery',
        'POST /auth/reset-password',
        'POST /invitations/preview',
        'POST /invitations/accept',
        'POST /ph/{id}/preregistro',
        'POST /pasarela/wompi/eventos',
      ].sort(),
    );
    for (const { name, operation } of operations) expect(operation.security, name).toBeDefined();
  });

  it('documents file answers with their media types as binary, not JSON', () => {
    const binary = { schema: { type: 'string', format: 'binary' } };
    const pdf = { 'application/pdf': binary };
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const ok = (path: string, method = 'get') => paths[path]![method]!.responses!['200']!.content;
    expect(ok('/pagos/{id}/recibo.pdf')).toEqual(pdf);
    expect(ok('/apartamentos/{id}/estado-cuenta.pdf')).toEqual(pdf);
    expect(ok('/apartamentos/{id}/paz-y-salvo', 'post')).toEqual(pdf);
    expect(ok('/asambleas/{id}/acta.pdf')).toEqual(pdf);
    expect(ok('/ph/{id}/informe-mensual.pdf')).toEqual(pdf);
    expect(ok('/ph/{id}/cartera.xlsx')).toEqual({ [xlsx]: binary });
    expect(Object.keys(ok('/ph/{id}/cartera')!)).toEqual(['application/json', 'text/csv', xlsx]);
    expect(ok('/apartamentos/{id}/reservas.ics')).toEqual({ 'text/calendar': binary });
    expect(ok('/adjuntos/{id}')!['application/pdf']).toEqual(binary);
  });

  it('keeps the spec path of the public lookup as a deprecated alias, last in the document', () => {
    expect(paths['/ph/identificador/{identificador}']!.get).toMatchObject({ deprecated: true });
    expect(Object.keys(paths).at(-1)).toBe('/ph/identificador/{identificador}');
  });
});
