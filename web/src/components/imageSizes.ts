/**
 * The `sizes` of every place the shop shows a stored image: how wide the
 * image is drawn, in CSS pixels, at each viewport width. The browser picks
 * from an image's variants (`srcset`) the smallest at least that wide times
 * the screen's pixel ratio, so these follow the layout's CSS; when a layout
 * changes, change its entry here (the CSS file is named beside each).
 *
 * Shared by the page container (web/src/styles/base.css `.container`: at
 * most 1280px, 1rem padding each side, so content is `100vw - 32px` up to
 * 1312px and 1248px above). Images inside a bordered box (cards, the main
 * product image) are that box less its borders.
 */
export const IMAGE_SIZES = {
  /**
   * Gallery cards (base.css `.product-grid`, catalog/gallery/Gallery.css
   * `.gallery-grid`): 2 columns, 3 from 640px, 4 from 900px; from 1024px a
   * 280px filter sidebar and 3 columns, 4 from 1280px, 5 from 1700px.
   */
  galleryCard:
    '(min-width: 1700px) 173px, (min-width: 1280px) 221px, (min-width: 1024px) calc(33.3vw - 126px), ' +
    '(min-width: 900px) calc(25vw - 23px), (min-width: 640px) calc(33.3vw - 22px), calc(50vw - 25px)',
  /** Home page cards (base.css `.product-grid`): 2, 3 from 640px, 4 from 900px, 5 from 1200px, 6 from 1536px. */
  homeCard:
    '(min-width: 1536px) 191px, (min-width: 1280px) 233px, (min-width: 1200px) calc(20vw - 23px), ' +
    '(min-width: 900px) calc(25vw - 23px), (min-width: 640px) calc(33.3vw - 22px), calc(50vw - 25px)',
  /**
   * Product page's main image (catalog/product/ProductPage.css `.product-layout`):
   * the full content width, beside the details from 900px (1fr of 2.05fr after
   * a 40px gap), a 480px column from 1200px.
   */
  productMain: '(min-width: 1200px) 478px, (min-width: 900px) calc(48.8vw - 37px), calc(100vw - 34px)',
  /** Zoomed product image (ImageGallery.css `.zoom-image`): the screen's width, at most 900px. */
  productZoom: '(min-width: 900px) 900px, 100vw',
  /** Product page thumbnails (ImageGallery.css `.gallery-thumb`: 68px with a 2px border). */
  productThumb: '64px',
  /** Home hero slides (catalog/home/HeroCarousel.css `.hero-image`): the whole width. */
  hero: '100vw',
  /** Cart lines (cart/components/Cart.css `.cart-line`). */
  cartLine: '(min-width: 640px) 112px, 84px',
  /** A line at the top of its checkout card (orders/checkout/Checkout.css). */
  checkoutLine: '56px',
  /** The options dialog's summary (ProductCard.css `.options-summary`). */
  optionsModal: '96px',
  /** The design in the order wizard (orders/OrderWizard.css `.product-summary-image`). */
  orderSummary: '(min-width: 640px) 220px, 260px',
  /** My orders list (orders/orders.css `.order-card-thumb`). */
  orderCard: '(min-width: 640px) 72px, 64px',
  /** Lines of one order (orders/orders.css `.detail-lines`). */
  orderLine: '64px',
  /** A customer's own order pictures (orders/orders.css `.picture-list`). */
  orderPicture: '110px',
  /** Fit photos shown to the customer (orders/orders.css `.fit-photos`). */
  fitPhoto: '160px',
  /** Order pictures in the admin's order detail (admin/admin.css `.order-pictures`). */
  adminOrderPicture: '120px',
  /** Fit photos in the admin's order history (admin/components/OrderActions.tsx, 48×60). */
  adminFitPhoto: '48px',
  /**
   * Admin catalogue cards (admin/admin.css `.admin-product-grid`, columns of at
   * least 250px): a 110px column on a phone; from 520px the card's full width.
   */
  adminProductCard:
    '(min-width: 1075px) 299px, (min-width: 811px) calc(33.3vw - 22px), (min-width: 547px) calc(50vw - 25px), ' +
    '(min-width: 520px) calc(100vw - 34px), 110px',
  /** The product form's image list (admin/components/ProductImagesField.css: a 112px tile less padding and border). */
  adminProductImage: '97px',
  /** Product search results on the dashboard (admin/admin.css `.dashboard-search-results`). */
  adminSearchResult: '40px',
  /** Uploaded images in an upload field (components/ImageUploader.css). */
  uploaderTile: '96px',
  /** A feedback screenshot in its card (feedback/feedback.css `.fb-shot`). */
  feedbackShot: '160px',
  /** A feedback screenshot opened (feedback/feedback.css `.fb-lightbox`): the screen's width, at most 900px. */
  feedbackLightbox: '(min-width: 900px) 900px, 100vw',
} as const;

export type ImageSizes = keyof typeof IMAGE_SIZES;
