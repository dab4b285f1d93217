import type { Dictionary } from '@/lib/i18n/dictionaries';

/** The live tables part's chunk of each language (see dictionaries.ts). */
export const loaders = import.meta.glob<Dictionary>('../../../locales/live-tables/*.json', { import: 'default' });
