// The installable app (issue 32): vite-plugin-pwa builds our own service worker (src/sw.ts) with Workbox
// and writes the web app manifest. The manifest's texts are Spanish; the colours are the app's brand blue
// (favicon.svg, bg-blue-700) on white; the icons are committed PNGs (scripts/pwa-icons.ts draws them).
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Alias } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#1d4ed8';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Horizonte — Propiedad Horizontal',
  short_name: 'Horizonte',
  description: 'Administración de conjuntos residenciales en Colombia: cuentas, pagos, portería, asambleas y comunicados.',
  lang: 'es-CO',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['productivity', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The Workbox runtime modules the service worker imports come with vite-plugin-pwa (through workbox-build);
 * they are not the web's own dependencies, so they are resolved from there rather than declared again.
 */
export function workboxAliases(): Alias[] {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('vite-plugin-pwa'));
  const fromBuild = createRequire(fromPlugin.resolve('workbox-build/package.json'));
  return ['workbox-core', 'workbox-precaching', 'workbox-routing', 'workbox-strategies', 'workbox-expiration'].map((name) => ({
    find: new RegExp(`^${name}$`),
    replacement: path.dirname(fromBuild.resolve(`${name}/package.json`)),
  }));
}

export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // A new version waits until the person accepts «Actualizar» (components/pwa/update-banner.tsx).
    registerType: 'prompt',
    // Registered by src/lib/pwa-register.ts once the page is idle, not by a script in index.html.
    injectRegister: false,
    manifest,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // The precompressed copies are the server's business; Spanish needs only the latin fonts.
      globIgnores: ['**/*.{br,gz}', 'assets/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*'],
    },
    // `pnpm start` and `vite` run without a service worker: nothing cached between edits.
    devOptions: { enabled: false },
  });
}
