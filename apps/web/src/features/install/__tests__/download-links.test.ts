import { describe, expect, it } from 'vitest';
import {
  appDownloadEntries, downloadBarHidden, downloadLinksOf, type DownloadLinks,
} from '@/features/install/download-links';
import { isIosSafari, needsOldIosTip, type InstallEnvironment } from '@/features/install/environment';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IOS_FACEBOOK = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/400.0]';
const IOS_11 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';
const IOS_12_1 = IOS_11.replace('OS 11_4', 'OS 12_1');
const IOS_12_2 = IOS_11.replace('OS 11_4', 'OS 12_2');
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const ALL_LINKS: DownloadLinks = { android: '/m/downloads/demo.apk', ios: '/m/downloads/ios', profile: '/m/downloads/demo.mobileconfig', icon: null };
const env = (overrides: Partial<InstallEnvironment> = {}): InstallEnvironment => ({
  userAgent: ANDROID, installedPwa: false, webClip: false, appShell: false, ...overrides,
});

describe('download bar (spec §4)', () => {
  it.each<[string, InstallEnvironment, DownloadLinks, boolean, ReturnType<typeof downloadBarHidden>]>([
    ['shown on an Android phone with an Android link', env(), ALL_LINKS, false, null],
    ['hidden once closed', env(), ALL_LINKS, true, 'closed'],
    ['hidden in an installed web app', env({ installedPwa: true }), ALL_LINKS, false, 'installed'],
    ['hidden inside the app shell', env({ appShell: true }), ALL_LINKS, false, 'app-shell'],
    ['hidden on a home-screen clip without an iOS link', env({ userAgent: IOS_SAFARI, webClip: true }), { ...ALL_LINKS, ios: null }, false, 'web-clip'],
    ['shown on a home-screen clip with an iOS link', env({ userAgent: IOS_SAFARI, webClip: true }), ALL_LINKS, false, null],
    ['hidden without a link for Android', env(), { ...ALL_LINKS, android: null }, false, 'no-link'],
    ['shown on iOS with only the profile', env({ userAgent: IOS_SAFARI }), { ...ALL_LINKS, ios: null }, false, null],
    ['hidden on iOS without any iOS link', env({ userAgent: IOS_SAFARI }), { ...ALL_LINKS, ios: null, profile: null }, false, 'no-link'],
  ])('%s', (_name, environment, links, closed, expected) => {
    expect(downloadBarHidden(environment, links, closed)).toBe(expected);
  });
});

describe('app-download popup entries (spec §2)', () => {
  it.each<[string, string, DownloadLinks, boolean, string[]]>([
    ['Android phone: Android and the profile', ANDROID, ALL_LINKS, false, ['android', 'profile']],
    ['iPhone: iOS and the profile', IOS_SAFARI, ALL_LINKS, false, ['ios', 'profile']],
    ['desktop: everything', DESKTOP, ALL_LINKS, false, ['android', 'ios', 'profile']],
    ['iPhone without an iOS link: the profile only', IOS_SAFARI, { ...ALL_LINKS, ios: null }, false, ['profile']],
    ['WEBCLIP on: no profile', ANDROID, ALL_LINKS, true, ['android']],
    ['no links: nothing', DESKTOP, { android: null, ios: null, profile: null, icon: null }, false, []],
  ])('%s', (_name, userAgent, links, webClip, expected) => {
    expect(appDownloadEntries({ userAgent }, links, webClip)).toEqual(expected);
  });

  it('reads the links of the site resources', () => {
    expect(downloadLinksOf([
      { resourceType: 'Android', url: '/a.apk' },
      { resourceType: 'MOBILECONFIG', url: '' },
      { resourceType: 'AppDownloadIcon', url: '/icon.png' },
    ])).toEqual({ android: '/a.apk', ios: null, profile: null, icon: '/icon.png' });
  });
});

describe('iOS detection', () => {
  it.each([
    [IOS_SAFARI, true],
    [IOS_CHROME, false],
    [IOS_FACEBOOK, false],
    [ANDROID, false],
  ])('Safari on iOS: %s → %s', (userAgent, expected) => {
    expect(isIosSafari(userAgent)).toBe(expected);
  });

  it.each([
    [IOS_11, true],
    [IOS_12_1, true],
    [IOS_12_2, false],
    [IOS_SAFARI, false],
    [ANDROID, false],
  ])('the old-iOS tip for %s → %s', (userAgent, expected) => {
    expect(needsOldIosTip(userAgent)).toBe(expected);
  });
});
