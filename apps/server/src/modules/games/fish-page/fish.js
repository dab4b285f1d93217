/* global document, window */
// The fishing page's script (after game-page.js). Fish of each kind swim across the sea as often as
// their weight says; tapping one (or focusing it and pressing Enter) fires one shot at it at the
// chosen bet: one POST with a fresh idempotency key. One shot flies at a time. A focused fish stops
// swimming, so a keyboard user can aim; with reduced motion the fish stay where they are.
(() => {
  const sea = document.getElementById('sea');
  if (!sea) return;
  const data = document.body.dataset;
  const launch = new URLSearchParams(window.location.search).get('launch') || '';
  const kinds = JSON.parse(data.kinds);
  const balanceOutput = document.getElementById('balance');
  const { format, money, randomHex, fill, say, playerSeed, post, settled } = window.gamePage;
  const freePlay = data.free === '1';
  const stillWater = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const FISH_IN_SEA = 6;
  let balance = Number(data.balance);
  let firing = false;

  const between = (low, high) => low + Math.random() * (high - low);

  const clientSeed = playerSeed('fish-client-seed');

  function pickKind() {
    let left = Math.random() * kinds.reduce((sum, kind) => sum + kind.weight, 0);
    return kinds.find((kind) => (left -= kind.weight) < 0) || kinds[0];
  }

  const swimming = () => sea.querySelectorAll('.fish:not(.caught)').length;

  function spawn(midway) {
    const kind = pickKind();
    const fish = document.createElement('button');
    fish.type = 'button';
    fish.className = `fish fish-${kind.id} ${Math.random() < 0.5 ? 'rightward' : 'leftward'}`;
    fish.dataset.fish = kind.id;
    fish.setAttribute('aria-label', kind.label);
    fish.style.setProperty('--y', `${between(4, 70).toFixed(1)}%`);
    fish.style.setProperty('--x', `${between(2, 78).toFixed(1)}%`);
    const seconds = between(9, 15) + kind.multiplier / 20;
    fish.style.setProperty('--swim', `${seconds.toFixed(1)}s`);
    if (midway) fish.style.animationDelay = `-${between(0, seconds * 0.7).toFixed(1)}s`;
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 64 40');
    svg.setAttribute('class', 'fish-art');
    svg.setAttribute('aria-hidden', 'true');
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', `#f-${kind.id}`);
    svg.append(use);
    fish.append(svg);
    fish.addEventListener('animationend', (event) => {
      if (event.animationName === 'swim-right' || event.animationName === 'swim-left') fish.remove();
    });
    fish.addEventListener('click', () => fire(fish, kind));
    sea.append(fish);
  }

  function restock(midway) {
    while (swimming() < FISH_IN_SEA) spawn(midway);
  }

  function splash(fish) {
    const seaBox = sea.getBoundingClientRect();
    const box = fish.getBoundingClientRect();
    const net = document.createElement('span');
    net.className = 'net';
    net.setAttribute('aria-hidden', 'true');
    net.style.left = `${box.left - seaBox.left + box.width / 2}px`;
    net.style.top = `${box.top - seaBox.top + box.height / 2}px`;
    sea.append(net);
    setTimeout(() => net.remove(), 700);
  }

  async function fire(fish, kind) {
    if (firing) return;
    const bet = Number(document.querySelector('input[name="bet"]:checked').value);
    if (freePlay && bet > balance) {
      say(data.textNoFunds, 'error');
      return;
    }
    firing = true;
    sea.setAttribute('aria-busy', 'true');
    fish.classList.add('aimed');
    splash(fish);
    try {
      const answer = await post('/wps/game/fish/shot', { launch, bet, fish: kind.id, idempotencyKey: randomHex(16), clientSeed });
      if (!answer || !answer.success) {
        say((answer && answer.message) || data.textError, 'error');
        return;
      }
      const shot = answer.value;
      balance = shot.freePlay ? Math.round((balance - shot.bet + shot.win) * 100) / 100 : shot.balance;
      balanceOutput.textContent = format(balance);
      settled(shot);
      if (shot.caught) {
        say(fill(data.textCaught, { fish: kind.name, win: money(shot.win) }), 'win');
        // Caught where it swam: the catch's own animation replaces the swim, which sets its place.
        fish.style.left = window.getComputedStyle(fish).left;
        fish.classList.add('caught');
        fish.disabled = true;
        if (stillWater) fish.remove();
        else setTimeout(() => fish.remove(), 600);
        restock(false);
      } else {
        say(fill(data.textEscaped, { fish: kind.name }), 'lose');
      }
    } catch {
      say(data.textError, 'error');
    } finally {
      fish.classList.remove('aimed');
      firing = false;
      sea.removeAttribute('aria-busy');
    }
  }

  if (stillWater) document.body.classList.add('still-water');
  restock(true);
  if (!stillWater) setInterval(() => { if (swimming() < FISH_IN_SEA) spawn(false); }, 1200);
})();
