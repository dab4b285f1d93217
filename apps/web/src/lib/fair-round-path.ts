/** A provably fair round's verify page (/m/fair), where every game's results link. */
export const fairRoundPath = (roundId: number) => `/m/fair?id=${roundId}`;
