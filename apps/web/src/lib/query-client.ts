import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { LanguageReloadGroup } from '@/lib/i18n/language-reload';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { languageReload?: LanguageReloadGroup };
  }
}

/** Named stale times so each query states how fresh it must be. */
export const STALE_TIME = {
  live: 0,
  short: 30_000,
  standard: 5 * 60_000,
  session: Infinity,
} as const;

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the refusal. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME.short, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
