// One-off: draws Horizonte's app icons (the favicon's house on the brand blue) and rasterises them with
// Chromium, for the web app manifest and the push notifications' badge. The PNGs are committed as sources;
// run again only when the drawing changes:   npx tsx scripts/pwa-icons.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { openBrowser } from '../packages/e2e/src/browser.ts';
import { repoRoot } from '../packages/e2e/src/server.ts';

const BLUE = '#1d4ed8';
const HOUSE = 'M8 22h16M10 22V12l6-4 6 4v10';

/** `inset`: the share of the side the house may use (a maskable icon keeps it inside the 80 % safe zone). */
function svg(size: number, options: { rounded: boolean; inset: number; badge?: boolean }): string {
  const scale = (size * options.inset) / 32;
  const offset = (size - 32 * scale) / 2;
  const background = options.badge
    ? ''
    : `<rect width="${size}" height="${size}" rx="${options.rounded ? size / 4 : 0}" fill="${BLUE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${HOUSE}" stroke="#fff" stroke-width="2.4" fill="none" stroke-linejoin="round" stroke-linecap="round"/></g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 1 },
  // Maskable: full bleed, the launcher cuts its own shape; the drawing stays in the central 80 % circle.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.7 },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, inset: 0.8 },
  // Android shows a notification's badge as a white silhouette on transparency.
  { file: 'badge-96.png', size: 96, rounded: false, inset: 1.1, badge: true },
];

const browser = await openBrowser('http://127.0.0.1');
try {
  for (const icon of ICONS) {
    await browser.page.setViewportSize({ width: icon.size, height: icon.size });
    await browser.page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`);
    const png = await browser.page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(path.join(repoRoot, 'apps/web/public/icons', icon.file), png);
    console.log(`${icon.file}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
