// The demo data of the first `pnpm start`, loaded into a test app: what each demo-*.test.ts checks.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { storageOf } from '../../src/lib/storage.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface DemoApp {
  t: TestApp;
  /** The id of `altos`, the demo complex with every module's data. */
  phId: string;
}

/** A test app seeded as of `now`; with `documentos`, the library's files go to a storage of its own. */
export async function startDemoApp({
  now = new Date(),
  documentos = false,
}: { now?: Date; documentos?: boolean } = {}): Promise<DemoApp> {
  const t = await startTestApp(documentos ? { STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-demo-')) } : {});
  await seedDemoData(t.db, now, documentos ? storageOf(t.config) : undefined);
  const phId = (await t.db.pH.findFirstOrThrow({ where: { identificador: 'altos' } })).id;
  return { t, phId };
}

/** A session of a demo account (password-less: the demo accounts' logins are tested elsewhere). */
export async function demoToken(t: TestApp, email: string): Promise<string> {
  const user = await t.db.user.findUniqueOrThrow({ where: { email } });
  return (await createSession(t.db, user.id, new Date())).token;
}
