/**
 * A session's device as people name it, "Chrome · Android", read from its User-Agent here (no
 * outside service); null when neither the browser nor the system is recognised. The first match
 * wins, so browsers built on another (Edge, Opera, Samsung Internet on Chrome) come before it.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPT)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bMiuiBrowser\//, 'Mi Browser'],
  [/\bFBA[NV]\//, 'Facebook'],
  [/\bLine\//, 'LINE'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parts = [firstMatch(userAgent, BROWSERS), firstMatch(userAgent, SYSTEMS)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}
