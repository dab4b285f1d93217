/** Browser storage keys shared with the existing platform (spec §3), plus the app's own. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  trialName: 'trialName',
  autoLogin: 'autoLogin',
  savedCredentials: 'sass',
  rememberPassword: 'remPass',
  language: 'MC_LANGUAGE',
  /** Cached withdrawal bank list; the header's sign-out forgets it. */
  bankList: 'MC_BANK_LIST',
  /** A guest's live chat token: their chat survives a reload. */
  guestChat: 'MC_GUEST_CHAT',
  /** When the member last answered the reality check "keep playing" (this tab's session): the next comes an interval later. */
  realityCheckAnswered: 'MC_REALITY_CHECK_ANSWERED',
  /** The sportsbook's bet slip (this tab's session): picks survive a reload and a link opened in the tab. */
  betSlip: 'MC_BET_SLIP',
} as const;
