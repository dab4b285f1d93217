import { UNLISTENED_KEEP_MS, type ChangeFeed } from '../db/changes.ts';

export type KeptCacheOptions<V> = {
  /** How long an entry is kept at most (default: until a change drops it). */
  ttlMs?: number;
  /** Entries beyond this push out the oldest. */
  maxEntries?: number;
  /** Whether a loaded value is kept (say, only found rows); a failed load never is. */
  keep?: (value: V) => boolean;
  now?: () => number;
};

/**
 * Values loaded from the database and kept in memory until a change drops them (`delete`, `clear`,
 * wired to the change feed's topics by the owner) or the feed resets. A load is kept as its
 * promise from the moment it starts, so a change heard while it runs drops it too: nothing read
 * before a change outlives the change. While the feed is not live (see `ChangeFeed.live`) entries
 * are kept for at most `UNLISTENED_KEEP_MS`; without a feed, for `ttlMs`.
 */
export function createKeptCache<K, V>(feed: ChangeFeed | null, options: KeptCacheOptions<V> = {}) {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<K, { value: Promise<V>; until: number; loaded?: { value: V } }>();

  const cache = {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const time = now();
      if (hit && hit.until > time) return hit.value;
      const value = load();
      const keepMs = feed === null || feed.live() ? ttlMs : Math.min(ttlMs, UNLISTENED_KEEP_MS);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: { value: Promise<V>; until: number; loaded?: { value: V } } = { value, until: time + keepMs };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((loaded) => {
        if (options.keep && !options.keep(loaded)) drop();
        else entry.loaded = { value: loaded };
      }, drop);
      return value;
    },
    /** The kept value of `key` when it is loaded and still kept, without waiting; undefined otherwise. */
    peek(key: K): { value: V } | undefined {
      const hit = entries.get(key);
      return hit?.loaded && hit.until > now() ? hit.loaded : undefined;
    },
    delete(key: K): void {
      entries.delete(key);
    },
    /** Drops the entries whose value matches, and those still loading (their value may match too). */
    deleteWhere(match: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (!entry.loaded || match(entry.loaded.value)) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
  feed?.onReset(cache.clear);
  return cache;
}

export type KeptCache<K, V> = ReturnType<typeof createKeptCache<K, V>>;
