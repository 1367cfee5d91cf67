// The demo shows support tickets from the first start (issue 33): Soporte's queue has tickets in each
// estado, altos's administration sees only altos's in «Ayuda», and the running process beats.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo: tickets de soporte y estado', () => {
  it('has tickets in every estado for support, each complex’s own for its administration, and a process alive', async () => {
    const soporte = await demoToken(t, 'soporte@horizonte.co');
    const cola = await t.rest('GET', '/api/plataforma/tickets', { token: soporte });
    expect(cola.status).toBe(200);
    expect(new Set(cola.body.tickets.map((tk: { estado: string }) => tk.estado))).toEqual(
      new Set(['abierto', 'en_progreso', 'resuelto', 'cerrado']),
    );
    const admin = await demoToken(t, 'admin.altos@horizonte.co');
    const propios = await t.rest('GET', `/api/ph/${phId}/tickets-soporte`, { token: admin });
    expect(propios.body.tickets.length).toBeGreaterThan(0);
    expect(propios.body.tickets.every((tk: { phId: string }) => tk.phId === phId)).toBe(true);
    const estado = await t.rest('GET', '/api/plataforma/estado', { token: soporte });
    expect(estado.body.procesos.vivos).toBeGreaterThanOrEqual(1);
  });
});
