// Votes in the room (issue 26, point 3), on a phone-sized page: the three units of a complex of its own
// (40, 35 and 25 %) are registered at the mesa and the punto is open (through the API). The administrator,
// at 360 px, tries to close the vote and is warned that 3 present units (100 %) have not voted; then records
// «todos los presentes votan Sí salvo 1-103» (confirmed with its totals) and 1-103's «No» on paper ballot 12.
// Closed, the punto reads «Aprobado» with Sí 75 % of a base of 100 %.
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot, useBrowser } from '../src/index.ts';
import { asambleaEnSesion, complejoDeAsamblea, type ComplejoDeAsamblea } from './asambleas-support.ts';
import { openAs, unique } from './portal-support.ts';

const baseUrl = inject('baseUrl');
const phone = useBrowser({ width: 360, height: 740 });

let complejo: ComplejoDeAsamblea;

beforeAll(async () => {
  complejo = await complejoDeAsamblea(baseUrl, 'asm', 'Conjunto Mesa');
});

describe('Asambleas: the mesa records the votes of the room', () => {
  it(
    'warns before closing with missing votes, records the room in bulk and one ballot, and reads «Aprobado»',
    { timeout: 240_000 },
    async () => {
      const titulo = `Asamblea en el salón ${unique('m')}`;
      const { puntoId } = await asambleaEnSesion(baseUrl, complejo, titulo, 'Aprobación del presupuesto');

      const { page } = phone;
      await openAs(page, baseUrl, complejo.admin, `/ph/${complejo.identificador}/admin/asambleas`);
      await page
        .getByRole('list', { name: 'Asambleas' })
        .getByRole('button', { name: new RegExp(titulo) })
        .click();
      await page.getByRole('tab', { name: 'Votación' }).click();

      // Closing now would decide with nobody's vote: the dialog says so, and cancelling keeps it open.
      await page.getByRole('button', { name: 'Cerrar la votación de Aprobación del presupuesto' }).click();
      const cerrar = page.getByRole('dialog', { name: '¿Cerrar la votación de Aprobación del presupuesto?' });
      await expect
        .poll(() => cerrar.textContent(), { timeout: 30_000 })
        .toContain('3 unidades presentes no han votado (coeficiente 100 %).');
      await cerrar.getByRole('button', { name: 'Cancelar' }).click();

      // «Todos los presentes votan Sí salvo…» 1-103, confirmed with the totals.
      const mesa = page.getByRole('region', { name: 'Votos de la mesa' });
      await mesa.getByRole('button', { name: 'Todos los presentes votan Sí salvo…' }).click();
      const salvo = page.getByRole('dialog', { name: 'Todos los presentes votan Sí salvo…' });
      await salvo.getByRole('checkbox', { name: '1-103 · 25 %' }).click();
      expect(await salvo.textContent()).toContain('Votan Sí: 2 unidades.');
      await salvo.getByRole('button', { name: 'Continuar' }).click();
      const confirmar = page.getByRole('dialog', { name: '¿Registrar estos votos?' });
      expect(await confirmar.textContent()).toContain('Sí: 2 unidades (coeficiente 75 %)');
      await confirmar.getByRole('button', { name: 'Registrar votos' }).click();
      await expect.poll(() => mesa.getByRole('status').textContent(), { timeout: 30_000 }).toContain('Registrados: 2 votos.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, 'asambleas-mesa-360');

      // 1-103 votes No on paper ballot 12, recorded on its own.
      await mesa.getByRole('radiogroup', { name: 'Voto de 1-103' }).getByLabel('No', { exact: true }).check();
      await mesa.getByLabel('Número de papeleta de 1-103 (opcional)').fill('12');
      await mesa.getByRole('button', { name: 'Registrar los votos marcados' }).click();
      const una = page.getByRole('dialog', { name: '¿Registrar estos votos?' });
      expect(await una.textContent()).toContain('No: 1 unidad (coeficiente 25 %)');
      await una.getByRole('button', { name: 'Registrar votos' }).click();
      await expect
        .poll(() => mesa.textContent(), { timeout: 30_000 })
        .toContain('Todas las unidades presentes ya votaron este punto.');

      // Nobody missing now: closed, the punto is approved by 75 % of the coeficientes present.
      await page.getByRole('button', { name: 'Cerrar la votación de Aprobación del presupuesto' }).click();
      const final = page.getByRole('dialog', { name: '¿Cerrar la votación de Aprobación del presupuesto?' });
      await expect.poll(() => final.textContent(), { timeout: 30_000 }).toContain('Todas las unidades presentes votaron.');
      await final.getByRole('button', { name: 'Cerrar votación' }).click();
      const resultados = page.getByTestId(`resultados-${puntoId}`);
      await expect.poll(() => resultados.textContent(), { timeout: 30_000 }).toContain('Aprobado');
      expect(await resultados.textContent()).not.toContain('No aprobado');
      expect(await resultados.textContent()).toContain('Base: 100 % (presentes) · Sí: 75 %');
    },
  );
});
