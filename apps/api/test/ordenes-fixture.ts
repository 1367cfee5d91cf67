// What the órdenes tests share: a proveedor of a complex (optionally linked to a person) and the
// multipart upload of the plain routes (the evidence files are support/files.ts).
import type { Database } from '@horizonte/db';

import { nextId } from './support/tenants.ts';
import type { TestApp } from './support/test-app.ts';

export async function createProveedor(db: Database, phId: string, razonSocial: string, userId: string | null = null) {
  const n = nextId();
  return db.proveedor.create({
    data: {
      phId,
      razonSocial,
      nit: `8${String(n).padStart(8, '0')}`,
      dv: 0,
      userId,
      servicios: ['mantenimiento'],
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  });
}

export async function subir(t: TestApp, path: string, token: string | undefined, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const f of files)
    form.append('archivos', new Blob([new Uint8Array(f.bytes)], { type: 'application/octet-stream' }), f.name);
  const res = await t.app.request(path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the body
}
