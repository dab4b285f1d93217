import { api } from '@/lib/api-client';
import type { FavouriteKey } from '@/features/games/api/favourite-ids';

export const removeFavourite = (key: FavouriteKey) => api.call('removeFavourite', { body: key });
