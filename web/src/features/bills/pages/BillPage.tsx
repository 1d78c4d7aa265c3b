import { use } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { receiptNumber, receiptTitle } from '@tailor/domain';
import { PageLoading } from '../../../components/PageLoading';
import { useSession } from '../../auth';
import { useShopSettings } from '../../shop-info';
import { BillDocument } from '../components/BillDocument';
import { ReceiptDocument } from '../components/ReceiptDocument';
import { useBilledOrder, usePaymentEntries } from '../hooks';
import { PAPER_SIZES, pageRule, paperSizeFrom } from '../paperSize';
import { billDay, billMoney } from '../billText';
import { addEntries } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import '../bills.css';

let billsText: Promise<void> | undefined;

/**
 * Loads the bill page's Hindi catalogue when Hindi is shown, suspending the page until it is in
 * (docs/i18n.md, "Screens past the first"); in English it downloads nothing.
 */
function useBillsCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  billsText ??= import('../hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (billsText = undefined)),
  );
  use(billsText);
}

/**
 * An order's final bill and its receipts, printable (A4 or A5, also "Save as
 * PDF"): `/orders/:orderId/bill` shows the bill, `?receipt=<paymentId>` one
 * receipt. The order's owner and the admin read it (the rules decide).
 */
export default function BillPage() {
  useBillsCatalogue();
  const { t } = useT();
  const { orderId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const shop = useShopSettings();
  const loaded = useBilledOrder(orderId);
  const entries = usePaymentEntries(orderId, loaded.data?.order ?? null);
  const paper = paperSizeFrom(params.get('paper'));
  const receiptId = params.get('receipt');

  const back = session.isAdmin ? `/admin/orders/${orderId}` : `/orders/${orderId}`;
  const missing = loaded.status === 'error' || (loaded.status === 'ready' && !loaded.data);
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return `?${next.toString()}`;
  };

  const data = loaded.data;
  const receipts = entries.data ?? [];
  const entry = receiptId ? receipts.find((e) => e.id === receiptId) : undefined;

  return (
    <section className="container page bill-page">
      <title>{data?.bill ? t('Bill {number}', { number: data.bill.number }) : t('Bill and receipts')}</title>
      <style>{pageRule(paper)}</style>
      <div className="bill-toolbar" data-print="hide">
        <p className="back-link">
          <Link to={back}>{t('← Order {number}', { number: data?.order.orderNumber ?? '' })}</Link>
        </p>
        {/* With the receipts, not before them: a list that arrives later would move the paper choice under the pointer. */}
        {data && entries.status !== 'loading' && (
          <>
            <nav className="bill-choices" aria-label={t('Bill and receipts')}>
              <Link to={withParam('receipt', null)} aria-current={!receiptId ? 'page' : undefined} className="btn btn-outline btn-sm">
                {data.bill ? t('Final bill {number}', { number: data.bill.number }) : t('Final bill')}
              </Link>
              {receipts.map((e) => (
                <Link key={e.id} to={withParam('receipt', e.id)} aria-current={receiptId === e.id ? 'page' : undefined} className="btn btn-outline btn-sm">
                  {t(receiptTitle(e))} {receiptNumber(data.order.orderNumber, e.id)} · {billMoney(e.amountPaise)} · {billDay(e.receivedOn)}
                </Link>
              ))}
            </nav>
            <div className="bill-print-row">
              <fieldset className="bill-paper">
                <legend>{t('Paper')}</legend>
                {PAPER_SIZES.map((size) => (
                  <label key={size}>
                    <input
                      type="radio"
                      name="paper"
                      value={size}
                      checked={paper === size}
                      // Drawn at once, not in the router's transition: a slow phone would show the old choice checked.
                      onChange={() => setParams(withParam('paper', size === 'a4' ? null : size).slice(1), { replace: true, flushSync: true })}
                    />{' '}
                    {size.toUpperCase()}
                  </label>
                ))}
              </fieldset>
              <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!receiptId ? !data.bill : !entry}>
                {t('Print or save as PDF')}
              </button>
            </div>
          </>
        )}
      </div>

      {loaded.status === 'loading' && <PageLoading label={t('Loading the bill...')} />}
      {missing && (
        <div className="card center-text stack">
          <h1 className="page-title">{t('Order not found')}</h1>
          <p>{t('This order does not exist or belongs to another account.')}</p>
        </div>
      )}
      {data && !receiptId && (
        <div className={`bill-sheet bill-sheet-${paper}`}>
          {data.bill ? (
            <BillDocument bill={data.bill} />
          ) : (
            <p className="card" role="status">
              {t('The final bill of this order has not been issued yet.')} {receipts.length > 0 ? t('Its receipts are listed above.') : ''}
            </p>
          )}
        </div>
      )}
      {data && receiptId && (
        <div className={`bill-sheet bill-sheet-${paper}`}>
          {entry ? (
            <ReceiptDocument entry={entry} order={data.order} shop={shop} />
          ) : entries.status === 'loading' ? (
            <PageLoading label={t('Loading the receipt...')} />
          ) : (
            <p className="card" role="status">
              {entries.status === 'error' ? t('The receipts could not be loaded. Please reload the page.') : t('This order has no such receipt.')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
