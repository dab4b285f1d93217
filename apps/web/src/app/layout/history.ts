/**
 * React Router keeps the position in the history stack in `history.state.idx`; an entry pushed
 * outside the router has none, and then the browser's own history length decides.
 */
export const hasHistory = () => {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return idx === undefined ? window.history.length > 1 : idx > 0;
};
