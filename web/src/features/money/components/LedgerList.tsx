import type { PaymentRecord } from '@tailor/domain';
import { dayLabel, entryLine, money } from '../labels';
import { useT } from '../../../lib/i18n/useT';

/** The ledger's entries, oldest first; refunds show as minus. */
export function LedgerList({ entries }: { entries: PaymentRecord[] }) {
  const { t } = useT();
  if (entries.length === 0) return <p className="muted">{t('No payments recorded yet.')}</p>;
  return (
    <ul className="money-ledger" data-testid="money-ledger">
      {entries.map((e) => (
        <li key={e.id} className="money-ledger-entry">
          <span className="money-ledger-day">{dayLabel(e.receivedOn)}</span>
          <span className="money-ledger-what">{entryLine(e)}</span>
          <strong className="money-ledger-amount">{e.kind === 'refund' ? '− ' + money(e.amountPaise) : money(e.amountPaise)}</strong>
        </li>
      ))}
    </ul>
  );
}
