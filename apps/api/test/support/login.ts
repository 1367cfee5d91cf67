// The complex login (`auth.login` with an identificador), when the accounts module provides it.
import { appRouter } from '../../src/router.ts';
import type { TestApp } from './test-app.ts';

export const hasComplexLogin = 'auth.login' in (appRouter._def.procedures as Record<string, unknown>);

export function complexLogin(t: TestApp, email: string, password: string, identificador: string) {
  return t.rest('POST', '/api/auth/login', { body: { email, password, identificador } });
}
