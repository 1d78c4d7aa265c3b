import type { HTMLAttributes, ReactNode } from 'react';
import './SummaryList.css';

/** A styled list of label–value rows (a <dl>): order totals, measurements, a request's summary. */
export function SummaryList({ className, children, ...rest }: HTMLAttributes<HTMLDListElement>) {
  return (
    <dl className={className ? `summary-list ${className}` : 'summary-list'} {...rest}>
      {children}
    </dl>
  );
}

export function SummaryRow({ label, children, className, valueTestId }: { label: ReactNode; children: ReactNode; className?: string; valueTestId?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  );
}
