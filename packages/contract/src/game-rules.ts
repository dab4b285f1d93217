import type { PrizeMode, VendorCategory } from './schemas/games.ts';

/** Categories that the platform files under SPORTS and the product shows on their own, after `after`. */
const SPLIT_FROM_SPORTS = [
  { category: 'ESPORTS', after: 'SPORTS' },
  { category: 'COCKFIGHT', after: 'RNG' },
] as const;

/**
 * The vendor re-sort of the spec: esports and cockfight vendors leave SPORTS for categories of
 * their own, esports placed after SPORTS and cockfight after RNG (at the end when that is absent).
 * Entries already in their own category are merged into it; the input is not changed.
 */
export function resortVendorCategories(sorting: readonly VendorCategory[]): VendorCategory[] {
  let result = sorting.map((entry) => ({ ...entry, vendorNames: [...entry.vendorNames] }));
  for (const { category, after } of SPLIT_FROM_SPORTS) {
    const moved = result.flatMap((entry) =>
      entry.gameCategory === 'SPORTS' ? entry.vendorNames.filter((vendor) => vendor.gameType === category) : [],
    );
    if (moved.length === 0) continue;
    result = result
      .map((entry) =>
        entry.gameCategory === 'SPORTS'
          ? { ...entry, vendorNames: entry.vendorNames.filter((vendor) => vendor.gameType !== category) }
          : entry,
      )
      .filter((entry) => entry.gameCategory !== 'SPORTS' || entry.vendorNames.length > 0);
    const existing = result.find((entry) => entry.gameCategory === category);
    if (existing) {
      existing.vendorNames.push(...moved);
      continue;
    }
    const anchor = result.findIndex((entry) => entry.gameCategory === after);
    const insertAt = anchor === -1 ? result.length : anchor + 1;
    result.splice(insertAt, 0, { gameCategory: category, vendorNames: moved });
  }
  return result;
}

/** Vendors whose lottery switches to the electronic mode when the vendor data lists them under ELOTT. */
const ELECTRONIC_CAPABLE = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Prize mode of a lottery launch: SEA for TCG_SEA; the electronic mode for ELOTT, and for
 * TCG_LOTTO_VN or LOTT when the vendor data holds them in an ELOTT entry; otherwise lottery-only.
 */
export function prizeModeFor(vendor: string, sorting: readonly VendorCategory[]): PrizeMode {
  if (vendor === 'TCG_SEA') return 'SEA';
  if (vendor === 'ELOTT') return 'Elott';
  const electronic = sorting.some(
    (entry) => entry.gameCategory === 'ELOTT' && entry.vendorNames.some((name) => name.vendor === vendor),
  );
  return electronic && ELECTRONIC_CAPABLE.includes(vendor) ? 'Elott' : 'Lott';
}
