import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
