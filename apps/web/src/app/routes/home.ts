import { HomePage } from '@/features/home/components/home-page';

export const pages = { home: HomePage };
