import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import type { Product } from '@tailor/domain';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { productDescriptionIn, productNameIn } from '@tailor/domain/productText';
import { useShopSettings } from '../../shop-info';
import { Stars } from '../../../components/Stars';
import { PageLoading } from '../../../components/PageLoading';
import { truncateText } from '../../../components/productDisplay';
import { DetailRows } from '../product/DetailRows';
import { Breadcrumbs } from '../product/Breadcrumbs';
import { ProductLayout } from '../product/ProductLayout';
import { LikeButton, ShareButton } from '../product/ProductActions';
import { PurchasePanel } from '../product/PurchasePanel';
import { categoryDetails, summaryRows } from '../productRows';
import { useProduct } from '../useProduct';
import { useServedProduct } from '../../../lib/servedData';
import { useT } from '../../../lib/i18n/useT';
import '../../../styles/content.css';
import '../product/ProductPage.css';

export const DESCRIPTION_PREVIEW_CHARS = 150;
const SUMMARY_PREVIEW_ROWS = 3;
const CATEGORY_PREVIEW_ROWS = 4;

export function ProductNotFound() {
  const { t } = useT();
  return (
    <section className="container page">
      <div className="state-panel info-card">
        <title>{t('Design not found · Silai Studio')}</title>
        <h1 className="page-title">{t("We couldn't find this design")}</h1>
        <p className="muted">{t('It may have been removed from the collection, or the link is incomplete.')}</p>
        <div className="row gap center">
          <Link className="btn btn-primary" to="/gallery">
            {t('Browse all designs')}
          </Link>
          <Link className="btn btn-outline" to="/">
            {t('Go to Home')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** An inactive design: the shop has withdrawn it. Not the same as a wrong link. */
export function ProductUnavailable() {
  const { t } = useT();
  return (
    <section className="container page">
      <div className="state-panel info-card">
        <title>{t('Design no longer available · Silai Studio')}</title>
        <h1 className="page-title">{t('This design is no longer available')}</h1>
        <p className="muted">
          {t('The shop has taken it out of the collection. Similar designs are in the gallery, and we can stitch one to your own design.')}
        </p>
        <div className="row gap center">
          <Link className="btn btn-primary" to="/gallery">
            {t('Browse all designs')}
          </Link>
          <Link className="btn btn-outline" to="/order/null/custom">
            {t('Request a custom design')}
          </Link>
          <Link className="btn btn-ghost" to="/">
            {t('Go to Home')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <section className="container page">
      <div className="state-panel info-card" role="alert">
        <h1 className="page-title">{t("We couldn't load this design")}</h1>
        <p className="muted">{t('Please check your connection and try again.')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('Try Again')}
        </button>
      </div>
    </section>
  );
}

function Description({ text }: { text: string }) {
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const preview = truncateText(text, DESCRIPTION_PREVIEW_CHARS);
  return (
    <div className="product-description">
      <p id="product-description">{expanded || !preview.truncated ? text : preview.text}</p>
      {preview.truncated && (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls="product-description" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('Show Less') : t('Read More')}
        </button>
      )}
    </div>
  );
}

function SummaryCard({ product }: { product: Product }) {
  const { t } = useT();
  const [all, setAll] = useState(false);
  const rows = summaryRows(product);
  return (
    <section className="info-card" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('Product Summary')}</h2>
      <DetailRows rows={all ? rows : rows.slice(0, SUMMARY_PREVIEW_ROWS)} />
      <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
        {all ? t('Show Less') : t('View All {count} Details', { count: rows.length })}
      </button>
    </section>
  );
}

function CategoryCard({ product }: { product: Product }) {
  const { t } = useT();
  const [more, setMore] = useState(false);
  const details = categoryDetails(product);
  if (!details) return null;
  const rows = more ? details.rows : details.rows.slice(0, CATEGORY_PREVIEW_ROWS);
  return (
    <section className="info-card" aria-labelledby="category-title">
      <h2 id="category-title">{t(details.title)}</h2>
      <DetailRows rows={rows} />
      {details.rows.length > CATEGORY_PREVIEW_ROWS && (
        <button type="button" className="link-button" aria-expanded={more} onClick={() => setMore(!more)}>
          {more ? t('Show Less') : t('Show More')}
        </button>
      )}
    </section>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t, tp, language } = useT();
  // The owner's Hindi name and description when Hindi is chosen and they are filled in.
  const name = productNameIn(product, language);
  const shop = useShopSettings();
  const options = (product.customizationOptions ?? []).filter((o): o is string => typeof o === 'string' && o !== '');
  return (
    <article className="container page product-page">
      <title>{t('{product} · Silai Studio', { product: name })}</title>
      <Breadcrumbs
        trail={[
          { to: '/', label: t('Home') },
          { to: '/gallery', label: t('Designs') },
          { to: `/gallery?category=${encodeURIComponent(product.category)}`, label: t(product.category) },
        ]}
        current={name}
      />

      <ProductLayout product={product}>
        {product.ratingCount > 0 && (
          <p className="product-rating">
            <Stars value={product.rating} size="sm" />
            <span>{tp(product.ratingCount, '{rating} · {count} review', '{rating} · {count} reviews', { rating: product.rating.toFixed(1) })}</span>
          </p>
        )}
        <div className="product-social">
          <LikeButton productId={product.id} />
          <ShareButton title={name} text={t('{product} at {shop}', { product: name, shop: shop.name })} />
          <Link className="btn btn-ghost" to={`/details?id=${encodeURIComponent(product.id)}`} state={{ product }}>
            {t('Design close-up')}
          </Link>
        </div>

        <PurchasePanel product={product} />

        <section className="contact-strip" aria-label={t('Talk to us')}>
          <div>
            <p className="contact-strip-title">{t('Questions about fit or fabric?')}</p>
            <p className="muted">{t('Call us {hours}. We confirm every order by phone.', { hours: shop.hoursText })}</p>
          </div>
          <div className="contact-strip-actions">
            <a className="btn btn-primary" href={phoneHref(shop)}>
              {t('Call Now')}
            </a>
            <a
              className="btn btn-outline"
              href={whatsappHref(shop, t('Hello {shop}, I am interested in "{product}" ({id}).', { shop: shop.name, product: name, id: product.id }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('WhatsApp')}
            </a>
          </div>
        </section>

        <section className="product-section" aria-labelledby="description-title">
          <h2 id="description-title">{t('Description')}</h2>
          <Description text={productDescriptionIn(product, language)} />
        </section>
      </ProductLayout>

      <div className="product-cards">
        <SummaryCard product={product} />
        <CategoryCard product={product} />
        {(product.customizationAvailable || options.length > 0) && (
          <section className="info-card" aria-labelledby="custom-title">
            <h2 id="custom-title">{t('Customisation')}</h2>
            {options.length > 0 ? (
              <ul className="tag-list">
                {options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('Tell us what you would like changed when we call to confirm your order.')}</p>
            )}
          </section>
        )}
      </div>
    </article>
  );
}

export default function ProductPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const { state, retry } = useProduct(id, { served: useServedProduct(id) });
  if (state.status === 'loading') return <PageLoading label={t('Loading product details...')} />;
  if (state.status === 'not-found') return <ProductNotFound />;
  if (state.status === 'unavailable') return <ProductUnavailable />;
  if (state.status === 'error') return <ProductLoadError onRetry={retry} />;
  return <ProductView key={state.product.id} product={state.product} />;
}
