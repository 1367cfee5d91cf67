import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every REST answer a test receives is checked against the OpenAPI document.
    setupFiles: ['test/support/openapi-setup.ts', 'test/support/per-file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one file at a time keeps PGlite and argon2 from starving each other.
    fileParallelism: false,
    pool: 'forks',
    // Files share one process: importing the app took 2–4 s per file, 8–11 minutes of each run (of 152 files).
    // Each file still starts its own app on its own database; test/support/per-file-setup.ts resets the rest.
    isolate: false,
    // CI runs the suite twice (PGlite, PostgreSQL) on a busy 2-core machine: a test that failed once
    // runs once more there and must fail twice to turn the run red (as the browser tests do).
    retry: process.env.CI ? 1 : 0,
  },
});
