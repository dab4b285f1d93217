import { isLotteryCategory, type VendorCategory, type VendorName } from '@m/contract';

/** Spec §2 popular-games menu order; HOT is always there, first. */
export const HOME_CATEGORY_ORDER = ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'LOTT'] as const;
export type HomeCategory = (typeof HOME_CATEGORY_ORDER)[number];

/**
 * How a category's panel lists its games (spec §2 Home, popular-games area): HOT searches the
 * hot games; live, fishing, slots and PVP have a menu; in-house lists its slots; the rest list vendors.
 */
export type PanelKind = 'hot' | 'typed' | 'inHouse' | 'vendors';
export const panelOf = (category: HomeCategory): PanelKind => {
  if (category === 'HOT') return 'hot';
  if (category === 'INHOUSE') return 'inHouse';
  return category === 'LIVE' || category === 'FISH' || category === 'RNG' || category === 'PVP' ? 'typed' : 'vendors';
};

const homeCategoryOf = (gameCategory: string): string => (isLotteryCategory(gameCategory) ? 'LOTT' : gameCategory);

/** The in-house brand of the slots (a slot vendor with a vassalage), if the merchant has one. */
export const inHouseVassalage = (sorting: readonly VendorCategory[]): string | null =>
  sorting.find((entry) => entry.gameCategory === 'RNG')?.vendorNames.find((vendor) => vendor.vassalage)?.vassalage ?? null;

/** The categories that have vendors (vendor data already re-sorted), in the menu's order. */
export function homeCategories(sorting: readonly VendorCategory[]): HomeCategory[] {
  const present = new Set<string>(['HOT']);
  for (const entry of sorting) if (entry.vendorNames.length > 0) present.add(homeCategoryOf(entry.gameCategory));
  if (inHouseVassalage(sorting)) present.add('INHOUSE');
  return HOME_CATEGORY_ORDER.filter((category) => present.has(category));
}

/** Vendors of a category; the lottery entry gathers every lottery category. */
export const vendorsOf = (sorting: readonly VendorCategory[], category: HomeCategory): VendorName[] =>
  sorting.filter((entry) => homeCategoryOf(entry.gameCategory) === category).flatMap((entry) => entry.vendorNames);
