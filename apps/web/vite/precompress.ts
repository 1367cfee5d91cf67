// Speed on a phone (issue 32): every built text asset is written once more next to itself as brotli
// (`.br`, quality 11) and gzip (`.gz`, level 9), at build time, so the API serves those bytes as they
// are (apps/api/src/http/static-web.ts) instead of compressing on the first request of each process.
// Node's zlib does the compressing. It runs after the service worker is built (vite-plugin-pwa writes
// sw.js and the manifest when the bundle closes), so they are compressed too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** What compresses well; images and fonts (PNG, WOFF2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this many bytes the headers weigh more than what compression saves (as the server's threshold). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir`; returns how many files it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    // A variant that is not smaller is not written: the server then sends the file itself.
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'horizonte:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const count = precompressDir(outDir);
        this.info(`${count} archivos precomprimidos (brotli y gzip) en ${path.relative(process.cwd(), outDir) || '.'}`);
      },
    },
  };
}
