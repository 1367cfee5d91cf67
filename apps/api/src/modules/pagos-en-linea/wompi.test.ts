// The Wompi adapter's pure parts: the Web Checkout URL and its integrity signature (the example of
// Wompi's documentation), and the event checksum (properties in order, then timestamp, then secret;
// compared case-insensitively). The HTTP parts are tested against the simulator (test/pagos-en-linea.test.ts).
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { CuentaPasarela } from './provider.ts';
import { baseApi, checksumEvento, firmaIntegridad, wompi, WOMPI_API_URL } from './wompi.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const cuenta: CuentaPasarela = {
  llavePublica: 'pub_test_abc123',
  secretoIntegridad: 'test_integrity_secreto',
  secretoEventos: 'test_events_secreto',
  ambiente: 'pruebas',
  urlApi: null,
};

describe('Wompi Web Checkout', () => {
  it('signs reference + amount-in-cents + currency + integrity secret (the documentation’s example)', () => {
    expect(firmaIntegridad('sk8-438k4-xmxm392-sn2m', 2_490_000, 'COP', 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6')).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
  });

  it('builds the checkout URL on checkout.wompi.co with every parameter', () => {
    const url = new URL(
      wompi.createCheckout(cuenta, { referencia: 'R-1', valor: 364_780, urlRetorno: 'https://h.co/x', expiraEn: new Date() }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://checkout.wompi.co/p/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'public-key': 'pub_test_abc123',
      currency: 'COP',
      'amount-in-cents': '36478000',
      reference: 'R-1',
      'redirect-url': 'https://h.co/x',
      'signature:integrity': sha('R-136478000COPtest_integrity_secreto'),
    });
  });

  it('queries the sandbox or production API, or the simulator outside production', () => {
    expect(baseApi(cuenta)).toBe(WOMPI_API_URL.pruebas);
    expect(baseApi({ ...cuenta, ambiente: 'produccion' })).toBe('https://production.wompi.co');
    expect(baseApi({ ...cuenta, urlApi: 'http://127.0.0.1:3001/dev/pasarela/' })).toBe('http://127.0.0.1:3001/dev/pasarela');
  });
});

describe('Wompi events', () => {
  const data = {
    transaction: {
      id: '1234-1610641025-49201',
      status: 'APPROVED',
      amount_in_cents: 4_490_000,
      reference: 'R-2',
      currency: 'COP',
    },
  };
  const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
  const event = (checksum: string, props = properties) => ({
    event: 'transaction.updated',
    data,
    signature: { properties: props, checksum },
    timestamp: 1_530_291_411,
  });

  it('checksums the properties’ values in order, then the timestamp, then the events secret', () => {
    expect(checksumEvento(data, properties, 1_530_291_411, 'secreto')).toBe(
      sha('1234-1610641025-49201APPROVED44900001530291411secreto'),
    );
  });

  it('accepts the right checksum in either case, refuses any other', () => {
    const right = checksumEvento(data, properties, 1_530_291_411, cuenta.secretoEventos);
    expect(wompi.verifyEvent(cuenta, event(right))?.transaccion).toMatchObject({
      id: data.transaction.id,
      valorCentavos: 4_490_000,
    });
    expect(wompi.verifyEvent(cuenta, event(right.toUpperCase()))).not.toBeNull();
    expect(wompi.verifyEvent(cuenta, event(checksumEvento(data, properties, 1_530_291_411, 'otro')))).toBeNull();
    // The properties are the event's own list: reordering them changes the checksum.
    expect(wompi.verifyEvent(cuenta, event(right, [...properties].reverse()))).toBeNull();
    expect(wompi.verifyEvent(cuenta, event(sha(`1530291411${cuenta.secretoEventos}`), []))).toBeNull();
    expect(wompi.verifyEvent(cuenta, { event: 'x' })).toBeNull();
  });
});
