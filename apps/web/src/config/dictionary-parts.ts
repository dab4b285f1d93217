import type { Feature } from './paths';

/**
 * Features whose lazy pages use keys nothing else does: those keys live in `locales/<part>/<LANG>.json`
 * rather than the first-paint dictionary, and the feature's pages load (and preload) that part.
 */
export const FEATURE_DICTIONARY_PARTS = {
  wallet: 'wallet', member: 'member', auth: 'auth', promotions: 'promotions', agent: 'agent', messages: 'messages', fairness: 'fairness',
  lottery: 'lottery',
  sportsbook: 'sportsbook',
  'live-tables': 'live-tables',
  pvp: 'pvp',
} as const satisfies Partial<Record<Feature, string>>;

export type DictionaryPart = (typeof FEATURE_DICTIONARY_PARTS)[keyof typeof FEATURE_DICTIONARY_PARTS];

export const dictionaryPartOf = (feature: Feature): DictionaryPart | undefined =>
  (FEATURE_DICTIONARY_PARTS as Partial<Record<Feature, DictionaryPart>>)[feature];

/**
 * Error codes only a part's feature's calls answer (its pages alone show them): their texts are in
 * that part. Any other code's text is in the core (a refusal's fallback is the server's own message).
 */
export const DICTIONARY_PART_ERROR_CODES: Record<DictionaryPart, RegExp> = {
  // Locked bonus turnover also refuses an agent's rain budget, and the payment password's refusals
  // an agent's fund transfer: those texts are in the core.
  wallet: /^(bank\.card|deposit|identity|payment(?!\.password\.)|upline|withdraw)\.(?!turnover\.unmet$)/,
  // The member centre's own calls: the manual rebate's claim, the profile picture.
  member: /^(rebate|avatar)\./,
  // Sign-in refusals show outside the auth pages too (the login dialog, an expired session): in the core.
  auth: /(?!)/,
  // The promotion engine's refusals (a spent budget, not eligible) show on the promotions' pages alone.
  promotions: /^promotion\./,
  // Red-envelope rain's refusals show on /m/redRain alone; the agent pages' refusals (team reports, rebates, contracts) on them alone.
  agent: /^(red\.rain|team|agent|contract)\./,
  // Feedback's and the live chat's refusals show on their own screens alone; the inbox answers only codes other pages show too.
  messages: /^(feedback|chat)\./,
  // The verify page answers no refusal of its own (a round it does not know is `not.found`).
  fairness: /(?!)/,
  // The lottery's order refusals show on its game and order pages alone.
  lottery: /^lottery\./,
  // The sportsbook's refusals (a moved price, a closed market, a parlay's legs) show on its slip alone.
  sportsbook: /^sports\./,
  // The live tables' refusals (betting closed) show on their pages alone.
  'live-tables': /^live\./,
  // The PVP room's refusals (a seat already waiting, a seat no longer waiting) show on its page alone.
  pvp: /^pvp\./,
};
