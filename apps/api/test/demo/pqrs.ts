// The demo data of issue 16 in `altos`: the PQRS inbox, its indicators and the comunicados are real from the first start.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;
const tokenOf = (email: string) => demoToken(t, email);

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo PQRS and comunicados in altos', () => {
  it('shows the admin five PQRS in several states, one overdue, and the indicators', async () => {
    const admin = await tokenOf('admin.altos@horizonte.co');
    const inbox = await t.rest('GET', `/api/ph/${phId}/pqrs`, { token: admin });
    expect(inbox.body.total).toBe(5);
    expect(new Set(inbox.body.pqrs.map((p: { estado: string }) => p.estado))).toEqual(
      new Set(['radicada', 'en_tramite', 'respondida']),
    );
    const vencidas = await t.rest('GET', `/api/ph/${phId}/pqrs?vencidas=true`, { token: admin });
    expect(vencidas.body.pqrs.map((p: { asunto: string }) => p.asunto)).toEqual(['Ruido en el apartamento 202']);
    const ind = await t.rest('GET', `/api/ph/${phId}/pqrs/indicadores`, { token: admin });
    expect(ind.body.indicadores).toMatchObject({
      abiertas: 4,
      vencidas: 1,
      respondidas: 1,
      promedioDiasRespuesta: 4,
      porcentajeEnTermino: 100,
    });
    // A new filing continues the consecutive.
    const residente = await tokenOf('residente@horizonte.co');
    const nueva = await t.rest('POST', `/api/ph/${phId}/pqrs`, {
      token: residente,
      body: { tipo: 'peticion', asunto: 'Nueva', descripcion: 'x' },
    });
    expect(nueva.body.pqrs.radicado).toMatch(/-00000[6-9]$/);
  });

  it('shows two comunicados, the pinned one first, and the bell counts them', async () => {
    const residente = await tokenOf('residente@horizonte.co');
    const list = await t.rest('GET', `/api/ph/${phId}/comunicados`, { token: residente });
    expect(list.body.comunicados.map((c: { titulo: string }) => c.titulo)).toEqual([
      'Mantenimiento de ascensores',
      'Horario de la piscina',
    ]);
    const bell = await t.rest('GET', `/api/ph/${phId}/notificaciones`, { token: residente });
    expect(bell.body.comunicadosNoLeidos).toBe(2);
  });
});
