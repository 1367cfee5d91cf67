// Mi Perfil's notifications (issue 32) on both facades: the matrix of category × channel, the phone
// consents (Ley 1581 de 2012: text, date and number recorded; withdrawal recorded, never deleted), the
// notices the law requires always by email, the four booleans of /auth/preferencias kept in step, what
// the delivery asks (canalesElegidos), and the SMS/WhatsApp outbox at /dev/mensajes (never in production).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREFERENCIAS_NOTIFICACION_MSG } from '@horizonte/contracts';

import { loadConfig } from '../src/config.ts';
import { encolarMensaje } from '../src/lib/mensajes/mensajero.ts';
import { canalesElegidos } from '../src/modules/preferencias-notificacion/canales-elegidos.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createApp } from './support/validated-app.ts';
import { VAPID_DE_PRUEBA } from './support/vapid.ts';

let t: TestApp;
let me: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  me = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
});

type Celda = { categoria: string; correoObligatorio: boolean; canales: Record<string, boolean> };
const celda = (body: { notificaciones: { categorias: Celda[] } }, categoria: string) =>
  body.notificaciones.categorias.find((c) => c.categoria === categoria)!;

describe('the matrix', () => {
  it('offers email, push and (with a provider) SMS and WhatsApp; email and push on, phone channels off', async () => {
    const res = await t.rest('GET', '/api/perfil/notificaciones', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.notificaciones.canales).toEqual(['correo', 'push', 'sms', 'whatsapp']);
    expect(celda(res.body, 'porteria')).toEqual({
      categoria: 'porteria',
      correoObligatorio: false,
      canales: { correo: true, push: true, sms: false, whatsapp: false },
    });
    expect(celda(res.body, 'asambleas').correoObligatorio).toBe(true);
    expect(celda(res.body, 'cobro').correoObligatorio).toBe(true);
    expect(res.body.notificaciones.avisoCorreoObligatorio).toBe(PREFERENCIAS_NOTIFICACION_MSG.correoObligatorio);
  });

  it('saves switches on both facades; the others stay as they were', async () => {
    const rest = await t.rest('PUT', '/api/perfil/notificaciones', {
      token: me.token,
      body: { preferencias: [{ categoria: 'reservas', canal: 'push', activo: false }] },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.message).toBe(PREFERENCIAS_NOTIFICACION_MSG.actualizadas);
    expect(celda(rest.body, 'reservas').canales).toMatchObject({ correo: true, push: false });
    const trpc = await t.trpc(
      'mutation',
      'perfil.notificaciones.update',
      { preferencias: [{ categoria: 'reservas', canal: 'correo', activo: false }] },
      me.token,
    );
    expect(celda(trpc.body.result.data, 'reservas').canales).toMatchObject({ correo: false, push: false });
    expect(await t.db.auditLog.count({ where: { actorId: me.user.id, action: 'perfil.notificaciones' } })).toBe(2);
  });

  it('refuses a phone channel without a consent in force (409, Spanish, with its code)', async () => {
    const body = { preferencias: [{ categoria: 'cobro', canal: 'sms', activo: true }] };
    const rest = await t.rest('PUT', '/api/perfil/notificaciones', { token: me.token, body });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({
      message: PREFERENCIAS_NOTIFICACION_MSG.sinConsentimiento,
      code: 'NOTIFICACION_SIN_CONSENTIMIENTO',
    });
    const trpc = await t.trpc('mutation', 'perfil.notificaciones.update', body, me.token);
    expect(trpc.body.error.message).toBe(PREFERENCIAS_NOTIFICACION_MSG.sinConsentimiento);
  });

  it('bounds and checks the input', async () => {
    const repetida = await t.rest('PUT', '/api/perfil/notificaciones', {
      token: me.token,
      body: {
        preferencias: [
          { categoria: 'pqrs', canal: 'push', activo: true },
          { categoria: 'pqrs', canal: 'push', activo: false },
        ],
      },
    });
    expect(repetida.status).toBe(422);
    expect(repetida.body.errors).toContain(PREFERENCIAS_NOTIFICACION_MSG.preferenciaRepetida);
    const desconocida = await t.rest('PUT', '/api/perfil/notificaciones', {
      token: me.token,
      body: { preferencias: [{ categoria: 'spam', canal: 'push', activo: true }] },
    });
    expect(desconocida.status).toBe(422);
  });
});

describe('notices the law requires by email', () => {
  it('turning the email of asambleas off keeps the convocatoria by email, and says so', async () => {
    const user = await createTestUser(t.db);
    const res = await t.rest('PUT', '/api/perfil/notificaciones', {
      token: user.token,
      body: { preferencias: [{ categoria: 'asambleas', canal: 'correo', activo: false }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(PREFERENCIAS_NOTIFICACION_MSG.correoObligatorio);
    expect((await canalesElegidos(t.db, [user.user.id], 'asamblea_convocada')).get(user.user.id)).toContain('correo');
    expect((await canalesElegidos(t.db, [user.user.id], 'votacion_abierta')).get(user.user.id)).not.toContain('correo');
    expect((await canalesElegidos(t.db, [user.user.id], 'cuenta_cobro_emitida')).get(user.user.id)).toContain('correo');
  });
});

describe('consent for SMS and WhatsApp', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(t.db);
  });

  it('records the exact text, the number and the date; then the channel may be switched on', async () => {
    const res = await t.rest('POST', '/api/perfil/notificaciones/consentimientos', {
      token: user.token,
      body: { canal: 'sms', telefono: '300 123 4567', aceptado: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PREFERENCIAS_NOTIFICACION_MSG.consentimientoRegistrado);
    expect(res.body.consentimiento).toMatchObject({ canal: 'sms', telefono: '573001234567', retiradoEn: null });
    expect(res.body.consentimiento.texto).toContain('mensajes de texto (SMS) al número +57 300 123 4567');
    expect(res.body.consentimiento.texto).toContain('Ley 1581 de 2012');
    const row = await t.db.consentimientoCanal.findUniqueOrThrow({ where: { id: res.body.consentimiento.id } });
    expect(row.texto).toBe(res.body.consentimiento.texto);
    expect(row.otorgadoEn.toISOString()).toBe(res.body.consentimiento.otorgadoEn);

    const on = await t.rest('PUT', '/api/perfil/notificaciones', {
      token: user.token,
      body: { preferencias: [{ categoria: 'cobro', canal: 'sms', activo: true }] },
    });
    expect(on.status).toBe(200);
    expect(celda(on.body, 'cobro').canales.sms).toBe(true);
    expect((await canalesElegidos(t.db, [user.user.id], 'recordatorio_cobro')).get(user.user.id)).toContain('sms');
  });

  it('refuses a number that is not a Colombian mobile, and a consent not accepted', async () => {
    const fijo = await t.rest('POST', '/api/perfil/notificaciones/consentimientos', {
      token: user.token,
      body: { canal: 'whatsapp', telefono: '601 555 1234', aceptado: true },
    });
    expect(fijo.status).toBe(422);
    expect(fijo.body.errors).toContain(PREFERENCIAS_NOTIFICACION_MSG.telefonoInvalido);
    const sinAceptar = await t.trpc(
      'mutation',
      'perfil.notificaciones.consentimientos.otorgar',
      { canal: 'whatsapp', telefono: '3001234567', aceptado: false },
      user.token,
    );
    expect(sinAceptar.status).toBe(422);
    expect(sinAceptar.body.error.message).toContain(PREFERENCIAS_NOTIFICACION_MSG.aceptarRequerido);
  });

  it('withdrawing records the date, keeps the row, and the channel stops at once', async () => {
    const res = await t.trpc('mutation', 'perfil.notificaciones.consentimientos.revocar', { canal: 'sms' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.message).toBe(PREFERENCIAS_NOTIFICACION_MSG.consentimientoRetirado);
    expect(res.body.result.data.consentimiento.retiradoEn).not.toBeNull();
    expect(await t.db.consentimientoCanal.count({ where: { userId: user.user.id } })).toBe(1);
    const get = await t.rest('GET', '/api/perfil/notificaciones', { token: user.token });
    expect(celda(get.body, 'cobro').canales.sms).toBe(false);
    expect(get.body.notificaciones.consentimientos).toHaveLength(1);
    expect((await canalesElegidos(t.db, [user.user.id], 'recordatorio_cobro')).get(user.user.id)).not.toContain('sms');
    const again = await t.rest('DELETE', '/api/perfil/notificaciones/consentimientos/sms', { token: user.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(PREFERENCIAS_NOTIFICACION_MSG.sinConsentimientoVigente);
  });
});

describe('the four booleans of /auth/preferencias (issue 14) follow the matrix', () => {
  it('PUT /auth/preferencias writes the email cells; PUT /perfil/notificaciones writes the booleans', async () => {
    const user = await createTestUser(t.db);
    await t.rest('PUT', '/api/auth/preferencias', { token: user.token, body: { pagos: false } });
    const matriz = await t.rest('GET', '/api/perfil/notificaciones', { token: user.token });
    expect(celda(matriz.body, 'cobro').canales.correo).toBe(false);
    expect(celda(matriz.body, 'pagos').canales.correo).toBe(false);
    await t.rest('PUT', '/api/perfil/notificaciones', {
      token: user.token,
      body: { preferencias: [{ categoria: 'comunicados', canal: 'correo', activo: false }] },
    });
    const legacy = await t.rest('GET', '/api/auth/preferencias', { token: user.token });
    expect(legacy.body.preferencias).toEqual({ anuncios: false, pagos: false, pqrs: true, asambleas: true });
    // The comunicados' opt-out reads user_settings: it followed.
    expect((await t.db.userSettings.findUniqueOrThrow({ where: { userId: user.user.id } })).notifAnuncios).toBe(false);
  });
});

describe('without an SMS/WhatsApp provider', () => {
  const sinProveedor = () =>
    createApp({ ...t.services, config: { ...t.config, mensajes: { proveedor: null, whatsapp: undefined } } });
  const call = (method: string, path: string, body?: unknown) =>
    sinProveedor().request(path, {
      method,
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('offers only email and push and refuses the phone channels', async () => {
    const get = (await (await call('GET', '/api/perfil/notificaciones')).json()) as { notificaciones: { canales: string[] } };
    expect(get.notificaciones.canales).toEqual(['correo', 'push']);
    const put = await call('PUT', '/api/perfil/notificaciones', {
      preferencias: [{ categoria: 'pqrs', canal: 'whatsapp', activo: false }],
    });
    expect(put.status).toBe(400);
    expect(await put.json()).toMatchObject({ code: 'NOTIFICACION_CANAL_NO_DISPONIBLE' });
    const consent = await call('POST', '/api/perfil/notificaciones/consentimientos', {
      canal: 'sms',
      telefono: '3001234567',
      aceptado: true,
    });
    expect(consent.status).toBe(400);
  });
});

describe('the dev outbox /dev/mensajes', () => {
  it('shows a queued message once the job delivered it', async () => {
    await t.db.$transaction((tx) =>
      encolarMensaje(t.services, tx, {
        canal: 'whatsapp',
        telefono: '573009998877',
        texto: 'Conjunto Prueba: la unidad 101 tiene un saldo vencido de $ 10.000.',
        plantilla: 'recordatorio_cobro',
        parametros: ['Conjunto Prueba', '101', '$ 10.000', 'http://horizonte.test/pagar/x'],
      }),
    );
    await t.jobs.settle(20_000);
    const json = await (await t.app.request('/dev/mensajes/messages.json?telefono=573009998877')).json();
    expect(json.mensajes).toEqual([
      expect.objectContaining({ canal: 'whatsapp', estado: 'enviado', plantilla: 'recordatorio_cobro' }),
    ]);
    const html = await (await t.app.request('/dev/mensajes')).text();
    expect(html).toContain('WhatsApp para +57 300 999 8877');
    expect(html).toContain('tiene un saldo vencido de $ 10.000');
  });

  it('is never mounted in production', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      CODE_SECRET: 'x'.repeat(40),
      PASARELA_SECRETS_KEY: 'y'.repeat(40),
      ...VAPID_DE_PRUEBA,
    });
    expect(production.devMensajes).toBe(false);
    expect(production.mensajes.proveedor).toBeNull();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', MENSAJES_PROVEEDOR: 'outbox', ...VAPID_DE_PRUEBA }),
    ).toThrow(/MENSAJES_PROVEEDOR/);
    const app = createApp({ ...t.services, config: { ...t.config, devMensajes: false } });
    expect(await (await app.request('/dev/mensajes')).text()).not.toContain('Mensajes de desarrollo');
    expect((await app.request('/dev/mensajes/messages.json')).headers.get('content-type') ?? '').not.toContain(
      'application/json',
    );
  });
});
