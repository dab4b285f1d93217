/* global document, window */
// The slot page's script (after game-page.js). Each spin is one POST with a fresh idempotency key;
// the player's seed is part of every spin's public seed.
(() => {
  const spinButton = document.getElementById('spin');
  if (!spinButton) return;
  const data = document.body.dataset;
  const launch = new URLSearchParams(window.location.search).get('launch') || '';
  const lines = JSON.parse(data.lines);
  const cells = Array.from(document.querySelectorAll('.cell'));
  const wins = document.getElementById('wins');
  const freeSpins = document.getElementById('free-spins');
  const balanceOutput = document.getElementById('balance');
  const stakeSelect = document.getElementById('stake');
  const freePlay = data.free === '1';
  let balance = Number(data.balance);
  let freeSpinsLeft = Number(data.freeSpins);

  const { format, money, wait, randomHex, fill, say, playerSeed, post, settled } = window.gamePage;
  const cents = (amount) => Math.round(amount * 100);
  const clientSeed = playerSeed('slot-client-seed');

  const cellAt = (reel, row) => cells.find((cell) => cell.dataset.reel === String(reel) && cell.dataset.row === String(row));

  function picture(symbol) {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 64 64');
    svg.setAttribute('class', 'symbol');
    svg.setAttribute('aria-hidden', 'true');
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', `#s-${symbol}`);
    svg.append(use);
    return svg;
  }

  function showWindow(grid) {
    for (const cell of cells) {
      cell.classList.remove('hit');
      cell.querySelector('use').setAttribute('href', `#s-${grid[Number(cell.dataset.reel)][Number(cell.dataset.row)]}`);
    }
  }

  function showWins(spin) {
    wins.replaceChildren();
    for (const lineWin of spin.lineWins) {
      for (let reel = 0; reel < lineWin.count; reel++) cellAt(reel, lines[lineWin.line][reel]).classList.add('hit');
      const item = document.createElement('li');
      item.append(`${fill(data.textLineWin, { line: lineWin.line + 1 })} `, picture(lineWin.symbol), `×${lineWin.count} `, money(lineWin.win));
      wins.append(item);
    }
    if (spin.scatterWin > 0 || spin.freeSpinsAwarded > 0) {
      const scatter = data.scatter;
      spin.window.forEach((column, reel) => column.forEach((symbol, row) => { if (symbol === scatter) cellAt(reel, row).classList.add('hit'); }));
      const item = document.createElement('li');
      item.append(picture(scatter), `×${spin.scatterCount} `, spin.scatterWin > 0 ? money(spin.scatterWin) : '');
      if (spin.freeSpinsAwarded > 0) item.append(' ', fill(data.textFreeSpinsAward, { count: spin.freeSpinsAwarded }));
      wins.append(item);
    }
  }

  function showFreeSpins(left) {
    freeSpinsLeft = left;
    freeSpins.hidden = left === 0;
    freeSpins.textContent = fill(data.textFreeSpinsLeft, { count: left });
    stakeSelect.disabled = left > 0;
    spinButton.textContent = left > 0 ? data.textFreeSpin : data.textSpin;
  }

  spinButton.addEventListener('click', async () => {
    const stake = Number(stakeSelect.value);
    if (freePlay && freeSpinsLeft === 0 && stake > balance) {
      say(data.textNoFunds, 'error');
      return;
    }
    spinButton.disabled = true;
    document.body.classList.add('spinning');
    say('', '');
    wins.replaceChildren();
    const started = Date.now();
    try {
      const answer = await post('/wps/game/demo/spin', { launch, stake, idempotencyKey: randomHex(16), clientSeed });
      await wait(Math.max(0, 450 - (Date.now() - started)));
      if (!answer || !answer.success) {
        say((answer && answer.message) || data.textError, 'error');
        return;
      }
      const spin = answer.value;
      showWindow(spin.window);
      showWins(spin);
      balance = spin.freePlay ? Math.round((balance - spin.stake + spin.win) * 100) / 100 : spin.balance;
      balanceOutput.textContent = format(balance);
      settled(spin);
      // `win` is the payout, stake included: only a payout above the stake is a win.
      const gain = (cents(spin.win) - cents(spin.stake)) / 100;
      const awarded = spin.freeSpinsAwarded > 0 ? `${fill(data.textFreeSpinsWon, { count: spin.freeSpinsAwarded })} ` : '';
      if (gain > 0) say(awarded + fill(data.textWin, { gain: money(gain), payout: money(spin.win) }), 'win');
      else if (gain === 0 && spin.win > 0) say(awarded + fill(data.textStakeBack, { payout: money(spin.win) }), 'even');
      else if (spin.win > 0) say(awarded + fill(data.textWinSmall, { payout: money(spin.win) }), 'even');
      else say(awarded + data.textLose, awarded ? 'win' : 'lose');
      showFreeSpins(spin.freeSpinsLeft);
    } catch {
      say(data.textError, 'error');
    } finally {
      spinButton.disabled = false;
      document.body.classList.remove('spinning');
    }
  });
})();
