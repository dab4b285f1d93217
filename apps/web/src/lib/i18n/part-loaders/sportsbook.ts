import type { Dictionary } from '@/lib/i18n/dictionaries';

/** The sportsbook part's chunk of each language (see dictionaries.ts). */
export const loaders = import.meta.glob<Dictionary>('../../../locales/sportsbook/*.json', { import: 'default' });
