// An apoderado votes in the browser (issue 18), on a complex of its own (units of 40, 35 and 25 %); each
// poder counts only once its apoderado accepts it from the mailed link, signed in (issue 25):
// - the owner of 1-101 grants a poder from their phone to the owner of 1-102, who accepts it on a
//   phone-sized page, registers both units and
//   votes for 1-101 on a phone-sized page (a card labelled as apoderado of 1-101, «Tu voto es definitivo»,
//   confirmation, receipt hash); the card then only shows the vote cast, a second vote is refused, and
//   the administrator's votación lists the vote as the apoderado's;
// - the owner of 1-103 grants one to a tenant without the asambleas permiso, who finds the asamblea in the
//   resident portal and votes for 1-103 the same way.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { asambleaConvocada, complejoDeAsamblea, type ComplejoDeAsamblea } from './asambleas-support.ts';
import { api, openAs, unique, type ApiSession } from './portal-support.ts';
import { mailedLink } from './public.helpers.ts';

const baseUrl = inject('baseUrl');
const adminBrowser = useBrowser();
const phone = useBrowser({ width: 360, height: 740 });
const PUNTO = 'Aprobación del presupuesto';

let complejo: ComplejoDeAsamblea;
let duenos: ApiSession[] = [];
let inquilino: ApiSession;

beforeAll(async () => {
  complejo = await complejoDeAsamblea(baseUrl, 'apo', 'Conjunto Apoderados');
  const [u101, u102, u103] = complejo.unidades;
  duenos = [await complejo.invitar(u101!.id, 1), await complejo.invitar(u102!.id, 2), await complejo.invitar(u103!.id, 3)];
  // Default permisos: no `asambleas` (a tenant does not read the convocatorias unless allowed).
  inquilino = await complejo.invitar(u102!.id, 4, 'arrendatario');
});

const persona = (s: ApiSession) => ({ nombre: String(s.user.nombre), email: String(s.user.email) });

async function instalarYAbrir(asambleaId: string, puntoId: string) {
  const instalada = await api(baseUrl, 'PUT', `/asambleas/${asambleaId}/instalar`, {}, complejo.admin.token);
  expect(instalada.status, JSON.stringify(instalada.body)).toBe(200);
  const abierto = await api(baseUrl, 'PUT', `/puntos/${puntoId}/abrir`, {}, complejo.admin.token);
  expect(abierto.status, JSON.stringify(abierto.body)).toBe(200);
}

/** The apoderado opens the mailed link signed in, sees what they accept and confirms it. */
async function aceptarDesdeElCorreo(page: Page, apoderado: ApiSession, unidad: string) {
  const enlace = await mailedLink(baseUrl, String(apoderado.user.email), '/poderes/aceptar?token=');
  await openAs(page, baseUrl, apoderado, enlace);
  const aceptar = page.getByRole('button', { name: 'Aceptar el poder' });
  await aceptar.waitFor({ timeout: 30_000 });
  expect(await page.locator('dl').textContent()).toContain(unidad);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await aceptar.click();
  await page
    .getByRole('status')
    .filter({ hasText: `Aceptaste el poder para representar la unidad ${unidad}.` })
    .waitFor({ timeout: 30_000 });
}

/** The apoderado's vote on a phone: the card names the represented unit, the vote is final, a receipt follows. */
async function votarComoApoderado(page: Page, unidad: string, opcion: 'Sí' | 'No') {
  const card = page.getByRole('group', { name: `Voto de ${unidad}: ${PUNTO}` });
  await expect.poll(() => card.textContent(), { timeout: 30_000 }).toContain('Tu voto es definitivo');
  expect(await card.textContent()).toContain(`Apoderado de ${unidad}`);
  await card.getByRole('button', { name: opcion, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirma tu voto' });
  expect(await dialog.textContent()).toContain(`por la unidad ${unidad}`);
  expect(await dialog.textContent()).toContain('no podrás cambiarlo');
  await dialog.getByRole('button', { name: 'Enviar voto' }).click();
  const comprobante = card.getByTestId('comprobante');
  await comprobante.waitFor({ timeout: 30_000 });
  const hash = (await comprobante.textContent())?.trim() ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  // Cast: the card shows the vote and offers no option any more.
  expect(await card.textContent()).toContain(`Votaste ${opcion}`);
  expect(await card.getByRole('group', { name: 'Opciones' }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  return hash;
}

/** The administrator's votación: the live tally and the vote listed with its quality. */
async function votoEnLaAdministracion(asambleaTitulo: string, unidad: string, esperado: RegExp) {
  const { page } = adminBrowser;
  await openAs(page, baseUrl, complejo.admin, `/ph/${complejo.identificador}/admin/asambleas`);
  await page
    .getByRole('list', { name: 'Asambleas' })
    .getByRole('button', { name: new RegExp(asambleaTitulo) })
    .click();
  await page.getByRole('tab', { name: 'Votación' }).click();
  const punto = page.getByRole('listitem', { name: PUNTO });
  await expect.poll(() => punto.getByRole('group', { name: 'Resultados' }).textContent(), { timeout: 30_000 }).toMatch(esperado);
  await punto.getByText('Votos emitidos').click();
  const voto = punto.getByRole('listitem', { name: `Voto de ${unidad}` });
  await voto.waitFor({ timeout: 30_000 });
  return (await voto.textContent()) ?? '';
}

describe('Asambleas: un apoderado vota', () => {
  it(
    'an owner grants a poder from their phone to another owner, who votes for the represented unit once',
    { timeout: 180_000 },
    async () => {
      const titulo = `Asamblea con poder ${unique('a')}`;
      const { id, puntoId } = await asambleaConvocada(baseUrl, complejo, titulo, PUNTO);
      const [poderdante, apoderado] = duenos as [ApiSession, ApiSession];
      const { page } = phone;

      // The owner of 1-101 grants the poder from their account: validated at once.
      await openAs(page, baseUrl, poderdante, `/ph/${complejo.identificador}/propietario/asambleas`);
      const suya = page.getByRole('group', { name: titulo });
      await suya.getByRole('button', { name: 'Otorgar un poder para 1-101' }).click();
      const form = suya.getByRole('form', { name: 'Poder para 1-101' });
      await form.getByLabel('Nombre del apoderado').fill(persona(apoderado).nombre);
      await form.getByLabel('Cédula del apoderado').fill(`9${Date.now()}`.slice(0, 10));
      await form.getByLabel('Correo del apoderado').fill(persona(apoderado).email);
      await form.getByRole('button', { name: 'Otorgar poder' }).click();
      await expect.poll(() => suya.textContent(), { timeout: 30_000 }).toContain(`Poder a ${persona(apoderado).nombre}`);
      expect(await suya.textContent()).toContain('Pendiente de aceptación');
      await aceptarDesdeElCorreo(page, apoderado, '1-101');
      await screenshot(page, 'asambleas-poder-aceptado-360');

      // The apoderado registers their own unit and the represented one from their phone.
      await openAs(page, baseUrl, apoderado, `/ph/${complejo.identificador}/propietario/asambleas`);
      const card = page.getByRole('group', { name: titulo });
      for (const unidad of ['1-102', '1-101']) {
        await card.getByRole('button', { name: `Registrar asistencia de ${unidad}` }).click();
        await expect
          .poll(() => card.getByText('Asistencia registrada').count(), { timeout: 30_000 })
          .toBe(unidad === '1-102' ? 1 : 2);
      }
      await instalarYAbrir(id, puntoId);

      const hash = await votarComoApoderado(page, '1-101', 'Sí');
      await screenshot(page, 'asambleas-apoderado-360');
      // A second vote for the unit is refused by the API, and a reload still shows the receipt only.
      const otra = await api(
        baseUrl,
        'POST',
        `/puntos/${puntoId}/votos`,
        { apartamentoId: complejo.unidades[0]!.id, opcion: 'no' },
        apoderado.token,
      );
      expect(otra.status, JSON.stringify(otra.body)).toBe(409);
      await page.reload();
      const votada = page.getByRole('group', { name: `Voto de 1-101: ${PUNTO}` });
      await expect.poll(() => votada.getByTestId('comprobante').textContent(), { timeout: 30_000 }).toBe(hash);
      expect(await votada.getByRole('button', { name: 'Sí', exact: true }).count()).toBe(0);
      // Their own unit still votes as owner.
      expect(await page.getByRole('group', { name: `Voto de 1-102: ${PUNTO}` }).textContent()).not.toContain('Apoderado de');

      expect(await votoEnLaAdministracion(titulo, '1-101', /Sí40 %No0 %/)).toContain('1-101 · Sí · apoderado');
      await screenshot(adminBrowser.page, 'asambleas-votos-emitidos-1280');
    },
  );

  it(
    'a tenant without the asambleas permiso who holds a poder votes for the represented unit from the resident portal',
    { timeout: 180_000 },
    async () => {
      const titulo = `Asamblea con inquilino ${unique('a')}`;
      const { id, puntoId } = await asambleaConvocada(baseUrl, complejo, titulo, PUNTO);
      const [u101, u102, u103] = complejo.unidades;
      const otorgado = await api<{ poder: { estado: string } }>(
        baseUrl,
        'POST',
        `/asambleas/${id}/poderes`,
        {
          apartamentoId: u103!.id,
          apoderado: { ...persona(inquilino), tipo_documento: 'CC', numero_documento: `8${Date.now()}`.slice(0, 10) },
        },
        duenos[2]!.token,
      );
      expect(otorgado.status, JSON.stringify(otorgado.body)).toBe(200);
      expect(otorgado.body.poder.estado).toBe('validado');
      await aceptarDesdeElCorreo(phone.page, inquilino, '1-103');
      // The mesa registers the two other units (75 %): the meeting is installed and the vote opened.
      for (const u of [u101!, u102!]) {
        const asistencia = await api(
          baseUrl,
          'POST',
          `/asambleas/${id}/asistencias`,
          { apartamentoId: u.id },
          complejo.admin.token,
        );
        expect(asistencia.status, JSON.stringify(asistencia.body)).toBe(200);
      }
      await instalarYAbrir(id, puntoId);

      const { page } = phone;
      await openAs(page, baseUrl, inquilino, `/ph/${complejo.identificador}/residente/asambleas`);
      const card = page.getByRole('group', { name: titulo });
      await card.getByRole('button', { name: 'Registrar asistencia de 1-103' }).click();
      await card.getByText('Asistencia registrada').waitFor({ timeout: 30_000 });
      // Their own unit (a tenancy) has no card: only the represented one.
      expect(await card.getByText('1-102').count()).toBe(0);
      await votarComoApoderado(page, '1-103', 'No');
      await screenshot(page, 'asambleas-apoderado-residente-360');

      expect(await votoEnLaAdministracion(titulo, '1-103', /Sí0 %No25 %/)).toContain('1-103 · No · apoderado');
    },
  );
});
