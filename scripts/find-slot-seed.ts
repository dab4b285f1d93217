// Finds a server seed whose slot spin wins free spins, for the tests that reach the feature through
// the development endpoint `POST /wps/dev/fair/seed`:
//   node --import tsx scripts/find-slot-seed.ts <theme> <client seed> [spin number]
import { createHash } from 'node:crypto';
import { fairRandom, slotRound, slotRoundReels, SLOT_THEMES, isSlotThemeId } from '@m/contract';

const [theme = 'pharaoh', clientSeed = 'free-spins', spinNumber = '1'] = process.argv.slice(2);
if (!isSlotThemeId(theme) || !SLOT_THEMES[theme].freeSpins) throw new Error(`${theme}: not a theme with free spins`);
const scatter = SLOT_THEMES[theme].symbols[SLOT_THEMES[theme].scatter!];
const round = slotRound(0, 0, Number(spinNumber), false);
for (let attempt = 0; ; attempt++) {
  const serverSeed = createHash('sha256').update(`slot-seed-${attempt}`).digest('hex');
  const { window } = slotRoundReels(theme, fairRandom(serverSeed, `${clientSeed}:${spinNumber}`), round);
  const scatters = window.flat().filter((symbol) => symbol === scatter).length;
  if (scatters >= 3) {
    console.log(JSON.stringify({ serverSeed, clientSeed, spinNumber: Number(spinNumber), scatters, window }));
    break;
  }
}
