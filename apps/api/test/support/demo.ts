// The demo data of the first `pnpm start`, loaded into a test app: what test/demo.test.ts and test/demo-egresos.test.ts check.
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

let shared: DemoApp | undefined;

/**
 * One demo app for every check of test/demo.test.ts: seeding the whole demo is the costly part, so the
 * modules under test/demo/ read this one (started by the test file's first hook) instead of seeding their own.
 */
export function sharedDemoApp(): DemoApp {
  if (!shared) throw new Error('sharedDemoApp() before test/demo.test.ts started it');
  return shared;
}

/** Seeded as `pnpm start` seeds it (SEED_DEMO=true: the demo data, its files and the payment simulator). */
export async function startSharedDemoApp(): Promise<DemoApp> {
  const t = await startTestApp({ SEED_DEMO: 'true', STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-demo-')) });
  const phId = (await t.db.pH.findFirstOrThrow({ where: { identificador: 'altos' } })).id;
  shared = { t, phId };
  return shared;
}

/** A session of a demo account (password-less: the demo accounts' logins are tested elsewhere). */
export async function demoToken(t: TestApp, email: string): Promise<string> {
  const user = await t.db.user.findUniqueOrThrow({ where: { email } });
  return (await createSession(t.db, user.id, new Date())).token;
}
