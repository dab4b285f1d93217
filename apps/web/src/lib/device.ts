import type { Device } from '@m/contract';

/**
 * The native app shell appends this marker to its user agent (e.g. `... MApp/2.3.0`).
 * It is the one switch for shell-only behaviour: the `app-shell` class and the `OTHERS` device.
 */
export const APP_SHELL_UA_MARKER = 'MApp/';

export const isAppShell = (userAgent: string = navigator.userAgent): boolean => userAgent.includes(APP_SHELL_UA_MARKER);

export const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export const deviceHeader = (): Device => (isStandalone() || isAppShell() ? 'OTHERS' : 'MOBILE');

export const applyDeviceClasses = (root: HTMLElement = document.documentElement) => {
  root.classList.toggle('app-shell', isAppShell());
};
