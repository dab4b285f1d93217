/** The constraint of a Postgres unique violation ('' when unnamed), as either driver reports it; null otherwise. */
export function uniqueViolation(error: unknown): string | null {
  let current = error;
  // drizzle wraps the driver's error in `cause`
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
