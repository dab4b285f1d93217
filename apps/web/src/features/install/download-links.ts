import type { Resource } from '@m/contract';
import { isIos, isMobile, type InstallEnvironment } from '@/features/install/environment';

export type DownloadLinks = { android: string | null; ios: string | null; profile: string | null; icon: string | null };

const linkOf = (resources: readonly Resource[], type: Resource['resourceType']) =>
  resources.find((resource) => resource.resourceType === type)?.url || null;

export const downloadLinksOf = (resources: readonly Resource[]): DownloadLinks => ({
  android: linkOf(resources, 'Android'),
  ios: linkOf(resources, 'IOS'),
  profile: linkOf(resources, 'MOBILECONFIG'),
  icon: linkOf(resources, 'AppDownloadIcon'),
});

export type AppDownloadEntry = 'android' | 'ios' | 'profile';

/**
 * Spec §2 app-download popup: Android when not on a mobile or not on iOS; iOS when not on a
 * mobile, or with an iOS link on iOS; the profile with a MOBILECONFIG link unless WEBCLIP is on.
 * An entry also needs its link.
 */
export function appDownloadEntries(environment: Pick<InstallEnvironment, 'userAgent'>, links: DownloadLinks, webClip: boolean): AppDownloadEntry[] {
  const mobile = isMobile(environment.userAgent);
  const ios = isIos(environment.userAgent);
  const entries: AppDownloadEntry[] = [];
  if (links.android && (!mobile || !ios)) entries.push('android');
  if (links.ios && (!mobile || ios)) entries.push('ios');
  if (links.profile && !webClip) entries.push('profile');
  return entries;
}

export type DownloadBarHidden = 'closed' | 'installed' | 'app-shell' | 'web-clip' | 'no-link';

/**
 * Spec §4 download bar: hidden when closed, in an installed web app, inside the app shell, on a
 * home-screen clip without an iOS link, or with no link to offer on this device. Null: shown.
 */
export function downloadBarHidden(environment: InstallEnvironment, links: DownloadLinks, closed: boolean): DownloadBarHidden | null {
  if (closed) return 'closed';
  if (environment.installedPwa) return 'installed';
  if (environment.appShell) return 'app-shell';
  if (environment.webClip && !links.ios) return 'web-clip';
  const offered = isIos(environment.userAgent) ? links.ios ?? links.profile : links.android;
  return offered ? null : 'no-link';
}
