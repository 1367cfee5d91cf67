import { lazy, Suspense, type ReactNode } from 'react';

const ApiProviders = lazy(() => import('../lib/api-providers.tsx'));

/** Renders `children` inside the data providers, loading them on first use. */
export function ApiBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApiProviders>{children}</ApiProviders>
    </Suspense>
  );
}
