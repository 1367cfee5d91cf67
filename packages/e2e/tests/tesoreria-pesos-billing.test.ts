// Issue 26, points 1 and 2, on a phone (360 px). Point 1: «50.000,00» typed as a payment was recorded
// as $5.000.000 (every non-digit was stripped) with no confirmation. Now the form reads money the
// Colombian way with the contracts' parser, shows the amount it understood, refuses centavos in
// Spanish and asks before a payment well above what the unit owes. Point 2: the billing form proposed
// a due date already past and «Emitir» acted at once; now it proposes the next unbilled period due on
// a day ahead, and emitting asks first with the run's totals.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { bogotaDate, sumarDiasCiviles } from '@horizonte/contracts';

import { screenshot, useBrowser } from '../src/index.ts';
import { api, login, openAs, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 360, height: 740 };
let admin: ApiSession;
let phId: string;
let unidad: { id: string; label: string };

async function atPhoneSize(run: (page: Page) => Promise<void>) {
  const { page } = browser;
  await page.setViewportSize(PHONE);
  try {
    await run(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

const miles = (n: number) => n.toLocaleString('de-DE');

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
  const { body } = await api<{ apartamentos: { id: string; torre: string; numero: string }[] }>(
    baseUrl,
    'GET',
    `/ph/${phId}/apartamentos?pageSize=50`,
    undefined,
    admin.token,
  );
  // Not Torre 1 · 101: the treasury walk pays that unit's whole debt.
  const u = body.apartamentos.find((a) => a.numero !== '101') ?? body.apartamentos[0]!;
  unidad = { id: u.id, label: `Torre ${u.torre} · ${u.numero}` };
});

async function debe(): Promise<number> {
  const r = await api<{ totalAPagar: number }>(
    baseUrl,
    'GET',
    `/apartamentos/${unidad.id}/estado-cuenta`,
    undefined,
    admin.token,
  );
  return Math.max(r.body.totalAPagar, 0);
}

describe('pesos as Colombians type them (360 px)', () => {
  it('«50.000,00» is read and recorded as $ 50.000, «50.000,50» is refused in Spanish, an overpayment asks first', async () => {
    await atPhoneSize(async (page) => {
      await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
      await page.getByRole('tab', { name: 'Pagos' }).click();
      const form = page.getByRole('form', { name: 'Registrar pago' });
      await form.getByLabel('Unidad').selectOption({ label: unidad.label });
      const valor = form.getByLabel('Valor (pesos)');

      await valor.fill('50.000,50');
      await form.getByRole('button', { name: 'Registrar pago' }).click();
      await expect.poll(() => form.getByRole('alert').first().textContent()).toContain('Escribe pesos enteros, sin centavos');

      await valor.fill('50.000,00');
      await expect.poll(() => form.textContent()).toMatch(/Valor entendido: \$\s50\.000/);
      await screenshot(page, 'pesos-entendidos-360');
      await form.getByRole('button', { name: 'Registrar pago' }).click();
      // Below the debt it is recorded at once; above it, the confirmation comes first.
      const dialog = page.getByRole('dialog');
      const registrado = page.getByText(/Pago registrado: recibo de caja N\.º \d+/);
      await expect.poll(async () => (await registrado.count()) + (await dialog.count()), { timeout: 30_000 }).toBeGreaterThan(0);
      if (await dialog.count()) await dialog.getByRole('button', { name: 'Registrar de todos modos' }).click();
      await expect.poll(() => registrado.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const pagos = await api<{ pagos: { valor: number }[] }>(
        baseUrl,
        'GET',
        `/ph/${phId}/pagos?apartamentoId=${unidad.id}&pageSize=1`,
        undefined,
        admin.token,
      );
      expect(pagos.body.pagos[0]!.valor).toBe(50_000);

      const exceso = (await debe()) + 100_000;
      await valor.fill(`$ ${miles(exceso)}`);
      await form.getByRole('button', { name: 'Registrar pago' }).click();
      await expect.poll(() => dialog.textContent(), { timeout: 30_000 }).toContain('saldo a favor');
      expect(await dialog.textContent()).toMatch(/\$\s100\.000 como saldo a favor/);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      const despues = await api<{ total: number }>(
        baseUrl,
        'GET',
        `/ph/${phId}/pagos?apartamentoId=${unidad.id}&pageSize=1`,
        undefined,
        admin.token,
      );
      expect(despues.status).toBe(200);
    });
  });
});

describe('billing that cannot hurt (360 px)', () => {
  it('the form proposes a due date ahead, and «Emitir» asks with the totals before acting', async () => {
    await atPhoneSize(async (page) => {
      const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
      await openAs(page, baseUrl, admin, '/ph/altos/admin/tesoreria');
      await page.getByRole('tab', { name: 'Facturación' }).click();
      const form = page.getByRole('form', { name: 'Calcular facturación' });
      const vence = form.getByLabel('Fecha de vencimiento');
      const { body } = await api<{ configuracion: { siguientePeriodo: string; siguienteVencimiento: string } }>(
        baseUrl,
        'GET',
        `/ph/${phId}/tesoreria/configuracion`,
        undefined,
        admin.token,
      );
      await expect.poll(() => vence.inputValue(), { timeout: 30_000 }).toBe(body.configuracion.siguienteVencimiento);
      expect(body.configuracion.siguienteVencimiento > hoy).toBe(true);
      expect(await form.getByLabel('Periodo (AAAA-MM)').inputValue()).toBe(body.configuracion.siguientePeriodo);

      // A due date already past is a catch-up: the form asks before calculating anything.
      const pasada = sumarDiasCiviles(bogotaDate(new Date()), -20);
      await vence.fill(pasada);
      await form.getByRole('button', { name: 'Calcular facturación' }).click();
      const alDia = page.getByRole('dialog');
      await expect
        .poll(() => alDia.textContent(), { timeout: 30_000 })
        .toContain('ya pasó: es una facturación para ponerse al día');
      await alDia.getByRole('button', { name: 'Cancelar' }).click();
      await alDia.waitFor({ state: 'detached' });
      await vence.fill(body.configuracion.siguienteVencimiento);

      await form.getByRole('button', { name: 'Calcular facturación' }).click();
      const preview = page.getByTestId('vista-previa');
      await expect
        .poll(() => preview.textContent(), { timeout: 30_000 })
        .toContain(`Facturación ${body.configuracion.siguientePeriodo}`);
      const total = (await preview.getByRole('heading').textContent())!.split('·')[1]!.trim();
      await preview.getByRole('button', { name: 'Emitir' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toContain(total);
      await screenshot(page, 'emitir-confirmacion-360');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      // Leave altos as it was: the draft is annulled, its period free for the treasury walk.
      const runs = await api<{ facturaciones: { id: string; estado: string }[] }>(
        baseUrl,
        'GET',
        `/ph/${phId}/facturaciones`,
        undefined,
        admin.token,
      );
      const borrador = runs.body.facturaciones.find((f) => f.estado === 'borrador')!;
      expect((await api(baseUrl, 'PUT', `/facturaciones/${borrador.id}/anular`, undefined, admin.token)).status).toBe(200);
    });
  });
});
