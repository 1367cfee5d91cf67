// The secretario of an asamblea (issue 26), on phone-sized pages: the meeting of a complex of its own is
// installed with its three units present and its punto open (through the API). The administrator, at
// 360 px, designates the owner of 1-101 in «Secretario de la asamblea»; that owner, in her own portal,
// finds the mesa of the open punto and records 1-102's «No» on paper ballot 5; the vote is in the chain as
// recorded by the mesa, by her.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { asambleaEnSesion, complejoDeAsamblea, type ComplejoDeAsamblea } from './asambleas-support.ts';
import { api, openAs, unique, type ApiSession } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const admin = useBrowser({ width: 360, height: 740 });
const secretaria = useBrowser({ width: 360, height: 740 });

let complejo: ComplejoDeAsamblea;
let duena: ApiSession;
let nombre: string;

beforeAll(async () => {
  complejo = await complejoDeAsamblea(baseUrl, 'sec', 'Conjunto Secretaria');
  duena = await complejo.invitar(complejo.unidades[0]!.id, 1);
  nombre = String(duena.user.nombre);
});

describe('Asambleas: the secretario the administration designates records the room’s votes', () => {
  it('is designated by the administrator and records a ballot from her owner portal', { timeout: 240_000 }, async () => {
    const titulo = `Asamblea con secretaria ${unique('s')}`;
    const { id } = await asambleaEnSesion(baseUrl, complejo, titulo, 'Pintura de fachadas');

    // The administrator designates the owner of 1-101.
    const a = admin.page;
    await openAs(a, baseUrl, complejo.admin, `/ph/${complejo.identificador}/admin/asambleas`);
    await a
      .getByRole('list', { name: 'Asambleas' })
      .getByRole('button', { name: new RegExp(titulo) })
      .click();
    await a.getByRole('tab', { name: 'Mesa y quórum' }).click();
    const select = a.getByLabel('Secretario de la asamblea');
    await expect
      .poll(() => select.locator('option').allTextContents(), { timeout: 30_000 })
      .toContainEqual(expect.stringContaining(nombre));
    await select.selectOption({ label: `${nombre} · Propietario` });
    await a.getByRole('button', { name: 'Guardar secretario' }).click();
    await expect.poll(() => a.getByText('Secretario de la asamblea designado').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(a, 'asambleas-secretario-designar-360');

    // In her own portal she finds the mesa of the open punto, and nothing else of the administration's.
    const s = secretaria.page;
    await openAs(s, baseUrl, duena, `/ph/${complejo.identificador}/propietario/asambleas`);
    const mesa = s.getByRole('region', { name: 'Mesa del secretario' });
    await expect.poll(() => mesa.textContent(), { timeout: 30_000 }).toContain('Pintura de fachadas');
    expect(await s.getByRole('button', { name: /Cerrar la votación/ }).count()).toBe(0);
    const votos = mesa.getByRole('region', { name: 'Votos de la mesa' });
    await votos.getByRole('radiogroup', { name: 'Voto de 1-102' }).getByLabel('No', { exact: true }).check();
    await votos.getByLabel('Número de papeleta de 1-102 (opcional)').fill('5');
    await votos.getByRole('button', { name: 'Registrar los votos marcados' }).click();
    const confirmar = s.getByRole('dialog', { name: '¿Registrar estos votos?' });
    expect(await confirmar.textContent()).toContain('No: 1 unidad (coeficiente 35 %)');
    await confirmar.getByRole('button', { name: 'Registrar votos' }).click();
    await expect.poll(() => votos.getByRole('status').textContent(), { timeout: 30_000 }).toContain('Registrados: 1 voto.');
    expect(await s.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(s, 'asambleas-secretario-mesa-360');

    // The chain says the mesa recorded it, and who.
    const evidencia = await api<{
      evidencia: { votos: { unidad: string; via: string; papeleta: string; registradoPor: string }[] };
    }>(baseUrl, 'GET', `/asambleas/${id}/evidencia`, undefined, complejo.admin.token);
    expect(evidencia.body.evidencia.votos).toEqual([
      expect.objectContaining({ unidad: '1-102', via: 'mesa', papeleta: '5', registradoPor: nombre }),
    ]);
  });
});
