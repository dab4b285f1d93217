import { api } from '@/lib/api-client';

export const logout = () => api.call('logout');
