// sonner's Toaster, fetched only when `active` (e.g. once signed in): the public landing never
// shows a toast, and sonner is ~10 KB of the landing's 120 KB budget. sonner replays toasts raised
// before its Toaster subscribed, so nothing is lost while the chunk loads.
import { Suspense, lazy } from 'react';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function LazyToaster({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors position="top-right" closeButton />
    </Suspense>
  );
}
