import { shellPages } from '@/components/layout/shell-page';

export const startupPages = shellPages({
  maintenance: { message: 'startup.maintenance' },
  ipError: { message: 'startup.regionBlocked' },
  serviceError: { message: 'startup.serviceError' },
});
