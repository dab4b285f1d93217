import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and one Chromium at a time on a 2-core machine; tests that switch merchant flags must not interleave.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The default 1 s is one lazy chunk plus one API call on an idle machine; a loaded 2-core one needs more.
    expect: { poll: { timeout: 10_000 } },
  },
});
