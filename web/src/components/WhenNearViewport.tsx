import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (and so loads their code and data) only once this spot
 * comes within `margin` of the viewport: for sections far down a page.
 */
export function WhenNearViewport({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const marker = useRef<HTMLDivElement>(null);
  // Never near on the first render, so it matches the pre-rendered HTML.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = marker.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell: show it, after the first render.
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? <>{children}</> : <div ref={marker} aria-hidden="true" />;
}
