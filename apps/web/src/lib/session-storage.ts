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

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_TOKEN_KEY);
  localStorage.removeItem(STORAGE_USER_KEY);
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
