import { useId } from 'react';
import type { SortOption } from '@tailor/domain';
import { SortSelect } from '../components/SortSelect';
import { PRIORITY_CARDS, ProductCard, ProductCardSkeleton } from '../components/ProductCard';
import { HOME_PAGE_SIZE, type HomeView } from '../data';
import type { HomeFeed } from '../useHomeFeed';
import { useInfiniteScroll } from '../useInfiniteScroll';
import { FeaturedEnd } from './FeaturedEnd';
import { LoadFailed } from '../../../components/LoadFailed';
import './ProductShowcase.css';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export const END_MESSAGE = msg("You've explored our entire collection!");
const SKELETON_COUNT = 6;

export interface ProductShowcaseProps {
  view: HomeView;
  sort: SortOption;
  onViewChange: (view: HomeView) => void;
  onSortChange: (sort: SortOption) => void;
  feed: HomeFeed;
}

/** The home grid: Featured / All Products, sort, infinite scroll. */
export function ProductShowcase({ view, sort, onViewChange, onSortChange, feed }: ProductShowcaseProps) {
  const sortId = useId();
  const { t } = useT();
  const { status, products, hasMore, loadingMore, moreFailed } = feed;
  const canLoadMore = status === 'ready' && hasMore && !loadingMore && !moreFailed;
  // Renewed per view, sort and page: a sentinel still in view after any of them asks for more.
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(feed.loadMore, canLoadMore, `${view}|${sort}|${products.length}`);
  const listLabel = view === 'featured' ? t('Featured Products') : t('All Products');

  return (
    <section className="showcase" aria-labelledby="collection-title">
      <div className="container">
        <div className="showcase-head">
          <div>
            <p className="eyebrow">{t('Shop the designs')}</p>
            <h2 id="collection-title" className="section-title">
              {t('Premium Design Collection')}
            </h2>
          </div>
          <div className="showcase-controls">
            <div className="segmented" role="group" aria-label={t('Products to show')}>
              <button type="button" aria-pressed={view === 'featured'} onClick={() => onViewChange('featured')}>
                {t('Featured')}
              </button>
              <button type="button" aria-pressed={view === 'all'} onClick={() => onViewChange('all')}>
                {t('All Products')}
              </button>
            </div>
            <div className="sort-field">
              <label htmlFor={sortId}>{t('Sort by')}</label>
              <SortSelect id={sortId} value={sort} onChange={onSortChange} />
            </div>
          </div>
        </div>

        <h3 className="showcase-list-title">{listLabel}</h3>

        {status === 'loading' && products.length === 0 && (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              {t('Loading products...')}
            </p>
            <ul className="product-grid" aria-hidden="true">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        )}

        {status === 'error' && products.length === 0 && (
          <LoadFailed className="empty-state" message={t("We couldn't load the designs. Please check your connection.")} onRetry={feed.retry} retryLabel={t('Try Again')} />
        )}

        {status === 'ready' && products.length === 0 && (
          <div className="empty-state">
            {view === 'featured' ? (
              <>
                <p className="showcase-empty-title">{t('No Featured Products')}</p>
                <p className="muted">{t('Check back later for featured items')}</p>
                <button type="button" className="btn btn-outline" onClick={() => onViewChange('all')}>
                  {t('See All Products')}
                </button>
              </>
            ) : (
              <>
                <p className="showcase-empty-title">{t('No designs yet')}</p>
                <p className="muted">{t('Our new collection is on its way. Meanwhile, tell us what you would like stitched.')}</p>
              </>
            )}
          </div>
        )}

        {products.length > 0 && (
          <ul className="product-grid" aria-label={listLabel}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={4} priority={index < PRIORITY_CARDS} grid="homeCard" />
              </li>
            ))}
          </ul>
        )}

        <div ref={sentinelRef} className="scroll-sentinel" aria-hidden="true" data-testid="scroll-sentinel" />

        {status === 'ready' && hasMore && !moreFailed && products.length > 0 && (
          // Always there while more exist: scrolling is one way to load, never the only one.
          <div className="showcase-more">
            {loadingMore ? (
              <p className="showcase-loading" role="status">
                <span className="spinner" aria-hidden="true" /> {t('Loading more designs...')}
              </p>
            ) : (
              <button type="button" className="btn btn-outline" onClick={feed.loadMore}>
                {t('Load more designs')}
              </button>
            )}
          </div>
        )}
        {moreFailed && (
          <div className="showcase-more" role="alert">
            <span>{t("Couldn't load more designs.")}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={feed.retry}>
              {t('Try Again')}
            </button>
          </div>
        )}
        {status === 'ready' && !hasMore && view === 'all' && products.length > HOME_PAGE_SIZE && (
          <p className="showcase-end" role="status">
            {t(END_MESSAGE)}
          </p>
        )}
        {status === 'ready' && !hasMore && view === 'featured' && products.length > 0 && (
          <FeaturedEnd onSeeAll={() => onViewChange('all')} />
        )}
      </div>
    </section>
  );
}
