// A new version of the app is waiting (its service worker is installed and waiting): the update banner
// offers «Actualizar», which activates it and reloads the page (lib/pwa-register.ts sets this).
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export const appUpdateStore = {
  /** Whether a new version is waiting. */
  getSnapshot: (): boolean => applyUpdate !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Activates the waiting version; the page reloads when it takes over. */
  apply: (): Promise<void> => applyUpdate?.() ?? Promise.resolve(),
};
