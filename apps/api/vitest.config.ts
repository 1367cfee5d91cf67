import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one file at a time keeps PGlite and argon2 from starving each other.
    fileParallelism: false,
    pool: 'forks',
  },
});
