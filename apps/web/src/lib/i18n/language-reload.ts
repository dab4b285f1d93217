import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4/§9: after a language change, home and list queries reload after 200 ms,
 * vendor and winner-board queries after 250 ms. A query joins a group via `meta.languageReload`.
 */
export const LANGUAGE_RELOAD_DELAY_MS = { lists: 200, vendors: 250 } as const;

export type LanguageReloadGroup = keyof typeof LANGUAGE_RELOAD_DELAY_MS;

export function createLanguageReloader(client: QueryClient) {
  const timers = new Map<LanguageReloadGroup, ReturnType<typeof setTimeout>>();
  const groups = Object.keys(LANGUAGE_RELOAD_DELAY_MS) as LanguageReloadGroup[];
  return {
    schedule() {
      for (const group of groups) {
        clearTimeout(timers.get(group));
        timers.set(
          group,
          setTimeout(() => {
            timers.delete(group);
            void client.invalidateQueries({ predicate: (query) => query.meta?.languageReload === group });
          }, LANGUAGE_RELOAD_DELAY_MS[group]),
        );
      }
    },
    cancel() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
