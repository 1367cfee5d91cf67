import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { portalChunks } from './vite/portal-chunk.ts';
import { portalCopies } from './vite/portal-copies.ts';
import { portalPreload } from './vite/portal-preload.ts';
import { precompress } from './vite/precompress.ts';
import { pwa, workboxAliases } from './vite/pwa.ts';
import { routeBudget } from './vite/route-budget.ts';

const portal = portalChunks(fileURLToPath(new URL('./src', import.meta.url)));

// In development the web runs on Vite (5173) and talks to the API on 3001 through this proxy.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    portalCopies(),
    portal.plugin,
    portalPreload(),
    routeBudget(fileURLToPath(new URL('./src/routes', import.meta.url))),
    pwa(),
    // Last: it compresses what the others wrote, the service worker included.
    precompress(),
  ],
  resolve: { alias: workboxAliases() },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3001', '/trpc': 'http://localhost:3001', '/dev': 'http://localhost:3001' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Landing budget (≤ 120 KB gz of JS): every target browser supports modulepreload, and the tRPC
    // packages declare no `sideEffects: false`, so their unused links would stay in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/.*(@trpc|@tanstack)\//.test(id) },
      // Route budget (≤ 150 KB gz of JS, issue 27): fewer, larger files compress better than dozens of
      // sub-kilobyte ones. What index.html loads anyway (React, the router, the route tree) is one file, and the
      // data layer every signed-in page loads (TanStack Query, tRPC) is another, which the
      // public landing does not download.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc[\\/]|clsx)|src[\\/]lib[\\/](api-client|idempotency|trpc|api-providers)\.tsx?$/,
              priority: 2,
            },
            // Issue 32: the complex portal's first screen in four files, not sixty (vite/portal-chunk.ts).
            { name: portal.chunkOf, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
