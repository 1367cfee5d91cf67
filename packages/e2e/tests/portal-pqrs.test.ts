// PQRS and comunicados in the browser (issue 16): a resident files a PQRS with a photo, the
// administrator answers it from Administrativo → PQRS, the resident sees the answer and the bell, and
// the answer arrives by mail; the administrator publishes a comunicado and sees who read it.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let admin: ApiSession;
let resident: ApiSession;
const asunto = `Filtración en el parqueadero ${unique('p')}`;
const respuesta = 'El plomero revisará la tubería el jueves a las 9:00 a. m.';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  resident = await login(baseUrl, 'residente@horizonte.co', 'altos');
});

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  return (await (await fetch(`${baseUrl}/dev/mail/messages.json?to=${encodeURIComponent(email)}`)).json()).messages;
}

describe('PQRS', () => {
  it('a resident files one with a photo, the administrator answers, the resident sees it and gets the mail', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, resident, '/ph/altos/residente/pqrs');
    await page.getByRole('button', { name: 'Nueva PQRS' }).click();
    const form = page.getByRole('form', { name: 'Nueva PQRS' });
    await form.getByLabel('Tipo').selectOption('reclamo');
    // Each clase names its legal term (Ley 1755 de 2015 art. 14), read from the contracts.
    expect(await form.getByLabel('Clase').locator('option').allTextContents()).toEqual([
      'General (15 días hábiles)',
      'Solicitud de documentos (10 días hábiles)',
      'Consulta (30 días hábiles)',
    ]);
    // Six files are one too many: the contracts' limit and message, before anything is sent.
    const seis = Array.from({ length: 6 }, (_, i) => ({ name: `foto${i}.png`, mimeType: 'image/png', buffer: PNG }));
    await form.getByLabel(/Adjuntos/).setInputFiles(seis);
    await expect.poll(() => form.textContent()).toContain('Se permiten como máximo 5 archivos por PQRS o comentario');
    await form.getByLabel('Asunto').fill(asunto);
    await form.getByLabel('Descripción').fill('Gotea agua sobre el puesto 14 desde el lunes.');
    await form.getByLabel(/Adjuntos/).setInputFiles({ name: 'gotera.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Radicar PQRS' }).click();
    const detalle = page.getByTestId('pqrs-detalle');
    await expect.poll(() => detalle.textContent(), { timeout: 30_000 }).toContain(asunto);
    expect(await detalle.textContent()).toMatch(/Radicado \d{4}-\d{6}/);
    expect(await detalle.getByRole('button', { name: 'gotera.png' }).count()).toBe(1);
    expect(await detalle.getByTestId('vencimiento-chip').getAttribute('data-tone')).toBe('green');
    await screenshot(page, 'pqrs-radicada-1280');

    await openAs(page, baseUrl, admin, '/ph/altos/admin/administrativo');
    await page.getByRole('searchbox', { name: 'Buscar PQRS' }).or(page.getByLabel('Buscar PQRS')).first().fill(asunto);
    const item = page.getByTestId('bandeja-pqrs-item').filter({ hasText: asunto });
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(1);
    await item.click();
    const staff = page.getByTestId('pqrs-detalle');
    // The buttons come from the contracts' PQRS policy: a radicada one may be annulled, an answered one
    // only closed (PUT /estado answers 409 to annulling it, so «Anular» is not offered).
    const boton = (name: string) => staff.getByRole('button', { name, exact: true });
    await expect.poll(() => boton('Anular').count(), { timeout: 30_000 }).toBe(1);
    await staff.getByLabel('Comentario o respuesta').fill(respuesta);
    await staff.getByRole('button', { name: 'Responder' }).click();
    await expect.poll(() => staff.textContent(), { timeout: 30_000 }).toContain('Respondida');
    await expect.poll(() => boton('Cerrar').count(), { timeout: 30_000 }).toBe(1);
    expect(await boton('Anular').count()).toBe(0);
    expect(await boton('Responder').count()).toBe(0);
    await screenshot(page, 'pqrs-bandeja-1280');

    await openAs(page, baseUrl, resident, '/ph/altos/residente/pqrs');
    await expect.poll(() => page.getByTestId('notifications-count').textContent(), { timeout: 30_000 }).toMatch(/^[1-9]/);
    await page.getByTestId('mi-pqrs').filter({ hasText: asunto }).click();
    await expect.poll(() => page.getByTestId('pqrs-respuesta').textContent(), { timeout: 30_000 }).toBe(respuesta);
    await expect
      .poll(async () => (await mailsTo('residente@horizonte.co')).some((m) => m.text.includes(respuesta)), { timeout: 30_000 })
      .toBe(true);
  });
});

describe('Comunicados', () => {
  it('the administrator publishes one, a resident reads it and the receipt counts the reading', async () => {
    const { page } = browser;
    const titulo = `Corte de agua ${unique('c')}`;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/comunicados');
    await page.getByRole('button', { name: 'Nuevo comunicado' }).click();
    const form = page.getByRole('form', { name: 'Nuevo comunicado' });
    await form.getByLabel('Título').fill(titulo);
    await form.getByLabel(/Mensaje/).fill('El **martes** no habrá agua de 8 a 12.\n\n<script>alert(1)</script>');
    await form.getByLabel('Enviar también por correo').uncheck();
    await form.getByRole('button', { name: 'Publicar' }).click();
    const mine = page.getByTestId('comunicado').filter({ hasText: titulo });
    await expect.poll(() => mine.count(), { timeout: 30_000 }).toBe(1);

    await openAs(page, baseUrl, resident, '/ph/altos/residente/comunicados');
    const unread = page.getByTestId('comunicado').filter({ hasText: titulo });
    await expect.poll(() => unread.textContent(), { timeout: 30_000 }).toContain('nuevo');
    await unread.click();
    const cuerpo = page.getByTestId('comunicado-cuerpo');
    await expect.poll(() => cuerpo.innerHTML(), { timeout: 30_000 }).toContain('<strong>martes</strong>');
    expect(await cuerpo.innerHTML()).not.toContain('<script');
    await expect.poll(() => unread.textContent()).not.toContain('nuevo');

    await openAs(page, baseUrl, admin, '/ph/altos/admin/comunicados');
    await page.getByTestId('comunicado').filter({ hasText: titulo }).click();
    await expect
      .poll(() => page.getByTestId('comunicado-lecturas').textContent(), { timeout: 30_000 })
      .toMatch(/Leído por [1-9]\d* de \d+ destinatarios/);
  });
});
