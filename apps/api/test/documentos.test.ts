// Documentos (issue 16) through both facades: publishing with a file checked by content (PDF,
// photos, Word/Excel; 20 MB), new versions that keep the old ones downloadable, metadata changes,
// archiving with a motivo (409 afterwards, hidden from everyone but the administration), what each
// role sees and downloads, filters and search, another complex (403) and unknown ids (404).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderPdf } from '../src/modules/tesoreria/pdf.ts';
import { PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let propietario: TestUser;
let proveedor: TestUser;
let porteria: TestUser;
let PDF: Buffer;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the JSON bodies

interface Fields {
  titulo?: string;
  descripcion?: string;
  categoria?: string;
  visibilidad?: string;
}

async function send(
  path: string,
  token: string | undefined,
  fields: Fields,
  archivo?: { name: string; bytes: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (archivo)
    form.append(
      'archivo',
      new Blob([new Uint8Array(archivo.bytes)], { type: archivo.type ?? 'application/octet-stream' }),
      archivo.name,
    );
  const res = await t.app.request(path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Body };
}

/** `archivo: null` sends the form without a file. */
const publicar = (
  fields: Fields,
  archivo: { name: string; bytes: Buffer; type?: string } | null = { name: 'doc.pdf', bytes: PDF },
  token: string | undefined = x.tokens.adminA,
  phId = x.phA.id,
) =>
  send(
    `/api/ph/${phId}/documentos`,
    token,
    { titulo: 'Documento', categoria: 'otros', visibilidad: 'todos', ...fields },
    archivo ?? undefined,
  );

async function publicado(fields: Fields) {
  const res = await publicar(fields);
  expect(res.status).toBe(200);
  return res.body.documento as { id: string; version: { id: string; url: string; numero: number } };
}

const download = (url: string, token: string | undefined) =>
  t.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const titulos = (body: Body) => (body.documentos as { titulo: string }[]).map((d) => d.titulo);

beforeAll(async () => {
  t = await startTestApp({ STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-documentos-')) });
  x = await createTenants(t.db);
  propietario = await createTestUser(t.db, { nombre: 'Propietaria A', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
  await createResidente(t.db, x.unitA2.id, propietario.user.id);
  proveedor = await createTestUser(t.db, { nombre: 'Aseo Ltda', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  porteria = await createTestUser(t.db, { nombre: 'Portería A', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  PDF = await renderPdf({ titulo: 'Reglamento', conjunto: x.phA, lineas: ['Capítulo I'] });
});
afterAll(async () => {
  await t?.close();
});

describe('publishing and versions', () => {
  it('publishes a PDF with its metadata, lists it on both facades, and audits it', async () => {
    const res = await publicar(
      { titulo: 'Reglamento interno', descripcion: 'Versión aprobada en 2026', categoria: 'reglamento', visibilidad: 'todos' },
      { name: 'reglamento.pdf', bytes: PDF, type: 'text/plain' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Documento publicado',
      documento: {
        titulo: 'Reglamento interno',
        descripcion: 'Versión aprobada en 2026',
        categoria: 'reglamento',
        visibilidad: 'todos',
        archivado: null,
        autor: { nombre: 'Admin A' },
        version: { numero: 1, nombre: 'reglamento.pdf', tipo: 'application/pdf', tamano: PDF.byteLength },
      },
    });
    const id = res.body.documento.id as string;
    const rest = await t.rest('GET', `/api/ph/${x.phA.id}/documentos?categoria=reglamento`, { token: x.tokens.residenteA });
    expect(rest.status).toBe(200);
    expect(rest.body.documentos.map((d: { id: string }) => d.id)).toContain(id);
    const trpc = await t.trpc('query', 'documentos.list', { id: x.phA.id, categoria: 'reglamento' }, x.tokens.consejoA);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.documentos.map((d: { id: string }) => d.id)).toContain(id);
    const file = await download(res.body.documento.version.url, x.tokens.residenteA);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('reglamento.pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await t.db.auditLog.count({ where: { action: 'documento.create', entityId: id } })).toBe(1);
  });

  it('adds a new version; the old one stays downloadable and the detail lists both, newest first', async () => {
    const doc = await publicado({ titulo: 'Póliza de áreas comunes', categoria: 'polizas' });
    const v2 = await send(`/api/documentos/${doc.id}/versiones`, x.tokens.adminA, {}, { name: 'poliza-2027.png', bytes: PNG });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({
      message: 'Nueva versión publicada',
      documento: { id: doc.id, version: { numero: 2, nombre: 'poliza-2027.png', tipo: 'image/png' } },
    });
    for (const detail of [
      (await t.rest('GET', `/api/documentos/${doc.id}`, { token: x.tokens.residenteA })).body,
      (await t.trpc('query', 'documentos.get', { id: doc.id }, x.tokens.residenteA)).body.result.data,
    ]) {
      expect(detail.documento.version.numero).toBe(2);
      expect(detail.versiones.map((v: { numero: number; nombre: string }) => [v.numero, v.nombre])).toEqual([
        [2, 'poliza-2027.png'],
        [1, 'doc.pdf'],
      ]);
    }
    const old = await download(doc.version.url, x.tokens.residenteA);
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await t.db.auditLog.count({ where: { action: 'documento.version', entityId: doc.id } })).toBe(1);
    expect((await send(`/api/documentos/${doc.id}/versiones`, x.tokens.consejoA, {}, { name: 'x.pdf', bytes: PDF })).status).toBe(
      403,
    );
    expect((await send(`/api/documentos/${UNKNOWN}/versiones`, x.tokens.adminA, {}, { name: 'x.pdf', bytes: PDF })).status).toBe(
      404,
    );
    expect((await download(`/api/documentos/${doc.id}/versiones/${UNKNOWN}/archivo`, x.tokens.adminA)).status).toBe(404);
  });

  it('accepts Word and Excel files by their content', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Presupuesto').addRow(['Rubro', 'Valor']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await publicar(
      { titulo: 'Presupuesto en hoja de cálculo', categoria: 'estados_financieros', visibilidad: 'consejo' },
      { name: 'presupuesto.xlsx', bytes: xlsx },
    );
    expect(res.status).toBe(200);
    expect(res.body.documento.version.tipo).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('refuses a file whose content is not allowed, a missing file and one over 20 MB (400 in Spanish), and invalid metadata (422)', async () => {
    const before = await t.db.documento.count();
    const fake = await publicar(
      { titulo: 'Falso' },
      { name: 'acta.pdf', bytes: Buffer.from('no soy un PDF'), type: 'application/pdf' },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(
      'acta.pdf: solo se aceptan PDF, imágenes (JPG, PNG, WebP) y documentos de Office (Word, Excel)',
    );
    const zip = await publicar(
      { titulo: 'Ejecutable' },
      { name: 'programa.exe', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1') },
    );
    expect(zip.status).toBe(400);
    const missing = await publicar({ titulo: 'Sin archivo' }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Adjunta el archivo (campo «archivo»)');
    const big = await publicar(
      { titulo: 'Grande' },
      { name: 'grande.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]) },
    );
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('grande.pdf supera el tamaño máximo de 20 MB');
    const invalid = await publicar({ titulo: ' ', categoria: 'memes', visibilidad: 'nadie' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([
      'El título es obligatorio',
      'Elige la categoría: reglamento, actas, estados financieros, contratos, pólizas u otros',
      'Elige quién lo puede ver: todos, propietarios, consejo o solo la administración',
    ]);
    const json = await t.rest('POST', `/api/ph/${x.phA.id}/documentos`, { token: x.tokens.adminA, body: { titulo: 'JSON' } });
    expect(json.status).toBe(400);
    expect(await t.db.documento.count()).toBe(before);
  });

  it('refuses uploads by anyone but the administration (403), another complex (403), unknown complexes (404) and anonymous callers (401)', async () => {
    const before = await t.db.documento.count();
    expect((await publicar({}, null, x.tokens.consejoA)).status).toBe(403);
    expect((await publicar({}, null, propietario.token)).status).toBe(403);
    expect((await publicar({}, null, x.tokens.adminB)).status).toBe(403);
    expect((await publicar({}, null, x.tokens.adminA, UNKNOWN)).status).toBe(404);
    expect(
      (
        await send(
          `/api/ph/${x.phA.id}/documentos`,
          undefined,
          { titulo: 'Anónimo', categoria: 'otros', visibilidad: 'todos' },
          { name: 'x.pdf', bytes: PDF },
        )
      ).status,
    ).toBe(401);
    expect((await publicar({}, null, x.tokens.adminA, 'no-es-uuid')).status).toBe(400);
    expect(await t.db.documento.count()).toBe(before);
  });
});

describe('what each role sees', () => {
  let docs: Record<'todos' | 'propietarios' | 'consejo' | 'administracion', { id: string; version: { url: string } }>;

  beforeAll(async () => {
    docs = {
      todos: await publicado({ titulo: 'Vis todos', visibilidad: 'todos', categoria: 'contratos' }),
      propietarios: await publicado({ titulo: 'Vis propietarios', visibilidad: 'propietarios', categoria: 'contratos' }),
      consejo: await publicado({ titulo: 'Vis consejo', visibilidad: 'consejo', categoria: 'contratos' }),
      administracion: await publicado({ titulo: 'Vis administración', visibilidad: 'administracion', categoria: 'contratos' }),
    };
  });

  const visibles = async (token: string | undefined) => {
    const res = await t.rest('GET', `/api/ph/${x.phA.id}/documentos?q=vis&pageSize=100`, { token });
    return res.status === 200 ? titulos(res.body).sort() : res.status;
  };

  it('lists to each role only the visibilities it may read', async () => {
    expect(await visibles(x.tokens.adminA)).toEqual(['Vis administración', 'Vis consejo', 'Vis propietarios', 'Vis todos']);
    expect(await visibles(x.tokens.superAdmin)).toHaveLength(4);
    expect(await visibles(x.tokens.consejoA)).toEqual(['Vis consejo', 'Vis propietarios', 'Vis todos']);
    expect(await visibles(x.tokens.soporte)).toEqual(['Vis consejo', 'Vis propietarios', 'Vis todos']);
    expect(await visibles(propietario.token)).toEqual(['Vis propietarios', 'Vis todos']);
    expect(await visibles(x.tokens.residenteA)).toEqual(['Vis todos']);
    expect(await visibles(proveedor.token)).toBe(403);
    expect(await visibles(porteria.token)).toBe(403);
    expect(await visibles(x.tokens.adminB)).toBe(403);
    expect(await visibles(x.tokens.comercial)).toBe(403);
  });

  it('lets each role open and download only what it may see (403 otherwise, 404 for unknown ids)', async () => {
    const matrix: [string, string | undefined, Record<keyof typeof docs, number>][] = [
      ['propietario', propietario.token, { todos: 200, propietarios: 200, consejo: 403, administracion: 403 }],
      ['residente', x.tokens.residenteA, { todos: 200, propietarios: 403, consejo: 403, administracion: 403 }],
      ['consejo', x.tokens.consejoA, { todos: 200, propietarios: 200, consejo: 200, administracion: 403 }],
      ['admin', x.tokens.adminA, { todos: 200, propietarios: 200, consejo: 200, administracion: 200 }],
      ['proveedor', proveedor.token, { todos: 403, propietarios: 403, consejo: 403, administracion: 403 }],
      ['admin de otro conjunto', x.tokens.adminB, { todos: 403, propietarios: 403, consejo: 403, administracion: 403 }],
    ];
    const got: string[] = [];
    const want: string[] = [];
    for (const [who, token, expected] of matrix) {
      for (const vis of Object.keys(docs) as (keyof typeof docs)[]) {
        const rest = await t.rest('GET', `/api/documentos/${docs[vis].id}`, { token });
        const trpc = await t.trpc('query', 'documentos.get', { id: docs[vis].id }, token);
        const file = await download(docs[vis].version.url, token);
        got.push(`${who} ${vis}: ${rest.status} ${trpc.status} ${file.status}`);
        want.push(`${who} ${vis}: ${expected[vis]} ${expected[vis]} ${expected[vis]}`);
      }
    }
    expect(got).toEqual(want);
    expect((await t.rest('GET', `/api/documentos/${UNKNOWN}`, { token: x.tokens.adminA })).status).toBe(404);
    expect((await t.trpc('query', 'documentos.get', { id: UNKNOWN }, x.tokens.adminA)).status).toBe(404);
    expect((await t.rest('GET', `/api/ph/${UNKNOWN}/documentos`, { token: x.tokens.adminA })).status).toBe(404);
  });

  it('closes the library to a resident whose unit has the documentos permiso turned off', async () => {
    await t.db.residente.update({ where: { id: x.residenteRecordA.id }, data: { permisos: ['reservas', 'pqrs'] } });
    try {
      const res = await t.rest('GET', `/api/ph/${x.phA.id}/documentos`, { token: x.tokens.residenteA });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Tu unidad no tiene habilitado el módulo de documentos');
      expect((await download(docs.todos.version.url, x.tokens.residenteA)).status).toBe(403);
    } finally {
      await t.db.residente.update({
        where: { id: x.residenteRecordA.id },
        data: { permisos: ['reservas', 'pqrs', 'visitantes', 'documentos'] },
      });
    }
    expect(await visibles(x.tokens.residenteA)).toEqual(['Vis todos']);
  });
});

describe('editing, archiving, filters', () => {
  it('edits the metadata on both facades (422 for invalid input, 403 for the consejo)', async () => {
    const doc = await publicado({ titulo: 'Contrato de aseo', categoria: 'contratos', visibilidad: 'consejo' });
    const rest = await t.rest('PUT', `/api/documentos/${doc.id}`, {
      token: x.tokens.adminA,
      body: { titulo: 'Contrato de aseo 2027', descripcion: 'Renovado', categoria: 'contratos', visibilidad: 'propietarios' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      message: 'Documento actualizado',
      documento: {
        titulo: 'Contrato de aseo 2027',
        descripcion: 'Renovado',
        visibilidad: 'propietarios',
        version: { numero: 1 },
      },
    });
    expect((await t.rest('GET', `/api/documentos/${doc.id}`, { token: propietario.token })).status).toBe(200);
    const trpc = await t.trpc(
      'mutation',
      'documentos.update',
      { id: doc.id, titulo: 'Contrato de aseo y jardinería', categoria: 'contratos', visibilidad: 'consejo' },
      x.tokens.adminA,
    );
    expect(trpc.body.result.data.documento).toMatchObject({
      titulo: 'Contrato de aseo y jardinería',
      descripcion: '',
      visibilidad: 'consejo',
    });
    expect((await t.rest('GET', `/api/documentos/${doc.id}`, { token: propietario.token })).status).toBe(403);
    const invalid = await t.rest('PUT', `/api/documentos/${doc.id}`, {
      token: x.tokens.adminA,
      body: { titulo: '', categoria: 'contratos', visibilidad: 'todas' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([
      'El título es obligatorio',
      'Elige quién lo puede ver: todos, propietarios, consejo o solo la administración',
    ]);
    expect(
      (
        await t.rest('PUT', `/api/documentos/${doc.id}`, {
          token: x.tokens.consejoA,
          body: { titulo: 'X', categoria: 'contratos', visibilidad: 'todos' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.rest('PUT', `/api/documentos/${UNKNOWN}`, {
          token: x.tokens.adminA,
          body: { titulo: 'X', categoria: 'contratos', visibilidad: 'todos' },
        })
      ).status,
    ).toBe(404);
    expect(await t.db.auditLog.count({ where: { action: 'documento.update', entityId: doc.id } })).toBe(2);
  });

  it('archives with a motivo: hidden from everyone but the administration, kept with its versions, 409 afterwards', async () => {
    const doc = await publicado({ titulo: 'Acta extraordinaria', categoria: 'actas', visibilidad: 'todos' });
    const sinMotivo = await t.rest('PUT', `/api/documentos/${doc.id}/archivar`, {
      token: x.tokens.adminA,
      body: { motivo: ' ' },
    });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.errors).toEqual(['Indica el motivo del archivo']);
    expect(
      (await t.rest('PUT', `/api/documentos/${doc.id}/archivar`, { token: x.tokens.consejoA, body: { motivo: 'x' } })).status,
    ).toBe(403);
    const res = await t.rest('PUT', `/api/documentos/${doc.id}/archivar`, {
      token: x.tokens.adminA,
      body: { motivo: 'Publicada por error' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Documento archivado',
      documento: { archivado: { motivo: 'Publicada por error' } },
    });

    const again = await t.trpc('mutation', 'documentos.archivar', { id: doc.id, motivo: 'Otra vez' }, x.tokens.adminA);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('El documento está archivado: no admite cambios');
    expect(
      (
        await t.rest('PUT', `/api/documentos/${doc.id}`, {
          token: x.tokens.adminA,
          body: { titulo: 'X', categoria: 'actas', visibilidad: 'todos' },
        })
      ).status,
    ).toBe(409);
    expect((await send(`/api/documentos/${doc.id}/versiones`, x.tokens.adminA, {}, { name: 'x.pdf', bytes: PDF })).status).toBe(
      409,
    );

    expect((await t.rest('GET', `/api/documentos/${doc.id}`, { token: x.tokens.residenteA })).status).toBe(404);
    expect((await download(doc.version.url, x.tokens.residenteA)).status).toBe(404);
    expect(
      titulos((await t.rest('GET', `/api/ph/${x.phA.id}/documentos?q=extraordinaria`, { token: x.tokens.consejoA })).body),
    ).toEqual([]);
    expect(
      titulos((await t.rest('GET', `/api/ph/${x.phA.id}/documentos?q=extraordinaria`, { token: x.tokens.adminA })).body),
    ).toEqual([]);
    expect(
      titulos(
        (await t.rest('GET', `/api/ph/${x.phA.id}/documentos?q=extraordinaria&archivados=true`, { token: x.tokens.adminA })).body,
      ),
    ).toEqual(['Acta extraordinaria']);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/documentos?archivados=true`, { token: x.tokens.consejoA })).status).toBe(
      403,
    );
    expect((await t.rest('GET', `/api/documentos/${doc.id}`, { token: x.tokens.adminA })).status).toBe(200);
    expect((await download(doc.version.url, x.tokens.adminA)).status).toBe(200);
    expect(await t.db.documentoVersion.count({ where: { documentoId: doc.id } })).toBe(1);
    expect(await t.db.auditLog.count({ where: { action: 'documento.archive', entityId: doc.id } })).toBe(1);
  });

  it('filters by categoría, searches title and description without accents, and pages', async () => {
    await publicado({ titulo: 'Póliza de incendio', descripcion: 'Cubre zonas comunes', categoria: 'polizas' });
    await publicado({ titulo: 'Otro documento', descripcion: 'Menciona la POLIZA colectiva', categoria: 'otros' });
    const q = await t.rest('GET', `/api/ph/${x.phA.id}/documentos?q=${encodeURIComponent('póliza')}&pageSize=100`, {
      token: x.tokens.adminA,
    });
    expect(titulos(q.body)).toEqual(expect.arrayContaining(['Póliza de incendio', 'Otro documento']));
    const cat = await t.trpc(
      'query',
      'documentos.list',
      { id: x.phA.id, q: 'poliza', categoria: 'polizas', pageSize: 100 },
      x.tokens.adminA,
    );
    expect(cat.body.result.data.documentos.every((d: { categoria: string }) => d.categoria === 'polizas')).toBe(true);
    expect(cat.body.result.data.documentos.map((d: { titulo: string }) => d.titulo)).toContain('Póliza de incendio');
    const page = await t.rest('GET', `/api/ph/${x.phA.id}/documentos?pageSize=2&page=2`, { token: x.tokens.adminA });
    expect(page.body).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.body.documentos).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(4);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/documentos?categoria=memes`, { token: x.tokens.adminA })).status).toBe(422);
  });

  it('documents every path in the OpenAPI document', async () => {
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
    expect(doc.body.paths['/ph/{id}/documentos'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(doc.body.paths['/ph/{id}/documentos'].get).toBeDefined();
  });
});
