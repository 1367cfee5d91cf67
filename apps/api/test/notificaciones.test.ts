// The notification center and web push (issue 32) through both facades: a person's own notifications
// (newest first, keyset pages, unread count), marking one or all as read, nobody else's ever seen or
// marked; device subscriptions (validation, allowed hosts, request-forgery refusals); and delivery
// through the job queue to a real push service of our own on loopback (support/push-service.ts), which
// checks the VAPID JWT and decrypts the RFC 8291 payload; 404/410 drop the subscription, 500 is retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NOTIFICACIONES_MSG } from '@horizonte/contracts';

import { notificar } from '../src/modules/notificaciones/notificar.ts';
import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { trpcCall } from './support/matrix.ts';
import { startTestPushService, type TestPushService } from './support/push-service.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';

let t: TestApp;
let push: TestPushService;
let ana: TestUser;
let beto: TestUser;

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;

/** A notification for `userIds` as a use case would make it (in a transaction, with its delivery job). */
async function avisar(userIds: string[], titulo: string, enlace = '/perfil') {
  await t.db.$transaction((tx) =>
    notificar(t.services, tx, {
      destinatarios: userIds,
      phId: null,
      tipo: 'paquete_recibido',
      titulo,
      cuerpo: `Cuerpo de ${titulo}`,
      enlace,
    }),
  );
}

beforeAll(async () => {
  push = await startTestPushService();
  t = await startTestApp({
    // The test's push service is plain http on loopback: allowed only because it is listed so, explicitly.
    PUSH_ALLOWED_HOSTS: `fcm.googleapis.com,*.notify.windows.com,http://${push.host}`,
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  ana = await createTestUser(t.db, { nombre: 'Ana Notificada' });
  beto = await createTestUser(t.db, { nombre: 'Beto Otro' });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('the center', () => {
  it('lists only the caller’s notifications, newest first, with the unread count, on both facades', async () => {
    await avisar([ana.user.id], 'Primera para Ana');
    await avisar([ana.user.id, beto.user.id], 'Para los dos');
    await avisar([beto.user.id], 'Solo para Beto');

    const rest = await t.rest('GET', '/api/notificaciones', { token: ana.token });
    expect(rest.status).toBe(200);
    expect(rest.body.notificaciones.map((n: { titulo: string }) => n.titulo)).toEqual(['Para los dos', 'Primera para Ana']);
    expect(rest.body.noLeidas).toBe(2);
    expect(rest.body.notificaciones[0]).toMatchObject({ tipo: 'paquete_recibido', enlace: '/perfil', leida: false, phId: null });

    const trpc = await t.trpc('query', 'notificaciones.list', {}, beto.token);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.notificaciones.map((n: { titulo: string }) => n.titulo)).toEqual([
      'Solo para Beto',
      'Para los dos',
    ]);

    expect((await t.rest('GET', '/api/notificaciones')).status).toBe(401);
  });

  it('pages by keyset: `siguiente` leads to the older ones, without repeats, and the limit is bounded', async () => {
    const carla = await createTestUser(t.db, { nombre: 'Carla Paginada' });
    for (let i = 1; i <= 5; i++) await avisar([carla.user.id], `Aviso ${i}`);
    const p1 = await t.rest('GET', '/api/notificaciones?limite=2', { token: carla.token });
    expect(p1.body.notificaciones.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso 5', 'Aviso 4']);
    const p2 = await t.rest('GET', `/api/notificaciones?limite=2&antesDe=${encodeURIComponent(p1.body.siguiente)}`, {
      token: carla.token,
    });
    expect(p2.body.notificaciones.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso 3', 'Aviso 2']);
    const p3 = await t.trpc('query', 'notificaciones.list', { limite: 2, antesDe: p2.body.siguiente }, carla.token);
    expect(p3.body.result.data.notificaciones.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso 1']);
    expect(p3.body.result.data.siguiente).toBeNull();

    const grande = await t.rest('GET', '/api/notificaciones?limite=500', { token: carla.token });
    expect(grande.status).toBe(422);
    expect(message(grande)).toMatch(/no puede superar 50/);
    expect((await t.rest('GET', '/api/notificaciones?antesDe=cualquier-cosa', { token: carla.token })).status).toBe(422);
  });

  it('marks one as read — only its owner; another person’s answers 404 and stays unread', async () => {
    const lista = await t.rest('GET', '/api/notificaciones', { token: ana.token });
    const compartida = lista.body.notificaciones.find((n: { titulo: string }) => n.titulo === 'Para los dos');
    const deBeto = (await t.rest('GET', '/api/notificaciones', { token: beto.token })).body.notificaciones.find(
      (n: { titulo: string }) => n.titulo === 'Solo para Beto',
    );

    const ajena = await t.rest('PUT', `/api/notificaciones/${deBeto.id}/leida`, { token: ana.token });
    expect(ajena.status).toBe(404);
    expect(message(ajena)).toBe(NOTIFICACIONES_MSG.notFound);
    expect(ajena.body.code).toBe('NOTIFICACION_NO_ENCONTRADA');
    expect((await t.trpc('mutation', 'notificaciones.leer', { id: deBeto.id }, ana.token)).status).toBe(404);
    expect((await t.db.notificacion.findUniqueOrThrow({ where: { id: deBeto.id } })).leidaEn).toBeNull();

    const propia = await t.rest('PUT', `/api/notificaciones/${compartida.id}/leida`, { token: ana.token });
    expect(propia.status).toBe(200);
    expect(propia.body).toMatchObject({ message: NOTIFICACIONES_MSG.marcada, noLeidas: 1 });
    // Twice is fine.
    expect((await t.trpc('mutation', 'notificaciones.leer', { id: compartida.id }, ana.token)).body.result.data.noLeidas).toBe(1);
    const despues = await t.rest('GET', '/api/notificaciones', { token: ana.token });
    expect(despues.body.notificaciones.find((n: { id: string }) => n.id === compartida.id).leida).toBe(true);
    // Beto's copy of the same notice is his own and still unread.
    const deBetoCompartida = (await t.rest('GET', '/api/notificaciones', { token: beto.token })).body.notificaciones.find(
      (n: { titulo: string }) => n.titulo === 'Para los dos',
    );
    expect(deBetoCompartida.leida).toBe(false);
    expect((await t.rest('PUT', '/api/notificaciones/no-es-un-id/leida', { token: ana.token })).status).toBe(422);
  });

  it('marks all of the caller’s as read, nobody else’s', async () => {
    const rest = await t.rest('PUT', '/api/notificaciones/leidas', { token: ana.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ message: NOTIFICACIONES_MSG.todasMarcadas, noLeidas: 0 });
    expect((await t.rest('GET', '/api/notificaciones', { token: ana.token })).body.noLeidas).toBe(0);
    expect((await t.rest('GET', '/api/notificaciones', { token: beto.token })).body.noLeidas).toBe(2);
    const trpc = await trpcCall(t, 'mutation', 'notificaciones.leerTodas', undefined, beto.token);
    expect(trpc.body, JSON.stringify(trpc.body)).toHaveProperty('result.data.noLeidas', 0);
  });
});

describe('notificar', () => {
  it('with unaVez tells each person once per tipo and link (a retried job), with the link resolved per person', async () => {
    const dora = await createTestUser(t.db, { nombre: 'Dora Una Vez' });
    const aviso = {
      destinatarios: [dora.user.id],
      phId: null,
      tipo: 'cuenta_cobro_emitida' as const,
      titulo: 'Cuenta de cobro',
      cuerpo: 'Vence pronto',
      enlace: '/pagos-en-linea/x',
      unaVez: true,
    };
    expect(await t.db.$transaction((tx) => notificar(t.services, tx, aviso))).toBe(1);
    expect(await t.db.$transaction((tx) => notificar(t.services, tx, aviso))).toBe(0);
    expect(await t.db.$transaction((tx) => notificar(t.services, tx, { ...aviso, enlace: '/pagos-en-linea/y' }))).toBe(1);
    expect(await t.db.notificacion.count({ where: { userId: dora.user.id } })).toBe(2);
  });

  it('enqueues a delivery only for the notifications whose person has a device (push is its only channel)', async () => {
    const sinDispositivo = await createTestUser(t.db, { nombre: 'Eva Sin Teléfono' });
    const conDispositivo = await createTestUser(t.db, { nombre: 'Fabio Con Teléfono' });
    // Every delivery job's ids, oldest first (the finished ones stay in the table).
    const entregas = () =>
      t.db
        .$queryRawUnsafe<{ ids: string[] }[]>(
          `SELECT data->'ids' AS ids FROM pgboss.job WHERE name = 'notificaciones.entregar' ORDER BY created_on, id`,
        )
        .then((jobs) => jobs.map((job) => job.ids));
    const antes = (await entregas()).length;
    await avisar([sinDispositivo.user.id], 'Nadie a quien empujar');
    expect(await t.db.notificacion.count({ where: { userId: sinDispositivo.user.id } })).toBe(1);
    expect((await entregas()).slice(antes)).toEqual([]);

    const telefono = push.suscribir();
    expect((await t.rest('POST', '/api/push/suscripciones', { token: conDispositivo.token, body: telefono })).status).toBe(200);
    await avisar([sinDispositivo.user.id, conDispositivo.user.id], 'Solo uno tiene teléfono');
    const suya = await t.db.notificacion.findFirstOrThrow({ where: { userId: conDispositivo.user.id } });
    expect((await entregas()).slice(antes)).toEqual([[suya.id]]);
    const [recibido] = await push.esperar(telefono.endpoint);
    expect(recibido!.payload).toMatchObject({ titulo: 'Solo uno tiene teléfono' });
  });
});

describe('push subscriptions', () => {
  it('gives the VAPID public key to a signed-in person', async () => {
    const res = await t.rest('GET', '/api/push/clave-publica', { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.body.clavePublica).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.rest('GET', '/api/push/clave-publica')).status).toBe(401);
  });

  it('validates the browser’s subscription JSON', async () => {
    const buena = push.suscribir();
    const casos: unknown[] = [
      {},
      { endpoint: 'no es una url', keys: buena.keys },
      { endpoint: buena.endpoint },
      { endpoint: buena.endpoint, keys: { p256dh: 'corta', auth: buena.keys.auth } },
      { endpoint: buena.endpoint, keys: { p256dh: buena.keys.p256dh, auth: 'x'.repeat(200) } },
      { endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1200)}`, keys: buena.keys },
    ];
    for (const body of casos) {
      const res = await t.rest('POST', '/api/push/suscripciones', { token: ana.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(message(res)).toMatch(/suscripción|dirección|endpoint|claves/i);
    }
  });

  it('accepts only the allowed push services: no request forgery towards internal addresses', async () => {
    const { keys } = push.suscribir();
    const refused = [
      'https://127.0.0.1/push',
      'http://127.0.0.1/push',
      `http://127.0.0.1:${Number(push.host.split(':')[1]) + 1}/push/x`,
      `https://${push.host}/push/x`,
      'https://10.0.0.8/fcm/send/x',
      'https://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'https://[fd00::1]/x',
      'https://fcm.googleapis.com@10.0.0.1/fcm/send/x',
      'https://usuario:clave@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com/w/x',
      'https://evil.example/?h=.notify.windows.com',
      'ftp://fcm.googleapis.com/x',
      'https://localhost/x',
      'https://0x7f000001/x',
    ];
    for (const endpoint of refused) {
      const res = await t.rest('POST', '/api/push/suscripciones', { token: ana.token, body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(400);
      if (res.body.code === 'PUSH_ENDPOINT_NO_PERMITIDO') expect(message(res)).toBe(NOTIFICACIONES_MSG.endpointNoPermitido);
    }
    expect(await t.db.pushSuscripcion.count({ where: { userId: ana.user.id } })).toBe(0);

    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://db5p.notify.windows.com/w/?token=abc']) {
      const res = await t.trpc('mutation', 'notificaciones.push.suscripciones.create', { endpoint, keys }, ana.token);
      expect(res.status, endpoint).toBe(200);
    }
    expect(await t.db.pushSuscripcion.count({ where: { userId: ana.user.id } })).toBe(2);
  });

  it('deletes only the caller’s own subscription', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const query = `?endpoint=${encodeURIComponent(endpoint)}`;
    const ajena = await t.rest('DELETE', `/api/push/suscripciones${query}`, { token: beto.token });
    expect(ajena.status).toBe(200);
    expect(ajena.body.eliminada).toBe(false);
    expect(await t.db.pushSuscripcion.count({ where: { endpoint } })).toBe(1);
    const propia = await t.rest('DELETE', `/api/push/suscripciones${query}`, { token: ana.token });
    expect(propia.body).toMatchObject({ eliminada: true, message: NOTIFICACIONES_MSG.desuscrito });
    const otra = await t.trpc(
      'mutation',
      'notificaciones.push.suscripciones.delete',
      { endpoint: 'https://db5p.notify.windows.com/w/?token=abc' },
      ana.token,
    );
    expect(otra.body.result.data.eliminada).toBe(true);
    expect(await t.db.pushSuscripcion.count({ where: { userId: ana.user.id } })).toBe(0);
  });
});

describe('delivery', () => {
  it('reaches every device of the people concerned, signed (VAPID) and encrypted (RFC 8291); nobody else’s, nor older news to a device subscribed since', async () => {
    const telefono = push.suscribir();
    const portatil = push.suscribir();
    const deBeto = push.suscribir();
    for (const [s, token] of [
      [telefono, ana.token],
      [portatil, ana.token],
      [deBeto, beto.token],
    ] as const)
      expect((await t.rest('POST', '/api/push/suscripciones', { token, body: s })).status).toBe(200);
    const clave = (await t.rest('GET', '/api/push/clave-publica', { token: ana.token })).body.clavePublica;

    await avisar([ana.user.id], 'Llegó un paquete', '/ph/x/residente/porteria');
    const [enTelefono] = await push.esperar(telefono.endpoint);
    const [enPortatil] = await push.esperar(portatil.endpoint);
    for (const recibido of [enTelefono!, enPortatil!]) {
      expect(recibido.payload).toMatchObject({
        titulo: 'Llegó un paquete',
        cuerpo: 'Cuerpo de Llegó un paquete',
        enlace: '/ph/x/residente/porteria',
      });
      expect(recibido.clave).toBe(clave);
      expect(recibido.jwt.aud).toBe(push.origin);
      expect(recibido.jwt.sub).toMatch(/^mailto:/);
      expect(recibido.ttl).toBeGreaterThan(24 * 3600 - 60);
      expect(recibido.ttl).toBeLessThanOrEqual(24 * 3600);
      expect(recibido.urgencia).toBe('normal');
    }
    const id = (enTelefono!.payload as { id: string }).id;
    expect(await t.db.notificacion.findFirst({ where: { id, userId: ana.user.id } })).not.toBeNull();
    await t.jobs.settle();
    expect(push.recibidos.filter((r) => r.suscripcion === deBeto.endpoint).map((r) => r.payload)).toEqual([]);
    expect(push.rechazos).toEqual([]);
    const s = await t.db.pushSuscripcion.findUniqueOrThrow({ where: { endpoint: telefono.endpoint } });
    expect(s.ultimoExito).not.toBeNull();
  });

  it('drops a subscription the push service says is gone (404, 410) and retries other failures', async () => {
    const vencida = push.suscribir();
    const retirada = push.suscribir();
    const caida = push.suscribir();
    for (const s of [vencida, retirada, caida])
      expect((await t.rest('POST', '/api/push/suscripciones', { token: beto.token, body: s })).status).toBe(200);
    push.responder(vencida.endpoint, 404);
    push.responder(retirada.endpoint, 410);
    push.responder(caida.endpoint, 500);

    await avisar([beto.user.id], 'Aviso con fallas');
    const [reintentado] = await push.esperar(caida.endpoint);
    expect(reintentado!.payload).toMatchObject({ titulo: 'Aviso con fallas' });
    await t.jobs.settle();
    expect(await t.db.pushSuscripcion.count({ where: { endpoint: { in: [vencida.endpoint, retirada.endpoint] } } })).toBe(0);
    expect(await t.db.pushSuscripcion.count({ where: { endpoint: caida.endpoint } })).toBe(1);
    expect(push.recibidos.filter((r) => r.suscripcion === vencida.endpoint || r.suscripcion === retirada.endpoint)).toHaveLength(
      0,
    );
  });
});
