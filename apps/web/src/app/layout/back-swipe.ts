/** Spec §9: a horizontal swipe over 60 px counts as a back gesture. */
export const SWIPE_THRESHOLD_PX = 60;
/** How close to the screen's edge a back swipe must start. */
export const EDGE_ZONE_PX = 40;
/** A POP this soon after a swipe is the browser's own swipe-back. */
export const SWIPE_POP_WINDOW_MS = 1000;

type Point = { x: number; y: number };

/** A back swipe starts at the inline-start edge and moves mostly horizontally towards the other side. */
export function isEdgeSwipe(start: Point, end: Point, viewportWidth: number, rtl = false): boolean {
  const fromEdge = rtl ? viewportWidth - start.x : start.x;
  const distance = rtl ? start.x - end.x : end.x - start.x;
  return fromEdge <= EDGE_ZONE_PX && distance > SWIPE_THRESHOLD_PX && distance > Math.abs(end.y - start.y);
}
