// Helpers for the portal browser tests: sign in through the real API, fresh accounts, test data.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { nitCheckDigit } from '@horizonte/contracts';

import { mailedLink, PASSWORD } from './public.helpers.ts';

export interface ApiSession {
  token: string;
  user: Record<string, unknown>;
}

export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** POST /api/auth/login (with `identificador` for accounts that log in from their complex). */
export async function login(baseUrl: string, email: string, identificador?: string): Promise<ApiSession> {
  const res = await api<{ data: ApiSession }>(baseUrl, 'POST', '/auth/login', { email, password: PASSWORD, identificador });
  expect(res.status, `login de ${email}`).toBe(200);
  return res.body.data;
}

/** Stores the session where the web app keeps it, then opens `path`. */
export async function openAs(page: Page, baseUrl: string, session: ApiSession, path: string): Promise<void> {
  await page.goto(`${baseUrl}/favicon.svg`).catch(() => undefined);
  await page.evaluate(
    ([token, user]) => {
      localStorage.clear();
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(`${baseUrl}${path}`);
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(0, 10);

/** A random NIT with a valid DIAN check digit, e.g. 901234567-3. */
export function randomNit(): string {
  const base = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return `${base}-${nitCheckDigit(base)}`;
}

/** Registers an account, follows the verification email from the /dev/mail outbox and signs in. */
export async function freshVerifiedAccount(
  baseUrl: string,
  label: string,
): Promise<{ email: string; nombre: string; session: ApiSession }> {
  const id = unique('u');
  const email = `${label}.${id}@example.com`;
  const nombre = `Prueba ${label} ${id}`;
  const reg = await api(baseUrl, 'POST', '/auth/register', {
    nombre,
    tipo_documento: 'CC',
    numero_documento: String(Date.now()).slice(-10),
    email,
    password: PASSWORD,
  });
  expect(reg.status, JSON.stringify(reg.body)).toBeLessThan(300);
  // The verification mail is sent after the answer: wait for it in the outbox.
  const link = await mailedLink(baseUrl, email, '/verify-email?token=');
  const token = new URL(link, baseUrl).searchParams.get('token');
  expect(token, 'enlace de verificación en el correo').toBeTruthy();
  const verified = await api(baseUrl, 'POST', '/auth/verify-email', { token });
  expect(verified.status).toBeLessThan(300);
  return { email, nombre, session: await login(baseUrl, email) };
}

/** The id of a complex (by its identificador) and of the first unit a signed-in owner or resident has there. */
export async function unidadPropia(
  baseUrl: string,
  identificador: string,
  session: ApiSession,
): Promise<{ phId: string; unidadId: string }> {
  const phId = (await api<{ property: { id: string } }>(baseUrl, 'GET', `/ph-por-identificador/${identificador}`)).body.property
    .id;
  const mine = await api<{ apartamentos: { id: string }[] }>(
    baseUrl,
    'GET',
    `/ph/${phId}/mis-apartamentos`,
    undefined,
    session.token,
  );
  return { phId, unidadId: mine.body.apartamentos[0]!.id };
}
