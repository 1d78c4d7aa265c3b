import { Link } from 'react-router-dom';
import { formatINR, type Product } from '@tailor/domain';
import { ShopImage } from '../../../components/ShopImage';

export const NO_DESCRIPTION = 'No description available.';

function price(paise: number | null | undefined): string {
  return typeof paise === 'number' ? formatINR(paise) : 'N/A';
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
  const cover = product.images?.[0]?.url;
  const name = product.productName || 'Untitled product';
  const inactive = product.productStatus === 'Inactive';
  return (
    <article className={`card admin-product-card${selected ? ' is-selected' : ''}`} aria-label={name}>
      {onSelectedChange && (
        <label className="admin-product-select">
          <input type="checkbox" checked={selected ?? false} onChange={(e) => onSelectedChange(e.target.checked)} />
          <span className="sr-only">Select {name}</span>
        </label>
      )}
      <p className="admin-product-flags">
        <span className={`badge ${inactive ? 'badge-muted' : 'badge-ok'}`}>{product.productStatus ?? 'Active'}</span>
        {product.availabilityStatus && product.availabilityStatus !== 'Available' && (
          <span className="badge badge-warn">{product.availabilityStatus}</span>
        )}
      </p>
      {cover ? (
        <ShopImage className="admin-product-image" url={cover} alt={name} sizes="adminProductCard" width={240} height={300} />
      ) : (
        <div className="admin-product-image admin-product-placeholder" role="img" aria-label="No image">
          <span aria-hidden="true">No image</span>
        </div>
      )}
      <div className="admin-product-body">
        <h2 className="admin-product-name">{name}</h2>
        {product.productStatus === 'Inactive' && <p className="badge badge-inactive">Inactive: hidden from shoppers</p>}
        <p className="admin-product-description">{product.description?.trim() || NO_DESCRIPTION}</p>
        <dl className="admin-product-prices">
          <div>
            <dt>Tailor-made price</dt>
            <dd>{price(product.tailorPrice)}</dd>
          </div>
          <div>
            <dt>Ready-made price</dt>
            <dd>{price(product.readyMadePrice)}</dd>
          </div>
        </dl>
        <div className="admin-product-actions">
          <Link to={`/product/${product.id}`} className="btn btn-ghost btn-sm" aria-label={`View ${name}`}>
            View
          </Link>
          <Link to={`/product/${product.id}/update`} className="btn btn-outline btn-sm" aria-label={`Edit ${name}`}>
            Edit
          </Link>
          {onDuplicate && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onDuplicate(product)} aria-label={`Duplicate ${name}`}>
              Duplicate
            </button>
          )}
          <button type="button" className="btn btn-danger btn-sm" onClick={() => onDelete(product)} aria-label={`Delete ${name}`}>
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
