// Proveedores (issue 29) on both facades: NIT with its check digit, contratos, documents with expiry
// (multipart upload, content sniffed, download), the person with the `proveedor` role linked to it and
// their own read, and the daily alert 30 days before a document expires (once per document, following
// the platform clock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROVEEDORES_MSG } from '@horizonte/contracts';

import { alertarDocumentosProveedor } from '../src/modules/proveedores/alertas.ts';
import { PDF, PNG } from './support/files.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let proveedorUser: TestUser;

async function setClock(ahora: string) {
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);
}

const ascensores = { razonSocial: 'Ascensores Andinos S.A.S.', nit: '900481516', dv: 6, servicios: ['ascensores'] };

async function upload(
  proveedorId: string,
  token: string | undefined,
  campos: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (file) form.append('archivo', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await t.app.request(`/api/proveedores/${proveedorId}/documentos`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  proveedorUser = await createTestUser(t.db, { nombre: 'Técnico Ascensores', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  await setClock('2026-11-02T09:00:00-05:00');
});
afterAll(async () => {
  await t?.close();
});

describe('proveedores', () => {
  let id: string;

  it('creates one with its NIT and DV (REST), refuses a wrong DV and a repeated NIT', async () => {
    const wrong = await t.rest('POST', `/api/ph/${x.phA.id}/proveedores`, {
      token: x.tokens.adminA,
      body: { ...ascensores, dv: 5 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain(PROVEEDORES_MSG.dvInvalido);

    const res = await t.rest('POST', `/api/ph/${x.phA.id}/proveedores`, { token: x.tokens.adminA, body: ascensores });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.proveedor.id;
    expect(res.body.proveedor).toMatchObject({
      nit: '900481516',
      dv: 6,
      declarante: true,
      personaNatural: false,
      contratos: [],
      documentos: [],
    });
    expect(res.body.proveedor.documentosFaltantes).toEqual([
      'rut',
      'camara_comercio',
      'poliza',
      'sg_sst',
      'certificacion_bancaria',
    ]);

    const again = await t.trpc(
      'mutation',
      'proveedores.create',
      { id: x.phA.id, ...ascensores, razonSocial: 'Otro' },
      x.tokens.adminA,
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PROVEEDORES_MSG.nitRepetido);
    // Another complex may have the same proveedor.
    expect((await t.trpc('mutation', 'proveedores.create', { id: x.phB.id, ...ascensores }, x.tokens.adminB)).status).toBe(200);
    expect(await t.db.auditLog.count({ where: { action: 'proveedor.create', entityId: id } })).toBe(1);
  });

  it('lists, reads and updates on both facades; links only a person with the proveedor role', async () => {
    const list = await t.trpc('query', 'proveedores.list', { id: x.phA.id }, x.tokens.consejoA);
    expect(list.status).toBe(200);
    expect(list.body.result.data.proveedores.map((p: { id: string }) => p.id)).toEqual([id]);

    for (const [q, total] of [
      ['andinos', 1],
      ['900481', 1],
      ['Aguas', 0],
    ] as const)
      expect((await t.rest('GET', `/api/ph/${x.phA.id}/proveedores?q=${q}`, { token: x.tokens.adminA })).body.total, q).toBe(
        total,
      );

    const noRol = await t.rest('PUT', `/api/proveedores/${id}`, {
      token: x.tokens.adminA,
      body: { ...ascensores, userId: x.users.residenteA.user.id },
    });
    expect(noRol.status).toBe(400);
    expect(noRol.body.message).toBe(PROVEEDORES_MSG.usuarioNoProveedor);

    const linked = await t.rest('PUT', `/api/proveedores/${id}`, {
      token: x.tokens.adminA,
      body: { ...ascensores, contactoNombre: 'Laura Díaz', email: 'laura@ascensores.co', userId: proveedorUser.user.id },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.proveedor).toMatchObject({
      contactoNombre: 'Laura Díaz',
      userId: proveedorUser.user.id,
      usuarioNombre: 'Técnico Ascensores',
    });

    const got = await t.trpc('query', 'proveedores.get', { id }, x.tokens.adminA);
    expect(got.body.result.data.proveedor.email).toBe('laura@ascensores.co');
    expect((await t.rest('GET', `/api/proveedores/${id}`, { token: x.tokens.adminB })).status).toBe(403);
  });

  it('adds a contrato with vigencia and póliza', async () => {
    const bad = await t.rest('POST', `/api/proveedores/${id}/contratos`, {
      token: x.tokens.adminA,
      body: { objeto: 'Mantenimiento', valor: 1_000, desde: '2026-06-01', hasta: '2026-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain(PROVEEDORES_MSG.vigencia);
    const res = await t.trpc(
      'mutation',
      'proveedores.contratos.create',
      {
        id,
        objeto: 'Mantenimiento preventivo de 2 ascensores',
        valor: 14_400_000,
        desde: '2026-01-01',
        hasta: '2026-12-31',
        polizaNumero: 'RC-123',
        polizaVence: '2026-12-31',
      },
      x.tokens.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data.contrato).toMatchObject({ valor: 14_400_000, vigente: true, polizaNumero: 'RC-123' });
  });

  it('stores documents checked by content, with their expiry state, and serves the file', async () => {
    expect((await upload(id, x.tokens.adminA, { tipo: 'rut' }, { name: 'rut.txt', bytes: Buffer.from('hola') })).status).toBe(
      400,
    );
    expect((await upload(id, x.tokens.adminA, { tipo: 'nada' }, { name: 'rut.pdf', bytes: PDF })).body.message).toBe(
      PROVEEDORES_MSG.tipoDocumento,
    );
    expect((await upload(id, x.tokens.adminA, { tipo: 'rut' })).body.message).toBe(PROVEEDORES_MSG.archivoFaltante);
    expect((await upload(id, x.tokens.consejoA, { tipo: 'rut' }, { name: 'rut.pdf', bytes: PDF })).status).toBe(403);

    const rut = await upload(id, x.tokens.adminA, { tipo: 'rut' }, { name: 'rut.pdf', bytes: PDF });
    expect(rut.status, JSON.stringify(rut.body)).toBe(200);
    expect(rut.body.documento).toMatchObject({ tipo: 'rut', mime: 'application/pdf', estado: 'sin_vencimiento' });
    // Today is 2 Nov 2026: 2 Dec is 30 days ahead (por vencer), 3 Dec 31 (vigente), 1 Nov is past.
    const poliza = await upload(id, x.tokens.adminA, { tipo: 'poliza', vence: '2026-12-02' }, { name: 'poliza.png', bytes: PNG });
    expect(poliza.body.documento).toMatchObject({ mime: 'image/png', estado: 'por_vencer', vence: '2026-12-02' });
    expect(
      (await upload(id, x.tokens.adminA, { tipo: 'sg_sst', vence: '2026-12-03' }, { name: 'sst.pdf', bytes: PDF })).body.documento
        .estado,
    ).toBe('vigente');
    expect(
      (await upload(id, x.tokens.adminA, { tipo: 'camara_comercio', vence: '2026-11-01' }, { name: 'cc.pdf', bytes: PDF })).body
        .documento.estado,
    ).toBe('vencido');

    const file = await t.app.request(`/api/documentos-proveedor/${rut.body.documento.id}`, {
      headers: { authorization: `Bearer ${x.tokens.consejoA}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const ajeno = await t.app.request(`/api/documentos-proveedor/${rut.body.documento.id}`, {
      headers: { authorization: `Bearer ${x.tokens.adminB}` },
    });
    expect(ajeno.status).toBe(403);

    const p = (await t.rest('GET', `/api/proveedores/${id}`, { token: x.tokens.adminA })).body.proveedor;
    expect(p.documentosFaltantes).toEqual(['certificacion_bancaria']);
  });

  it('shows the linked person their own proveedor (mio), and nobody else', async () => {
    const mio = await t.rest('GET', `/api/ph/${x.phA.id}/proveedores/mio`, { token: proveedorUser.token });
    expect(mio.status, JSON.stringify(mio.body)).toBe(200);
    expect(mio.body.proveedor.id).toBe(id);
    expect(mio.body.proveedor.contratos).toHaveLength(1);
    const trpc = await t.trpc('query', 'proveedores.mio', { id: x.phA.id }, proveedorUser.token);
    expect(trpc.body.result.data.proveedor.documentos.find((d: { tipo: string }) => d.tipo === 'poliza').estado).toBe(
      'por_vencer',
    );
    // Their own document's file too.
    const doc = trpc.body.result.data.proveedor.documentos[0];
    expect(
      (
        await t.app.request(`/api/documentos-proveedor/${doc.id}`, {
          headers: { authorization: `Bearer ${proveedorUser.token}` },
        })
      ).status,
    ).toBe(200);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/proveedores/mio`, { token: x.tokens.adminA })).status).toBe(403);
    const otro = await createTestUser(t.db, { roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
    const sin = await t.rest('GET', `/api/ph/${x.phA.id}/proveedores/mio`, { token: otro.token });
    expect(sin.status).toBe(404);
    expect(sin.body.message).toBe(PROVEEDORES_MSG.sinProveedor);
  });

  it('mails the administrators 30 days before a document expires, once per document', async () => {
    // The job is also scheduled every minute: a run between the earlier uploads may already have mailed
    // some of them, in a mail of their own. So the assertions are on every alert mail to the admin: each
    // document in exactly one, each subject counting its own lines.
    const alertas = () =>
      t.smtp.messages.filter(
        (m) =>
          m.to.split(',').includes(x.users.adminA.user.email.toLowerCase()) &&
          /Documentos de proveedores por vencer/.test(m.subject),
      );
    const lineasDe = (m: { text: string }) => m.text.split('\n').filter((l) => l.includes('Ascensores Andinos S.A.S. · '));
    const lineas = () => alertas().flatMap(lineasDe);
    const entregado = async () => {
      await t.jobs.settle();
      for (const m of alertas()) {
        expect(m.subject).toBe(`Documentos de proveedores por vencer en Conjunto A: ${lineasDe(m).length}`);
      }
      return lineas();
    };
    // 2 Nov: the póliza (2 Dec) and the expired cámara de comercio (1 Nov) are due; the SG-SST (3 Dec) is not.
    await alertarDocumentosProveedor(t.services as never, {});
    const primeras = await entregado();
    expect(primeras).toHaveLength(2);
    expect(primeras.join('\n')).toContain('Ascensores Andinos S.A.S. · Póliza · vence el');
    expect(primeras.join('\n')).toContain('Cámara de comercio · venció el');
    expect(primeras.join('\n')).not.toContain('SG-SST');
    // Again the same day: nothing more.
    await alertarDocumentosProveedor(t.services as never, {});
    expect(await entregado()).toEqual(primeras);
    // The clock moves one day: the SG-SST falls within 30 days and is the only one mailed.
    await setClock('2026-11-03T09:00:00-05:00');
    await t.jobs.send(t.db, 'proveedores.documentos-por-vencer', {});
    const todas = await entregado();
    expect(todas).toHaveLength(3);
    expect(todas.slice(2).join('\n')).toContain('SG-SST');
  });
});
