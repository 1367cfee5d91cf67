// The notification center in the browser (issue 32): the guard registers a package for Torre 1 · 101
// and the owner's bell shows it (badge, title, «hace…»), its entry opens the owner's Portería, and
// «Marcar todas como leídas» empties the badge; the bell's menu fits a 360 px screen. Then push: Mi
// Perfil subscribes this device and a package arriving reaches it through the push service.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestPushService } from '../../../apps/api/test/support/push-service.ts';
import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let owner: ApiSession;
let guard: ApiSession;

beforeAll(async () => {
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  guard = await login(baseUrl, 'porteria@horizonte.co', 'altos');
});

describe('the notification center', () => {
  it('a package registered by the guard → the owner’s bell shows it, its link opens Portería, «Marcar todas como leídas»', async () => {
    const { page } = browser;
    const descripcion = `Caja ${unique('n')}`;
    await registrarPaquete(page, descripcion);

    await page.setViewportSize({ width: 360, height: 740 });
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/dashboard');
    await expect.poll(() => page.getByTestId('notifications-count').textContent(), { timeout: 30_000 }).toMatch(/^[1-9]/);
    await page.getByTestId('notifications').click();
    const aviso = page.getByTestId('notificacion').filter({ hasText: descripcion });
    await aviso.waitFor({ timeout: 30_000 });
    expect(await aviso.getAttribute('data-leida')).toBe('false');
    const texto = (await aviso.textContent())!;
    expect(texto).toContain('Sin leer: Llegó un paquete para 1-101');
    expect(texto).toMatch(/ahora|hace \d+ (segundos?|minutos?)/);
    // The menu fits the phone's screen.
    const box = (await page.getByTestId('notificaciones-menu').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'notificaciones-campana-360');

    // Keyboard: the entry is a menu item; Enter opens the thing.
    await aviso.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/ph/altos/propietario/porteria`, { timeout: 30_000 });
    await page.getByTestId('mi-paquete').filter({ hasText: descripcion }).waitFor({ timeout: 30_000 });

    // Opened, it is read; then every other one at once.
    await page.getByTestId('notifications').click();
    await expect
      .poll(() => page.getByTestId('notificacion').filter({ hasText: descripcion }).getAttribute('data-leida'), {
        timeout: 30_000,
      })
      .toBe('true');
    const todas = page.getByRole('menuitem', { name: 'Marcar todas como leídas' });
    if (await todas.count()) await todas.click();
    await expect
      .poll(
        async () => (await api<{ noLeidas: number }>(baseUrl, 'GET', '/notificaciones', undefined, owner.token)).body.noLeidas,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    await expect
      .poll(() => page.locator('[data-testid="notificacion"][data-leida="false"]').count(), { timeout: 30_000 })
      .toBe(0);
  });

  // Chromium here cannot reach a real push service (no internet), so PushManager.prototype.subscribe is
  // replaced (page.addInitScript) by one answering a subscription on our local push service, whose keys the
  // test generated as a browser would. Everything after that is real: the service worker registered by the
  // app, the API storing the subscription, the job queue delivering the package's notification with VAPID,
  // and the push service checking the JWT and decrypting the payload (RFC 8291).
  it('subscribing to push from Mi Perfil; a package arriving reaches the device', async () => {
    const { page } = browser;
    const push = await startTestPushService({ port: inject('pushPort') });
    try {
      const suscripcion = push.suscribir();
      await page.context().grantPermissions(['notifications'], { origin: baseUrl });
      await page.addInitScript((s: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
        let actual: unknown = null;
        const falsa = {
          endpoint: s.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true },
          toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
          unsubscribe: async () => {
            actual = null;
            return true;
          },
        };
        PushManager.prototype.subscribe = async function () {
          actual = falsa;
          return falsa as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return actual as PushSubscription | null;
        };
      }, suscripcion);
      await openAs(page, baseUrl, owner, '/perfil');
      // The app registers its service worker once the page is idle; the card then offers push.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      const card = page.getByTestId('push-dispositivo');
      await card.getByRole('button', { name: 'Recibir notificaciones en este dispositivo' }).click({ timeout: 30_000 });
      await card.getByText('Este dispositivo recibe notificaciones.').waitFor({ timeout: 30_000 });

      const descripcion = `Sobre ${unique('p')}`;
      await registrarPaquete(page, descripcion);
      const [mensaje] = await push.esperar(suscripcion.endpoint);
      expect(push.rechazos).toEqual([]);
      expect(mensaje!.payload).toMatchObject({ titulo: 'Llegó un paquete para 1-101' });
      expect((mensaje!.payload as { cuerpo: string }).cuerpo).toContain(descripcion);
      expect((mensaje!.payload as { enlace: string }).enlace).toBe('/ph/altos/propietario/porteria');
    } finally {
      await push.close();
    }
  });
});

/** The guard registers a package for Torre 1 · 101 from the gate's screen. */
async function registrarPaquete(page: Page, descripcion: string) {
  await openAs(page, baseUrl, guard, '/ph/altos/porteria/dashboard');
  await page.getByRole('tab', { name: 'Paquetes' }).click();
  const form = page.getByRole('form', { name: 'Registrar paquete' });
  await form.getByLabel('Unidad').selectOption({ label: 'Torre 1 · 101' });
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Registrar paquete' }).click();
  await expect.poll(() => page.getByTestId('paquete').filter({ hasText: descripcion }).count(), { timeout: 30_000 }).toBe(1);
}
