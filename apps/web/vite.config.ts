import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the web runs on Vite (5173) and talks to the API on 3001 through this proxy.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
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
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/node_modules\/.*(@trpc|@tanstack)\//.test(id) } },
  },
});
