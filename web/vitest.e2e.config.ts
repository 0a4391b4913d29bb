import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the built app started as `npm start` starts it, driven in Debian's Chromium.
// One file at a time, so there is only ever one browser and the shop's numbers are not disturbed in parallel.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/harness/global-setup.ts'],
    fileParallelism: false,
    // A first start initialises and seeds an embedded PostgreSQL; pages are real pages in a real browser.
    testTimeout: 90_000,
    hookTimeout: 150_000,
    teardownTimeout: 60_000,
    // Pages load their data after they appear: assertions on them poll until the data is in.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
