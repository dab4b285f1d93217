/** Values the global setup hands to the test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export {};
