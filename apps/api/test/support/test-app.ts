// The real Hono app on a fresh database, called over HTTP semantics with app.request().
import type { Database } from '@horizonte/db';
import { createTestDatabase } from '@horizonte/db/testing';

import { createApp } from '../../src/app.ts';
import { startServices, type RunningServices } from '../../src/bootstrap.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Deps } from '../../src/deps.ts';
import type { JobQueue } from '../../src/jobs/queue.ts';
import type { Logger } from '../../src/lib/logger.ts';
import type { SessionCache } from '../../src/modules/auth/session-cache.ts';
import { validateAppAnswers } from './openapi-validator.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

export const TEST_APP_URL = 'http://horizonte.test';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  /** What the app was built from: another app over the same services (e.g. other options). */
  services: Deps;
  db: Database;
  config: Config;
  smtp: TestSmtp;
  /** The job queue: `jobs.settle()` waits until queued mail and jobs are done. */
  jobs: JobQueue;
  /** The sessions the app holds: after changing sessions or users straight in the database, `sessions.settle(db)`. */
  sessions: SessionCache;
  /** The embedded database (PGlite only), e.g. for a backup taken while the app runs. */
  pglite: RunningServices['pglite'];
  /** REST call: JSON in, status + parsed JSON out. */
  rest(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<JsonResponse>;
  /** tRPC call over /trpc (query → GET, mutation → POST). */
  trpc(kind: 'query' | 'mutation', procedure: string, input?: unknown, token?: string): Promise<JsonResponse>;
  close(): Promise<void>;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
}

/** `logger`: where the app's log lines go (support/log-lines.ts keeps them for a test to read). */
export async function startTestApp(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const smtp = await startTestSmtp();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
    APP_URL: TEST_APP_URL,
    ...env,
  });
  const running = await startServices(config, { migrate: false, logger: options.logger });
  // app.request and listen(app.fetch) both go through app.fetch: checked against the document there.
  const app = validateAppAnswers(createApp(running.services));

  async function toJson(response: Response): Promise<JsonResponse> {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the text
    }
    return { status: response.status, headers: response.headers, body };
  }

  return {
    app,
    services: running.services,
    db: running.services.db,
    config,
    smtp,
    jobs: running.services.jobs,
    sessions: running.services.sessions,
    pglite: running.pglite,
    async rest(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      return toJson(await app.request(path, { method, headers, body }));
    },
    async trpc(kind, procedure, input, token) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (kind === 'query') {
        const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
        return toJson(await app.request(`/trpc/${procedure}${qs}`, { headers }));
      }
      headers['content-type'] = 'application/json';
      return toJson(await app.request(`/trpc/${procedure}`, { method: 'POST', headers, body: JSON.stringify(input ?? null) }));
    },
    async close() {
      await running.stop();
      await smtp.close();
      await database.drop();
    },
  };
}
