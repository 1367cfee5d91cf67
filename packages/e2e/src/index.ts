export { openBrowser, screenshot, type BrowserSession } from './browser.ts';
export { startServer, freePort, repoRoot } from './server.ts';
