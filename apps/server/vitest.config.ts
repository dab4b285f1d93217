import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite in memory, or a fresh PostgreSQL database), a copy of the run's seeded one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
