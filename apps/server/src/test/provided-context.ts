/** Values the global setup (global-setup.ts) hands to the test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database each test file copies: a PGlite dump file, or a PostgreSQL template database. */
    seededDatabase: { pgliteDump: string } | { postgresTemplate: string };
  }
}

export {};
