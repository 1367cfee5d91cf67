// The API reads the service worker keeps for offline use (sw.ts) belong to the session that fetched them:
// when the session ends (sign-out, a 401) they are deleted, so the next person on the device never sees
// them, online or offline.
import { API_CACHE } from './pwa-protocol.ts';
import { onSessionCleared } from './session-storage.ts';

export function clearOfflineData(): Promise<boolean> {
  return typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(API_CACHE).catch(() => false);
}

onSessionCleared(() => void clearOfflineData());
