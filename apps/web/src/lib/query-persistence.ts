import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { currentLanguage } from '@/lib/i18n/language-store';
import { announcementsKeys, gamesKeys, systemKeys } from '@/lib/query-keys';

/** Bump when the shape of a persisted query's data changes: older entries are then ignored. */
const VERSION = 1;
const PREFIX = 'MC_QUERY:';

type PersistedQuery = {
  /** Query-key prefix of the queries kept. */
  key: QueryKey;
  /** An entry older than this is absent. */
  maxAgeMs: number;
  /** `member` entries belong to the logged-in member and go at logout. */
  scope: 'site' | 'member';
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * Spec §4 "caching": these answers are kept in local storage and fetched only when absent. Not
 * kept: the lottery list, whose draws and closing times change by the minute.
 */
export const PERSISTED_QUERIES: readonly PersistedQuery[] = [
  { key: announcementsKeys.all, maxAgeMs: 10 * 60_000, scope: 'member' },
  { key: announcementsKeys.registrationBanners(), maxAgeMs: DAY_MS, scope: 'site' },
  { key: gamesKeys.vendors(), maxAgeMs: DAY_MS, scope: 'site' },
  { key: gamesKeys.gameTypes.all, maxAgeMs: DAY_MS, scope: 'site' },
  { key: gamesKeys.vassalage(), maxAgeMs: DAY_MS, scope: 'site' },
  { key: gamesKeys.hot.all, maxAgeMs: DAY_MS, scope: 'site' },
  { key: systemKeys.registerSettings(), maxAgeMs: DAY_MS, scope: 'site' },
];

type Entry = { version: number; key: QueryKey; language: string | null; savedAt: number; data: unknown };

const ruleFor = (queryKey: QueryKey) => PERSISTED_QUERIES.find((rule) => partialMatchKey(queryKey, rule.key));

const storageKeyOf = (queryKey: QueryKey) => `${PREFIX}${JSON.stringify(queryKey)}`;

function readEntries(): { storageKey: string; entry: Entry }[] {
  const entries = [];
  for (const storageKey of Object.keys(localStorage)) {
    if (!storageKey.startsWith(PREFIX)) continue;
    try {
      entries.push({ storageKey, entry: JSON.parse(localStorage.getItem(storageKey)!) as Entry });
    } catch {
      localStorage.removeItem(storageKey);
    }
  }
  return entries;
}

/**
 * Puts the remembered answers into `client` (as fresh: they count as present) and remembers
 * every later successful answer of the listed queries. Answers of another language or version,
 * or past their age, are dropped.
 */
export function persistQueries(client: QueryClient, now: () => number = Date.now): QueryClient {
  const language = currentLanguage();
  for (const { storageKey, entry } of readEntries()) {
    const rule = Array.isArray(entry.key) ? ruleFor(entry.key) : undefined;
    const usable = rule && entry.version === VERSION && entry.language === language && now() - entry.savedAt < rule.maxAgeMs;
    if (usable) client.setQueryData(entry.key, entry.data, { updatedAt: now() });
    else localStorage.removeItem(storageKey);
  }

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey } = event.query;
    if (!ruleFor(queryKey)) return;
    const entry: Entry = { version: VERSION, key: queryKey, language: currentLanguage(), savedAt: now(), data: event.query.state.data };
    try {
      localStorage.setItem(storageKeyOf(queryKey), JSON.stringify(entry));
    } catch {
      // Storage full or blocked: the answer is fetched again next time.
    }
  });
  return client;
}

/** At logout: the member's remembered answers go, the site's stay. */
export function forgetMemberQueries() {
  for (const { storageKey, entry } of readEntries()) {
    if (!Array.isArray(entry.key) || ruleFor(entry.key)?.scope !== 'site') localStorage.removeItem(storageKey);
  }
}
