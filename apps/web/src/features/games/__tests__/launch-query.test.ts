import { describe, expect, it } from 'vitest';
import { launchQueryFrom, lotteryGamePathOf } from '@/features/games/components/launch-game-page';

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

  it('opens a named lottery on its game page (the spec form names a code and a prize mode), a vendor lobby in the launcher', () => {
    expect(lotteryGamePathOf(params('playType=trad&prize_mode=Elott&code=SSC_3M_1&pageBack=home'))).toBe('/m/lotteryGame?code=SSC_3M_1&prizeMode=Elott&pageBack=home');
    expect(lotteryGamePathOf(params('playType=ent&prize_mode=SEA&code=SEA_4D_D&vendor=TCG_SEA'))).toBe('/m/lotteryGame?code=SEA_4D_D&prizeMode=SEA&vendor=TCG_SEA');
    expect(lotteryGamePathOf(params('playType=trad&code=lobby&vendor=LOTT'))).toBeNull();
    expect(lotteryGamePathOf(params('gameCategory=RNG&vendor=MOONPEAK&gameId=MOO001_RNG&nodeId=12'))).toBeNull();
  });
});
