// The demo of issue 32: altos's reminders schedule, the demo owner's WhatsApp consent and preferences,
// and the moroso unit's reminder in the dev outbox.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo notifications and collection reminders', () => {
  it('altos reminds 1, 15 and 30 days after the due date, by WhatsApp then email', async () => {
    const token = await demoToken(t, 'admin.altos@horizonte.co');
    const res = await t.rest('GET', `/api/ph/${phId}/recordatorios-cobro`, { token });
    expect(res.body.recordatorios).toMatchObject({ activo: true, dias: [1, 15, 30], canales: ['whatsapp', 'correo'] });
  });

  it('the demo owner authorised WhatsApp and gets collection reminders there', async () => {
    const token = await demoToken(t, 'propietario@horizonte.co');
    const res = await t.rest('GET', '/api/perfil/notificaciones', { token });
    const cobro = res.body.notificaciones.categorias.find((c: { categoria: string }) => c.categoria === 'cobro');
    expect(cobro.canales.whatsapp).toBe(true);
    expect(res.body.notificaciones.consentimientos).toEqual([
      expect.objectContaining({ canal: 'whatsapp', telefono: '573001234567', retiradoEn: null }),
    ]);
  });

  it('the dev outbox shows the moroso unit’s reminder', async () => {
    const html = await (await t.app.request('/dev/mensajes')).text();
    expect(html).toContain('WhatsApp para +57 315 000 0302');
    expect(html).toMatch(
      /la unidad 2-302 tiene un saldo vencido de \$ [\d.]+\. Pagar en línea: <a href="http:\/\/localhost:3001\/pagar\//,
    );
  });
});
