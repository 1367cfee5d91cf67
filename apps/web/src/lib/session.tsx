// The signed-in session: token and user in local storage ('token', 'user'), roles and the selected
// role in memory. At start a stored token is verified and the roles loaded; failure clears both.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginOutput, RoleEntry, SessionUser } from '@horizonte/contracts';
import { apiClient as client, TRPCClientError } from './api-client.ts';
import { clearStoredSession, onUnauthorized, readStoredUser, readToken, storeSession } from './session-storage.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  roles: RoleEntry[];
  selectedRole: RoleEntry | null;
  /** Stores a successful login. */
  signIn(result: LoginOutput): void;
  selectRole(role: RoleEntry | null): void;
  /** Ends the session on the server (best effort) and clears everything locally. */
  signOut(): Promise<void>;
  /** Reloads the roles (e.g. after creating a property). */
  refreshRoles(): Promise<void>;
}

/** The server looked at the token and said no (4xx), as opposed to not answering. */
function isRefusal(error: unknown): boolean {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() && readStoredUser() ? 'loading' : 'anonymous'));
  const [user, setUser] = useState<SessionUser | null>(() => readStoredUser());
  const [roles, setRoles] = useState<RoleEntry[]>([]);
  const [selectedRole, setSelectedRole] = useState<RoleEntry | null>(null);

  const clearLocal = useCallback(() => {
    clearStoredSession();
    setUser(null);
    setRoles([]);
    setSelectedRole(null);
    setStatus('anonymous');
  }, []);

  useEffect(() => onUnauthorized(clearLocal), [clearLocal]);

  useEffect(() => {
    if (status !== 'loading') return;
    let cancelled = false;
    const token = readToken();
    // One call checks the token and brings the user with their roles (one session lookup on the server).
    client.auth.profile
      .query()
      .then(({ user: profile, roles: roleList }) => {
        // Signed out (or in as someone else) while the check was under way: that answer is stale.
        if (cancelled || !token || readToken() !== token) return;
        const { tipo_documento: _tipo, numero_documento: _numero, createdAt: _createdAt, ...sessionUser } = profile;
        storeSession(token, sessionUser);
        setUser(sessionUser);
        setRoles(roleList);
        setStatus('authenticated');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Only a refusal ends the stored session. A network failure, a 5xx or a request aborted by
        // leaving the page says nothing about the token: keep it so the next load checks again.
        if (isRefusal(error)) clearLocal();
        else setStatus('anonymous');
      });
    return () => {
      cancelled = true;
    };
  }, [status, clearLocal]);

  const signIn = useCallback((result: LoginOutput) => {
    storeSession(result.data.token, result.data.user);
    setUser(result.data.user);
    setRoles(result.roles);
    setSelectedRole(result.roles.length === 1 ? result.roles[0]! : null);
    setStatus('authenticated');
  }, []);

  const signOut = useCallback(async () => {
    try {
      if (readToken()) await client.auth.logout.mutate();
    } catch {
      // The local session is cleared whatever the server said.
    }
    clearLocal();
  }, [clearLocal]);

  const refreshRoles = useCallback(async () => {
    const result = await client.auth.userRoles.query();
    setRoles(result.roles);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ status, user, roles, selectedRole, signIn, selectRole: setSelectedRole, signOut, refreshRoles }),
    [status, user, roles, selectedRole, signIn, signOut, refreshRoles],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession fuera de SessionProvider');
  return value;
}
