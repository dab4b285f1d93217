import type { Dictionary } from '@/lib/i18n/dictionaries';

/** The fairness part's chunk of each language (see dictionaries.ts). */
export const loaders = import.meta.glob<Dictionary>('../../../locales/fairness/*.json', { import: 'default' });
