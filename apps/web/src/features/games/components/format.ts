/** Money with 2 decimals and thousands separators (spec §9). */
export const formatMoney = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The categories and their label keys (shared with the home menu's keys). */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  HOT: 'game.category.hot',
  SPORTS: 'game.category.sports',
  ESPORTS: 'game.category.esports',
  LIVE: 'game.category.live',
  FISH: 'game.category.fishing',
  RNG: 'game.category.slots',
  PVP: 'game.category.pvp',
  INHOUSE: 'game.category.inHouse',
  COCKFIGHT: 'game.category.cockfight',
  LOTT: 'game.category.lottery',
  ELOTT: 'games.category.elottery',
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? 'game.category.hot';
