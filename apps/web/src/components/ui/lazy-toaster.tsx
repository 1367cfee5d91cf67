// sonner's Toaster, fetched with the first toast (lib/toast.ts): a page that shows none never
// downloads sonner's ~9 KB gz. sonner replays toasts raised before its Toaster subscribed, so nothing
// is lost while the chunk loads.
import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';

import { useTheme } from '../../lib/theme.ts';
import { subscribeToToasts, toastRequested } from '../../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's light rich colours put the text at 3–4.4:1 on its pale backgrounds; these (Tailwind's 800
 * shades) reach ≥ 6.7:1 (WCAG AA asks 4.5:1). Its dark colours already pass (≥ 6.5:1).
 */
const LIGHT_TEXT = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

export function LazyToaster() {
  const { theme } = useTheme();
  const active = useSyncExternalStore(subscribeToToasts, toastRequested);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors position="top-right" closeButton theme={theme} style={theme === 'light' ? LIGHT_TEXT : undefined} />
    </Suspense>
  );
}
