// Reservas in the browser (issue 17): the owner of Torre 1 · 101 picks a free slot of the salón
// comunal; meanwhile the resident of Torre 1 · 102 books that same slot and sees it in the calendar
// and in «mis reservas»; the owner's booking is refused with the server's Spanish message. The slot is
// 40 days ahead (inside the salón's 60-day window, far from the demo bookings of the coming week) and
// the resident cancels it at the end, so nothing else depends on it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { PESOS_MSG } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const ownerBrowser = useBrowser();
const residentBrowser = useBrowser();
let owner: ApiSession;
let resident: ApiSession;
let admin: ApiSession;
let phId: string;

const hoyBogota = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const fecha = new Date(Date.parse(`${hoyBogota}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
/** The salón's 20:00–24:00 slot that day, as the API writes it. */
const inicio = new Date(`${fecha}T20:00:00-05:00`).toISOString();

beforeAll(async () => {
  owner = await login(baseUrl, 'propietario@horizonte.co', 'altos');
  resident = await login(baseUrl, 'residente@horizonte.co', 'altos');
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
});

async function abrirSalon(page: Page, session: ApiSession, rol: string) {
  await openAs(page, baseUrl, session, `/ph/altos/${rol}/reservas`);
  await page
    .getByRole('list', { name: 'Zonas comunes' })
    .getByRole('button', { name: /Salón comunal/ })
    .click();
  await page.getByLabel('Ir a la fecha').fill(fecha);
  const slot = page.locator(`[data-testid="slot"][data-inicio="${inicio}"]`);
  await expect.poll(() => slot.getAttribute('data-estado'), { timeout: 30_000 }).toBe('libre');
  return slot;
}

describe('Reservas', () => {
  it('the resident books a slot and sees it; the owner who picked the same slot is refused in Spanish', async () => {
    const ownerSlot = await abrirSalon(ownerBrowser.page, owner, 'propietario');
    await ownerSlot.click();
    const ownerForm = ownerBrowser.page.getByRole('form', { name: 'Nueva reserva' });
    await ownerForm.getByLabel('Asistentes').fill('20');

    const { page } = residentBrowser;
    const slot = await abrirSalon(page, resident, 'residente');
    await slot.click();
    const form = page.getByRole('form', { name: 'Nueva reserva' });
    await form.getByLabel('Asistentes').fill('25');
    await form.getByRole('button', { name: /^Reservar/ }).click();
    await expect.poll(() => slot.getAttribute('data-estado'), { timeout: 30_000 }).toBe('propia');
    expect(await slot.textContent()).toContain('Tu reserva');
    const mia = page.getByTestId('mi-reserva').filter({ hasText: 'Salón comunal' }).filter({ hasText: 'Solicitada' });
    await expect.poll(() => mia.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('enlace-ics').first().getAttribute('href')).toMatch(/^webcal:\/\/.+\/reservas\.ics\?token=/);
    await screenshot(page, 'reservas-residente-1280');

    await ownerForm.getByRole('button', { name: /^Reservar/ }).click();
    await expect
      .poll(() => ownerForm.textContent(), { timeout: 30_000 })
      .toContain('Ese horario ya está reservado. Elige otra franja');

    // Usable at 360 px: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
      .toBeLessThanOrEqual(360);
    await screenshot(page, 'reservas-residente-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Restore: the resident cancels (well before the 48 h cutoff).
    await mia.getByRole('button', { name: 'Cancelar reserva de Salón comunal' }).click();
    await expect
      .poll(() => page.getByTestId('mi-reserva').filter({ hasText: 'Salón comunal' }).filter({ hasText: 'Cancelada' }).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await expect.poll(() => slot.getAttribute('data-estado'), { timeout: 30_000 }).toBe('libre');
  });

  it('the administrator finds a request in «Por aprobar» and rejects it with a motivo; the resident sees why', async () => {
    // Its own slot: 41 days ahead, 16:00–20:00, booked through the API by the resident.
    const dia = new Date(Date.parse(`${hoyBogota}T00:00:00Z`) + 41 * 86_400_000).toISOString().slice(0, 10);
    const zonas = await api<{ zonas: { id: string; nombre: string }[] }>(
      baseUrl,
      'GET',
      `/ph/${phId}/zonas`,
      undefined,
      resident.token,
    );
    const salon = zonas.body.zonas.find((z) => z.nombre === 'Salón comunal')!;
    const units = await api<{ apartamentos: { id: string }[] }>(
      baseUrl,
      'GET',
      `/ph/${phId}/mis-apartamentos`,
      undefined,
      resident.token,
    );
    const booked = await api<{ reserva: { id: string } }>(
      baseUrl,
      'POST',
      `/zonas/${salon.id}/reservas`,
      {
        apartamentoId: units.body.apartamentos[0]!.id,
        inicio: `${dia}T16:00:00-05:00`,
        fin: `${dia}T20:00:00-05:00`,
        asistentes: 12,
      },
      resident.token,
    );
    expect(booked.status).toBe(200);

    const { page } = ownerBrowser;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/reservas');
    const item = page.getByTestId('reserva-admin').filter({ hasText: 'Salón comunal · 1-102' }).filter({ hasText: 'Solicitada' });
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'reservas-admin-1280');
    await item.getByRole('button', { name: 'Rechazar' }).click();
    const form = page.getByRole('form', { name: 'Rechazar reserva' });
    await form.getByLabel('Motivo').fill('El salón está en mantenimiento esa semana');
    await form.getByRole('button', { name: 'Rechazar' }).click();
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(0);

    const mine = await api<{ reservas: { id: string; estado: string; motivo: string | null }[] }>(
      baseUrl,
      'GET',
      `/ph/${phId}/reservas?estado=rechazada`,
      undefined,
      resident.token,
    );
    expect(mine.body.reservas.find((r) => r.id === booked.body.reserva.id)).toMatchObject({
      estado: 'rechazada',
      motivo: 'El salón está en mantenimiento esa semana',
    });
  });

  it('the administrator creates a zone: a tarifa with centavos is refused in Spanish, «50.000» is understood as $ 50.000', async () => {
    const { page } = ownerBrowser;
    const nombre = `Kiosco ${String(Date.now()).slice(-6)}`;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/reservas');
    await page.getByRole('tab', { name: 'Zonas' }).click();
    await page.getByRole('button', { name: 'Nueva zona' }).click();
    const form = page.getByRole('form', { name: 'Nueva zona' });
    await form.getByLabel('Nombre').fill(nombre);
    const tarifa = form.getByLabel('Tarifa (pesos, 0 = sin costo)');
    await tarifa.fill('50.000,50');
    await form.getByRole('button', { name: 'Crear zona' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(PESOS_MSG.centavos);
    expect(await tarifa.getAttribute('aria-invalid')).toBe('true');

    await tarifa.fill('50.000');
    await expect.poll(() => form.textContent()).toMatch(/Valor entendido: \$\s50\.000/);
    await form.getByRole('button', { name: 'Crear zona' }).click();
    const zona = page.getByRole('list', { name: 'Zonas', exact: true }).getByRole('listitem').filter({ hasText: nombre });
    await expect.poll(() => zona.textContent(), { timeout: 30_000 }).toMatch(/\$\s50\.000/);
    // Leave the demo as it was: the new zone is deactivated (zones are never deleted).
    await zona.getByRole('button', { name: 'Desactivar' }).click();
    await expect.poll(() => zona.textContent(), { timeout: 30_000 }).toContain('(inactiva)');
  });
});
