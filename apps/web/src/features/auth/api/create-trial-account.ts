import { api } from '@/lib/api-client';

/** A fresh free-play account (FREEPLAY3); log it in with freeplayLogin. */
export const createTrialAccount = () => api.call('createTrialAccount');
