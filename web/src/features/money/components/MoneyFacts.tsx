import { MONEY_STATE_LABELS, type MoneySummary } from '@tailor/domain';
import { money } from '../labels';
import { useT } from '../../../lib/i18n/useT';

/** Due, paid, refunded, balance and the derived state: the same block for the admin and the customer. */
export function MoneyFacts({ summary, testId }: { summary: MoneySummary; testId: string }) {
  const { t } = useT();
  return (
    <dl className="order-facts money-facts" data-testid={`${testId}-facts`}>
      <div>
        <dt>{t('Due')}</dt>
        <dd>{money(summary.duePaise)}</dd>
      </div>
      <div>
        <dt>{t('Paid')}</dt>
        <dd>{money(summary.paidPaise)}</dd>
      </div>
      {summary.refundedPaise > 0 && (
        <div>
          <dt>{t('Refunded')}</dt>
          <dd>{money(summary.refundedPaise)}</dd>
        </div>
      )}
      <div>
        <dt>{t('Balance')}</dt>
        <dd data-testid={`${testId}-balance`}>{money(summary.balancePaise)}</dd>
      </div>
      <div>
        <dt>{t('Payment')}</dt>
        <dd>
          <span className={`badge money-state money-state-${summary.state}`} data-testid={`${testId}-state`}>
            {t(MONEY_STATE_LABELS[summary.state])}
          </span>
        </dd>
      </div>
    </dl>
  );
}
