import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import type { Product } from '@tailor/domain';
import { productNameIn } from '@tailor/domain/productText';
import { PageLoading } from '../../../components/PageLoading';
import { DetailRows } from '../product/DetailRows';
import { Breadcrumbs } from '../product/Breadcrumbs';
import { ProductLayout } from '../product/ProductLayout';
import { PurchasePanel } from '../product/PurchasePanel';
import { designSections } from '../productRows';
import { useProduct } from '../useProduct';
import { ProductLoadError, ProductNotFound, ProductUnavailable } from './ProductPage';
import '../../../styles/content.css';
import '../product/ProductPage.css';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import '../product/DesignDetail.css';

function isProduct(value: unknown): value is Product {
  return typeof value === 'object' && value !== null && typeof (value as Product).id === 'string' && typeof (value as Product).productName === 'string';
}

const DESIGN_DETAILS = msg('Design details');

function DesignView({ product }: { product: Product }) {
  const { t, language } = useT();
  const name = productNameIn(product, language);
  const options = (product.customizationOptions ?? []).filter((o): o is string => typeof o === 'string' && o !== '');
  return (
    <article className="container page design-page">
      <title>{t('{product}: design details · Silai Studio', { product: name })}</title>
      <Breadcrumbs
        trail={[
          { to: '/gallery', label: t('Designs') },
          { to: `/product/${encodeURIComponent(product.id)}`, label: name },
        ]}
        current={t(DESIGN_DETAILS)}
      />
      <ProductLayout product={product} eyebrow={` · ${t(DESIGN_DETAILS)}`}>
        <div className="design-sections">
          {designSections(product).map((section) => (
            <section className="info-card" key={section.title} aria-label={t(section.title)}>
              <h2>{t(section.title)}</h2>
              <DetailRows rows={section.rows} />
            </section>
          ))}
          <section className="info-card" aria-label={t('Customization Options')}>
            <h2>{t('Customization Options')}</h2>
            {options.length > 0 ? (
              <ul className="tag-list">
                {options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            ) : (
              <p className="not-available-text">{t('Not available')}</p>
            )}
          </section>
        </div>
        <PurchasePanel product={product} showBuy={false} />
        <Link className="btn btn-ghost design-back" to={`/product/${encodeURIComponent(product.id)}`}>
          {t('See the full product page')}
        </Link>
      </ProductLayout>
    </article>
  );
}

/** /details?id=…: navigation state is only a head start; the id in the URL is what counts. */
export default function DesignDetailPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id') ?? '';
  const handedOver = (location.state as { product?: unknown } | null)?.product;
  const { state, retry } = useProduct(id, { initial: isProduct(handedOver) ? handedOver : null });
  if (state.status === 'loading') return <PageLoading label={t('Loading product details...')} />;
  if (state.status === 'not-found') return <ProductNotFound />;
  if (state.status === 'unavailable') return <ProductUnavailable />;
  if (state.status === 'error') return <ProductLoadError onRetry={retry} />;
  return <DesignView key={state.product.id} product={state.product} />;
}
