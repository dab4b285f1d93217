import type { SlotThemeId } from '@m/contract';
import { hash } from './art.ts';

/** Words of a game's name and the theme whose art they suggest, checked in this order. */
const THEME_WORDS: readonly (readonly [SlotThemeId, RegExp])[] = [
  ['fruits', /\b(fruits?|cherr(y|ies)|lemon|mango|orchard|candy|sweet|berry|melon|classic|seven|777)\b/i],
  ['pharaoh', /\b(pharaoh|egypt\w*|pyramids?|temple|ancient|sphinx|nile|scarab|cleopatra|empire|mummy)\b/i],
  ['ocean', /\b(ocean|sea|reef|shark|whale|squid|lagoon|tide|octopus|angler|abyss|mermaid|pirates?|harbor|coral|river|fish\w*|pearl)\b/i],
  ['gems', /\b(gems?|jewels?|diamonds?|emerald|ruby|sapphire|crystal|crown|royal|treasure|galaxy|cosmic|meteor|comet)\b/i],
  ['dragon', /\b(dragon|tiger|phoenix|koi|panda|lantern|lucky|jade|fortune|lotus|samurai|monkey|rooster|bamboo|festival)\b/i],
];

const THEME_ORDER: readonly SlotThemeId[] = ['fruits', 'pharaoh', 'dragon', 'ocean', 'gems'];

/**
 * The slot theme a catalogue game opens. The in-house slots (a vassalage brand) each play a theme
 * of their own, in turn by their place in the catalogue, unless their name names one; another
 * vendor's entry opens the theme its name (and so its art) suggests — a classic slot the fruits —
 * and otherwise one picked by its code, so the same game always opens the same theme.
 */
export function slotThemeOf(game: { id: number; vendor: string; gameCode: string; name: string; subType: string; vassalage: string | null }): SlotThemeId {
  const named = THEME_WORDS.find(([, words]) => words.test(game.name));
  if (named) return named[0];
  if (game.vassalage !== null) return THEME_ORDER[game.id % THEME_ORDER.length]!;
  if (game.subType === 'CLASSIC') return 'fruits';
  return THEME_ORDER[hash(`${game.vendor}/${game.gameCode}`) % THEME_ORDER.length]!;
}
