import type { Dictionary } from '@/lib/i18n/dictionaries';

/** The PVP room part's chunk of each language (see dictionaries.ts). */
export const loaders = import.meta.glob<Dictionary>('../../../locales/pvp/*.json', { import: 'default' });
