import type { Dictionary } from '@/lib/i18n/dictionaries';

/** The agent part's chunk of each language (see dictionaries.ts). */
export const loaders = import.meta.glob<Dictionary>('../../../locales/agent/*.json', { import: 'default' });
