// The demo library of `altos` (issue 16): three real PDFs, each visible to the roles it is for.
import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;
const tokenOf = (email: string) => demoToken(t, email);
const titulos = async (email: string) => {
  const res = await t.rest('GET', `/api/ph/${phId}/documentos`, { token: await tokenOf(email) });
  return res.status === 200 ? (res.body.documentos as { titulo: string }[]).map((d) => d.titulo).sort() : res.status;
};

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

describe('demo documentos in altos', () => {
  it('shows each role what it may see', async () => {
    expect(await titulos('admin.altos@horizonte.co')).toEqual([
      'Acta de la asamblea ordinaria 2026',
      'Estados financieros del tercer trimestre',
      'Reglamento de propiedad horizontal',
    ]);
    expect(await titulos('consejo@horizonte.co')).toHaveLength(3);
    expect(await titulos('propietario@horizonte.co')).toEqual([
      'Acta de la asamblea ordinaria 2026',
      'Reglamento de propiedad horizontal',
    ]);
    expect(await titulos('residente@horizonte.co')).toEqual(['Reglamento de propiedad horizontal']);
    expect(await titulos('porteria@horizonte.co')).toBe(403);
  });

  it('stores real PDFs, with two versions of the estados financieros', async () => {
    const token = await tokenOf('consejo@horizonte.co');
    const list = await t.rest('GET', `/api/ph/${phId}/documentos?categoria=estados_financieros`, { token });
    const detail = await t.rest('GET', `/api/documentos/${list.body.documentos[0].id}`, { token });
    expect(detail.body.versiones.map((v: { numero: number; nombre: string }) => [v.numero, v.nombre])).toEqual([
      [2, 'estados-financieros-t3.pdf'],
      [1, 'estados-financieros-t3-borrador.pdf'],
    ]);
    for (const v of detail.body.versiones as { url: string }[]) {
      const file = await t.app.request(v.url, { headers: { authorization: `Bearer ${token}` } });
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });
});
