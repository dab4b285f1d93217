import type { SocialProvider } from '@m/contract';

/**
 * Social sign-in needs the provider's own sign-in (Google, Facebook, Telegram popups and SDKs),
 * which lives outside this app: no outside host is loaded at run time. Whatever hosts the page
 * supplies it as `window.MIdentityBridge` — the native app shell, or a provider script the
 * operator adds — and answers an OpenID Connect id token for the merchant's client; the server
 * verifies it (POST /wps/session/login/social). Without a bridge the buttons say sign-in is
 * unavailable on this device. Browser tests install a bridge that answers a development token.
 */
export type IdentityBridge = {
  getIdToken(provider: SocialProvider): Promise<string>;
};

declare global {
  interface Window {
    MIdentityBridge?: IdentityBridge;
  }
}

export const identityBridge = (): IdentityBridge | null => window.MIdentityBridge ?? null;
