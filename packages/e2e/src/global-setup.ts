// One real server with demo data for the whole browser suite (mail goes to the /dev/mail outbox).
import type { TestProject } from 'vitest/node';

import { createTestDatabase } from '@horizonte/db/testing';

import { startServer } from './server.ts';
import { E2E_WHATSAPP_NUMBER } from './web-settings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const server = await startServer({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    SMTP_URL: '',
    WHATSAPP_NUMBER: E2E_WHATSAPP_NUMBER,
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    await database.drop();
  };
}
