export { openBrowser, screenshot, type BrowserOptions, type BrowserSession } from './browser.ts';
export { useBrowser } from './fixture.ts';
export { startServer, freePort, repoRoot } from './server.ts';
