import type { Dictionary } from '@/lib/i18n/dictionaries';

/** The lottery part's chunk of each language (see dictionaries.ts). */
export const loaders = import.meta.glob<Dictionary>('../../../locales/lottery/*.json', { import: 'default' });
