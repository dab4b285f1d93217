import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, loginReturnPath } from '@/features/auth/redirect';

describe('where a login returns to', () => {
  it.each([
    ['/m/changePsw', '/m/changePsw'],
    ['/m/gameList?gameType=RNG', '/m/gameList?gameType=RNG'],
    [null, '/m/home'],
    [undefined, '/m/home'],
    [42, '/m/home'],
    ['https://evil.example/m/home', '/m/home'],
    ['//evil.example/m/home', '/m/home'],
    ['/m/login?redirect=/m/set', '/m/home'],
    ['/m/\\evil.example', '/m/home'],
    ['/other', '/m/home'],
  ])('%j → %s', (target, expected) => {
    expect(loginReturnPath(target)).toBe(expected);
  });

  it('builds the login path that comes back', () => {
    expect(loginPathReturningTo('/m/gameList?gameType=RNG')).toBe('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG');
  });
});
