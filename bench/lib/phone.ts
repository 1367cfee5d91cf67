// A phone on a slow network (issue 32): Chromium's «Fast 3G» profile (DevTools' and Lighthouse's numbers:
// 562.5 ms of latency, 1.6 Mbps down and 750 Kbps up, each × 0.9) at 360 px, optionally with the CPU slowed
// (BENCH_PHONE_CPU=4). DevTools throttles one target at a time, so the service worker (a target of its own,
// which makes the app's requests on a warm visit) is throttled too, as soon as it appears.
import { createServer } from 'node:http';

import type { BrowserContext, CDPSession, Page } from 'playwright-core';

import { openBrowser } from '../../packages/e2e/src/browser.ts';
import { freePort } from '../../packages/e2e/src/server.ts';

export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

async function throttleTarget(cdp: CDPSession, sessionId: string): Promise<void> {
  let id = 0;
  for (const [method, params] of [
    ['Network.enable', {}],
    ['Network.emulateNetworkConditions', FAST_3G],
  ] as const) {
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  }
}

/** Fast 3G on the page and on every service worker, now and later; `cpu` > 1 slows the page's CPU. */
async function throttle(context: BrowserContext, page: Page, cpu: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const attached = new Set<string>();
  const attach = async (targetId: string, type: string) => {
    if (type !== 'service_worker' || attached.has(targetId)) return;
    attached.add(targetId);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    await throttleTarget(cdp, sessionId);
  };
  cdp.on('Target.targetCreated', ({ targetInfo }) => void attach(targetInfo.targetId, targetInfo.type).catch(() => undefined));
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  for (const { targetId, type } of (await cdp.send('Target.getTargets')).targetInfos) await attach(targetId, type);
}

export interface Visit {
  /** From the start of the navigation until `ready` held (the page's own clock). */
  ms: number;
  /** Bytes the page received over the network until then (headers and bodies; 0 for what the caches served). */
  bytes: number;
}

/** Runs in the page on every frame: the page's `performance.now()` once it is ready, else false. */
export type ReadyCheck = () => number | false;

/** Opens `url` and waits (on every frame) until `ready` holds in the page. */
async function visit(page: Page, url: string, ready: ReadyCheck): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const handle = await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 120_000 });
  const ms = (await handle.jsonValue()) as number;
  const bytes = await page.evaluate(
    (until) =>
      (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
        .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.responseEnd <= until)
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    ms,
  );
  return { ms, bytes };
}

/** One request of a visit, as CDP's Network domain saw it (times in ms from the navigation's request). */
export interface WaterfallEntry {
  url: string;
  type: string;
  /** When the page asked for it (it may then wait for one of HTTP/1.1's six connections). */
  start: number;
  end: number;
  bytes: number;
}

/** Records the page's requests until `stop()`, in the order the page asked for them. */
async function recordWaterfall(context: BrowserContext, page: Page): Promise<() => WaterfallEntry[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, WaterfallEntry>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.redirectResponse) return;
    byId.set(e.requestId, { url: e.request.url, type: e.type ?? '', start: e.timestamp * 1000, end: NaN, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const raw = byId.get(e.requestId);
    if (raw) Object.assign(raw, { end: e.timestamp * 1000, bytes: e.encodedDataLength });
  });
  return () => {
    const raws = [...byId.values()].filter((r) => !r.url.startsWith('data:')).sort((a, b) => a.start - b.start);
    const t0 = raws[0]?.start ?? 0;
    return raws.map((raw) => ({ ...raw, start: raw.start - t0, end: raw.end - t0 }));
  };
}

export interface PhoneRun {
  cold: Visit;
  warm?: Visit;
  /** The cold visit's requests, when asked for. */
  waterfall?: WaterfallEntry[];
}

/**
 * A cold visit (new profile: empty HTTP cache, no service worker) and, when `warm`, a second visit once the
 * service worker is active (its precache and the HTTP cache filled by the first).
 */
export async function phoneVisit(
  url: string,
  ready: ReadyCheck,
  options: {
    warm: boolean;
    cpu: number;
    session?: { token: string; user: unknown };
    waterfall?: boolean;
    /** Chromium flags (the TLS front's certificate). */
    browserArgs?: string[];
  },
): Promise<PhoneRun> {
  const browser = await openBrowser(new URL(url).origin, { width: 360, height: 780, args: options.browserArgs });
  try {
    const { context, page } = browser;
    if (options.session) {
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token as string);
          localStorage.setItem('user', user as string);
        },
        [options.session.token, JSON.stringify(options.session.user)],
      );
    }
    await throttle(context, page, options.cpu);
    const stop = options.waterfall ? await recordWaterfall(context, page) : undefined;
    const cold = await visit(page, url, ready);
    const waterfall = stop?.();
    if (!options.warm) return { cold, waterfall };
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForLoadState('networkidle');
    return { cold, waterfall, warm: await visit(page, url, ready) };
  } finally {
    await browser.close();
  }
}

/** The reference: a bare static HTML page from a plain Node server, the least any page costs on this network. */
export async function startBareStaticPage(): Promise<{ url: string; close(): void }> {
  const html = '<!doctype html><html lang="es"><meta charset="utf-8"><title>Referencia</title><h1>Hola</h1></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
