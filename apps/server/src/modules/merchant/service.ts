import type { ChangeFeed } from '../../db/changes.ts';
import type { Merchant } from '../../db/schema.ts';
import { keptAnswer } from '../../lib/kept-answer.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import type { MerchantRepository, MerchantStatusPatch } from './repository.ts';

type Directory = { byCode: ReadonlyMap<string, Merchant>; codeByHost: ReadonlyMap<string, string> };

/**
 * Every merchant, by code and by host name, kept in memory because every API call and page load
 * needs one: read in one go, and again after any change to merchants or their host names (the
 * change feed: at once in this process, within milliseconds in the others on the database). A
 * guessed code costs no query. The merchant rows are frozen: their site status and settings are
 * answered as kept answers.
 */
export function createMerchantDirectory(repository: MerchantRepository, feed: ChangeFeed | null) {
  const cache = createKeptCache<'all', Directory>(feed);
  const drop = () => cache.clear();
  feed?.on('merchants', drop);
  feed?.on('merchant_hosts', drop);

  const directory = () => cache.get('all', async () => {
    const { merchants, hosts } = await repository.loadAll();
    return {
      byCode: new Map(merchants.map((merchant) => [merchant.code, keptAnswer(merchant)])),
      codeByHost: new Map(hosts.map(({ host, code }) => [host, code])),
    };
  });

  return {
    findByCode: async (code: string): Promise<Merchant | null> => (await directory()).byCode.get(code) ?? null,
    /** The merchant of `code` without waiting when the directory is loaded (null: none); undefined when it must be read first. */
    findByCodeNow(code: string): Merchant | null | undefined {
      const loaded = cache.peek('all');
      return loaded ? (loaded.value.byCode.get(code) ?? null) : undefined;
    },
    findCodeByHost: async (host: string): Promise<string | null> => (await directory()).codeByHost.get(host) ?? null,
    updateStatus: (code: string, patch: MerchantStatusPatch): Promise<Merchant | null> => repository.updateStatus(code, patch),
  };
}

export type MerchantDirectory = ReturnType<typeof createMerchantDirectory>;
