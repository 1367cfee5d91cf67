// Collection reminders (issue 32) moved through July 2026 with the platform clock, at each edge of
// Ley 2300 de 2023, art. 3: Sat 18 (window 8:00–15:00), Sun 19 (closed), Mon 20 (Independence Day,
// closed), Tue 21, Wed 22, Mon 27 (a past month: the test sessions stay valid while the clock is
// behind). One owner owes on two units due Fri 17 July; the schedule is days 1, 3 and 10. He is
// reminded once a day at most, by one channel a week, only by channels he authorised; the tenant, a
// resident, the owner of a unit up to date and an owner who authorised no channel get nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RECORDATORIOS_MSG } from '@horizonte/contracts';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createProperty, createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let admin: TestUser;
let owner: TestUser;
let tenant: TestUser;
let alDia: TestUser;
let sinCanal: TestUser;
let phId: string;
let u1: string;
let u3: string;
let residenteEmail: string;

async function setClock(local: string) {
  const res = await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: `${local}-05:00` } });
  expect(res.status).toBe(200);
}

/** Runs the job at that Bogotá time and answers the reminders it recorded. */
async function runAt(local: string) {
  await setClock(local);
  const antes = await t.db.recordatorioCobroEnvio.count();
  await t.jobs.send(t.db, 'tesoreria.recordatorios-cobro', undefined);
  await t.jobs.settle(20_000);
  return t.db.recordatorioCobroEnvio.findMany({ orderBy: { enviadoEn: 'asc' }, skip: antes });
}

const remindersTo = (email: string) => t.smtp.messages.filter((m) => m.to === email && /^Recordatorio de pago/.test(m.subject));

async function owe(apartamentoId: string) {
  await t.db.cargo.create({
    data: {
      phId,
      apartamentoId,
      tipo: 'ordinaria',
      concepto: 'Cuota de administración 2026-07',
      periodo: '2026-07',
      fecha: new Date('2026-07-01T00:00:00Z'),
      fechaVencimiento: new Date('2026-07-17T00:00:00Z'),
      valor: 350_000,
      generaMora: true,
      estado: 'vigente',
    },
  });
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  admin = await createTestUser(t.db, { nombre: 'Administradora' });
  const ph = await createProperty(t.db, 'Conjunto Ley 2300', admin.user.id);
  phId = ph.id;
  owner = await createTestUser(t.db, { roles: [{ phId, rol: 'propietario' }] });
  tenant = await createTestUser(t.db, { roles: [{ phId, rol: 'residente' }] });
  alDia = await createTestUser(t.db, { roles: [{ phId, rol: 'propietario' }] });
  // An owner in mora who turned off the email of cobro and authorised no other channel: never reminded.
  sinCanal = await createTestUser(t.db, { roles: [{ phId, rol: 'propietario' }] });
  await t.db.preferenciaNotificacion.create({
    data: { userId: sinCanal.user.id, categoria: 'cobro', canal: 'correo', activo: false, updatedAt: new Date() },
  });
  const unidad = (numero: string) => t.db.apartamento.create({ data: { phId, torre: '1', numero, coeficiente: 33 } });
  u1 = (await unidad('101')).id;
  const u2 = (await unidad('102')).id;
  u3 = (await unidad('103')).id;
  const u4 = (await unidad('104')).id;
  const link = async (apartamentoId: string, userId: string | null, tipo: 'propietario' | 'arrendatario' | 'residente') => {
    const r = await createResidente(t.db, apartamentoId, userId);
    return t.db.residente.update({ where: { id: r.id }, data: { tipo } });
  };
  await link(u1, owner.user.id, 'propietario');
  await link(u3, owner.user.id, 'propietario');
  await link(u1, tenant.user.id, 'arrendatario');
  residenteEmail = (await link(u1, null, 'residente')).email!;
  await link(u2, alDia.user.id, 'propietario');
  await link(u4, sinCanal.user.id, 'propietario');
  await owe(u1);
  await owe(u3);
  await owe(u4);
  // The complex takes online payments: the reminder links to «Pagar en línea».
  await t.db.pasarelaConfig.create({
    data: {
      phId,
      llavePublica: 'pub_test_x',
      secretoIntegridad: 'test_integrity_x',
      secretoEventos: 'test_events_x',
      ambiente: 'pruebas',
      updatedAt: new Date(),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the schedule (GET/PUT /ph/{id}/recordatorios-cobro)', () => {
  it('defaults to the day after, by email; the admin sets days and channels on both facades', async () => {
    const get = await t.rest('GET', `/api/ph/${phId}/recordatorios-cobro`, { token: admin.token });
    expect(get.body.recordatorios).toEqual({
      activo: true,
      dias: [1],
      canales: ['correo'],
      canalesDisponibles: ['correo', 'sms', 'whatsapp'],
    });
    const put = await t.rest('PUT', `/api/ph/${phId}/recordatorios-cobro`, {
      token: admin.token,
      body: { activo: true, dias: [10, 1, 3], canales: ['whatsapp', 'correo'] },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe(RECORDATORIOS_MSG.guardados);
    expect(put.body.recordatorios.dias).toEqual([1, 3, 10]);
    const trpc = await t.trpc('query', 'recordatoriosCobro.get', { id: phId }, admin.token);
    expect(trpc.body.result.data.recordatorios).toMatchObject({ dias: [1, 3, 10], canales: ['whatsapp', 'correo'] });
  });

  it('bounds the days and refuses repeated ones (422, Spanish)', async () => {
    const body = (dias: number[]) => ({ token: admin.token, body: { activo: true, dias, canales: ['correo'] } });
    const path = `/api/ph/${phId}/recordatorios-cobro`;
    expect((await t.rest('PUT', path, body([0]))).body.errors).toContain(RECORDATORIOS_MSG.diaInvalido);
    expect((await t.rest('PUT', path, body([121]))).body.errors).toContain(RECORDATORIOS_MSG.diaInvalido);
    expect((await t.rest('PUT', path, body([1, 2, 3, 4, 5, 6, 7]))).body.errors).toContain(RECORDATORIOS_MSG.diasDemasiados);
    const repetidos = await t.rest('PUT', path, body([3, 3]));
    expect(repetidos.status).toBe(422);
    expect(repetidos.body.errors).toContain(RECORDATORIOS_MSG.diasRepetidos);
    expect((await t.rest('PUT', path, { token: admin.token, body: { activo: true, dias: [1], canales: ['push'] } })).status).toBe(
      422,
    );
  });
});

describe('the reminders job through the week', () => {
  it('Saturday 7:59 waits (the window opens at 8:00)', async () => {
    expect(await runAt('2026-07-18T07:59:00')).toEqual([]);
    expect(remindersTo(owner.user.email)).toHaveLength(0);
  });

  it('Saturday 8:00 reminds the owner once, by email (no WhatsApp consent), with the amount and both links', async () => {
    const envios = await runAt('2026-07-18T08:00:00');
    expect(envios.map((e) => [e.apartamentoId, e.canal, e.dia, e.valor])).toEqual([[u1, 'correo', 1, 350_000]]);
    const mail = await t.smtp.waitFor(owner.user.email, { subject: /Recordatorio de pago: unidad 1-101 de Conjunto Ley 2300/ });
    expect(mail.text).toContain('tiene un saldo vencido de $ 350.000, pendiente desde el 17 de jul de 2026');
    expect(mail.text).toContain(`Pagar en línea: http://horizonte.test/pagar/${u1}`);
    expect(mail.text).toMatch(/Consulta el estado de cuenta: http:\/\/horizonte\.test\/ph\/[^/\s]+\/propietario\/estado-cuenta/);
    // Never third parties: the tenant, a resident of the unit, the owner of a unit up to date.
    expect(remindersTo(tenant.user.email)).toHaveLength(0);
    expect(remindersTo(residenteEmail)).toHaveLength(0);
    expect(remindersTo(alDia.user.email)).toHaveLength(0);
    // Only by channels the person authorised: without any, nothing.
    expect(remindersTo(sinCanal.user.email)).toHaveLength(0);
  });

  it('a second run the same day sends nothing (the second unit waits: once a day per debtor)', async () => {
    expect(await runAt('2026-07-18T11:00:00')).toEqual([]);
    expect(remindersTo(owner.user.email)).toHaveLength(1);
  });

  it('Sunday is closed', async () => {
    expect(await runAt('2026-07-19T10:00:00')).toEqual([]);
  });

  it('Monday 20 July (a holiday, the day-3 stage) is closed', async () => {
    expect(await runAt('2026-07-20T10:00:00')).toEqual([]);
  });

  it('Tuesday 7:00 sends the latest stage of one unit (day 3), still one a day', async () => {
    const envios = await runAt('2026-07-21T07:00:00');
    expect(envios.map((e) => [e.apartamentoId, e.canal, e.dia])).toEqual([[u1, 'correo', 3]]);
  });

  it('Wednesday: WhatsApp authorised meanwhile, but this week the owner was contacted by email, so email again', async () => {
    const consent = await t.rest('POST', '/api/perfil/notificaciones/consentimientos', {
      token: owner.token,
      body: { canal: 'whatsapp', telefono: '310 555 0101', aceptado: true },
    });
    expect(consent.status).toBe(200);
    const on = await t.rest('PUT', '/api/perfil/notificaciones', {
      token: owner.token,
      body: { preferencias: [{ categoria: 'cobro', canal: 'whatsapp', activo: true }] },
    });
    expect(on.status).toBe(200);
    const envios = await runAt('2026-07-22T07:00:00');
    expect(envios.map((e) => [e.apartamentoId, e.canal, e.dia])).toEqual([[u3, 'correo', 3]]);
    expect(await t.db.mensaje.count({ where: { telefono: '573105550101' } })).toBe(0);
  });

  it('next Monday (day 10): a new week, so the first channel he authorised, WhatsApp, to his number', async () => {
    const envios = await runAt('2026-07-27T07:00:00');
    expect(envios.map((e) => [e.apartamentoId, e.canal, e.dia])).toEqual([[u1, 'whatsapp', 10]]);
    const [mensaje] = await t.db.mensaje.findMany({ where: { telefono: '573105550101' } });
    expect(mensaje).toMatchObject({ canal: 'whatsapp', plantilla: 'recordatorio_cobro', estado: 'enviado' });
    expect(mensaje!.parametros).toEqual(['Conjunto Ley 2300', '1-101', '$ 350.000', `http://horizonte.test/pagar/${u1}`]);
    expect(remindersTo(owner.user.email)).toHaveLength(3);
  });

  it('counted per debtor: never two on one day, never two channels in one week', async () => {
    const envios = await t.db.recordatorioCobroEnvio.findMany({ where: { phId } });
    const dias = envios.map((e) => e.enviadoEn.toISOString().slice(0, 10));
    expect(new Set(dias).size).toBe(envios.length);
    // No reminder to anybody but the owner.
    expect(new Set(envios.map((e) => e.destinatario))).toEqual(new Set([`u:${owner.user.id}`]));
  });

  it('a weekday after 19:00 waits; a switched-off schedule sends nothing', async () => {
    expect(await runAt('2026-07-28T19:01:00')).toEqual([]);
    await t.rest('PUT', `/api/ph/${phId}/recordatorios-cobro`, {
      token: admin.token,
      body: { activo: false, dias: [11], canales: ['correo'] },
    });
    expect(await runAt('2026-07-29T07:00:00')).toEqual([]);
  });
});
