// Compressed answers (issue 30): above 1 KB, in brotli or gzip as the client accepts; identity for a
// client that accepts neither, for small answers and for HEAD.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chooseEncoding } from '../src/http/compression.ts';
import { startTestApp, type TestApp } from './support/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends the OpenAPI document in brotli or gzip, the same bytes once decoded', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(100_000);

    const br = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(text.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('leaves small answers alone and keeps their security headers', async () => {
    const res = await get('/api/health', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.json()).status).toBe('ok');
  });

  it('keeps the security headers on a compressed answer', async () => {
    const res = await get('/api/openapi.json', 'br');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['deflate', null],
  ])('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
