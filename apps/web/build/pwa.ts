import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGES } from '@m/contract';

/** Spec §1/§2: the app installs; the service worker keeps the shell and content art for offline use. */
export const OFFLINE_PAGE = '/m/offline.html';
const OFFLINE_TEXTS_FILE = 'offline-texts.js';
const OFFLINE_KEYS = ['title', 'text', 'retry'] as const;

const readDictionary = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/locales/${code}.json`, import.meta.url), 'utf8'));

/**
 * The offline page has no app behind it to load a dictionary: the build writes its three texts in
 * every language, with each language's tag and direction, into a script the page reads
 * (public/offline.js picks the stored language).
 */
const offlineTexts = (): Plugin => ({
  name: 'offline-texts',
  apply: 'build',
  generateBundle() {
    const english = readDictionary('EN');
    const texts = Object.fromEntries(
      LANGUAGES.map(({ code, htmlLang, dir }) => {
        const dictionary = readDictionary(code);
        const text = (key: string) => dictionary[`offlinePage.${key}`] ?? english[`offlinePage.${key}`];
        return [code, { lang: htmlLang, dir, ...Object.fromEntries(OFFLINE_KEYS.map((key) => [key, text(key)])) }];
      }),
    );
    this.emitFile({ type: 'asset', fileName: OFFLINE_TEXTS_FILE, source: `self.OFFLINE_TEXTS = ${JSON.stringify(texts)};\n` });
  },
});

export const pwa = () => [
  offlineTexts(),
  VitePWA({
    registerType: 'autoUpdate',
    // A file, not an inline script: the CSP allows scripts from this origin only. Deferred, so it
    // does not hold up parsing and the loading skeleton paints before any script has arrived.
    injectRegister: 'script-defer',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'offline.html', 'offline.js', 'icons/*.png'],
    manifest: {
      id: '/m/home',
      name: 'M Play',
      short_name: 'M Play',
      description: 'Slots, live casino, sports and lottery on your phone.',
      lang: 'fil',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#f3f5fa',
      theme_color: '#0f1b3d',
      categories: ['games', 'entertainment'],
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell's scripts and styles, icons and the offline page. Dictionaries, UI-kit locales
      // and flags are cached when first used. index.html carries the host's merchant, so pages
      // always come from the network; without one the precached offline page answers.
      globPatterns: ['assets/*.{js,css}', 'icons/*.png', 'favicon.svg', 'offline.html', 'offline.js', OFFLINE_TEXTS_FILE],
      globIgnores: ['assets/[A-Z][A-Z]-*.js', 'assets/[a-z][a-z]-[A-Z][A-Z]-*.js'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
        },
        {
          // Hashed build files never change.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/m/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 365 * 24 * 60 * 60 } },
        },
        {
          // Content, vendor and game art: addressed by version, drawn once.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/wps/media/'),
          handler: 'CacheFirst',
          options: { cacheName: 'media', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } },
        },
      ],
    },
  }),
];
