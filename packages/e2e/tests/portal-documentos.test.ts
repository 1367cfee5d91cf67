// Documentos in the browser (issue 16): the administrator uploads a PDF for the owners from
// Administrativo → Documentos; the owner finds it and downloads it; the resident does not see it.
// The document is this test's own and is archived at the end, so the demo library stays as it was.
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let admin: ApiSession;
let owner: ApiSession;
let resident: ApiSession;
/** The titles this file published (a retry publishes its own). */
const publicados: string[] = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  resident = await login(baseUrl, 'residente@horizonte.co', 'altos');
});

afterAll(async () => {
  // Leave the demo library as it was: archive this test's document (nothing is ever deleted).
  const ph = await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos', undefined, admin.token);
  for (const titulo of publicados) {
    const found = await api<{ documentos: { id: string }[] }>(
      baseUrl,
      'GET',
      `/ph/${ph.body.property.id}/documentos?q=${encodeURIComponent(titulo)}`,
      undefined,
      admin.token,
    );
    for (const d of found.body.documentos ?? [])
      await api(baseUrl, 'PUT', `/documentos/${d.id}/archivar`, { motivo: 'Prueba de navegador' }, admin.token);
  }
});

describe('Documentos', () => {
  it('the administrator uploads a PDF for the owners; the owner sees and downloads it; the resident does not see it', async () => {
    const { page } = browser;
    const titulo = `Acta del consejo ${unique('d')}`;
    publicados.push(titulo);
    await openAs(page, baseUrl, admin, '/ph/altos/admin/administrativo');
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByRole('button', { name: 'Subir documento' }).click();
    const form = page.getByRole('form', { name: 'Subir documento' });
    await form.getByLabel('Título').fill(titulo);
    await form.getByLabel('Descripción (opcional)').fill('Sesión ordinaria del consejo de administración.');
    await form.getByLabel('Categoría').selectOption('actas');
    await form.getByLabel('Quién lo puede ver').selectOption('propietarios');
    await form.getByLabel(/^Archivo/).setInputFiles({ name: 'acta-consejo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Publicar documento' }).click();
    const subido = page.getByTestId('documento').filter({ hasText: titulo });
    await expect.poll(() => subido.count(), { timeout: 30_000 }).toBe(1);
    expect(await subido.textContent()).toContain('Propietarios');
    expect(await subido.textContent()).toContain('Versión 1 · acta-consejo.pdf');
    await screenshot(page, 'documentos-admin-1280');

    await openAs(page, baseUrl, owner, '/ph/altos/propietario/documentos');
    await page.getByLabel('Buscar', { exact: true }).fill(titulo);
    const delPropietario = page.getByTestId('documento').filter({ hasText: titulo });
    await expect.poll(() => delPropietario.count(), { timeout: 30_000 }).toBe(1);
    expect(await delPropietario.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      delPropietario.getByRole('button', { name: `Descargar ${titulo}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('acta-consejo.pdf');
    expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);

    // At 360 px (opened at that size, as a phone would) the library never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    try {
      await openAs(page, baseUrl, owner, '/ph/altos/propietario/documentos');
      await expect.poll(() => page.getByTestId('documento').filter({ hasText: titulo }).count(), { timeout: 30_000 }).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, 'documentos-propietario-360');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await openAs(page, baseUrl, resident, '/ph/altos/residente/documentos');
    await expect.poll(() => page.getByTestId('documento').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByLabel('Buscar', { exact: true }).fill(titulo);
    await expect.poll(() => page.getByText('Ningún documento coincide').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('documento').filter({ hasText: titulo }).count()).toBe(0);
  });
});
