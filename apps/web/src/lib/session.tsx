// The signed-in session: token and user in local storage ('token', 'user'), roles and the selected
// role in memory. At start a stored token is verified and the roles loaded; failure clears both.
// It lives outside React so the routes' `beforeLoad` guards can wait for it (`sessionStore.settled()`);
// components read it with `useSession()`.
import { useMemo, useSyncExternalStore } from 'react';

import type { LoginOutput, RoleEntry, SessionUser } from '@horizonte/contracts';

import { clearStoredSession, onUnauthorized, readStoredUser, readToken, storeSession } from './session-storage.ts';

// The tRPC client loads when the session first talks to the server: an anonymous visit to the landing
// does without it (its JS budget is 120 KB gz, issue 27).
const loadClient = () => import('./api-client.ts');

type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  roles: RoleEntry[];
  selectedRole: RoleEntry | null;
}

interface SessionActions {
  /** Stores a successful login. */
  signIn(result: LoginOutput): void;
  selectRole(role: RoleEntry | null): void;
  /** Ends the session on the server (best effort) and clears everything locally. */
  signOut(): Promise<void>;
  /** Reloads the roles (e.g. after creating a property). */
  refreshRoles(): Promise<void>;
}

type SessionValue = SessionState & SessionActions;

/** The server looked at the token and said no (4xx), as opposed to not answering. */
async function isRefusal(error: unknown): Promise<boolean> {
  const { TRPCClientError } = await loadClient();
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

let state: SessionState = {
  status: readToken() && readStoredUser() ? 'loading' : 'anonymous',
  user: readStoredUser(),
  roles: [],
  selectedRole: null,
};
const listeners = new Set<() => void>();
let settledWaiters: ((value: SessionState) => void)[] = [];

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  if (state.status !== 'loading') {
    const waiters = settledWaiters;
    settledWaiters = [];
    for (const resolve of waiters) resolve(state);
  }
  for (const listener of listeners) listener();
}

function clearLocal(): void {
  clearStoredSession();
  update({ user: null, roles: [], selectedRole: null, status: 'anonymous' });
}

onUnauthorized(clearLocal);

/** One call checks the stored token and brings the user with their roles (one session lookup on the server). */
function checkStoredSession(): void {
  const token = readToken();
  loadClient()
    .then(({ apiClient }) => apiClient.auth.profile.query())
    .then(({ user: profile, roles }) => {
      // Signed out (or in as someone else) while the check was under way: that answer is stale.
      if (!token || readToken() !== token) return;
      const { tipo_documento: _tipo, numero_documento: _numero, createdAt: _createdAt, ...sessionUser } = profile;
      storeSession(token, sessionUser);
      update({ user: sessionUser, roles, status: 'authenticated' });
    })
    .catch(async (error: unknown) => {
      if (readToken() !== token) return;
      // Only a refusal ends the stored session. A network failure, a 5xx or a request aborted by
      // leaving the page says nothing about the token: keep it so the next load checks again.
      if (await isRefusal(error).catch(() => false)) clearLocal();
      else update({ status: 'anonymous' });
    });
}

if (state.status === 'loading') checkStoredSession();

const actions: SessionActions = {
  signIn(result) {
    storeSession(result.data.token, result.data.user);
    update({
      user: result.data.user,
      roles: result.roles,
      selectedRole: result.roles.length === 1 ? result.roles[0]! : null,
      status: 'authenticated',
    });
  },
  selectRole(role) {
    update({ selectedRole: role });
  },
  async signOut() {
    try {
      if (readToken()) await (await loadClient()).apiClient.auth.logout.mutate();
    } catch {
      // The local session is cleared whatever the server said.
    }
    clearLocal();
  },
  async refreshRoles() {
    const result = await (await loadClient()).apiClient.auth.userRoles.query();
    update({ roles: result.roles });
  },
};

export const sessionStore = {
  ...actions,
  getSnapshot: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The session once the start-up check is over: what the routes' guards decide on. */
  settled(): Promise<SessionState> {
    return state.status === 'loading' ? new Promise((resolve) => settledWaiters.push(resolve)) : Promise.resolve(state);
  },
};

export type SessionStore = typeof sessionStore;

export function useSession(): SessionValue {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return useMemo(() => ({ ...snapshot, ...actions }), [snapshot]);
}
