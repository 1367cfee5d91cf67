// The app configured with STORAGE_DRIVER=s3 against a real S3-compatible server on loopback: a PQRS
// attachment and a documento travel upload → bucket → download through the real HTTP routes, and
// nothing lands in the data folder.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PDF, PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { startTestS3, type TestS3 } from './support/s3.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let s3: TestS3;
let t: TestApp;
let x: Tenants;
let folder: string;
let client: S3Client;

// A real 1×1 PNG and a minimal PDF.

beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(join(tmpdir(), 'hz-s3-app-'));
  t = await startTestApp({ STORAGE_DIR: folder, ...s3.env });
  x = await createTenants(t.db);
  client = new S3Client({
    region: s3.settings.region,
    endpoint: s3.settings.endpoint,
    forcePathStyle: true,
    credentials: s3.settings.credentials,
  });
});
afterAll(async () => {
  client?.destroy();
  await t?.close();
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const post = async (path: string, token: string | undefined, form: FormData) => {
  const res = await t.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
};
const download = (url: string, token: string | undefined) =>
  t.app.request(url, { headers: { authorization: `Bearer ${token}` } });
const inBucket = async (key: string) =>
  Buffer.from(
    await (await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }))).Body!.transformToByteArray(),
  );

describe('STORAGE_DRIVER=s3', () => {
  it('stores a PQRS attachment in the bucket and serves it back to the filer', async () => {
    expect(t.config.s3).toMatchObject({ bucket: 'horizonte-test', endpoint: s3.settings.endpoint, forcePathStyle: true });
    const filed = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { tipo: 'queja', subtipo: 'general', asunto: 'Humedad en la fachada', descripcion: 'Foto adjunta.' },
    });
    expect(filed.status).toBe(200);
    const form = new FormData();
    form.append('archivos', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'fachada.png');
    const uploaded = await post(`/api/pqrs/${filed.body.pqrs.id}/adjuntos`, x.tokens.residenteA, form);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.adjuntos).toMatchObject([{ nombre: 'fachada.png', tipo: 'image/png' }]);

    const { clave } = await t.db.pqrsAdjunto.findUniqueOrThrow({ where: { id: uploaded.body.adjuntos[0].id } });
    expect((await inBucket(clave)).equals(PNG)).toBe(true);

    const file = await download(uploaded.body.adjuntos[0].url, x.tokens.residenteA);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await download(uploaded.body.adjuntos[0].url, x.tokens.adminB)).status).toBe(403);
    expect(await readdir(folder)).toEqual([]);
  });

  it('stores a documento in the bucket and serves it to the residents', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ titulo: 'Reglamento', categoria: 'reglamento', visibilidad: 'todos' }))
      form.append(k, v);
    form.append('archivo', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'reglamento.pdf');
    const published = await post(`/api/ph/${x.phA.id}/documentos`, x.tokens.adminA, form);
    expect(published.status).toBe(200);

    const version = await t.db.documentoVersion.findUniqueOrThrow({ where: { id: published.body.documento.version.id } });
    expect((await inBucket(version.clave)).equals(PDF)).toBe(true);

    const file = await download(published.body.documento.version.url, x.tokens.residenteA);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await readdir(folder)).toEqual([]);
  });

  it('answers 404 when the bucket lost the object, like a missing file on disk', async () => {
    const filed = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { tipo: 'peticion', subtipo: 'general', asunto: 'Copia del acta', descripcion: 'La del año pasado.' },
    });
    const form = new FormData();
    form.append('archivos', new Blob([new Uint8Array(PDF)]), 'acta.pdf');
    const uploaded = await post(`/api/pqrs/${filed.body.pqrs.id}/adjuntos`, x.tokens.residenteA, form);
    expect(uploaded.status).toBe(200);
    await t.db.pqrsAdjunto.update({
      where: { id: uploaded.body.adjuntos[0].id },
      data: { clave: `pqrs/${filed.body.pqrs.id}/perdido` },
    });
    const file = await download(uploaded.body.adjuntos[0].url, x.tokens.residenteA);
    expect(file.status).toBe(404);
  });
});
