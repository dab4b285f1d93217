/* global document, window */
// The in-house demo slot's page script. Each spin is one POST with a fresh idempotency key;
// a spin whose answer was lost is sent again with the same key, so it is settled only once.
(() => {
  const spinButton = document.getElementById('spin');
  if (!spinButton) return;
  const data = document.body.dataset;
  const launch = new URLSearchParams(window.location.search).get('launch') || '';
  const reels = Array.from(document.querySelectorAll('.reel'));
  const result = document.getElementById('result');
  const balanceOutput = document.getElementById('balance');
  const stakeSelect = document.getElementById('stake');
  const freePlay = data.free === '1';
  let balance = Number(data.balance);

  const format = (amount) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (amount) => `${data.currency}${format(amount)}`;
  const cents = (amount) => Math.round(amount * 100);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

  function say(text, tone) {
    result.textContent = text;
    result.className = tone ? `result ${tone}` : 'result';
  }

  function showReels(symbols) {
    reels.forEach((reel, index) => {
      reel.dataset.symbol = symbols[index];
      reel.querySelector('use').setAttribute('href', `#s-${symbols[index]}`);
    });
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
    if (freePlay && stake > balance) {
      say(data.textNoFunds, 'error');
      return;
    }
    spinButton.disabled = true;
    document.body.classList.add('spinning');
    say('', '');
    const started = Date.now();
    try {
      const answer = await send({ launch, stake, idempotencyKey: newKey() }, 1);
      await wait(Math.max(0, 450 - (Date.now() - started)));
      if (!answer || !answer.success) {
        say((answer && answer.message) || data.textError, 'error');
        return;
      }
      const spin = answer.value;
      showReels(spin.reels);
      balance = spin.freePlay ? Math.round((balance - spin.stake + spin.win) * 100) / 100 : spin.balance;
      balanceOutput.textContent = format(balance);
      // The app page around this frame shows the balance too: tell it the wallet changed.
      if (!spin.freePlay && window.parent !== window) window.parent.postMessage({ type: 'wallet-changed' }, window.location.origin);
      // `win` is the payout, stake included: only a payout above the stake is a win.
      const gain = (cents(spin.win) - cents(spin.stake)) / 100;
      if (gain > 0) say(data.textWin.replace('{gain}', money(gain)).replace('{payout}', money(spin.win)), 'win');
      else if (spin.win > 0) say(data.textStakeBack.replace('{payout}', money(spin.win)), 'even');
      else say(data.textLose, 'lose');
    } catch {
      say(data.textError, 'error');
    } finally {
      spinButton.disabled = false;
      document.body.classList.remove('spinning');
    }
  });
})();
