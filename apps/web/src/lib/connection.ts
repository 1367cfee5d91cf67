// Whether the app can reach the server (issue 32), for the offline banner. The browser's online/offline
// events say when the device loses its network; the service worker also says when a read found no network
// and was answered from the offline cache (a gatehouse's Wi-Fi can be up while its internet is down). The
// app counts itself online again only once the server answers (GET /api/health, never cached).
import { NO_NETWORK_MESSAGE } from './pwa-protocol.ts';

export interface ConnectionState {
  offline: boolean;
  /** A «Reintentar» is under way. */
  checking: boolean;
  /** The last «Reintentar» found no server. */
  retryFailed: boolean;
}

let state: ConnectionState = {
  offline: typeof navigator !== 'undefined' && !navigator.onLine,
  checking: false,
  retryFailed: false,
};
const listeners = new Set<() => void>();
const reconnectedListeners = new Set<() => void>();

function update(patch: Partial<ConnectionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Asks the server; when it answers, the app is online and the screens on view load their data again. */
export async function retryConnection(byPerson = true): Promise<boolean> {
  update({ checking: true });
  const online = await serverAnswers();
  update({ checking: false, offline: !online, retryFailed: byPerson && !online });
  if (online) for (const listener of reconnectedListeners) listener();
  return online;
}

/** Called when the server answers again after the app was offline (e.g. to refetch the screen's queries). */
export function onReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => reconnectedListeners.delete(listener);
}

export const connectionStore = {
  getSnapshot: (): ConnectionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => update({ offline: true, retryFailed: false }));
  window.addEventListener('online', () => void retryConnection(false));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === NO_NETWORK_MESSAGE && !state.offline) update({ offline: true, retryFailed: false });
  });
}
