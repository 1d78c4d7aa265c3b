/**
 * ProductCard: a catalogue tile (image, name, discount badge, price or price range)
 * with View Design, which opens the option chooser (Ready-made / Tailor-made).
 *
 *   <ul className="product-grid"><li><ProductCard product={p} /></li></ul>
 */
import { lazy, Suspense, useState, type PointerEvent } from 'react';
import { Link } from '../../../components/links';
import { cardPrice, formatCardPrice, formatINR, type Product } from '@tailor/domain';
import { discountLabel, imageUrls, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../../components/productDisplay';
import type { ImageSizes } from '../../../components/imageSizes';
import { ShopImage } from '../../../components/ShopImage';
import './ProductCard.css';
import { useT } from '../../../lib/i18n/useT';

// The options dialog (sizes, availability, the cart) loads when a shopper reaches
// for View Design, not with the grid: it keeps the schema library out of the first download.
// A mouse over the button or the keyboard's focus says so ahead of the click. A finger does
// not: a swipe through the grid starts on the buttons as often as anywhere, and a tap is
// over as soon as it began, so on a touch screen the dialog loads with the tap.
// Its Hindi is in the catalogue's text, which the cards' pages have.
const loadOptionsModal = () => import('./ProductOptionsModal');
const ProductOptionsModal = lazy(() => loadOptionsModal().then((m) => ({ default: m.ProductOptionsModal })));
const preloadOptionsModal = () => void loadOptionsModal();
const preloadOnHover = (event: PointerEvent<HTMLButtonElement>) => {
  if (event.pointerType === 'mouse') preloadOptionsModal();
};

export interface ProductCardProps {
  product: Product;
  headingLevel?: 2 | 3 | 4;
  /** Among the first cards on screen: load the image at once rather than lazily. */
  priority?: boolean;
  /** The grid the card sits in, for the image's `sizes`. */
  grid?: Extract<ImageSizes, 'galleryCard' | 'homeCard'>;
}

/** Cards of a grid that are likely above the fold on a phone or a desktop. */
export const PRIORITY_CARDS = 4;

/** Price line of a card: discounted whole rupees, with the original struck through for one price. */
function CardPrice({ product }: { product: Product }) {
  const { t } = useT();
  const price = cardPrice(product);
  if (price.kind === 'none') return <p className="product-card-price muted">{t('Price on request')}</p>;
  const discounted = (product.discount ?? 0) > 0;
  const now = price.kind === 'single' ? price.paise : price.min;
  const original =
    price.kind === 'single' && discounted
      ? [product.readyMadePrice, product.tailorPrice].find((p): p is number => typeof p === 'number')
      : undefined;
  return (
    <p className="product-card-price">
      <span className="price-now">{formatCardPrice(product)}</span>
      {original !== undefined && original > now && (
        <s className="price-was">
          <span className="sr-only">{t('was')} </span>
          {formatINR(original)}
        </s>
      )}
    </p>
  );
}

export function ProductCard({ product, headingLevel = 3, priority = false, grid = 'galleryCard' }: ProductCardProps) {
  const [open, setOpen] = useState(false);
  const { t, language } = useT();
  const href = `/product/${encodeURIComponent(product.id)}`;
  const badge = discountLabel(product.discount);
  const Heading = `h${headingLevel}` as const;
  const unavailable = product.availabilityStatus && product.availabilityStatus !== 'Available';

  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <Link to={href} className="product-card-media" tabIndex={-1} aria-hidden="true">
        {/* The first cards show at load (two rows on a phone, one on a desktop): eager, since a lazy
            image waits for layout before it is even requested, and that is the gallery's largest paint. */}
        <ShopImage url={imageUrls(product)[0]} alt="" sizes={grid} width={PRODUCT_IMAGE_WIDTH} height={PRODUCT_IMAGE_HEIGHT} eager={priority} />
        {badge && <span className="badge badge-discount product-card-badge">{badge}</span>}
        {unavailable && <span className="product-card-status">{t(product.availabilityStatus)}</span>}
      </Link>
      <div className="product-card-body">
        <p className="product-card-category">{t(product.category)}</p>
        <Heading className="product-card-title">
          {/* In Hindi, the owner's Hindi name when there is one (domain's productNameIn, inline: importing
              it here would put one more module in the first download). From the design itself, so a card
              read after the first screen or shown after a switch has it too. */}
          <Link to={href}>{(language === 'hi' && product.productNameHi) || product.productName}</Link>
        </Heading>
        {badge && <span className="sr-only">{badge}</span>}
        <CardPrice product={product} />
        <button
          type="button"
          className="btn btn-outline btn-sm btn-block product-card-cta"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadOnHover}
          onFocus={preloadOptionsModal}
        >
          {t('View Design')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ProductOptionsModal product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}

/** Placeholder tile while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true" data-testid="product-skeleton">
      <div className="skeleton product-card-media-skeleton" />
      <div className="product-card-body">
        <div className="skeleton skeleton-line short" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line medium" />
        <div className="skeleton skeleton-button" />
      </div>
    </div>
  );
}
