import { create } from 'zustand';

/** Chrome's install prompt event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const CLOSED_KEY = 'MC_DOWNLOAD_BAR_CLOSED';

type InstallState = {
  /** The browser's deferred install prompt, when it offers one. */
  deferredPrompt: BeforeInstallPromptEvent | null;
  /** The player closed the download bar (remembered). */
  barClosed: boolean;
  /** The app-download popup is open. */
  popupOpen: boolean;
};

export const useInstallStore = create<InstallState>(() => ({
  deferredPrompt: null,
  barClosed: localStorage.getItem(CLOSED_KEY) === '1',
  popupOpen: false,
}));

export const openAppDownload = () => useInstallStore.setState({ popupOpen: true });
export const closeAppDownload = () => useInstallStore.setState({ popupOpen: false });

export const closeDownloadBar = () => {
  localStorage.setItem(CLOSED_KEY, '1');
  useInstallStore.setState({ barClosed: true });
};

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  useInstallStore.setState({ deferredPrompt: event as BeforeInstallPromptEvent });
});
window.addEventListener('appinstalled', () => useInstallStore.setState({ deferredPrompt: null }));

/** Shows the browser's install prompt; true when the player installed. */
export async function promptInstall(): Promise<boolean> {
  const { deferredPrompt } = useInstallStore.getState();
  if (!deferredPrompt) return false;
  useInstallStore.setState({ deferredPrompt: null });
  await deferredPrompt.prompt();
  return (await deferredPrompt.userChoice).outcome === 'accepted';
}
