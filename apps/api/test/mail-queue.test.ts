// The durable outbox (issue 12 item 3): mail is queued in the transaction of the change that causes
// it and delivered by the job queue's worker (pg-boss on PGlite and on PostgreSQL), which retries an
// SMTP outage with back-off and picks pending mail up again after a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';
import { createDatabase } from '@horizonte/db';
import { createTestDatabase, type TestDatabase } from '@horizonte/db/testing';

import { startServices } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { JOBS, type JobDefinition } from '../src/jobs/registry.ts';
import { linkIn, startTestApp, startTestSmtp, TEST_APP_URL, type TestApp, type TestSmtp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createPreregistro, createTenants, type Tenants } from './support/tenants.ts';
import { createApp } from './support/validated-app.ts';

const PASSWORD = 'Horizonte-Cola-Duradera-2026!';
let counter = 0;
function person() {
  counter += 1;
  const n = `${process.pid}${counter}`;
  return {
    nombre: `Persona Cola ${n}`,
    tipo_documento: 'CC',
    numero_documento: `66${n}`,
    email: `cola${n}@example.com`,
    password: PASSWORD,
  };
}

describe('mail through the job queue', () => {
  let t: TestApp;
  let x: Tenants;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_RETRY_DELAY_SECONDS: '1' });
    x = await createTenants(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers registration and invitations during an SMTP outage, and delivers both once SMTP is back', async () => {
    await t.smtp.stop();
    const registrant = person();
    const registered = await t.rest('POST', '/api/auth/register', { body: registrant });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ success: true, message: MSG.registerSuccess });

    const invited = await t.rest('POST', `/api/ph/${x.phA.id}/invite`, {
      token: x.tokens.adminA!,
      body: { email: 'durante.caida@example.com', rol: 'residente' },
    });
    expect(invited.status).toBe(200);
    expect(await t.db.invitation.count({ where: { email: 'durante.caida@example.com', status: 'pendiente' } })).toBe(1);

    // Let the worker fail at least once against the closed port, then bring SMTP back.
    await waitForFailedAttempt(t);
    expect(t.smtp.messages.filter((m) => m.to === registrant.email || m.to === 'durante.caida@example.com')).toEqual([]);
    await t.smtp.start();

    const verification = await t.smtp.waitFor(registrant.email, { subject: /Verifica/, timeoutMs: 20_000 });
    expect(linkIn(verification, `${TEST_APP_URL}/verify-email?token=`)).toMatch(/token=[A-Za-z0-9_-]{20,}/);
    const invitation = await t.smtp.waitFor('durante.caida@example.com', {
      subject: /Invitación a Conjunto A/,
      timeoutMs: 20_000,
    });
    const link = linkIn(invitation, `${TEST_APP_URL}/ph/${x.phA.identificador}?invitacion=`);
    const preview = await t.rest('POST', '/api/invitations/preview', {
      body: { token: new URL(link).searchParams.get('invitacion') },
    });
    expect(preview.body).toMatchObject({ success: true, email: 'durante.caida@example.com', rol: 'residente' });
  });

  it('sends nothing for a rolled-back transaction and exactly the committed mail otherwise', async () => {
    await expect(
      t.db.$transaction(async (tx) => {
        await t.jobs.send(tx, 'mail.send', { to: 'revertido@example.com', subject: 'No debe salir', text: 'revertido' });
        throw new Error('la transacción se revierte');
      }),
    ).rejects.toThrow('la transacción se revierte');
    await t.db.$transaction(async (tx) => {
      await t.jobs.send(tx, 'mail.send', { to: 'confirmado@example.com', subject: 'Sí sale', text: 'confirmado' });
    });
    await t.jobs.settle();
    expect((await t.smtp.waitFor('confirmado@example.com')).subject).toBe('Sí sale');
    expect(t.smtp.messages.filter((m) => m.to === 'revertido@example.com')).toEqual([]);
  });

  it('a refused decision mails nobody: deciding a pre-registration twice is a 409 and one mail', async () => {
    const pre = await createPreregistro(t.db, x.phA.id);
    const first = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${pre.id}/reject`, {
      token: x.tokens.adminA!,
      body: { motivo: 'No reside' },
    });
    expect(first.status).toBe(200);
    const second = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${pre.id}/reject`, {
      token: x.tokens.adminA!,
      body: { motivo: 'Otra vez' },
    });
    expect(second.status).toBe(409);
    await t.jobs.settle();
    expect(t.smtp.messages.filter((m) => m.to === pre.email)).toHaveLength(1);
  });

  it('keeps no copy of a delivered link: sent mail jobs are deleted, not archived', async () => {
    await t.jobs.settle();
    const [left] = await t.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT (SELECT count(*) FROM pgboss.job WHERE data::text LIKE '%token=%' OR data::text LIKE '%invitacion=%')
            + (SELECT count(*) FROM pgboss.archive WHERE data::text LIKE '%token=%' OR data::text LIKE '%invitacion=%') AS n`,
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('runs one queue on this database: pg-boss tables, the mail queue with back-off and the hourly purge schedule', async () => {
    const [queue] = await t.db.$queryRawUnsafe<{ retry_backoff: boolean; retry_delay: number }[]>(
      `SELECT retry_backoff, retry_delay FROM pgboss.queue WHERE name = 'mail.send'`,
    );
    expect(queue).toEqual({ retry_backoff: true, retry_delay: 1 });
    // Every job of the registry with a cron is scheduled, the hourly purge among them.
    const schedules = await t.db.$queryRawUnsafe<{ name: string; cron: string }[]>(
      `SELECT name, cron FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules).toContainEqual({ name: 'maintenance.purge-expired', cron: '17 * * * *' });
    const registered = Object.entries(JOBS as Record<string, JobDefinition<unknown>>)
      .filter(([, job]) => job.schedule)
      .map(([name, job]) => ({ name, cron: job.schedule }))
      .sort((x, y) => x.name.localeCompare(y.name));
    expect(schedules).toEqual(registered);
  });
});

async function waitForFailedAttempt(t: TestApp): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await t.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND state = 'retry'`,
    );
    if (row!.n >= 2) return;
    if (Date.now() > deadline) throw new Error('el trabajador no intentó entregar el correo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('pending mail survives a restart of the worker', () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it('mail queued before a stop is delivered by the next process', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      APP_URL: TEST_APP_URL,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    await smtp.stop();
    const first = await startServices(config, { migrate: false });
    const { user } = await createTestUser(first.services.db, { email: 'reinicio@example.com' });
    const res = await createApp(first.services).request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    await first.stop();
    expect(smtp.messages).toEqual([]);

    await smtp.start();
    const second = await startServices(config, { migrate: false });
    try {
      const mail = await smtp.waitFor('reinicio@example.com', { subject: /Restablece/, timeoutMs: 20_000 });
      expect(linkIn(mail, `${TEST_APP_URL}/reset-password?token=`)).toMatch(/token=/);
    } finally {
      await second.stop();
    }
  });
});

describe('stopping the services', () => {
  it('lets a delivery in progress finish (SIGTERM calls the same stop)', async () => {
    const database = await createTestDatabase();
    const slow = await startTestSmtp({ acceptDelayMs: 1_500 });
    try {
      const running = await startServices(
        loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: database.url,
          SEED_DEMO: 'false',
          SMTP_URL: slow.url,
          APP_URL: TEST_APP_URL,
        }),
        { migrate: false },
      );
      await running.services.jobs.send(running.services.db, 'mail.send', {
        to: 'en.curso@example.com',
        subject: 'En curso',
        text: 'entregándose al parar',
      });
      const db = running.services.db;
      for (let i = 0; i < 100; i++) {
        const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND state = 'active'`,
        );
        if (row!.n === 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await running.stop();
      expect(slow.messages.map((m) => m.to)).toEqual(['en.curso@example.com']);
    } finally {
      await slow.close();
      await database.drop();
    }
  });
});

describe('a stop in the middle of taking a job', () => {
  it('leaves no job marked active: each is delivered or back in the queue for the next process', async () => {
    const database = await createTestDatabase();
    const smtp = await startTestSmtp();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      APP_URL: TEST_APP_URL,
    });
    try {
      // The stop lands at a different point of the worker's fetch each round (pg-boss's own worker
      // shut down between a fetch and its handler, stranding the job as active for 15 minutes).
      for (let round = 0; round < 8; round++) {
        const running = await startServices(config, { migrate: false });
        await running.services.jobs.send(running.services.db, 'mail.send', {
          to: `parada${round}@example.com`,
          subject: 'Parada',
          text: 'parada',
        });
        await new Promise((r) => setTimeout(r, round % 4));
        await running.stop();
        const reader = await createDatabase(database.url);
        try {
          const [row] = await reader.prisma.$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active'`,
          );
          expect(row!.n, `ronda ${round}`).toBe(0);
        } finally {
          await reader.close();
        }
      }
      const last = await startServices(config, { migrate: false });
      try {
        await last.services.jobs.settle();
      } finally {
        await last.stop();
      }
      for (let round = 0; round < 8; round++)
        expect(
          smtp.messages.filter((m) => m.to === `parada${round}@example.com`),
          `ronda ${round}`,
        ).toHaveLength(1);
    } finally {
      await smtp.close();
      await database.drop();
    }
    // Nine processes start and stop on one database: ~15 s on an idle machine, twice that on a busy one.
  }, 120_000);
});

describe('without SMTP_URL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('the worker delivers into the /dev/mail outbox, as before', async () => {
    const running = await startServices(
      loadConfig({ NODE_ENV: 'development', DATABASE_URL: database.url, SEED_DEMO: 'false', APP_URL: TEST_APP_URL }),
      { migrate: false },
    );
    try {
      const app = createApp(running.services);
      const registrant = person();
      const res = await app.request('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrant),
      });
      expect(res.status).toBe(200);
      await running.services.jobs.settle();
      const outbox = await (await app.request(`/dev/mail/messages.json?to=${encodeURIComponent(registrant.email)}`)).json();
      expect(outbox.messages).toHaveLength(1);
      expect(outbox.messages[0].text).toContain(`${TEST_APP_URL}/verify-email?token=`);
    } finally {
      await running.stop();
    }
  });
});
