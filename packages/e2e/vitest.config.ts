import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // A busy 2-core CI machine renders slower than a laptop: give polled UI assertions time, and let a
    // browser test that failed once run once more (it must fail twice to turn the suite red).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    retry: 1,
    pool: 'forks',
    // Files share one process, as in the API suite: the helpers load once; each file opens its own browser.
    isolate: false,
  },
});
