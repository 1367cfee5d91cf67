// sonner (~9 KB gz) arrives with the first toast, not with the page: most screens open without
// showing one, and every route's JS stays within 150 KB gz (issue 27). sonner replays the toasts
// raised before its Toaster subscribed, so the first message is shown as soon as both have loaded.
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

const listeners = new Set<() => void>();
let requested = false;

/** For the Toaster: whether any toast was raised yet (useSyncExternalStore). */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastRequested(): boolean {
  return requested;
}

/** An absent message (an API answer without one) shows nothing. */
function show(kind: Kind, message: string | undefined, options?: ExternalToast): void {
  if (!message) return;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string | undefined, options?: ExternalToast) => show('success', message, options),
  error: (message: string | undefined, options?: ExternalToast) => show('error', message, options),
  info: (message: string | undefined, options?: ExternalToast) => show('info', message, options),
  warning: (message: string | undefined, options?: ExternalToast) => show('warning', message, options),
};
