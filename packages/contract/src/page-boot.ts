/**
 * What the server writes into the page it sends, so the app starts without waiting for calls
 * it would make first anyway.
 */

/** A `<script type="application/json">` data block (never run) holding the site status answer. */
export const BOOT_STATUS_ELEMENT_ID = 'm-boot-status';

/**
 * A data block holding the first page of the game list that the page's URL asks for, with the
 * list's filter (see `firstListFilterOf`): the list is on screen without a call of its own.
 */
export const BOOT_GAME_LIST_ELEMENT_ID = 'm-boot-game-list';

/** Written by the web build beside index.html. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Files (URLs) beyond the entry's own: per page path, and per dictionary (`<LANG>` for the core,
 * `<part>/<LANG>` for a part); and per page path the dictionary parts its pages load.
 */
export type PagePreloads = {
  pages: Record<string, string[]>;
  dictionaries: Record<string, string[]>;
  dictionaryParts: Record<string, string[]>;
};
