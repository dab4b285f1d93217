import { api } from '@/lib/api-client';
import type { FavouriteKey } from '@/features/games/api/favourite-ids';

export const addFavourite = (key: FavouriteKey) => api.call('addFavourite', { body: key });
