// Helpers of the public-web browser tests (public-*.test.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'Horizonte2026';

/** Forget any session and theme, then open `path`. */
export async function freshVisit(page: Page, baseUrl: string, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}${path}`);
}

export async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Acceso Clientes' }).click();
  await page.getByRole('dialog', { name: 'Iniciar Sesión' }).waitFor();
}

/** Main login through the modal; waits until the page left the landing (or an error shows). */
export async function mainLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

export async function expectPath(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(path);
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest link to `pathPrefix` mailed to `email` (the dev outbox), as a path + query. */
export async function mailedLink(baseUrl: string, email: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+(${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>)]+)`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${baseUrl}/dev/mail/messages.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    for (const message of messages) {
      const match = pattern.exec(message.text);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No llegó un correo con ${pathPrefix} para ${email}`);
}

let counter = 0;
/** A new person with a unique email and document number. */
export function newPerson(label: string) {
  counter += 1;
  const stamp = `${Date.now()}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    nombre: `Prueba ${label}`,
    email: `e2e.${label}.${stamp}@example.com`,
    tipo_documento: 'CC' as const,
    numero_documento: stamp.slice(-10),
    password: 'ClaveSegura1',
  };
}

/** Registers and verifies an account through the REST facade (setup for UI flows). */
export async function createVerifiedAccount(baseUrl: string, label: string) {
  const person = newPerson(label);
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (!res.ok) throw new Error(`registro: ${res.status} ${await res.text()}`);
  const link = await mailedLink(baseUrl, person.email, '/verify-email?token=');
  const token = new URL(link, baseUrl).searchParams.get('token');
  const verified = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!verified.ok) throw new Error(`verificación: ${verified.status} ${await verified.text()}`);
  return person;
}
