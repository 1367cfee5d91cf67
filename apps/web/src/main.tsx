import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import './lib/offline-data.ts';

import { startComplexReads } from './components/portals/complex/early-reads.ts';
import { sessionStore, type SessionState } from './lib/session.tsx';
import { routeTree } from './routeTree.gen';

import './styles.css';

const router = createRouter({
  routeTree,
  context: { session: sessionStore },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A guarded route shows its spinner (pendingComponent) from the start while its guard waits for the
  // session check (spec: 'While loading: a spinner'), and no longer than that.
  defaultPendingMs: 0,
  defaultPendingMinMs: 0,
  defaultErrorComponent: RouteError,
});

/** What a route shows when it fails unexpectedly (a refused guard has its own screen): Spanish, with a way out. */
function RouteError() {
  return (
    <main role="alert" className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-xl font-semibold">Algo salió mal</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        No pudimos mostrar esta página. Recárgala; si el problema sigue, vuelve al inicio.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-medium text-white"
          onClick={() => window.location.reload()}
        >
          Recargar
        </button>
        <a href="/" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium">
          Ir al inicio
        </a>
      </div>
    </main>
  );
}

// Issue 32: the code of the page opened (its layouts' components and its own) starts loading with the app,
// while the guards wait for the session check, not once they are through: on a phone's 3G each round in a
// row costs over half a second. A complex portal's reads are sent first: over HTTP/1.1's six connections the
// order of the requests is the queue.
void startComplexReads(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    for (const match of router.matchRoutes(router.state.location)) {
      const route = Object.values(router.routesById).find((candidate) => candidate.id === match.routeId);
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The guards run in `beforeLoad`: when who is signed in (or their roles) changes — sign-out, a 401,
// a new property — they decide again for the page on screen.
let seen: Pick<SessionState, 'status' | 'user' | 'roles'> = sessionStore.getSnapshot();
sessionStore.subscribe(() => {
  const { status, user, roles } = sessionStore.getSnapshot();
  if (status === seen.status && user === seen.user && roles === seen.roles) return;
  seen = { status, user, roles };
  if (status !== 'loading') void router.invalidate();
});

// The data providers (TanStack Query + tRPC) load lazily below the root: see components/api-boundary.tsx.
function App() {
  return <RouterProvider router={router} />;
}

// The service worker (issue 32) registers once the first screen is done: after the load event, when
// no resource has finished for QUIET_MS and the page is idle. Its precaching downloads every route's code;
// on a phone's slow network that must not compete with what the first screen is still fetching.
const QUIET_MS = 2000;
function whenNetworkQuiet(callback: () => void): void {
  let timer = setTimeout(done, QUIET_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
  function done() {
    observer.disconnect();
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 5000 });
    else callback();
  }
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./lib/pwa-register.ts');
  if (document.readyState === 'complete') whenNetworkQuiet(register);
  else window.addEventListener('load', () => whenNetworkQuiet(register), { once: true });
}

createRoot(document.getElementById('root')!, {
  // A guard's refusal (components/portals/portal-refusal.ts) is an answer shown by the route's
  // errorComponent, not a failure: keep it out of the console. Anything else is logged as React does.
  onCaughtError: (error) => {
    if (!(error instanceof Error && error.name === 'PortalRefusal')) console.error(error);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
