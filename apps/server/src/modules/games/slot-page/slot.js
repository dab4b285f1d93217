/* global document, window */
// The slot page's script. Each spin is one POST with a fresh idempotency key; a spin whose answer
// was lost is sent again with the same key, so it is settled only once. The player's seed (part of
// every spin's public seed) is kept in this browser and shown next to the next spin's commitment.
(() => {
  const spinButton = document.getElementById('spin');
  if (!spinButton) return;
  const data = document.body.dataset;
  const launch = new URLSearchParams(window.location.search).get('launch') || '';
  const lines = JSON.parse(data.lines);
  const cells = Array.from(document.querySelectorAll('.cell'));
  const result = document.getElementById('result');
  const wins = document.getElementById('wins');
  const freeSpins = document.getElementById('free-spins');
  const balanceOutput = document.getElementById('balance');
  const stakeSelect = document.getElementById('stake');
  const commitment = document.getElementById('commitment');
  const verify = document.getElementById('verify');
  const freePlay = data.free === '1';
  let balance = Number(data.balance);
  let freeSpinsLeft = Number(data.freeSpins);

  const format = (amount) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Isolated, so a right-to-left text keeps the sign before the amount.
  const money = (amount) => `\u2066${data.currency}${format(amount)}\u2069`;
  const cents = (amount) => Math.round(amount * 100);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const randomHex = (bytes) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

  function playerSeed() {
    try {
      const kept = window.localStorage.getItem('slot-client-seed');
      if (kept && /^[A-Za-z0-9_-]{1,64}$/.test(kept)) return kept;
      const fresh = randomHex(16);
      window.localStorage.setItem('slot-client-seed', fresh);
      return fresh;
    } catch {
      return randomHex(16);
    }
  }
  const clientSeed = playerSeed();
  const seedOutput = document.getElementById('client-seed');
  if (seedOutput) seedOutput.textContent = clientSeed;

  function say(text, tone) {
    result.textContent = text;
    result.className = tone ? `result ${tone}` : 'result';
  }

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

  async function send(payload, attempt) {
    try {
      const response = await fetch('/wps/game/demo/spin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Merchant: data.merchant, Language: data.language },
        body: JSON.stringify(payload),
      });
      return await response.json();
    } catch (error) {
      if (attempt >= 3) throw error;
      say(data.textRetry, '');
      await wait(400 * attempt);
      return send(payload, attempt + 1);
    }
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
      const answer = await send({ launch, stake, idempotencyKey: randomHex(16), clientSeed }, 1);
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
      // The app page around this frame shows the balance too: tell it the wallet changed.
      if (!spin.freePlay && window.parent !== window) window.parent.postMessage({ type: 'wallet-changed' }, window.location.origin);
      // `win` is the payout, stake included: only a payout above the stake is a win.
      const gain = (cents(spin.win) - cents(spin.stake)) / 100;
      const awarded = spin.freeSpinsAwarded > 0 ? `${fill(data.textFreeSpinsWon, { count: spin.freeSpinsAwarded })} ` : '';
      if (gain > 0) say(awarded + fill(data.textWin, { gain: money(gain), payout: money(spin.win) }), 'win');
      else if (gain === 0 && spin.win > 0) say(awarded + fill(data.textStakeBack, { payout: money(spin.win) }), 'even');
      else if (spin.win > 0) say(awarded + fill(data.textWinSmall, { payout: money(spin.win) }), 'even');
      else say(awarded + data.textLose, awarded ? 'win' : 'lose');
      showFreeSpins(spin.freeSpinsLeft);
      if (spin.next && commitment) commitment.textContent = spin.next.commitment;
      if (spin.fairRoundId && verify) {
        verify.href = `/m/fair?id=${spin.fairRoundId}`;
        verify.hidden = false;
      }
    } catch {
      say(data.textError, 'error');
    } finally {
      spinButton.disabled = false;
      document.body.classList.remove('spinning');
    }
  });
})();
