import { describe, expect, it } from 'vitest';
import { APP_SHELL_UA_MARKER, isAppShell } from '@/lib/device';

describe('device', () => {
  it('recognises the native app shell by its user agent marker', () => {
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(isAppShell(safari)).toBe(false);
    expect(isAppShell(`${safari} ${APP_SHELL_UA_MARKER}2.3.0`)).toBe(true);
  });
});
