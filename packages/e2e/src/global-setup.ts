// One real server with demo data for the whole browser suite (mail goes to the /dev/mail outbox).
import type { TestProject } from 'vitest/node';

import { createTestDatabase } from '@horizonte/db/testing';

import { freePort, startServer } from './server.ts';
import { E2E_WHATSAPP_NUMBER } from './web-settings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The port the notification test's local push service listens on (allowed by the server's PUSH_ALLOWED_HOSTS). */
    pushPort: number;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const pushPort = await freePort();
  const server = await startServer({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    SMTP_URL: '',
    WHATSAPP_NUMBER: E2E_WHATSAPP_NUMBER,
    PUSH_ALLOWED_HOSTS: `http://127.0.0.1:${pushPort}`,
    // Every browser test registers from 127.0.0.1: the production quota (10 an hour) would refuse the suite.
    REGISTRATIONS_PER_HOUR: '200',
  });
  project.provide('baseUrl', server.url);
  project.provide('pushPort', pushPort);
  return async () => {
    await server.stop();
    await database.drop();
  };
}
