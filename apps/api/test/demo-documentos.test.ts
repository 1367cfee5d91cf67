// The demo library of `altos` (issue 16): three real PDFs, each visible to the roles it is for.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/index.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { storageOf } from '../src/lib/storage.ts';
import { createSession } from '../src/modules/auth/sessions.ts';

let t: TestApp;
let phId: string;
const tokenOf = async (email: string) => (await createSession(t.db, (await t.db.user.findUniqueOrThrow({ where: { email } })).id, new Date())).token;
const titulos = async (email: string) => {
  const res = await t.rest('GET', `/api/ph/${phId}/documentos`, { token: await tokenOf(email) });
  return res.status === 200 ? (res.body.documentos as { titulo: string }[]).map((d) => d.titulo).sort() : res.status;
};

beforeAll(async () => {
  t = await startTestApp({ STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-demo-documentos-')) });
  await seedDemoData(t.db, new Date(), storageOf(t.config));
  phId = (await t.db.pH.findFirstOrThrow({ where: { identificador: 'altos' } })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('demo documentos in altos', () => {
  it('shows each role what it may see', async () => {
    expect(await titulos('admin.altos@horizonte.co')).toEqual(['Acta de la asamblea ordinaria 2026', 'Estados financieros del tercer trimestre', 'Reglamento de propiedad horizontal']);
    expect(await titulos('consejo@horizonte.co')).toHaveLength(3);
    expect(await titulos('propietario@horizonte.co')).toEqual(['Acta de la asamblea ordinaria 2026', 'Reglamento de propiedad horizontal']);
    expect(await titulos('residente@horizonte.co')).toEqual(['Reglamento de propiedad horizontal']);
    expect(await titulos('porteria@horizonte.co')).toBe(403);
  });

  it('stores real PDFs, with two versions of the estados financieros', async () => {
    const token = await tokenOf('consejo@horizonte.co');
    const list = await t.rest('GET', `/api/ph/${phId}/documentos?categoria=estados_financieros`, { token });
    const detail = await t.rest('GET', `/api/documentos/${list.body.documentos[0].id}`, { token });
    expect(detail.body.versiones.map((v: { numero: number; nombre: string }) => [v.numero, v.nombre])).toEqual([[2, 'estados-financieros-t3.pdf'], [1, 'estados-financieros-t3-borrador.pdf']]);
    for (const v of detail.body.versiones as { url: string }[]) {
      const file = await t.app.request(v.url, { headers: { authorization: `Bearer ${token}` } });
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
