import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressDir } from '../vite/precompress.ts';

describe('precompressDir (the build’s brotli and gzip copies, issue 32)', () => {
  it('writes .br and .gz beside each text asset, that decompress to it, and skips small files and images', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hz-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    const js = `export const texto = ${JSON.stringify('propiedad horizontal '.repeat(200))};`;
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), js);
    writeFileSync(path.join(dist, 'sw.js'), js);
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(dist, 'icon.png'), Buffer.alloc(4096, 7));

    expect(precompressDir(dist)).toBe(2);

    for (const file of [path.join(dist, 'assets', 'index-abc.js'), path.join(dist, 'sw.js')]) {
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(brotliDecompressSync(br).toString()).toBe(js);
      expect(gunzipSync(gz).toString()).toBe(js);
      expect(br.length).toBeLessThan(js.length / 10);
    }
    expect(existsSync(path.join(dist, 'robots.txt.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'icon.png.br'))).toBe(false);
  });
});
