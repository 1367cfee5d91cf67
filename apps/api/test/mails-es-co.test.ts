// Issue 26 #10 and #11 in the mail: a comunicado written with **negrita** arrived with the asterisks
// (the body was sent as raw markdown), and a reserva requested from the phone sent no mail at all.
// Now the comunicado goes as the sanitised HTML the portal shows plus a plain-text alternative without
// markdown marks, and whoever books a zone gets a confirmation (through the job queue) with the date
// written in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  // Monday 1 March 2027, 08:00 in Bogotá (the sessions are kept alive across the jump).
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  expect(
    (await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: '2027-03-01T08:00:00-05:00' } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('mails people can read', () => {
  it('a comunicado is mailed as sanitised HTML with a plain-text alternative, never as raw markdown', async () => {
    const cuerpo = 'El **corte de agua** será el martes.\n\n- Torre 1\n- Torre 2\n\n<script>alert(1)</script>';
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/comunicados`, {
      token: x.tokens.adminA,
      body: { titulo: 'Corte de agua', cuerpo, audiencia: 'todos', enviarEmail: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /Corte de agua/ });
    expect(mail.html).toContain('<strong>corte de agua</strong>');
    expect(mail.html).toContain('<li>Torre 1</li>');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.text).toContain('El corte de agua será el martes.');
    expect(mail.text).toContain('• Torre 1');
    expect(mail.text).not.toContain('**');
  });

  it('requesting a reserva mails its confirmation with the date in Spanish', async () => {
    const zona = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: {
        nombre: 'Salón social',
        aforo: 30,
        duracionSlotMin: 120,
        horario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '22:00' })),
        anticipacionMinHoras: 24,
        anticipacionMaxDias: 30,
        maxReservasPorUnidadMes: 2,
        tarifa: 50_000,
        deposito: 0,
        requiereAprobacion: true,
      },
    });
    expect(zona.status, JSON.stringify(zona.body)).toBe(200);
    const res = await t.rest('POST', `/api/zonas/${zona.body.zona.id}/reservas`, {
      token: x.tokens.residenteA,
      body: { apartamentoId: x.unitA.id, asistentes: 12, inicio: '2027-03-06T14:00:00-05:00', fin: '2027-03-06T16:00:00-05:00' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /Solicitud de reserva recibida: Salón social/ });
    expect(mail.text).toContain(
      'Recibimos tu solicitud de reserva: Salón social, unidad 1-101, el sábado, 6 de marzo de 2027, 2:00 p. m. hasta las 4:00 p. m., para 12 personas.',
    );
    expect(mail.text).toContain('La administración debe aprobarla');
    expect(mail.text).toContain('Tarifa: $ 50.000');
    expect(mail.text).toContain('Puedes cancelarla desde el portal hasta el 5 de mar de 2027, 2:00 p. m.');
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
