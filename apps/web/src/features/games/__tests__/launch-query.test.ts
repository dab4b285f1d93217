import { describe, expect, it } from 'vitest';
import { launchQueryFrom } from '@/features/games/components/launch-game-page';

const member = { token: 't', merchantCode: 'DEMO', userName: 'demo', type: 0 };
const params = (search: string) => new URLSearchParams(search);

describe('launch page query', () => {
  it('reads the lottery launcher parameters', () => {
    expect(launchQueryFrom(params('playType=ent&prize_mode=SEA&code=SEA_4D_D&vendor=TCG_SEA&pageBack=home'), null, 'EN')).toMatchObject({
      vendor: 'TCG_SEA', gameCode: 'SEA_4D_D', prizeMode: 'SEA', playType: 'ent', accountType: 0, language: 'EN',
    });
  });

  it('reads the generic launch, real play for members and free play when asked', () => {
    const generic = 'gameCategory=RNG&vendor=MOONPEAK&gameId=MOO001_RNG&nodeId=12&supportFreePlay=1';
    expect(launchQueryFrom(params(generic), member, 'TY')).toMatchObject({ nodeId: 12, vendor: 'MOONPEAK', gameId: 'MOO001_RNG', accountType: 1 });
    expect(launchQueryFrom(params(`${generic}&freePlay=1`), member, 'TY')?.accountType).toBe(0);
    expect(launchQueryFrom(params(generic), null, 'TY')?.accountType).toBe(0);
  });

  it('refuses a launch that names no game', () => {
    expect(launchQueryFrom(params('playType=trad&code=lobby&pageBack=home'), null, 'EN')).toBeNull();
    expect(launchQueryFrom(params('nodeId=abc'), member, 'EN')).toBeNull();
  });
});
