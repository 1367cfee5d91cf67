// The one browser fixture of the suite: each test file calls `useBrowser()` at its top and gets a
// fresh Chromium (opened before its tests, closed after them) pointed at the server of global-setup.
import { afterAll, beforeAll, inject } from 'vitest';

import { openBrowser, type BrowserOptions, type BrowserSession } from './browser.ts';

export function useBrowser(options: BrowserOptions = {}): BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await openBrowser(inject('baseUrl'), options);
  });
  afterAll(async () => {
    await session?.close();
    session = undefined;
  });
  const current = (): BrowserSession => {
    if (!session) throw new Error('useBrowser: el navegador solo existe durante las pruebas del archivo');
    return session;
  };
  return {
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
    get foreignRequests() {
      return current().foreignRequests;
    },
    get pageErrors() {
      return current().pageErrors;
    },
    close: () => current().close(),
  };
}
