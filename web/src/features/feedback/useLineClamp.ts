import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element's text overflows its CSS line clamp, re-measured when
 * the text or the element's width changes. Only then is "Read more" worth
 * showing: a comment that fits is shown whole, without a control.
 */
export function useLineClamp<T extends HTMLElement>(text: string, expanded: boolean) {
  const ref = useRef<T>(null);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // While expanded the clamp is off, so there is nothing to measure: keep the last answer.
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return { ref, clamped };
}
