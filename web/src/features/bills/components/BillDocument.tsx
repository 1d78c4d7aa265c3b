import { BILL_KIND_LABELS, formatRate, type Bill, type BillParty } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
import { billDay, billMoney as money, withParts } from '../billText';

function stateWithCode(state: string, code: string | null): string {
  return code ? `${state} (${code})` : state || '—';
}

function Party({ title, party, showGstin, gstinTestId }: { title: string; party: BillParty; showGstin: boolean; gstinTestId?: string }) {
  const { t } = useT();
  return (
    <div className="bill-party">
      <h3>{title}</h3>
      <p className="bill-party-name">{party.name || '—'}</p>
      <p>{party.address}</p>
      <p>{t('State: {state}', { state: stateWithCode(party.state, party.stateCode) })}</p>
      {party.phone && <p>{t('Phone: {phone}', { phone: party.phone })}</p>}
      {showGstin && party.gstin && <p>{withParts(t('GSTIN: {gstin}'), { gstin: <strong data-testid={gstinTestId}>{party.gstin}</strong> })}</p>}
    </div>
  );
}

/**
 * The final bill as printed: a Tax Invoice with each field Rule 46 asks for
 * (docs/bills.md lists where each one shows), or a Bill of Supply without tax.
 */
export function BillDocument({ bill }: { bill: Bill }) {
  const { t } = useT();
  const taxed = bill.kind === 'tax-invoice';
  const intra = bill.intraState;
  return (
    <article className="bill-document" aria-labelledby="bill-title" data-testid="bill-document">
      <header className="bill-head">
        <div>
          <p className="bill-shop">{bill.seller.name}</p>
          <p className="bill-shop-line">{bill.seller.address}</p>
          {taxed && bill.seller.gstin && <p className="bill-shop-line">{t('GSTIN {gstin}', { gstin: bill.seller.gstin })}</p>}
        </div>
        <div className="bill-title-block">
          <h2 id="bill-title" className="bill-title">
            {t(BILL_KIND_LABELS[bill.kind])}
          </h2>
          <dl className="bill-facts">
            <dt>{t('Bill no.')}</dt>
            <dd data-testid="bill-number">{bill.number}</dd>
            <dt>{t('Date')}</dt>
            <dd>{billDay(bill.issuedOn) ?? bill.issuedOn}</dd>
            <dt>{t('Order')}</dt>
            <dd>{bill.orderNumber}</dd>
          </dl>
        </div>
      </header>

      <div className="bill-parties">
        <Party title={t('Seller')} party={bill.seller} showGstin={taxed} gstinTestId="seller-gstin" />
        <Party title={t('Billed to')} party={bill.buyer} showGstin={false} />
        <div className="bill-party">
          <h3>{t('Place of supply')}</h3>
          <p data-testid="place-of-supply">{stateWithCode(bill.placeOfSupply.state, bill.placeOfSupply.stateCode)}</p>
          {taxed && <p>{intra ? t('Within the state: CGST + SGST') : t('Another state: IGST')}</p>}
          {taxed && <p>{t('Tax payable on reverse charge: No')}</p>}
        </div>
      </div>

      <div className="bill-lines-scroll" tabIndex={0} role="region" aria-label={t('Lines of the bill')}>
        <table className="bill-lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('Description')}</th>
              <th scope="col">{t('HSN/SAC')}</th>
              <th scope="col" className="num">
                {t('Qty')}
              </th>
              {taxed && (
                <>
                  <th scope="col" className="num">
                    {t('Taxable value')}
                  </th>
                  <th scope="col" className="num">
                    {t('Rate')}
                  </th>
                  {intra ? (
                    <>
                      <th scope="col" className="num">
                        {t('CGST')}
                      </th>
                      <th scope="col" className="num">
                        {t('SGST')}
                      </th>
                    </>
                  ) : (
                    <th scope="col" className="num">
                      {t('IGST')}
                    </th>
                  )}
                </>
              )}
              <th scope="col" className="num">
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((line, i) => (
              <tr key={i} data-testid="bill-line">
                <td>{i + 1}</td>
                <td>{line.description}</td>
                <td>{line.code}</td>
                <td className="num">{line.quantity}</td>
                {taxed && (
                  <>
                    <td className="num">{money(line.taxablePaise)}</td>
                    <td className="num">{formatRate(line.rateBp)}</td>
                    {intra ? (
                      <>
                        <td className="num">{money(line.cgstPaise)}</td>
                        <td className="num">{money(line.sgstPaise)}</td>
                      </>
                    ) : (
                      <td className="num">{money(line.igstPaise)}</td>
                    )}
                  </>
                )}
                <td className="num">{money(line.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="bill-totals">
        {taxed && (
          <>
            <dt>{t('Taxable value')}</dt>
            <dd data-testid="total-taxable">{money(bill.totals.taxablePaise)}</dd>
            {intra ? (
              <>
                <dt>{t('CGST')}</dt>
                <dd data-testid="total-cgst">{money(bill.totals.cgstPaise)}</dd>
                <dt>{t('SGST')}</dt>
                <dd data-testid="total-sgst">{money(bill.totals.sgstPaise)}</dd>
              </>
            ) : (
              <>
                <dt>{t('IGST')}</dt>
                <dd data-testid="total-igst">{money(bill.totals.igstPaise)}</dd>
              </>
            )}
          </>
        )}
        <dt className="bill-grand">{taxed ? t('Total (tax included)') : t('Total')}</dt>
        <dd className="bill-grand" data-testid="total-amount">
          {money(bill.totals.amountPaise)}
        </dd>
      </dl>

      <footer className="bill-foot">
        {taxed ? (
          <p>{t('Prices include GST. Rounded per line to the paisa.')}</p>
        ) : (
          <p>{t('Bill of Supply: no GST is charged on this bill.')}</p>
        )}
        <p className="bill-sign">
          {t('For {shop}', { shop: bill.seller.name })}
          <br />
          <span>{t('Authorised signatory')}</span>
        </p>
      </footer>
    </article>
  );
}
