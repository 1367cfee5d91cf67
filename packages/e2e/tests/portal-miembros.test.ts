// Comunidad › Miembros y roles (issue 25: leaving means leaving): the administrator removes a proveedor's
// role with «Retirar», a dialog that asks for the motivo; the row goes and the person's reads end at once.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { useBrowser } from '../src/index.ts';
import { api, login, openAs, unique, type ApiSession } from './portal-support.ts';
import { mailedLink, PASSWORD } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let admin: ApiSession;
let phId: string;
let proveedor: ApiSession;
const email = `proveedor.${unique('m')}@example.com`;

beforeAll(async () => {
  admin = await login(baseUrl, 'admin.altos@horizonte.co');
  phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', '/ph-por-identificador/altos')).body.property.id;
  const invited = await api(baseUrl, 'POST', `/ph/${phId}/invite`, { email, rol: 'proveedor' }, admin.token);
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const token = new URL(await mailedLink(baseUrl, email, '/ph/altos?invitacion='), baseUrl).searchParams.get('invitacion');
  const accepted = await api(baseUrl, 'POST', '/invitations/accept', {
    token,
    password: PASSWORD,
    nombre: 'Proveedor Saliente',
    tipo_documento: 'CC',
    numero_documento: `${Date.now()}`.slice(-9),
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  proveedor = await login(baseUrl, email, 'altos');
});

describe('complex admin: members and their roles', () => {
  it('removes a proveedor with a motivo; the person reads nothing more', async () => {
    expect((await api(baseUrl, 'GET', `/ph/${phId}/pqrs`, undefined, proveedor.token)).status).toBe(200);
    const { page } = browser;
    await openAs(page, baseUrl, admin, '/ph/altos/admin/comunidad');
    await page.getByRole('tab', { name: 'Miembros y roles' }).click();
    await page.getByLabel('Rol', { exact: true }).selectOption('proveedor');
    const row = page.locator(`[data-testid="miembro-row"][data-email="${email}"][data-rol="proveedor"]`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Retirar el rol Proveedor a Proveedor Saliente' }).click();

    const form = page.getByTestId('retirar-rol-form');
    await form.getByRole('button', { name: 'Retirar rol' }).click();
    await expect.poll(() => form.textContent()).toContain(MSG.motivoRetiroRequired);
    await form.getByLabel('Motivo').fill('Terminó el contrato de mantenimiento');
    await form.getByRole('button', { name: 'Retirar rol' }).click();
    await expect.poll(() => page.getByText(MSG.rolRetirado).count()).toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);

    expect((await api(baseUrl, 'GET', `/ph/${phId}/pqrs`, undefined, proveedor.token)).status).toBe(403);
  });
});
