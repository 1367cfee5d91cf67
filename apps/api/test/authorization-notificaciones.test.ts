// Authorisation matrix of the notification center and web push (issue 32): every procedure × every
// caller × both facades. Each acts on the caller's own notifications and devices: any session may call
// them, anonymous gets 401, and a bystander's notification or subscription is never read nor changed.
// A suspended complex does not hold them back: they change the person's inbox and devices, not its records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notificar } from '../src/modules/notificaciones/notificar.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { proceduresUnder, runMatrixCase, SIGNED_IN, type MatrixCase } from './support/matrix.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, nextId, type ActorName, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let bystander: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  bystander = await createTestUser(t.db, { nombre: 'Ajena' });
  await avisar(bystander.user.id, 'De la persona ajena');
  await t.db.pushSuscripcion.create({
    data: {
      userId: bystander.user.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/ajena',
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
      createdAt: new Date(),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function avisar(userId: string, titulo: string): Promise<string> {
  await t.db.$transaction((tx) =>
    notificar(t.services, tx, {
      destinatarios: [userId],
      phId: null,
      tipo: 'pqrs_respondida',
      titulo,
      cuerpo: 'x',
      enlace: '/perfil',
    }),
  );
  return (await t.db.notificacion.findFirstOrThrow({ where: { userId, titulo } })).id;
}

const userOf = (actor: ActorName) => (actor === 'anonymous' ? undefined : x.users[actor].user.id);
const bystanderUntouched = async () => {
  expect(await t.db.notificacion.count({ where: { userId: bystander.user.id, leidaEn: null } })).toBe(1);
  expect(await t.db.pushSuscripcion.count({ where: { userId: bystander.user.id } })).toBe(1);
};
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) };

const cases: MatrixCase[] = [
  {
    name: 'notificaciones.list',
    expected: SIGNED_IN,
    build: (actor) => ({
      rest: { method: 'GET', path: '/api/notificaciones' },
      trpc: { kind: 'query', procedure: 'notificaciones.list', input: {} },
      verify: async (res) => {
        if (res.status !== 200) return;
        const body = res.body.notificaciones ? res.body : res.body.result.data;
        const own = await t.db.notificacion.count({ where: { userId: userOf(actor) } });
        expect(body.notificaciones).toHaveLength(Math.min(own, 20));
        expect(body.notificaciones.some((n: { titulo: string }) => n.titulo === 'De la persona ajena')).toBe(false);
      },
    }),
  },
  {
    name: 'notificaciones.leerTodas',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: () => ({
      rest: { method: 'PUT', path: '/api/notificaciones/leidas' },
      trpc: { kind: 'mutation', procedure: 'notificaciones.leerTodas' },
      verify: bystanderUntouched,
    }),
  },
  {
    name: 'notificaciones.leer',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: async (actor) => {
      const id = await avisar(userOf(actor) ?? bystander.user.id, `Propia ${nextId()}`);
      return {
        rest: { method: 'PUT', path: `/api/notificaciones/${id}/leida` },
        trpc: { kind: 'mutation', procedure: 'notificaciones.leer', input: { id } },
        verify: async (res) => {
          const row = await t.db.notificacion.findUniqueOrThrow({ where: { id } });
          expect(row.leidaEn !== null).toBe(res.status === 200);
          // The anonymous call aimed at the bystander's: still unread.
          if (actor === 'anonymous') await t.db.notificacion.delete({ where: { id } });
          await bystanderUntouched();
        },
      };
    },
  },
  {
    name: 'notificaciones.push.clavePublica',
    expected: SIGNED_IN,
    build: () => ({
      rest: { method: 'GET', path: '/api/push/clave-publica' },
      trpc: { kind: 'query', procedure: 'notificaciones.push.clavePublica' },
    }),
  },
  {
    name: 'notificaciones.push.suscripciones.create',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: (actor) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${actor}-${nextId()}`;
      return {
        rest: { method: 'POST', path: '/api/push/suscripciones', body: { endpoint, keys } },
        trpc: { kind: 'mutation', procedure: 'notificaciones.push.suscripciones.create', input: { endpoint, keys } },
        verify: async (res) => {
          const row = await t.db.pushSuscripcion.findUnique({ where: { endpoint } });
          expect(row?.userId).toBe(res.status === 200 ? userOf(actor) : undefined);
        },
      };
    },
  },
  {
    name: 'notificaciones.push.suscripciones.delete',
    suspensionExempt: true,
    expected: SIGNED_IN,
    build: () => {
      const endpoint = 'https://fcm.googleapis.com/fcm/send/ajena';
      return {
        rest: { method: 'DELETE', path: `/api/push/suscripciones?endpoint=${encodeURIComponent(endpoint)}` },
        trpc: { kind: 'mutation', procedure: 'notificaciones.push.suscripciones.delete', input: { endpoint } },
        verify: async (res) => {
          if (res.status === 200) expect(res.body.eliminada ?? res.body.result.data.eliminada).toBe(false);
          await bystanderUntouched();
        },
      };
    },
  },
];

describe('authorisation matrix of the notification center and web push (both facades)', () => {
  it('covers every procedure of the notificaciones router', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(proceduresUnder('notificaciones.'));
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });
});
