// Issue 33 in the browser: a ticket's round trip — the administrator opens it in «Ayuda», the support
// agent answers it from the queue, resolves and closes it, and the administrator reads the answer —
// and a status card turning red when the real job queue backs up (a server of its own whose workers
// are off: the verification mails of new accounts wait in pg-boss while the platform clock moves on).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createTestDatabase } from '@horizonte/db/testing';

import { useBrowser } from '../src/index.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { api, login, openAs } from './portal-support.ts';
import { newPerson, PASSWORD } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
/** A real 1×1 PNG: the server reads the type from the content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const browser = useBrowser({ width: 360, height: 780 });

describe('tickets de soporte', () => {
  it('the administrator opens a ticket in «Ayuda», support answers and closes it, the administrator sees the answer', async () => {
    const { page } = browser;
    const asunto = `Ayuda e2e ${Date.now().toString(36)}`;
    const respuesta = 'Ya reenviamos el correo de verificación; revisa también la carpeta de spam.';

    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/ph/altos/admin/ayuda');
    await page.getByRole('heading', { name: 'Ayuda', exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main').innerText()).toContain('primera respuesta a más tardar 1 día hábil');
    await page.getByRole('button', { name: 'Nuevo ticket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enviar ticket' }).click();
    await dialog.getByText('Escribe el asunto del ticket').waitFor();
    await dialog.getByLabel('Asunto').fill(asunto);
    await dialog.getByLabel('Descripción').fill('Un residente de la Torre 1 no recibe el correo de verificación.');
    await dialog.getByLabel('Prioridad').selectOption('alta');
    await dialog
      .getByLabel(/Archivos \(opcional\)/)
      .setInputFiles({ name: 'pantallazo.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Enviar ticket' }).click();
    await page.getByTestId('ticket-asunto').getByText(asunto, { exact: false }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main').innerText()).toContain('Abierto');

    await openAs(page, baseUrl, await login(baseUrl, 'soporte@horizonte.co'), '/soporte/dashboard?seccion=tickets');
    await page.getByLabel('Buscar por asunto o número').fill(asunto);
    await page.getByRole('button', { name: new RegExp(asunto) }).click({ timeout: 30_000 });
    await page.getByLabel('Respuesta al conjunto').fill(respuesta);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByTestId('ticket-mensajes').getByText(respuesta).waitFor({ timeout: 30_000 });
    // The administrator's screenshot travelled with the ticket.
    expect(await page.getByRole('list', { name: 'Archivos adjuntos' }).innerText()).toContain('pantallazo.png');
    await page.getByRole('button', { name: 'Pasar a «Resuelto»' }).click();
    await page.getByRole('button', { name: 'Pasar a «Cerrado»' }).click({ timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar ticket' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('main').innerText(), { timeout: 30_000 }).toContain('Cerrado');

    // The administrator was mailed the answer (the demo's /dev/mail outbox) and reads it in «Ayuda».
    await expect
      .poll(
        async () => {
          const res = await fetch(`${baseUrl}/dev/mail/messages.json?to=${encodeURIComponent('admin.altos@horizonte.co')}`);
          const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
          return messages.some((m) => /respuesta del equipo de soporte/.test(m.subject) && m.text.includes(respuesta));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await openAs(page, baseUrl, await login(baseUrl, 'admin.altos@horizonte.co'), '/ph/altos/admin/ayuda');
    await page.getByRole('button', { name: new RegExp(asunto) }).click({ timeout: 30_000 });
    await page.getByTestId('ticket-mensajes').getByText(respuesta).waitFor({ timeout: 30_000 });
    const texto = await page.locator('main').innerText();
    expect(texto).toContain('(Soporte)');
    expect(texto).toContain('Cerrado');
    expect(await page.getByLabel('Tu mensaje').count()).toBe(0);
  });
});

describe('estado de la plataforma', () => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  const SUPER = 'estado.e2e@horizonte.co';

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = () => database.drop();
    // Its own server: no job workers (the queue only fills), and a clock the test may move.
    server = await startServer({
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      JOBS_WORKERS: 'false',
      TEST_CLOCK: 'true',
      BOOTSTRAP_SUPERADMIN_EMAIL: SUPER,
      BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('turns the job queue card red, with its words, when real jobs wait more than an hour', async () => {
    const { page } = browser;
    const session = await login(server.url, SUPER);
    // Three new accounts: three verification mails queued, which no worker takes.
    for (const label of ['cola1', 'cola2', 'cola3']) {
      expect((await api(server.url, 'POST', '/auth/register', newPerson(label))).status).toBeLessThan(300);
    }
    await openAs(page, server.url, session, '/super-admin/dashboard?seccion=infraestructura');
    const cola = page.getByTestId('estado-cola');
    await cola.waitFor({ timeout: 30_000 });
    expect(await cola.getAttribute('data-estado')).toBe('operativo');
    expect(await cola.innerText()).toMatch(/\d+ pendientes/);
    expect(await page.getByTestId('estado-general-valor').innerText()).toBe('Operativo');

    const luego = new Date(Date.now() + 90 * 60_000).toISOString();
    expect((await api(server.url, 'PUT', '/test/reloj', { ahora: luego }, session.token)).status).toBe(200);
    // The screen polls every 15 s: no reload needed.
    await expect.poll(() => cola.getAttribute('data-estado'), { timeout: 40_000 }).toBe('caido');
    expect(await page.getByTestId('estado-cola-estado').innerText()).toBe('Caído');
    expect(await cola.innerText()).toMatch(/El más antiguo espera hace (9\d|1\d\d) min/);
    expect(await page.getByTestId('estado-general-valor').innerText()).toBe('Degradado');
    expect(await page.locator('main').innerText()).toContain('La cola de trabajos está detenida');
    expect(await page.locator('main').innerText()).not.toContain('Datos de ejemplo');
  }, 120_000);
});
