import type { FishKindId } from '@m/contract';

/** Each kind's picture (viewBox 0 0 64 40, facing right): told apart by shape and colour. */
const fishBody = (body: string, fin: string, extra = '') =>
  `<path d="M6 20 L0 8 L0 32 Z" fill="${fin}"/><ellipse cx="32" cy="20" rx="26" ry="14" fill="${body}"/>` +
  `<path d="M26 7 Q34 0 42 8 Z" fill="${fin}"/>${extra}<circle cx="48" cy="16" r="3.2" fill="#fff"/><circle cx="49" cy="16" r="1.6" fill="#111"/>`;

export const FISH_ART: Readonly<Record<FishKindId, string>> = {
  minnow: fishBody('#74c0fc', '#339af0'),
  clownfish: fishBody('#ff922b', '#e8590c', '<rect x="22" y="7" width="5" height="26" fill="#fff"/><rect x="36" y="7" width="5" height="26" fill="#fff"/>'),
  pufferfish: '<path d="M12 20 L2 10 L2 30 Z" fill="#f08c00"/><circle cx="36" cy="20" r="18" fill="#ffd43b"/>' +
    '<path d="M36 0 L38 4 M50 5 L48 8 M56 20 L52 20 M50 35 L48 32 M36 40 L36 37 M22 35 L24 32 M22 5 L24 8" stroke="#f08c00" stroke-width="2.5"/>' +
    '<circle cx="46" cy="15" r="3.5" fill="#fff"/><circle cx="47" cy="15" r="1.7" fill="#111"/>',
  turtle: '<ellipse cx="56" cy="20" rx="7" ry="5.5" fill="#69db7c"/><ellipse cx="16" cy="8" rx="8" ry="4" fill="#69db7c"/><ellipse cx="16" cy="32" rx="8" ry="4" fill="#69db7c"/>' +
    '<ellipse cx="44" cy="8" rx="8" ry="4" fill="#69db7c"/><ellipse cx="44" cy="32" rx="8" ry="4" fill="#69db7c"/><ellipse cx="30" cy="20" rx="20" ry="14" fill="#2b8a3e"/>' +
    '<path d="M30 8 L40 14 L40 26 L30 32 L20 26 L20 14 Z" fill="#37b24d" stroke="#2b8a3e"/><circle cx="59" cy="18" r="1.5" fill="#111"/>',
  lionfish: fishBody('#e03131', '#ffc9c9', '<path d="M20 8 L16 0 M26 7 L24 1 M38 7 L40 0 M20 32 L16 40 M30 34 L30 40" stroke="#ffc9c9" stroke-width="2.5"/><rect x="28" y="8" width="3" height="24" fill="#fff5f5"/>'),
  shark: '<path d="M8 20 L0 4 L4 20 L0 36 Z" fill="#495057"/><path d="M4 20 Q30 4 64 20 Q30 34 4 20 Z" fill="#868e96"/><path d="M6 22 Q30 32 62 21 Q30 28 6 22 Z" fill="#f1f3f5"/>' +
    '<path d="M26 11 L34 0 L38 12 Z" fill="#495057"/><circle cx="52" cy="17" r="1.8" fill="#111"/><path d="M50 23 L58 22" stroke="#212529" stroke-width="1.5"/>',
  whale: '<path d="M10 18 L0 6 L2 20 L0 32 Z" fill="#e67700"/><path d="M4 20 Q10 4 40 4 Q64 4 64 24 Q64 36 40 36 Q14 36 4 20 Z" fill="#fcc419"/>' +
    '<path d="M22 30 Q44 40 62 28" stroke="#e67700" stroke-width="2" fill="none"/><path d="M40 6 L44 0 L48 4 L52 0 L56 6 Z" fill="#f59f00"/>' +
    '<circle cx="52" cy="16" r="3" fill="#fff"/><circle cx="53" cy="16" r="1.5" fill="#111"/>',
};
