import { useWhitelabel } from '@/lib/site-status';

export const readsWhitelabel = useWhitelabel;
