import { Link } from '../../../components/links';
import { formatINR, type Product } from '@tailor/domain';
import { msg, t, currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { ShopImage } from '../../../components/ShopImage';

export const NO_DESCRIPTION = msg('No description available.');

function price(paise: number | null | undefined): string {
  return typeof paise === 'number' ? formatINR(paise, { locale: currentLocale() }) : t('N/A');
}

interface Props {
  product: Product;
  onDelete: (product: Product) => void;
  /** With these, the card has a checkbox to pick it for a bulk action. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onDuplicate?: (product: Product) => void;
}

export function AdminProductCard({ product, onDelete, selected, onSelectedChange, onDuplicate }: Props) {
  const { t } = useT();
  const cover = product.images?.[0]?.url;
  const name = product.productName || t('Untitled product');
  const inactive = product.productStatus === 'Inactive';
  return (
    <article className={`card admin-product-card${selected ? ' is-selected' : ''}`} aria-label={name}>
      {onSelectedChange && (
        <label className="admin-product-select">
          <input type="checkbox" checked={selected ?? false} onChange={(e) => onSelectedChange(e.target.checked)} />
          <span className="sr-only">{t('Select {product}', { product: name })}</span>
        </label>
      )}
      <p className="admin-product-flags">
        <span className={`badge ${inactive ? 'badge-muted' : 'badge-ok'}`}>{t(product.productStatus ?? 'Active')}</span>
        {product.availabilityStatus && product.availabilityStatus !== 'Available' && (
          <span className="badge badge-warn">{t(product.availabilityStatus)}</span>
        )}
      </p>
      {cover ? (
        <ShopImage className="admin-product-image" url={cover} alt={name} sizes="adminProductCard" width={240} height={300} />
      ) : (
        <div className="admin-product-image admin-product-placeholder" role="img" aria-label={t('No image')}>
          <span aria-hidden="true">{t('No image')}</span>
        </div>
      )}
      <div className="admin-product-body">
        <h2 className="admin-product-name">{name}</h2>
        {product.productStatus === 'Inactive' && <p className="badge badge-inactive">{t('Inactive: hidden from shoppers')}</p>}
        <p className="admin-product-description">{product.description?.trim() || t(NO_DESCRIPTION)}</p>
        <dl className="admin-product-prices">
          <div>
            <dt>{t('Tailor-made price')}</dt>
            <dd>{price(product.tailorPrice)}</dd>
          </div>
          <div>
            <dt>{t('Ready-made price')}</dt>
            <dd>{price(product.readyMadePrice)}</dd>
          </div>
        </dl>
        <div className="admin-product-actions">
          <Link to={`/product/${product.id}`} className="btn btn-ghost btn-sm" aria-label={t('View {product}', { product: name })}>
            {t('View')}
          </Link>
          <Link to={`/product/${product.id}/update`} className="btn btn-outline btn-sm" aria-label={t('Edit {product}', { product: name })}>
            {t('Edit')}
          </Link>
          {onDuplicate && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onDuplicate(product)} aria-label={t('Duplicate {product}', { product: name })}>
              {t('Duplicate')}
            </button>
          )}
          <button type="button" className="btn btn-danger btn-sm" onClick={() => onDelete(product)} aria-label={t('Delete {product}', { product: name })}>
            {t('Delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
