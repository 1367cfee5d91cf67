// Debian's chromium driven by playwright-core: headless, fresh profile, no background networking.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type BrowserContext, type Page } from 'playwright-core';

import { repoRoot } from './server.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Requests the page made to any origin other than the app's. */
  foreignRequests: string[];
  /** console.error and uncaught page errors. */
  pageErrors: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** More Chromium flags (a benchmark's TLS front adds the one that trusts its certificate). */
  args?: string[];
}

export async function openBrowser(baseUrl: string, options: BrowserOptions = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'hz-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...ARGS, ...(options.args ?? [])],
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const origin = new URL(baseUrl).origin;
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  context.on('request', (req) => {
    const url = req.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreignRequests.push(url);
  });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') pageErrors.push(msg.text());
  });
  return {
    context,
    page,
    foreignRequests,
    pageErrors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Screenshots go to a gitignored folder for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(repoRoot, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
