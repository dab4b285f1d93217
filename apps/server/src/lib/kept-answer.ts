/** Values marked by `keptAnswer`. */
const kept = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const field of Object.values(value)) deepFreeze(field);
}

/**
 * Marks a value kept in memory and answered many times (a cached game page, a merchant's site
 * status, a member's balance until it changes): it is frozen, so no one can change it afterwards,
 * and `registerEndpoint` checks, serializes and compresses its answer once, not per request.
 */
export function keptAnswer<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    deepFreeze(value);
    kept.add(value);
  }
  return value;
}

export const isKeptAnswer = (value: unknown): value is object => typeof value === 'object' && value !== null && kept.has(value);
