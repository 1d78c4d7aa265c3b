import type { ReactNode } from 'react';

/** A drawn outline icon (the caller gives its paths) in a decorative badge; hidden from assistive tech. */
export function LineIcon({ className, size, strokeWidth, children }: { className: string; size: number; strokeWidth: number; children: ReactNode }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </span>
  );
}
