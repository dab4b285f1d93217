import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazy schema', () => {
  it('is built on first use only, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.object({ id: z.number().int() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes, extends and passes instanceof like the schema it stands for', () => {
    const item = lazySchema(() => z.object({ name: z.string().min(1) }));
    const list = lazySchema(() => z.object({ items: z.array(item).max(2), more: item.optional() }));
    expect(list.parse({ items: [{ name: 'a' }] })).toEqual({ items: [{ name: 'a' }] });
    expect(list.safeParse({ items: [{ name: '' }] }).success).toBe(false);
    expect(item.extend({ id: z.number() }).parse({ name: 'a', id: 2 })).toEqual({ name: 'a', id: 2 });
    expect(item).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(item.shape)).toEqual(['name']);
  });
});
