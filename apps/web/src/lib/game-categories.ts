/** The label key of each game category, for the home menu and the game pages alike. */
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

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? CATEGORY_LABELS.HOT!;
