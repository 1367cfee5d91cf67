// Issue 26 #4, «PQRS reach the people who must answer», through both facades: a new PQRS mails every
// administrator of the complex at once (radicado, clase, term, link), counts in the administration's
// bell and dashboard; the proveedor it is assigned to lists and opens it with its due date (another
// proveedor does not); the daily digest lists what is due within PQRS_DIAS_POR_VENCER días hábiles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin2: TestUser;
let proveedor: TestUser;
let otroProveedor: TestUser;
/** The PQRS filed on both facades on Monday 8 March 2027. */
const radicadas: { id: string; radicado: string }[] = [];

/** Moves the platform clock; sessions made in real time stay alive across the jump to 2027. */
async function setClock(iso: string) {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } })).status).toBe(200);
}

const pqrsBody = (asunto: string) => ({
  tipo: 'peticion',
  subtipo: 'documentos',
  asunto,
  descripcion: 'Solicito copia del acta.',
});

async function campana(token: string | undefined, facade: 'rest' | 'trpc') {
  if (facade === 'rest') return (await t.rest('GET', `/api/ph/${x.phA.id}/notificaciones`, { token })).body;
  return (await t.trpc('query', 'comunicados.notificaciones', { id: x.phA.id }, token)).body.result.data;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin2 = await createTestUser(t.db, { nombre: 'Administradora Dos', roles: [{ phId: x.phA.id, rol: 'admin' }] });
  proveedor = await createTestUser(t.db, { nombre: 'Plomería Ltda', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  otroProveedor = await createTestUser(t.db, { nombre: 'Jardines SAS', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  // Monday 8 March 2027, 09:00 in Bogotá: a business day, so the term starts today.
  await setClock('2027-03-08T09:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('a new PQRS reaches the administration at once', () => {
  it('mails each administrator with the radicado, the clase, the term and a link, and counts in their bell and dashboard', async () => {
    expect((await campana(x.tokens.adminA, 'rest')).pqrsPorAtender).toBe(0);

    const rest = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: pqrsBody('Copia del acta'),
    });
    expect(rest.status).toBe(200);
    const trpc = await t.trpc(
      'mutation',
      'pqrs.create',
      { id: x.phA.id, ...pqrsBody('Copia del presupuesto') },
      x.tokens.residenteA,
    );
    expect(trpc.status).toBe(200);
    radicadas.push(rest.body.pqrs, trpc.body.result.data.pqrs);

    // Documentos: 10 días hábiles from Mon 8 Mar: 9–12 (4), 15–19 (9), Mon 22 is San José (festivo), Tue 23 (10).
    for (const p of radicadas) {
      for (const to of [x.users.adminA.user.email, admin2.user.email]) {
        const mail = await t.smtp.waitFor(to, { subject: new RegExp(`Nueva PQRS ${p.radicado}`) });
        expect(mail.subject).toBe(`Nueva PQRS ${p.radicado} en Conjunto A`);
        expect(mail.text).toContain('clase: Solicitud de documentos');
        expect(mail.text).toContain('Término: 10 días hábiles; debe responderse a más tardar el martes, 23 de marzo de 2027');
        expect(mail.text).toContain(`/ph/${x.phA.identificador}/admin/administrativo?pqrs=${p.id}`);
      }
    }
    // The filer gets only their acknowledgement, not the administration's notice.
    expect(t.smtp.messages.filter((m) => m.to === x.users.residenteA.user.email && m.subject.startsWith('Nueva PQRS'))).toEqual(
      [],
    );

    for (const facade of ['rest', 'trpc'] as const) {
      expect(await campana(x.tokens.adminA, facade)).toMatchObject({ pqrsPorAtender: 2, pqrsAsignadas: 0 });
      expect(await campana(admin2.token, facade)).toMatchObject({ pqrsPorAtender: 2 });
      // The consejo reads the inbox but does not answer; the filer waits for the answer, not the administration.
      expect(await campana(x.tokens.consejoA, facade)).toMatchObject({ pqrsPorAtender: 0 });
      expect(await campana(x.tokens.residenteA, facade)).toMatchObject({ pqrsPorAtender: 0, pqrsAsignadas: 0 });
    }

    const dashboard = await t.rest('GET', `/api/ph/${x.phA.id}/pendientes`, { token: x.tokens.adminA });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.pqrsNuevas.total).toBe(2);
    expect(dashboard.body.pqrsNuevas.items[0]).toMatchObject({
      radicado: radicadas[1]!.radicado,
      asunto: 'Copia del presupuesto',
      fechaVencimiento: '2027-03-23',
    });

    // Taken up, it no longer waits in the bell.
    expect(
      (await t.rest('PUT', `/api/pqrs/${radicadas[1]!.id}/estado`, { token: x.tokens.adminA, body: { estado: 'en_tramite' } }))
        .status,
    ).toBe(200);
    expect((await campana(x.tokens.adminA, 'trpc')).pqrsPorAtender).toBe(1);
  });
});

describe('a PQRS assigned to a proveedor', () => {
  it('is listed and opened by that proveedor with its due date, and by no other proveedor', async () => {
    const [p] = radicadas;
    expect(
      (await t.rest('PUT', `/api/pqrs/${p!.id}/asignar`, { token: x.tokens.adminA, body: { userId: proveedor.user.id } })).status,
    ).toBe(200);

    const rest = await t.rest('GET', `/api/ph/${x.phA.id}/pqrs`, { token: proveedor.token });
    expect(rest.status).toBe(200);
    expect(rest.body.pqrs).toMatchObject([
      { id: p!.id, fechaVencimiento: '2027-03-23', diasRestantes: 10, asignado: { nombre: 'Plomería Ltda' } },
    ]);
    const trpc = await t.trpc('query', 'pqrs.list', { id: x.phA.id }, proveedor.token);
    expect(trpc.body.result.data.pqrs.map((q: { id: string }) => q.id)).toEqual([p!.id]);
    expect((await t.rest('GET', `/api/pqrs/${p!.id}`, { token: proveedor.token })).status).toBe(200);
    expect(await campana(proveedor.token, 'rest')).toMatchObject({ pqrsAsignadas: 1, pqrsPorAtender: 0 });

    expect((await t.rest('GET', `/api/ph/${x.phA.id}/pqrs`, { token: otroProveedor.token })).body.pqrs).toEqual([]);
    expect((await t.trpc('query', 'pqrs.list', { id: x.phA.id }, otroProveedor.token)).body.result.data.pqrs).toEqual([]);
    expect((await t.rest('GET', `/api/pqrs/${p!.id}`, { token: otroProveedor.token })).status).toBe(403);
    expect(await campana(otroProveedor.token, 'trpc')).toMatchObject({ pqrsAsignadas: 0 });
  });
});

describe('the daily digest', () => {
  it('lists the PQRS due within two días hábiles, counting the festivo in between', async () => {
    // Filed Tue 9 Mar 2027: documentos due Wed 24 Mar (10 días hábiles, Mon 22 Mar San José skipped).
    await setClock('2027-03-09T09:00:00-05:00');
    const tarde = (
      await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, { token: x.tokens.residenteA, body: pqrsBody('Copia del reglamento') })
    ).body.pqrs;
    expect(tarde.fechaVencimiento).toBe('2027-03-24');
    for (const to of [x.users.adminA.user.email, admin2.user.email]) await t.smtp.waitFor(to, { subject: /Nueva PQRS/ });

    // Thu 18 Mar: two días hábiles ahead are Fri 19 and Tue 23 (Mon 22 is a festivo): due 23 Mar is listed,
    // due 24 Mar is not. Counting Mon 22 as a working day would have left the 23 Mar ones out.
    await setClock('2027-03-18T08:00:00-05:00');
    await t.jobs.send(t.db, 'pqrs.resumen-diario', {});
    for (const to of [x.users.adminA.user.email, admin2.user.email]) {
      const mail = await t.smtp.waitFor(to, { subject: /PQRS por vencer/ });
      expect(mail.subject).toBe('PQRS por vencer en Conjunto A: 2');
      for (const p of radicadas)
        expect(mail.text).toMatch(new RegExp(`${p.radicado} · .* · vence en 2 día\\(s\\) hábil\\(es\\) \\(2027-03-23\\)`));
      expect(mail.text).not.toContain(tarde.radicado);
    }
  });
});
