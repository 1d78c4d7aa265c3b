import { useId, useState } from 'react';
import { Link } from '../../../components/links';
import { formatCardPrice } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
import { useProductSearch } from '../hooks';
import { ShopImage } from '../../../components/ShopImage';

/** Dashboard search: products matching every word of the text, linking to each product. */
export function ProductSearchBox() {
  const { t } = useT();
  const id = useId();
  const [term, setTerm] = useState('');
  const [run, setRun] = useState(0);
  const search = useProductSearch(term, run);
  const resultsId = `${id}-results`;
  return (
    <div className="admin-search dashboard-search">
      <form role="search" onSubmit={(e) => {
        e.preventDefault();
        setRun((n) => n + 1);
      }}>
        <div className="field">
          <label htmlFor={`${id}-input`}>{t('Search products')}</label>
          <input
            id={`${id}-input`}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('e.g. red silk blouse')}
            autoComplete="off"
            aria-controls={resultsId}
            aria-describedby={`${id}-hint`}
          />
          <p className="field-hint" id={`${id}-hint`}>
            {t('Finds every word anywhere in name, category, fabric, colour, work and tags.')}
          </p>
        </div>
      </form>
      <div id={resultsId} aria-live="polite">
        {search.status === 'searching' && <p className="muted">{t('Searching…')}</p>}
        {search.status === 'error' && (
          <p className="field-error" role="alert">
            {t('The search failed. Please try again.')}
          </p>
        )}
        {search.status === 'done' &&
          (search.results.length === 0 ? (
            <p className="muted">{t('No product matches “{term}”.', { term: search.term })}</p>
          ) : (
            <ul className="dashboard-search-results" aria-label={t('Matching products')}>
              {search.results.map((p) => (
                <li key={p.id}>
                  {p.images?.[0]?.url ? (
                    <ShopImage url={p.images[0].url} alt="" sizes="adminSearchResult" width={40} height={50} />
                  ) : (
                    <span className="dashboard-search-noimg" aria-hidden="true" />
                  )}
                  <Link to={`/product/${p.id}`} className="dashboard-search-name">
                    {p.productName}
                  </Link>
                  <span className="muted dashboard-search-meta">
                    {t(p.category)}
                    {formatCardPrice(p) ? ' · ' + formatCardPrice(p) : ''}
                  </span>
                  <Link to={`/product/${p.id}/update`} className="btn btn-ghost btn-sm" aria-label={t('Edit {product}', { product: p.productName })}>
                    {t('Edit')}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
