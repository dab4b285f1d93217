import { useEffect, useState } from 'react';

/** The pause after the document has loaded before what the first paint does not need may start. */
export const PAGE_SETTLE_DELAY_MS = 2_000;

let settled = false;
let settling: Promise<void> | null = null;

/** Resolves once per page load, PAGE_SETTLE_DELAY_MS after the document finished loading. */
export function whenPageSettled(): Promise<void> {
  settling ??= new Promise((resolve) => {
    const wait = () =>
      window.setTimeout(() => {
        settled = true;
        resolve();
      }, PAGE_SETTLE_DELAY_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  return settling;
}

/**
 * False until the page has settled, then true for the rest of the page's life: for extras the
 * first paint does without (the Deposit tab's bonus badge), so their code and calls do not compete
 * with the page's own on a slow network.
 */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    let mounted = true;
    void whenPageSettled().then(() => {
      if (mounted) setDone(true);
    });
    return () => {
      mounted = false;
    };
  }, [done]);
  return done;
}
