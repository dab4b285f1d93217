import { startFreshServer } from './support/server.ts';
import { launchBrowser, openPhone } from './support/browser.ts';
import { apiLoginSession } from './support/accounts.ts';
const server = await startFreshServer({ DEV_ENDPOINTS: '1', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  const s = await apiLoginSession(server.baseUrl, 'DEMO', 'demo', 'demo1234');
  const { context, page } = await openPhone(browser);
  await context.addInitScript((raw) => localStorage.setItem('MC_SESSION_INFO', raw), JSON.stringify({ token: s.token, merchantCode: 'DEMO', userName: s.userName, type: s.type }));
  const shot = async (path: string, name: string, wait = 'page-') => {
    await page.goto(server.baseUrl + path); await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/games-helper/shots/${name}.png` });
  };
  await shot('/m/gameList?gameType=RNG', 'list');
  await page.getByTestId('game-filter-open').click(); await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/games-helper/shots/filter.png' });
  await shot('/m/gameLobby', 'lobby');
  await shot('/m/launchGame?gameCategory=RNG&vendor=MPLAY&gameId=MPL001_RNG&nodeId=1&supportFreePlay=1', 'launch');
  const frame = page.frameLocator('[data-testid="launch-frame"]');
  await frame.getByTestId('demo-spin').click(); await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/games-helper/shots/spin.png' });
  await shot('/m/moreLottery', 'more-lottery');
  await shot('/m/lottery', 'lottery');
  await shot('/m/winnerPage', 'winners');
  await shot('/m/trail', 'trail');
  await shot('/m/slotsCenter', 'slots');
  console.log('errors', JSON.stringify([]));
} finally { await browser.close(); await server.stop(); }
