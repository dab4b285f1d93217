import { isAppShell } from '@/lib/device';

/** What the download prompt needs to know about where the page runs. */
export type InstallEnvironment = {
  userAgent: string;
  /** Opened from an installed web app (display mode standalone, not an iOS home-screen clip). */
  installedPwa: boolean;
  /** Opened from an iOS home-screen clip (`navigator.standalone`). */
  webClip: boolean;
  /** Inside the native app shell. */
  appShell: boolean;
};

const IOS = /iPhone|iPad|iPod/;
/** Browsers and in-app views on iOS that are not Safari. */
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|YaBrowser|DuckDuckGo/;

export const isIos = (userAgent: string) => IOS.test(userAgent);
export const isMobile = (userAgent: string) => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
export const isIosSafari = (userAgent: string) =>
  isIos(userAgent) && /Version\/[\d.]+.*Safari\//.test(userAgent) && !IOS_OTHER_BROWSER.test(userAgent);

/** iOS version as [major, minor], or null off iOS. */
export function iosVersion(userAgent: string): [number, number] | null {
  const match = / OS (\d+)_(\d+)/.exec(userAgent);
  return isIos(userAgent) && match ? [Number(match[1]), Number(match[2])] : null;
}

/** Spec §2: iOS 12.0–12.1 and 11 or below get an extra tip (the web app needs 12.4). */
export const needsOldIosTip = (userAgent: string) => {
  const version = iosVersion(userAgent);
  return version !== null && (version[0] < 12 || (version[0] === 12 && version[1] < 2));
};

export function readInstallEnvironment(): InstallEnvironment {
  const webClip = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const standalone = ['standalone', 'fullscreen', 'minimal-ui'].some((mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches === true);
  return { userAgent: navigator.userAgent, installedPwa: standalone && !webClip, webClip, appShell: isAppShell() };
}
