/**
 * A schema built the first time it is used. zod builds a schema when its expression runs, and the
 * registry holds a few hundred: a page that makes five calls should not pay for all of them while
 * it starts (it showed as a long task on a throttled phone). The proxy forwards every operation
 * to the built schema, so a lazy schema composes, parses and infers like any other.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
