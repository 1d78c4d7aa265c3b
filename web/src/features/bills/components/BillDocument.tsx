import { BILL_KIND_LABELS, formatINRPaise, formatRate, longDate, type Bill, type BillParty } from '@tailor/domain';

const money = formatINRPaise;

function stateWithCode(state: string, code: string | null): string {
  return code ? `${state} (${code})` : state || '—';
}

function Party({ title, party, showGstin }: { title: string; party: BillParty; showGstin: boolean }) {
  return (
    <div className="bill-party">
      <h3>{title}</h3>
      <p className="bill-party-name">{party.name || '—'}</p>
      <p>{party.address}</p>
      <p>State: {stateWithCode(party.state, party.stateCode)}</p>
      {party.phone && <p>Phone: {party.phone}</p>}
      {showGstin && party.gstin && (
        <p>
          GSTIN: <strong data-testid={title === 'Seller' ? 'seller-gstin' : undefined}>{party.gstin}</strong>
        </p>
      )}
    </div>
  );
}

/**
 * The final bill as printed: a Tax Invoice with each field Rule 46 asks for
 * (docs/bills.md lists where each one shows), or a Bill of Supply without tax.
 */
export function BillDocument({ bill }: { bill: Bill }) {
  const taxed = bill.kind === 'tax-invoice';
  const intra = bill.intraState;
  return (
    <article className="bill-document" aria-labelledby="bill-title" data-testid="bill-document">
      <header className="bill-head">
        <div>
          <p className="bill-shop">{bill.seller.name}</p>
          <p className="bill-shop-line">{bill.seller.address}</p>
          {taxed && bill.seller.gstin && <p className="bill-shop-line">GSTIN {bill.seller.gstin}</p>}
        </div>
        <div className="bill-title-block">
          <h2 id="bill-title" className="bill-title">
            {BILL_KIND_LABELS[bill.kind]}
          </h2>
          <dl className="bill-facts">
            <dt>Bill no.</dt>
            <dd data-testid="bill-number">{bill.number}</dd>
            <dt>Date</dt>
            <dd>{longDate(bill.issuedOn) ?? bill.issuedOn}</dd>
            <dt>Order</dt>
            <dd>{bill.orderNumber}</dd>
          </dl>
        </div>
      </header>

      <div className="bill-parties">
        <Party title="Seller" party={bill.seller} showGstin={taxed} />
        <Party title="Billed to" party={bill.buyer} showGstin={false} />
        <div className="bill-party">
          <h3>Place of supply</h3>
          <p data-testid="place-of-supply">{stateWithCode(bill.placeOfSupply.state, bill.placeOfSupply.stateCode)}</p>
          {taxed && <p>{intra ? 'Within the state: CGST + SGST' : 'Another state: IGST'}</p>}
          {taxed && <p>Tax payable on reverse charge: No</p>}
        </div>
      </div>

      <div className="bill-lines-scroll" tabIndex={0} role="region" aria-label="Lines of the bill">
        <table className="bill-lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Description</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col" className="num">
                Qty
              </th>
              {taxed && (
                <>
                  <th scope="col" className="num">
                    Taxable value
                  </th>
                  <th scope="col" className="num">
                    Rate
                  </th>
                  {intra ? (
                    <>
                      <th scope="col" className="num">
                        CGST
                      </th>
                      <th scope="col" className="num">
                        SGST
                      </th>
                    </>
                  ) : (
                    <th scope="col" className="num">
                      IGST
                    </th>
                  )}
                </>
              )}
              <th scope="col" className="num">
                Amount
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
            <dt>Taxable value</dt>
            <dd data-testid="total-taxable">{money(bill.totals.taxablePaise)}</dd>
            {intra ? (
              <>
                <dt>CGST</dt>
                <dd data-testid="total-cgst">{money(bill.totals.cgstPaise)}</dd>
                <dt>SGST</dt>
                <dd data-testid="total-sgst">{money(bill.totals.sgstPaise)}</dd>
              </>
            ) : (
              <>
                <dt>IGST</dt>
                <dd data-testid="total-igst">{money(bill.totals.igstPaise)}</dd>
              </>
            )}
          </>
        )}
        <dt className="bill-grand">{taxed ? 'Total (tax included)' : 'Total'}</dt>
        <dd className="bill-grand" data-testid="total-amount">
          {money(bill.totals.amountPaise)}
        </dd>
      </dl>

      <footer className="bill-foot">
        {taxed ? (
          <p>Prices include GST. Rounded per line to the paisa.</p>
        ) : (
          <p>Bill of Supply: no GST is charged on this bill.</p>
        )}
        <p className="bill-sign">
          For {bill.seller.name}
          <br />
          <span>Authorised signatory</span>
        </p>
      </footer>
    </article>
  );
}
