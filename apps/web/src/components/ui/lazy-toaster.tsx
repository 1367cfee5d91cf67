// sonner's Toaster, fetched only when `active` (e.g. once signed in): the public landing never
// shows a toast, and sonner is ~10 KB of the landing's 120 KB budget. sonner replays toasts raised
// before its Toaster subscribed, so nothing is lost while the chunk loads.
import { lazy, Suspense, type CSSProperties } from 'react';

import { useTheme } from '../../lib/theme.ts';

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

export function LazyToaster({ active }: { active: boolean }) {
  const { theme } = useTheme();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors position="top-right" closeButton theme={theme} style={theme === 'light' ? LIGHT_TEXT : undefined} />
    </Suspense>
  );
}
