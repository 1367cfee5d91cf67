// The Documentos authorisation matrix (issue 16): every procedure of the documentos router × every
// kind of caller × both facades, and the three file routes (upload, new version, download) × every
// caller. The administration (admin, super admin) changes the library; each role reads the
// visibilities it may see (a resident: «todos»; the consejo and support: up to «consejo»); other
// complexes and sales get 403. Refused writes leave no trace.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DocumentoVisibilidad } from '@horizonte/db';

import { storageOf } from '../src/lib/storage.ts';
import { documentosRouter } from '../src/modules/documentos/router.ts';
import { PDF } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, MANAGE, runMatrixCase, type Expectation, type MatrixCase } from './support/matrix.ts';
import { ACTORS, createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

/** Who reads a document of each visibility in complex A. */
const READERS: Record<DocumentoVisibilidad, Expectation> = {
  todos: allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte'),
  propietarios: allow('adminA', 'consejoA', 'superAdmin', 'soporte'),
  consejo: allow('adminA', 'consejoA', 'superAdmin', 'soporte'),
  administracion: MANAGE,
};

beforeAll(async () => {
  t = await startTestApp({ STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-authz-documentos-')) });
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A document of complex A with one stored version. */
async function freshDocumento(visibilidad: DocumentoVisibilidad = 'todos') {
  const clave = `documentos/${x.phA.id}/matriz-${nextId()}`;
  await storageOf(t.config).put(clave, PDF);
  const now = new Date();
  return t.db.documento.create({
    data: {
      phId: x.phA.id,
      autorId: x.users.adminA.user.id,
      titulo: `Matriz ${nextId()}`,
      categoria: 'otros',
      visibilidad,
      createdAt: now,
      actualizadoEn: now,
      versiones: {
        create: {
          numero: 1,
          autorId: x.users.adminA.user.id,
          nombre: 'matriz.pdf',
          tipo: 'application/pdf',
          tamano: PDF.byteLength,
          clave,
          createdAt: now,
        },
      },
    },
    include: { versiones: true },
  });
}

const cases: MatrixCase[] = [
  {
    name: 'documentos.list',
    expected: READERS.todos,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/documentos` },
      trpc: { kind: 'query', procedure: 'documentos.list', input: { id: x.phA.id } },
    }),
  },
  ...(Object.keys(READERS) as DocumentoVisibilidad[]).map((visibilidad): MatrixCase => ({
    name: `documentos.get (${visibilidad})`,
    expected: READERS[visibilidad],
    build: async () => {
      const d = await freshDocumento(visibilidad);
      return {
        rest: { method: 'GET', path: `/api/documentos/${d.id}` },
        trpc: { kind: 'query', procedure: 'documentos.get', input: { id: d.id } },
      };
    },
  })),
  {
    name: 'documentos.update',
    expected: MANAGE,
    build: async () => {
      const d = await freshDocumento();
      const body = { titulo: 'Título nuevo', categoria: 'actas', visibilidad: 'propietarios' };
      return {
        rest: { method: 'PUT', path: `/api/documentos/${d.id}`, body },
        trpc: { kind: 'mutation', procedure: 'documentos.update', input: { id: d.id, ...body } },
        verify: async (res) =>
          expect((await t.db.documento.findUniqueOrThrow({ where: { id: d.id } })).titulo).toBe(
            res.status === 200 ? 'Título nuevo' : d.titulo,
          ),
      };
    },
  },
  {
    name: 'documentos.archivar',
    expected: MANAGE,
    build: async () => {
      const d = await freshDocumento();
      return {
        rest: { method: 'PUT', path: `/api/documentos/${d.id}/archivar`, body: { motivo: 'Vencido' } },
        trpc: { kind: 'mutation', procedure: 'documentos.archivar', input: { id: d.id, motivo: 'Vencido' } },
        verify: async (res) =>
          expect((await t.db.documento.findUniqueOrThrow({ where: { id: d.id } })).motivoArchivo).toBe(
            res.status === 200 ? 'Vencido' : null,
          ),
      };
    },
  },
];

/** One multipart or download request for one caller. */
async function fileRoute(method: 'GET' | 'POST', path: string, token: string | undefined, fields: Record<string, string> = {}) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (method === 'GET') return (await t.app.request(path, { headers })).status;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('archivo', new Blob([new Uint8Array(PDF)]), 'matriz.pdf');
  return (await t.app.request(path, { method, headers, body: form })).status;
}

describe('Documentos authorisation matrix (both facades)', () => {
  it('covers every procedure of the documentos router', () => {
    const procedures = Object.keys(documentosRouter._def.procedures).map((p) => `documentos.${p}`);
    expect([...new Set(cases.map((c) => c.name.replace(/ \(.*\)$/, '')))].sort()).toEqual(procedures.sort());
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('POST /ph/{id}/documentos (multipart): the administration only; refused uploads create nothing', async () => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const titulo = `Subida ${nextId()}`;
      const status = await fileRoute('POST', `/api/ph/${x.phA.id}/documentos`, x.tokens[actor], {
        titulo,
        categoria: 'otros',
        visibilidad: 'todos',
      });
      const created = await t.db.documento.count({ where: { titulo } });
      if (status !== MANAGE[actor] || created !== (status === 200 ? 1 : 0))
        mismatches.push(`${actor}: ${status}, ${created} creado(s)`);
    }
    expect(mismatches).toEqual([]);
  });

  it('POST /documentos/{id}/versiones (multipart): the administration only; refused uploads add no version', async () => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const d = await freshDocumento();
      const status = await fileRoute('POST', `/api/documentos/${d.id}/versiones`, x.tokens[actor]);
      const versiones = await t.db.documentoVersion.count({ where: { documentoId: d.id } });
      if (status !== MANAGE[actor] || versiones !== (status === 200 ? 2 : 1))
        mismatches.push(`${actor}: ${status}, ${versiones} versión(es)`);
    }
    expect(mismatches).toEqual([]);
  });

  it('GET /documentos/{id}/versiones/{versionId}/archivo: whoever may read the document', async () => {
    const mismatches: string[] = [];
    for (const visibilidad of Object.keys(READERS) as DocumentoVisibilidad[]) {
      const d = await freshDocumento(visibilidad);
      for (const actor of ACTORS) {
        const status = await fileRoute('GET', `/api/documentos/${d.id}/versiones/${d.versiones[0]!.id}/archivo`, x.tokens[actor]);
        if (status !== READERS[visibilidad][actor])
          mismatches.push(`${actor} ${visibilidad}: ${status} (expected ${READERS[visibilidad][actor]})`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('documents every Documentos path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/documentos',
        '/documentos/{id}',
        '/documentos/{id}/archivar',
        '/documentos/{id}/versiones',
        '/documentos/{id}/versiones/{versionId}/archivo',
      ]),
    );
    expect(Object.keys(doc.body.paths['/ph/{id}/documentos']).sort()).toEqual(['get', 'post']);
  });
});
