import { shellPages } from '@/components/layout/shell-page';

export const startupPages = shellPages({
  maintenance: { access: 'public', message: 'startup.maintenance' },
  ipError: { access: 'public', message: 'startup.regionBlocked' },
  serviceError: { access: 'public', message: 'startup.serviceError' },
});
