import { shellPages } from '@/components/layout/shell-page';

export const installPages = shellPages({
  download: { access: 'public' },
});
