import type { LoginResponse } from '@m/contract';
import { setSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Stores the session info of a login, registration or social sign-in (spec §3: MC_SESSION_INFO). */
export const startSession = (login: LoginResponse, merchantCode: string) =>
  setSession({ token: login.token, merchantCode, userName: login.userName, type: login.type, firstTimeLogin: login.firstTimeLogin });

/** A trial login also keeps the trial user name in session storage (spec §3: trialName). */
export const startTrialSession = (login: LoginResponse, trialMerchantCode: string) => {
  startSession(login, trialMerchantCode);
  sessionStorage.setItem(STORAGE_KEYS.trialName, login.userName);
};
