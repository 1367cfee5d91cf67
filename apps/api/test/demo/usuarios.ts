// The platform's users and audit log show real demo data from the first start (issue 33): an unverified
// person, a blocked account with its motivo, and audit entries (the platform's and altos's own).
import { beforeAll, describe, expect, it } from 'vitest';

import { DEMO_BLOQUEADO, DEMO_SIN_VERIFICAR } from '../../src/seed/demo-usuarios.ts';
import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo: platform users and audit', () => {
  it('support finds the unverified and the blocked person; the blocked one cannot log in', async () => {
    const token = await demoToken(t, 'soporte@horizonte.co');
    const sin = await t.rest('GET', '/api/plataforma/usuarios?q=pineda', { token });
    expect(sin.body.usuarios[0]).toMatchObject({ email: DEMO_SIN_VERIFICAR, verificado: false, bloqueado: false });
    const bloqueado = await t.rest('GET', '/api/plataforma/usuarios?q=beltran', { token });
    const detalle = await t.rest('GET', `/api/plataforma/usuarios/${bloqueado.body.usuarios[0].id}`, { token });
    expect(detalle.body.usuario).toMatchObject({
      email: DEMO_BLOQUEADO,
      bloqueado: true,
      bloqueo: { bloqueadoPor: 'Sofía Restrepo' },
    });
    expect(detalle.body.usuario.accesos.length).toBeGreaterThanOrEqual(4);
    expect(
      (await t.rest('POST', '/api/auth/login', { body: { email: DEMO_BLOQUEADO, password: 'Horizonte2026' } })).body.code,
    ).toBe('CUENTA_BLOQUEADA');
  });

  it("the platform's audit log and altos's own show entries with their before/after", async () => {
    const platform = await t.rest('GET', '/api/plataforma/auditoria?accion=plataforma.usuario', {
      token: await demoToken(t, 'superadmin@horizonte.co'),
    });
    expect(platform.body.entradas.map((e: { accion: string }) => e.accion)).toEqual(
      expect.arrayContaining(['plataforma.usuario.bloquear', 'plataforma.usuario.reenviar_verificacion']),
    );
    const altos = await t.rest('GET', `/api/ph/${phId}/auditoria?accion=ph.update`, {
      token: await demoToken(t, 'admin@horizonte.co'),
    });
    expect(altos.status).toBe(200);
    expect(altos.body.entradas.some((e: { detalles: { antes?: unknown } }) => e.detalles?.antes)).toBe(true);
  });
});
