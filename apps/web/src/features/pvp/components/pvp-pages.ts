import { PvpPage } from '@/features/pvp/components/pvp-page';

export const pvpPages = { pvp: PvpPage };
