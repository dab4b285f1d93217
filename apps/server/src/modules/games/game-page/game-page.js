/* global document, window */
// What the in-house game pages' scripts share (loaded before each page's own script): amounts as the
// app writes them, the player's seed kept in this browser and shown next to the next round's
// commitment, the result line, and a POST sent again with the same body (the same idempotency key)
// when its answer was lost, so a play is settled only once.
window.gamePage = (() => {
  const data = document.body.dataset;
  const result = document.getElementById('result');
  const commitment = document.getElementById('commitment');
  const verify = document.getElementById('verify');

  const format = (amount) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Isolated, so a right-to-left text keeps the sign before the amount.
  const money = (amount) => `\u2066${data.currency}${format(amount)}\u2069`;
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const randomHex = (bytes) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

  function say(text, tone) {
    result.textContent = text;
    result.className = tone ? `result ${tone}` : 'result';
  }

  /** The player's seed, kept under `storageKey` (a fresh one where storage is refused). */
  function playerSeed(storageKey) {
    let seed;
    try {
      seed = window.localStorage.getItem(storageKey);
      if (!seed || !/^[A-Za-z0-9_-]{1,64}$/.test(seed)) {
        seed = randomHex(16);
        window.localStorage.setItem(storageKey, seed);
      }
    } catch {
      seed = randomHex(16);
    }
    const seedOutput = document.getElementById('client-seed');
    if (seedOutput) seedOutput.textContent = seed;
    return seed;
  }

  async function post(path, payload, attempt = 1) {
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Merchant: data.merchant, Language: data.language },
        body: JSON.stringify(payload),
      });
      return await response.json();
    } catch (error) {
      if (attempt >= 3) throw error;
      say(data.textRetry, '');
      await wait(400 * attempt);
      return post(path, payload, attempt + 1);
    }
  }

  /** After a settled play: the app around the frame re-reads the wallet, and the next round's commitment and this one's check are shown. */
  function settled(play) {
    if (!play.freePlay && window.parent !== window) window.parent.postMessage({ type: 'wallet-changed' }, window.location.origin);
    if (play.next && commitment) commitment.textContent = play.next.commitment;
    if (play.fairRoundId && verify) {
      verify.href = `/m/fair?id=${play.fairRoundId}`;
      verify.hidden = false;
    }
  }

  return { format, money, wait, randomHex, fill, say, playerSeed, post, settled };
})();
