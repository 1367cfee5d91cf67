// Finding 6: with TRUST_PROXY=true the leftmost X-Forwarded-For entry was trusted, so a client chose
// its own address (and so escaped every per-IP limit). The address is the one the trusted proxy
// appended: the rightmost entry, or TRUST_PROXY_HOPS entries from the right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientAddressFromProxy } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { startTestApp, type TestApp } from '../support/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

describe('X-Forwarded-For', () => {
  it('takes the entry the proxy appended, not one the client wrote', () => {
    expect(clientAddressFromProxy('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddressFromProxy('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddressFromProxy('203.0.113.9', 2)).toBeUndefined();
    expect(clientAddressFromProxy(undefined, 1)).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('a client rotating a forged leftmost entry still hits its own per-IP login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.rest('POST', '/api/auth/login', {
        body: { email: `falso${i}@example.com`, password: 'no-es-la-clave' },
        headers: { 'x-forwarded-for': `10.9.${i}.1, 198.51.100.23` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const audit = await t.db.auditLog.findFirst({ where: { action: 'auth.login_failed' }, orderBy: { createdAt: 'desc' } });
    expect(audit?.ip).toBe('198.51.100.23');
  });
});
