import { create } from 'zustand';
import type { HomeCategory } from '@/features/home/game-categories';

/** The popular-games category on home; the side menu's category tabs set it too (spec §4 menu click). */
export const useGameCategoryStore = create<{ category: HomeCategory | null }>(() => ({ category: null }));

export const selectGameCategory = (category: HomeCategory) => useGameCategoryStore.setState({ category });
