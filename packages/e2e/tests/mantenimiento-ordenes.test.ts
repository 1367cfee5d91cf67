// Órdenes de trabajo in the browser (issue 29), at 360 px: the owner files a PQRS, the administrator
// creates its orden de trabajo from the PQRS and assigns it to «Ascensores Andinos S.A.S.» on the
// Mantenimiento board, the proveedor (proveedor@horizonte.co) marks it en curso and terminada with a
// photo from its dashboard, the administrator verifies it, and the owner sees the orden's progress in
// the PQRS and rates the work.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let owner: ApiSession;
let proveedor: ApiSession;
let consejo: ApiSession;
const asunto = `Puerta del ascensor ${unique('o')}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  proveedor = await login(baseUrl, 'proveedor@horizonte.co', 'altos');
  consejo = await login(baseUrl, 'consejo@horizonte.co', 'altos');
});

describe('órdenes de trabajo', () => {
  it('PQRS → orden → proveedor terminada con foto → admin verifica → el propietario la ve y la califica', async () => {
    const { page } = browser;
    // The owner files the PQRS.
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/pqrs');
    await page.getByRole('button', { name: 'Nueva PQRS' }).click();
    const form = page.getByRole('form', { name: 'Nueva PQRS' });
    await form.getByLabel('Tipo').selectOption('reclamo');
    await form.getByLabel('Asunto').fill(asunto);
    await form.getByLabel('Descripción').fill('La puerta del ascensor de la torre 1 se devuelve antes de cerrar.');
    await form.getByRole('button', { name: 'Radicar PQRS' }).click();
    await expect.poll(() => page.getByTestId('pqrs-detalle').textContent(), { timeout: 30_000 }).toContain(asunto);

    // The administrator creates the orden from the PQRS.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/administrativo');
    await page.getByRole('searchbox', { name: 'Buscar PQRS' }).or(page.getByLabel('Buscar PQRS')).first().fill(asunto);
    const item = page.getByTestId('bandeja-pqrs-item').filter({ hasText: asunto });
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(1);
    await item.click();
    const staff = page.getByTestId('pqrs-detalle');
    await staff.getByRole('button', { name: 'Crear orden de trabajo' }).click();
    await expect.poll(() => staff.getByTestId('pqrs-orden').textContent(), { timeout: 30_000 }).toContain('Abierta');

    // … and assigns it on the Mantenimiento board.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/mantenimiento');
    const tarjeta = page.getByTestId('orden-tarjeta').filter({ hasText: asunto });
    await expect.poll(() => tarjeta.count(), { timeout: 30_000 }).toBe(1);
    // The demo's rule for the consejo, read from the complex's settings.
    expect(await page.getByTestId('regla-aprobacion').textContent()).toContain(
      'necesitan la aprobación de un miembro del consejo',
    );
    await tarjeta.click();
    const detalle = page.getByTestId('orden-detalle');
    await detalle.getByLabel('Asignar a').selectOption({ label: 'Ascensores Andinos S.A.S.' });
    await detalle.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect
      .poll(() => detalle.getByTestId('orden-proveedor').textContent(), { timeout: 30_000 })
      .toBe('Ascensores Andinos S.A.S.');
    await screenshot(page, 'orden-asignada-360');

    // The proveedor starts it and finishes it with a photo from its dashboard.
    await openAs(page, baseUrl, proveedor, '/ph/altos/proveedor/dashboard');
    const suya = page.getByTestId('ordenes-proveedor').getByTestId('orden-tarjeta').filter({ hasText: asunto });
    await expect.poll(() => suya.count(), { timeout: 30_000 }).toBe(1);
    await suya.click();
    await page.getByTestId('orden-detalle').getByRole('button', { name: 'Marcar en curso' }).click();
    const trabajo = page.getByTestId('orden-detalle');
    await expect.poll(() => trabajo.getByRole('button', { name: 'Marcar terminada' }).count(), { timeout: 30_000 }).toBe(1);
    await trabajo
      .getByLabel('Evidencia (fotos o PDF)')
      .setInputFiles({ name: 'puerta-arreglada.png', mimeType: 'image/png', buffer: PNG });
    await trabajo.getByRole('button', { name: 'Subir y marcar terminada' }).click();
    await expect.poll(() => trabajo.textContent(), { timeout: 30_000 }).toContain('Terminada');
    expect(await trabajo.getByRole('button', { name: /puerta-arreglada\.png/ }).count()).toBe(1);
    await screenshot(page, 'orden-terminada-proveedor-360');

    // The administrator verifies it.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/mantenimiento');
    await expect.poll(() => tarjeta.count(), { timeout: 30_000 }).toBe(1);
    await tarjeta.click();
    await page.getByTestId('orden-detalle').getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('dialog', { name: '¿Verificar la orden?' }).getByRole('button', { name: 'Verificar' }).click();
    await expect.poll(() => page.getByTestId('orden-detalle').textContent(), { timeout: 30_000 }).toContain('Verificada');

    // The owner sees it in the PQRS and rates it.
    await openAs(page, baseUrl, owner, '/ph/altos/propietario/pqrs');
    await page.getByTestId('mi-pqrs').filter({ hasText: asunto }).click();
    const suOrden = page.getByTestId('pqrs-orden');
    await expect.poll(() => suOrden.textContent(), { timeout: 30_000 }).toContain('Verificada');
    expect(await suOrden.textContent()).toContain('Ascensores Andinos S.A.S.');
    await suOrden.getByLabel('Calificación').selectOption('4');
    await suOrden.getByRole('button', { name: 'Calificar' }).click();
    await expect.poll(() => suOrden.textContent(), { timeout: 30_000 }).toContain('Calificaste el trabajo con 4 de 5');
    await screenshot(page, 'orden-calificada-360');
  });

  it('the consejo approves from its dashboard the orden over the threshold', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, consejo, '/ph/altos/consejo/dashboard');
    const porAprobar = page.getByTestId('ordenes-por-aprobar');
    const tarjeta = porAprobar.getByTestId('orden-tarjeta').filter({ hasText: 'Cambiar el motor del portón vehicular' });
    await expect.poll(() => tarjeta.count(), { timeout: 30_000 }).toBe(1);
    await tarjeta.click();
    await page.getByTestId('orden-detalle').getByRole('button', { name: 'Aprobar' }).click();
    await page
      .getByRole('dialog', { name: /¿Aprobar la orden/ })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    await expect
      .poll(() => page.getByTestId('orden-detalle').textContent(), { timeout: 30_000 })
      .toContain('1 de 1 aprobaciones');
    await screenshot(page, 'orden-aprobada-consejo-360');
  });
});
