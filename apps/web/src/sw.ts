// Horizonte's service worker (issue 32), built by vite-plugin-pwa (injectManifest) with Workbox:
//   1. the app shell and every route chunk precached, so the app opens without a network;
//   2. SPA navigations answered with the precached index.html (never for the server's own paths);
//   3. the signed-in person's API reads kept for offline reading (NetworkFirst, per session);
//   4. push notifications: the payload contract the notification center's sender relies on.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

import { API_CACHE, NO_NETWORK_MESSAGE, SERVER_PATHS } from './lib/pwa-protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// ---------------------------------------------------------------------------------------------------------
// Lifecycle. A new version waits until the page asks for it (the «Actualizar» button posts SKIP_WAITING
// through workbox-window); the first install takes the open pages at once so their reads are kept.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// ---------------------------------------------------------------------------------------------------------
// App shell: what the build made (JS, CSS, index.html, icons, fonts, the manifest), revisioned by Workbox.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths of files the server answers itself (a 404 when missing), never the app's routes. */
const FILE_PATH = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|webp|svg|ico|txt|xml|pdf|csv|xlsx|ics|zip)$/i;
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS, FILE_PATH] }));

// ---------------------------------------------------------------------------------------------------------
// API reads for offline use. The server marks every private answer `no-store` so that no shared or HTTP
// cache keeps it; this cache is the app's own, on the person's device, and follows the session instead:
//  - only GET requests that carry the bearer token (same-origin /trpc queries and /api reads) are kept,
//    and only JSON answers with status 200: mutations, downloads and event streams never are;
//  - the cache key includes a hash of the Authorization header, so one session never reads another's
//    answers (two people sharing a gatehouse phone);
//  - the page deletes the whole cache when the session ends (sign-out or a 401: lib/offline-data.ts);
//  - NetworkFirst: with a network the answer is always the server's, the cache is only the fallback.
async function sessionKey(request: Request): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(request.headers.get('authorization') ?? ''));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function tellPagesNoNetwork(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: NO_NETWORK_MESSAGE });
}

// A tRPC batch GET (`/trpc/a,b?batch=1&input={"0":…,"1":…}`) answers an array in the calls' order, and which
// calls share a batch depends on timing (what mounted in the same tick, which chunk arrived first): offline,
// the same screen may ask for the same calls batched another way. So each call of a batch answered 200 is also
// kept under its own one-call key, and a batch the cache does not hold whole is rebuilt from its calls.
/** The one-call URLs of a tRPC batch GET, in the batch's order (null for anything else). */
function batchCalls(url: URL): URL[] | null {
  if (!url.pathname.startsWith('/trpc/') || url.searchParams.get('batch') !== '1') return null;
  let inputs: Record<string, unknown>;
  try {
    inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  } catch {
    return null;
  }
  return url.pathname
    .slice('/trpc/'.length)
    .split(',')
    .map((procedure, i) => {
      const call = new URL(`/trpc/${procedure}`, url.origin);
      call.searchParams.set('batch', '1');
      call.searchParams.set('input', JSON.stringify(i in inputs ? { 0: inputs[i] } : {}));
      return call;
    });
}

async function keyOf(url: URL, request: Request): Promise<string> {
  const key = new URL(url);
  key.searchParams.set('__sesion', await sessionKey(request));
  return key.href;
}

async function keepEachCall(request: Request, response: Response): Promise<void> {
  const calls = batchCalls(new URL(request.url));
  if (!calls || calls.length < 2) return;
  const items = (await response.clone().json()) as unknown[];
  if (!Array.isArray(items) || items.length !== calls.length) return;
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    calls.map(async (call, i) =>
      cache.put(
        await keyOf(call, request),
        new Response(JSON.stringify([items[i]]), { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}

async function rebuiltBatch(request: Request): Promise<Response | undefined> {
  const calls = batchCalls(new URL(request.url));
  if (!calls) return undefined;
  const cache = await caches.open(API_CACHE);
  const items: unknown[] = [];
  for (const call of calls) {
    const kept = await cache.match(await keyOf(call, request));
    if (!kept) return undefined;
    const [item] = (await kept.json()) as unknown[];
    items.push(item);
  }
  return new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } });
}

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/')) &&
    request.headers.has('authorization') &&
    !request.headers.get('accept')?.includes('text/event-stream'),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => keyOf(new URL(request.url), request),
        cacheWillUpdate: async ({ request, response }) => {
          if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) return null;
          await keepEachCall(request, response);
          return response;
        },
        fetchDidFail: async () => tellPagesNoNetwork(),
        // No network and no copy of this batch as it is: the same calls, kept one by one.
        handlerDidError: async ({ request }) => rebuiltBatch(request),
      },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
);

// ---------------------------------------------------------------------------------------------------------
// Push notifications. The contract with the sender (the notification center, apps/api): the payload is JSON
// { id, titulo, cuerpo, enlace }; `id` is the notification's, used as the tag so a repeat replaces it;
// `enlace` is a path of this app, opened when the person taps the notification. Subscribing is not here.
interface PushPayload {
  id: string;
  titulo: string;
  cuerpo: string;
  enlace: string;
}

function readPush(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.titulo !== 'string' || typeof value.cuerpo !== 'string') return null;
    return {
      id: typeof value.id === 'string' ? value.id : '',
      titulo: value.titulo,
      cuerpo: value.cuerpo,
      enlace: typeof value.enlace === 'string' ? value.enlace : '/',
    };
  } catch {
    return null;
  }
}

/** Only a path of this app is followed: a payload cannot send the person to another site. */
function sameOriginPath(enlace: unknown): string {
  try {
    const url = new URL(typeof enlace === 'string' ? enlace : '/', self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  // A push must show something (userVisibleOnly): an unreadable payload still says that there is news.
  const payload = readPush(event.data) ?? { id: '', titulo: 'Horizonte', cuerpo: 'Tienes una notificación nueva.', enlace: '/' };
  event.waitUntil(
    self.registration.showNotification(payload.titulo, {
      body: payload.cuerpo,
      tag: payload.id || undefined,
      data: { enlace: payload.enlace },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'es-CO',
    }),
  );
});

async function openInApp(pathname: string): Promise<void> {
  const url = new URL(pathname, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() works on the pages this worker controls; any other is left focused and a new one opened.
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInApp(sameOriginPath((event.notification.data as { enlace?: unknown } | null)?.enlace)));
});
