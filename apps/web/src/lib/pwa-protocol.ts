// What the service worker (src/sw.ts) and the pages agree on: plain constants, imported by both.

/** The Cache Storage cache of API answers kept for offline reading (see sw.ts: per session, cleared at sign-out). */
export const API_CACHE = 'horizonte-api';

/** Posted by the service worker to its pages when a request found no network and was answered from the cache. */
export const NO_NETWORK_MESSAGE = 'horizonte:sin-red';

/** Paths that are the server's, never the web app's: a navigation there is not answered with the app shell. */
export const SERVER_PATHS = /^\/(?:api|trpc|dev|docs|metrics)(?:\/|$)/;
