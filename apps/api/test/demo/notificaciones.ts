// The demo data of issue 32: every demo person of `altos` finds notifications in the bell, some read and
// some not, each linking to the section of its thing; platform staff find none.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;

beforeAll(() => {
  ({ t } = sharedDemoApp());
});

describe('demo notificaciones in altos', () => {
  it('the owner, the resident and the administrator have read and unread notifications; the super admin none', async () => {
    for (const [email, portal] of [
      ['propietario@horizonte.co', 'propietario'],
      ['residente@horizonte.co', 'residente'],
      ['admin.altos@horizonte.co', 'admin'],
    ] as const) {
      const res = await t.rest('GET', '/api/notificaciones', { token: await demoToken(t, email) });
      expect(res.status).toBe(200);
      const lista = res.body.notificaciones as { leida: boolean; enlace: string }[];
      expect(res.body.noLeidas, email).toBeGreaterThan(0);
      expect(
        lista.some((n) => n.leida),
        email,
      ).toBe(true);
      // Each link opens the person's own portal (or an online payment's page: the demo checks pay as the owner).
      const ajenos = lista
        .map((n) => n.enlace)
        .filter((e) => !e.startsWith(`/ph/altos/${portal}/`) && !e.startsWith('/pagos-en-linea/'));
      expect(ajenos, email).toEqual([]);
    }
    const staff = await t.rest('GET', '/api/notificaciones', { token: await demoToken(t, 'superadmin@horizonte.co') });
    expect(staff.body.notificaciones).toEqual([]);
  });
});
