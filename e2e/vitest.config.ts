import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and one Chromium at a time on a 2-core machine; tests that switch merchant flags must not interleave.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
