import type { Dictionary } from '@/lib/i18n/dictionaries';

/**
 * One lazily loaded chunk per part and language. A module of its own, imported when a part is
 * first needed: the first paint carries no list of files it does not load.
 */
export const partLoaders = import.meta.glob<Dictionary>('../../locales/*/*.json', { import: 'default' });
