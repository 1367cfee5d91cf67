// The session in local storage, under the spec's keys ('token', 'user').
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY, type SessionUser } from '@horizonte/contracts';

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_TOKEN_KEY);
}

export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_TOKEN_KEY, token);
  localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
}

const clearedListeners = new Set<() => void>();

/**
 * The id of each complex this session opened, by identificador (issue 32): a portal's first screen
 * (inicio.get) asks by id, which the portal only learns from ph.byIdentificador. Remembered from the last
 * visit, both leave in one request instead of two in a row (over half a second each on a phone's 3G).
 * Only ids, never data; dropped with the session.
 */
const KNOWN_COMPLEXES_KEY = 'complejos';

function knownComplexes(): Record<string, string> {
  try {
    const known: unknown = JSON.parse(localStorage.getItem(KNOWN_COMPLEXES_KEY) ?? '{}');
    return known && typeof known === 'object' ? (known as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function knownComplexId(identificador: string): string | null {
  return knownComplexes()[identificador] ?? null;
}

export function rememberComplexId(identificador: string, id: string): void {
  const known = knownComplexes();
  if (known[identificador] === id) return;
  localStorage.setItem(KNOWN_COMPLEXES_KEY, JSON.stringify({ ...known, [identificador]: id }));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_TOKEN_KEY);
  localStorage.removeItem(STORAGE_USER_KEY);
  localStorage.removeItem(KNOWN_COMPLEXES_KEY);
  for (const listener of clearedListeners) listener();
}

/** Called whenever the stored session is cleared (logout, 401), e.g. to drop cached data. */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Any 401 clears the stored token and user (spec section 7), then tells the session provider. */
export function notifyUnauthorized(): void {
  clearStoredSession();
  for (const listener of unauthorizedListeners) listener();
}

export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
