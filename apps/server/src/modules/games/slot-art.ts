/**
 * The slot symbols, drawn as inline SVG (viewBox 0 0 64 64): no image host, no emoji. Royals are
 * letters in the theme's colours; the rest are shapes.
 */
const royal = (letter: string, fill: string) =>
  `<text x="32" y="46" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="40" fill="${fill}" stroke="#fff" stroke-width="1.5">${letter}</text>`;
const gem = (light: string, dark: string) =>
  `<path d="M32 58 6 24l10-14h32l10 14Z" fill="${dark}"/><path d="M16 10h32l10 14H6Z" fill="${light}"/><path d="M6 24h52M16 10l16 48 16-48M26 24l6-14 6 14" stroke="#fff" stroke-opacity=".6" stroke-width="1.5" fill="none"/>`;

export const SYMBOL_ART: Record<string, string> = {
  CHERRY: '<path d="M22 40c-8 0-12 6-12 11s5 9 11 9 11-4 11-9-3-11-10-11Zm22-4c-7 0-11 6-11 11s5 9 11 9 11-4 11-9-4-11-11-11Z" fill="#e53946"/><path d="M22 41c4-14 12-24 24-30M44 36c-2-10 0-18 2-25" stroke="#2f9e44" stroke-width="3" fill="none"/>',
  LEMON: '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#ffd43b"/><circle cx="10" cy="34" r="3" fill="#fab005"/><circle cx="54" cy="34" r="3" fill="#fab005"/>',
  ORANGE: '<circle cx="32" cy="36" r="20" fill="#fd7e14"/><path d="M32 16c2-6 8-9 14-8-2 6-8 9-14 8Z" fill="#2f9e44"/><circle cx="26" cy="30" r="3" fill="#ffc078"/>',
  PLUM: '<ellipse cx="32" cy="37" rx="18" ry="20" fill="#862e9c"/><path d="M32 17c0-5 2-8 6-10" stroke="#5c940d" stroke-width="3" fill="none"/><ellipse cx="25" cy="30" rx="4" ry="6" fill="#cc5de8"/>',
  BELL: '<path d="M32 8c-11 0-16 9-16 20v12l-6 8h44l-6-8V28c0-11-5-20-16-20Z" fill="#fcc419"/><circle cx="32" cy="53" r="5" fill="#e8590c"/>',
  BAR: '<rect x="6" y="20" width="52" height="24" rx="5" fill="#212529" stroke="#ffd43b" stroke-width="3"/><path d="M14 28h36M14 36h36" stroke="#ffd43b" stroke-width="3"/>',
  SEVEN: '<path d="M14 10h36v8L30 56H19l20-38H14Z" fill="#e03131"/>',
  STAR: '<path d="M32 6l7 17 18 1-14 12 5 18-16-10-16 10 5-18L7 24l18-1Z" fill="#ffe066" stroke="#f59f00" stroke-width="2"/>',
  JACK: royal('J', '#1c7ed6'),
  QUEEN: royal('Q', '#d6336c'),
  KING: royal('K', '#2b8a3e'),
  ACE: royal('A', '#e8590c'),
  ANKH: '<path d="M32 8c-8 0-12 6-12 12s6 12 12 14c6-2 12-8 12-14S40 8 32 8Zm0 6c4 0 6 3 6 6s-3 7-6 8c-3-1-6-5-6-8s2-6 6-6Z" fill="#f59f00"/><path d="M16 34h32v6H16zM29 34h6v24h-6z" fill="#f59f00"/>',
  EYE: '<path d="M4 32c8-12 18-18 28-18s20 6 28 18c-8 12-18 18-28 18S12 44 4 32Z" fill="#fff3bf" stroke="#1864ab" stroke-width="3"/><circle cx="32" cy="32" r="9" fill="#1864ab"/><path d="M24 50c-2 4-6 7-10 8" stroke="#1864ab" stroke-width="3" fill="none"/>',
  SCARAB: '<ellipse cx="32" cy="36" rx="14" ry="18" fill="#0b7285"/><circle cx="32" cy="16" r="7" fill="#0b7285"/><path d="M18 30 6 24M18 40 6 44M46 30l12-6M46 40l12 4M32 20v34" stroke="#66d9e8" stroke-width="2.5" fill="none"/>',
  MASK: '<path d="M14 10h36v22c0 14-8 24-18 24S14 46 14 32Z" fill="#fab005"/><path d="M14 14h36M14 20h36" stroke="#1864ab" stroke-width="3"/><path d="M22 30h6M36 30h6M28 44h8" stroke="#212529" stroke-width="3"/>',
  PYRAMID: '<path d="M32 6 60 56H4Z" fill="#f08c00"/><path d="M32 6 44 56H4Z" fill="#ffd43b"/><path d="M16 34h32M10 46h44" stroke="#e67700" stroke-width="2"/>',
  COIN: '<circle cx="32" cy="32" r="24" fill="#fcc419" stroke="#e67700" stroke-width="3"/><rect x="25" y="25" width="14" height="14" fill="#e67700"/><rect x="28" y="28" width="8" height="8" fill="#fcc419"/>',
  LANTERN: '<rect x="28" y="4" width="8" height="6" fill="#f59f00"/><ellipse cx="32" cy="32" rx="20" ry="22" fill="#e03131"/><path d="M32 10v44M20 14c-6 12-6 24 0 36M44 14c6 12 6 24 0 36" stroke="#ffd43b" stroke-width="2" fill="none"/><path d="M28 54h8v6h-8z" fill="#f59f00"/>',
  KOI: '<path d="M8 32c8-12 22-16 34-10l14-10v40L42 42C30 48 16 44 8 32Z" fill="#ff922b"/><circle cx="18" cy="30" r="3" fill="#212529"/><path d="M28 24c4 4 4 12 0 16" stroke="#fff" stroke-width="3" fill="none"/>',
  DRAGON: '<path d="M10 50c6-20 18-30 32-30 6 0 10-4 12-10 4 8 2 16-4 20 4 2 6 6 6 10-8-4-14-2-20 4S20 56 10 50Z" fill="#2f9e44"/><circle cx="46" cy="22" r="2.5" fill="#ffd43b"/><path d="M18 44c6-4 10-10 12-16M26 48c6-4 10-8 14-12" stroke="#b2f2bb" stroke-width="2" fill="none"/>',
  PEARL: '<circle cx="32" cy="34" r="20" fill="#e9ecef" stroke="#adb5bd" stroke-width="2"/><circle cx="25" cy="27" r="6" fill="#fff"/><path d="M12 56h40" stroke="#4dabf7" stroke-width="4"/>',
  SHELL: '<path d="M32 8 6 40c8 12 44 12 52 0Z" fill="#ffa8a8"/><path d="M32 8v42M32 8 18 46M32 8l14 38M32 8 10 42M32 8l22 34" stroke="#e03131" stroke-width="1.5" fill="none"/><rect x="24" y="50" width="16" height="6" rx="2" fill="#ffa8a8"/>',
  STARFISH: '<path d="M32 4l7 20 21 1-17 12 7 21-18-13-18 13 7-21L4 25l21-1Z" fill="#ff6b6b" stroke="#c92a2a" stroke-width="2"/><circle cx="32" cy="32" r="3" fill="#ffe3e3"/>',
  FISH: '<path d="M6 32c10-14 28-16 40-6l12-10v32L46 38C34 48 16 46 6 32Z" fill="#339af0"/><circle cx="18" cy="29" r="3" fill="#fff"/><path d="M30 22c5 6 5 14 0 20" stroke="#a5d8ff" stroke-width="3" fill="none"/>',
  HOOK: '<path d="M34 6v32c0 10-6 16-14 16S6 48 6 40l8-4c0 6 3 10 6 10s6-3 6-8V6Z" fill="#adb5bd" stroke="#495057" stroke-width="2"/><circle cx="30" cy="6" r="5" fill="none" stroke="#495057" stroke-width="3"/><path d="M40 14h18M40 24h14" stroke="#4dabf7" stroke-width="3"/>',
  CHEST: '<path d="M6 28h52v28H6Z" fill="#a0522d"/><path d="M6 28c0-12 10-18 26-18s26 6 26 18Z" fill="#c0733a"/><path d="M6 28h52M6 40h52" stroke="#ffd43b" stroke-width="3"/><rect x="28" y="34" width="8" height="10" fill="#ffd43b"/>',
  AMETHYST: gem('#d0bfff', '#7048e8'),
  TOPAZ: gem('#ffe8cc', '#f76707'),
  EMERALD: gem('#b2f2bb', '#2b8a3e'),
  SAPPHIRE: gem('#a5d8ff', '#1864ab'),
  RUBY: gem('#ffc9c9', '#c92a2a'),
  DIAMOND: gem('#f1f3f5', '#74c0fc'),
  CROWN: '<path d="M6 50 10 16l12 16 10-20 10 20 12-16 4 34Z" fill="#fcc419" stroke="#e67700" stroke-width="2"/><circle cx="22" cy="42" r="3" fill="#e03131"/><circle cx="32" cy="42" r="3" fill="#1c7ed6"/><circle cx="42" cy="42" r="3" fill="#2b8a3e"/>',
};
