// Mantenimiento in the browser (issue 29), at 360 px: the administrator of `altos` sees the demo's legal
// obligations in their three estados (with their norm) in Cumplimiento and the same counts on the
// dashboard's card, creates a plan every 3 months with its proveedor and finds it in the calendar,
// creates an activo with its proveedor de mantenimiento, uploads a photo to it and sees it listed, then
// archives it after the confirmation. The consejo reads the same tabs without any way to change them.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser({ width: 360, height: 780 });
let admin: ApiSession;
let consejo: ApiSession;
let phId: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Cumplimiento {
  resumen: Record<'al_dia' | 'por_vencer' | 'vencido', number>;
  obligaciones: { clave: string | null; proximoVencimiento: string | null; diasRestantes: number | null }[];
}

/** The server's civil today (its clock may be a test clock): a due date minus its days left. */
function hoyDelServidor(c: Cumplimiento): string {
  const o = c.obligaciones.find((x) => x.proximoVencimiento !== null && x.diasRestantes !== null)!;
  const d = new Date(`${o.proximoVencimiento}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - o.diasRestantes!);
  return d.toISOString().slice(0, 10);
}
const masDias = (civil: string, n: number) => {
  const d = new Date(`${civil}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  consejo = await login(baseUrl, 'consejo@horizonte.co', 'altos');
  phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
});

describe('mantenimiento: cumplimiento, plan preventivo y activos', () => {
  it('the administrator sees the obligations, creates a plan and an activo with its photo, and archives it', async () => {
    const { page } = browser;
    const cumplimiento = (await api<Cumplimiento>(baseUrl, 'GET', `/ph/${phId}/cumplimiento`, undefined, admin.token)).body;
    const r = cumplimiento.resumen;
    expect(r.al_dia).toBeGreaterThan(0);
    expect(r.por_vencer).toBeGreaterThan(0);
    expect(r.vencido).toBeGreaterThan(0);

    // The dashboard's card.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/dashboard');
    const card = page.getByTestId('card-cumplimiento');
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toContain(`${r.al_dia} al día`);
    expect(await card.textContent()).toContain(`${r.por_vencer} por vencer`);
    expect(await card.textContent()).toContain(`${r.vencido} vencidas`);

    // Cumplimiento: one demo obligation in each estado, with its norm.
    await openAs(page, baseUrl, admin, '/ph/altos/admin/mantenimiento');
    await page.getByRole('tab', { name: 'Cumplimiento' }).click();
    const tanques = page.getByTestId('obligacion-lavado_tanques');
    await expect.poll(() => tanques.textContent(), { timeout: 30_000 }).toContain('Al día');
    expect(await tanques.textContent()).toContain('Lavado y desinfección de tanques de agua potable');
    expect(await tanques.textContent()).toContain('Decreto 1575 de 2007');
    const ascensores = await page.getByTestId('obligacion-inspeccion_ascensores').textContent();
    expect(ascensores).toContain('Inspección anual de ascensores y puertas eléctricas');
    expect(ascensores).toContain('Por vencer');
    expect(ascensores).toContain('Acuerdo 470 de 2011');
    const extintores = await page.getByTestId('obligacion-recarga_extintores').textContent();
    expect(extintores).toContain('Recarga y mantenimiento de extintores');
    expect(extintores).toContain('Vencido');
    expect(extintores).toContain('NTC 2885');
    await screenshot(page, 'mantenimiento-cumplimiento-360');

    // Plan preventivo: a task every 3 months, found in the calendar.
    const titulo = `Revisión de bombas ${unique('p')}`;
    await page.getByRole('tab', { name: 'Plan preventivo' }).click();
    await page.getByRole('button', { name: 'Nueva tarea' }).click();
    const plan = page.getByRole('form', { name: 'Tarea recurrente' });
    await plan.getByLabel('Título').fill(titulo);
    await plan.getByLabel('Activo').selectOption({ label: 'Bomba de agua potable' });
    await plan.getByLabel('Proveedor de mantenimiento').selectOption({ label: 'Aguas Limpias Servicios S.A.S.' });
    await plan.getByLabel('Cada').fill('3');
    await plan.getByLabel('Frecuencia').selectOption('meses');
    await plan.getByLabel('Primera fecha').fill(masDias(hoyDelServidor(cumplimiento), 5));
    await plan.getByLabel('Costo estimado (pesos)').fill('350.000');
    await plan.getByRole('button', { name: 'Guardar' }).click();
    const tarjetaPlan = page.getByTestId('plan').filter({ hasText: titulo });
    await expect.poll(() => tarjetaPlan.count(), { timeout: 30_000 }).toBe(1);
    const textoPlan = await tarjetaPlan.textContent();
    expect(textoPlan).toContain('Cada 3 meses');
    expect(textoPlan).toContain('Aguas Limpias Servicios S.A.S.');
    await expect.poll(() => page.getByLabel('Calendario de mantenimiento').textContent(), { timeout: 30_000 }).toContain(titulo);
    await screenshot(page, 'mantenimiento-plan-360');

    // Activos: a new one with its proveedor, a photo, then archived.
    const nombre = `Bomba contra incendio ${unique('a')}`;
    await page.getByRole('tab', { name: 'Activos' }).click();
    await page.getByRole('button', { name: 'Nuevo activo' }).click();
    const form = page.getByRole('form', { name: 'Activo' });
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByLabel('Categoría').selectOption('bomba');
    await form.getByLabel('Ubicación').fill('Cuarto de bombas');
    await form.getByLabel('Proveedor de mantenimiento').selectOption({ label: 'Ascensores Andinos S.A.S.' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    const activo = page.getByTestId('activo').filter({ hasText: nombre });
    await expect.poll(() => activo.count(), { timeout: 30_000 }).toBe(1);
    expect(await activo.textContent()).toContain('Ascensores Andinos S.A.S.');
    expect(await activo.textContent()).toContain('0 adjuntos');

    await activo.getByRole('button', { name: `Archivos de ${nombre}` }).click();
    const archivos = page.getByRole('dialog', { name: `Archivos de ${nombre}` });
    await expect.poll(() => archivos.textContent(), { timeout: 30_000 }).toContain('Sin archivos');
    await archivos
      .getByLabel('Agregar fotos o documentos (JPG, PNG, WEBP o PDF)')
      .setInputFiles({ name: 'placa-bomba.png', mimeType: 'image/png', buffer: PNG });
    await archivos.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect
      .poll(() => archivos.getByRole('list', { name: 'Archivos del activo' }).textContent(), { timeout: 30_000 })
      .toContain('placa-bomba.png');
    await screenshot(page, 'mantenimiento-activo-archivos-360');
    await archivos.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await expect.poll(() => activo.textContent(), { timeout: 30_000 }).toContain('1 adjunto');

    await activo.getByRole('button', { name: 'Archivar' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Archivar activo' });
    expect(await confirmar.textContent()).toContain(nombre);
    await confirmar.getByRole('button', { name: 'Archivar' }).click();
    await expect.poll(() => activo.count(), { timeout: 30_000 }).toBe(0);
    await page.getByLabel('Mostrar archivados').check();
    await expect.poll(() => activo.textContent(), { timeout: 30_000 }).toContain('Archivado');
  });

  it('the consejo reads the same tabs without create, edit or upload controls', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, consejo, '/ph/altos/consejo/mantenimiento');
    await page.getByRole('tab', { name: 'Cumplimiento' }).click();
    await expect
      .poll(() => page.getByTestId('obligacion-recarga_extintores').textContent(), { timeout: 30_000 })
      .toContain('Vencido');

    await page.getByRole('tab', { name: 'Plan preventivo' }).click();
    await expect.poll(() => page.getByTestId('plan').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Nueva tarea' }).count()).toBe(0);
    expect(await page.getByTestId('plan').getByRole('button', { name: 'Editar' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Activos' }).click();
    const ascensor = page.getByTestId('activo').filter({ hasText: 'Ascensor torre 1' });
    await expect.poll(() => ascensor.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Nuevo activo' }).count()).toBe(0);
    expect(await ascensor.getByRole('button', { name: 'Archivar' }).count()).toBe(0);
    await ascensor.getByRole('button', { name: 'Archivos de Ascensor torre 1' }).click();
    const archivos = page.getByRole('dialog', { name: 'Archivos de Ascensor torre 1' });
    await expect
      .poll(() => archivos.getByRole('button', { name: 'Cerrar', exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await archivos.getByRole('button', { name: 'Subir', exact: true }).count()).toBe(0);
    await screenshot(page, 'mantenimiento-consejo-360');
  });
});
