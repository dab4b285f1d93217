import type { Merchant } from '../../db/schema.ts';
import type { MerchantRepository, MerchantStatusPatch } from './repository.ts';

type Cached<T> = { value: T; expiresAt: number };

export const MERCHANT_CACHE_TTL_MS = 15_000;

/**
 * Merchants by code and by host name, cached for a short time because every API call and page
 * load needs one. Only found entries are cached, so guessed codes cannot grow the cache.
 */
export function createMerchantDirectory(repository: MerchantRepository, ttlMs = MERCHANT_CACHE_TTL_MS) {
  const byCode = new Map<string, Cached<Merchant>>();
  const codeByHost = new Map<string, Cached<string>>();

  async function cached<T>(cache: Map<string, Cached<T>>, key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const value = await load();
    if (value === null) cache.delete(key);
    else cache.set(key, { value, expiresAt: Date.now() + ttlMs });
    return value;
  }

  return {
    findByCode: (code: string) => cached(byCode, code, () => repository.findByCode(code)),
    findCodeByHost: (host: string) => cached(codeByHost, host, () => repository.findCodeByHost(host)),
    async updateStatus(code: string, patch: MerchantStatusPatch): Promise<Merchant | null> {
      const updated = await repository.updateStatus(code, patch);
      byCode.clear();
      codeByHost.clear();
      return updated;
    },
  };
}

export type MerchantDirectory = ReturnType<typeof createMerchantDirectory>;
