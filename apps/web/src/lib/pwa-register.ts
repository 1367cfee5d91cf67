// Registers the service worker (src/sw.ts) once the page has loaded and is idle: on a slow phone its
// precaching must not compete with what the first screen downloads. Loaded lazily by main.tsx, so the
// landing's entry does not carry workbox-window.
import { registerSW } from 'virtual:pwa-register';

import { announceUpdate } from './app-update.ts';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Activates the waiting version; the page reloads once it takes over (also when this page was not controlled yet). */
async function applyUpdate(): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  await updateServiceWorker(true);
}

const updateServiceWorker = registerSW({
  onNeedRefresh: () => announceUpdate(applyUpdate),
  onRegisteredSW(_url, registration) {
    if (!registration) return;
    // Said on the page, for tools and browser tests: the app's own registration is done.
    document.documentElement.dataset.serviceWorker = 'registrado';
    setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void registration.update();
    }, UPDATE_CHECK_MS);
  },
});
