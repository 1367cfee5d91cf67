// A real S3-compatible server on loopback (s3rver) with one empty bucket, its objects in a temp folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from '@20minutes/s3rver';

import type { S3Settings } from '../../src/config.ts';

export interface TestS3 {
  /** What the app reads to use this server: STORAGE_DRIVER=s3 and the S3_* variables. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

// s3rver checks signatures against its own fixed key pair.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * `listing`: accept bucket-level requests (ListObjectsV2, which backups use). s3rver signs the path
 * `/<bucket>/` of the AWS SDK v3 as `/<bucket>` and refuses them; only then are signatures not checked.
 */
export async function startTestS3(bucket = 'horizonte-test', { listing = false }: { listing?: boolean } = {}): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'hz-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    allowMismatchedSignatures: listing,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
