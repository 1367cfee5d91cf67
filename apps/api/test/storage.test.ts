// The storage contract (issue 16, attachments): the same behaviour from the filesystem storage and
// from the S3 storage against a real S3-compatible server on loopback (s3rver), plus how the
// configuration chooses between them.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { fsStorage, s3Storage, storageOf, type Storage } from '../src/lib/storage.ts';
import { startTestS3, type TestS3 } from './support/s3.ts';

let s3: TestS3;
let folder: string;

beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(join(tmpdir(), 'hz-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const key = (prefix = 'pqrs') => `${prefix}/${randomUUID()}/${randomUUID()}`;
const implementations: [string, () => Storage][] = [
  ['filesystem', () => fsStorage(folder)],
  ['S3', () => s3Storage(s3.settings)],
];

describe.each(implementations)('%s storage', (_name, make) => {
  it('gives back exactly the bytes it was given, binary and large ones too', async () => {
    const storage = make();
    const every = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    const large = new Uint8Array(randomBytes(3 * 1024 * 1024 + 7));
    const [a, b] = [key(), key('documentos')];
    await storage.put(a, every);
    await storage.put(b, large);
    expect(await storage.get(a)).toEqual(every);
    const back = await storage.get(b);
    expect(back?.byteLength).toBe(large.byteLength);
    expect(Buffer.from(back!).equals(Buffer.from(large))).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    const storage = make();
    expect(await storage.get(key())).toBeNull();
    const neighbour = key();
    await storage.put(neighbour, new Uint8Array([1]));
    expect(await storage.get(`${neighbour}0`)).toBeNull();
  });

  it('deletes a key, and deleting one that holds nothing is no fault', async () => {
    const storage = make();
    const k = key();
    await storage.put(k, new Uint8Array([1, 2]));
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await storage.delete(k);
  });

  it('keeps an empty file', async () => {
    const storage = make();
    const k = key();
    await storage.put(k, new Uint8Array());
    expect(await storage.get(k)).toEqual(new Uint8Array());
  });

  it.each([
    '../fuera',
    'pqrs/../../etc/passwd',
    '/absoluta',
    'Mayusculas/x',
    'pqrs//doble',
    'pqrs/',
    'nombre de archivo.pdf',
    '',
  ])('refuses the key %j before touching anything', async (bad) => {
    const storage = make();
    await expect(storage.put(bad, new Uint8Array([1]))).rejects.toThrow(RangeError);
    await expect(storage.get(bad)).rejects.toThrow(/Clave de almacenamiento inválida/);
  });
});

describe('S3 storage', () => {
  it('writes real objects to the bucket, readable by any S3 client', async () => {
    const k = key();
    await s3Storage(s3.settings).put(k, new TextEncoder().encode('hola S3'));
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: s3.settings.credentials,
    });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: k }));
    expect(await object.Body!.transformToString()).toBe('hola S3');
    client.destroy();
  });

  it('treats a missing bucket as a fault, not as a missing file', async () => {
    const storage = s3Storage({ ...s3.settings, bucket: 'no-existe' });
    await expect(storage.get(key())).rejects.toThrow(/bucket/i);
  });
});

describe('storageOf', () => {
  it('chooses the S3 storage with STORAGE_DRIVER=s3, and the folder otherwise', async () => {
    const k = key();
    const onS3 = loadConfig({ NODE_ENV: 'test', STORAGE_DIR: folder, ...s3.env });
    await storageOf(onS3).put(k, new Uint8Array([7, 7]));
    expect(await s3Storage(s3.settings).get(k)).toEqual(new Uint8Array([7, 7]));
    expect(await fsStorage(folder).get(k)).toBeNull();

    const onDisk = loadConfig({ NODE_ENV: 'test', STORAGE_DIR: folder });
    const k2 = key();
    await storageOf(onDisk).put(k2, new Uint8Array([8]));
    expect(await readdir(join(folder, k2.split('/').slice(0, 2).join('/')))).toHaveLength(1);
    expect(await s3Storage(s3.settings).get(k2)).toBeNull();
  });

  it('hands out one storage per configuration', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env });
    expect(storageOf(config)).toBe(storageOf(config));
  });
});
