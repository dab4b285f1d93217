import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts `children` once this spot reaches the viewport: below-the-fold blocks load their code
 * and data when the player scrolls to them, not with the first paint. `minHeight`
 * holds the place meanwhile, also while lazily loaded children arrive.
 */
export function WhenVisible({ children, minHeight, margin = '0px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  const placeholder = <div ref={spot} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
  return visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
