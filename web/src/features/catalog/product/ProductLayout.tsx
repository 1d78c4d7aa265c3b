import type { ReactNode } from 'react';
import type { Product } from '@tailor/domain';
import { productNameIn } from '@tailor/domain/productText';
import { discountLabel, imageUrls } from '../../../components/productDisplay';
import { useT } from '../../../lib/i18n/useT';
import { ImageGallery } from './ImageGallery';

/**
 * The product page's and the design-details page's frame: the pictures beside
 * (on a phone, above) the category line, the discount badge and the name,
 * followed by what each page shows.
 */
export function ProductLayout({ product, eyebrow, children }: { product: Product; eyebrow?: string; children: ReactNode }) {
  const { t, language } = useT();
  const badge = discountLabel(product.discount);
  const name = productNameIn(product, language);
  return (
    <div className="product-layout">
      <div className="product-media">
        <ImageGallery urls={imageUrls(product)} name={name} zoomable />
      </div>
      <div className="product-info">
        <p className="eyebrow">
          {t(product.category)}
          {eyebrow}
          {badge && <span className="badge badge-discount product-badge">{badge}</span>}
        </p>
        <h1 className="page-title product-title">{name}</h1>
        {children}
      </div>
    </div>
  );
}
