import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import {
  activeFilterCount,
  catalogueQueryFromSearchParams,
  catalogueQueryToSearchParams,
  cataloguePlan,
  defaultFilters,
  type CatalogueFilters,
  type CatalogueQuery,
} from '@tailor/domain';
import { Modal } from '../../../components/Modal';
import { LoadFailed } from '../../../components/LoadFailed';
import { PRIORITY_CARDS, ProductCard, ProductCardSkeleton } from '../components/ProductCard';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../../components/useMediaQuery';
import { FilterPanel } from '../gallery/FilterPanel';
import { filterChips, resultCountText } from '../gallery/filterText';
import { GallerySearch, SEARCH_SUGGESTIONS, SortControl } from '../gallery/GallerySearch';
import { useGallery } from '../useGallery';
import '../../../styles/content.css';
import '../gallery/Gallery.css';
import { SHOP } from '@tailor/domain/shop';
import { useT } from '../../../lib/i18n/useT';

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export default function GalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const catalogueQuery = catalogueQueryFromSearchParams(searchParams);
  const { filters, q, sort } = catalogueQuery;
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useT();
  const gallery = useGallery(catalogueQuery);
  const active = activeFilterCount(filters);
  const chips = filterChips(filters);

  // The new address is drawn at once (flushSync) rather than in the router's usual transition:
  // otherwise a sort chosen right after a filter (a quick hand, a slow phone) runs the old
  // screen's handler, which builds on the old address and drops the filter.
  const go = (next: Partial<CatalogueQuery>) => {
    const params = catalogueQueryToSearchParams({ ...catalogueQuery, ...next });
    if (params.toString() !== catalogueQueryToSearchParams(catalogueQuery).toString()) setSearchParams(params, { flushSync: true });
  };
  // Filters change; the text and the sort stay.
  const apply = (next: CatalogueFilters) => go({ filters: next });
  const reset = () => {
    if (active > 0) go({ filters: defaultFilters() });
  };
  const clearSearch = () => go({ q: '' });

  const count =
    gallery.status === 'ready'
      ? resultCountText({
          shown: gallery.products.length,
          scanned: gallery.scanned,
          total: gallery.total,
          hasMore: gallery.hasMore,
          clientSideFilters: cataloguePlan(catalogueQuery).clientSide,
          q,
        })
      : gallery.status === 'loading'
        ? t('Finding designs...')
        : '';

  return (
    <div className="container page gallery-page">
      <title>{q ? t('“{q}” · Designs · {shop}', { q, shop: SHOP.name }) : t('Designs · {shop}', { shop: SHOP.name })}</title>
      <header className="gallery-header">
        <p className="eyebrow">{t('The collection')}</p>
        <h1 className="page-title">{t('Designs')}</h1>
        <p className="muted gallery-intro">
          {t('Blouses, lehengas, suits and sarees from our workshop. Every design can be ordered ready-made or stitched to your measurements.')}
        </p>
      </header>

      <div className="gallery-layout">
        {/* Sidebar and drawer button are both drawn and CSS shows one, so the
            pre-rendered page (build/prerender.ts) has the layout of each screen size. */}
        <aside className="filter-sidebar" aria-label={t('Filters')}>
          <h2 className="filter-title">{t('Filters')}</h2>
          {large && <FilterPanel value={filters} mode="panel" onApply={apply} onReset={reset} />}
        </aside>

        <div className="gallery-results">
          <GallerySearch query={catalogueQuery} onSearch={(text) => go({ q: text })} />
          <div className="gallery-toolbar">
            <button type="button" className="btn btn-outline filter-toggle" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              <FilterIcon />
              {t('Filters')}
              {active > 0 && <span className="filter-count">{active}</span>}
            </button>
            <p className="result-count" role="status" aria-live="polite" data-testid="result-count">
              {count}
            </p>
            <SortControl value={sort} onChange={(next) => go({ sort: next })} />
          </div>

          {(chips.length > 0 || q) && (
            <ul className="filter-chips" aria-label={t('Active filters')}>
              {q && (
                <li>
                  <button type="button" className="filter-chip" onClick={clearSearch} aria-label={t('Clear the search {q}', { q })}>
                    {t('Search: {q}', { q })}
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              )}
              {chips.map((chip) => (
                <li key={chip.id}>
                  <button type="button" className="filter-chip" onClick={() => apply(chip.without)} aria-label={t('Remove filter {filter}', { filter: chip.label })}>
                    {chip.label}
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
              {chips.length > 0 && (
                <li>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={reset}>
                    {t('Clear all filters')}
                  </button>
                </li>
              )}
            </ul>
          )}

          {gallery.status === 'loading' && (
            <ul className="product-grid gallery-grid" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          )}

          {gallery.status === 'error' && (
            <LoadFailed className="empty-state" message={t("We couldn't load the designs. Please check your connection.")} onRetry={gallery.retry} retryLabel={t('Try Again')} />
          )}

          {gallery.status === 'ready' && gallery.products.length === 0 && !gallery.hasMore && (
            <div className="empty-state" data-testid="gallery-empty">
              <p className="gallery-empty-title">{q ? t('No designs found for “{q}”', { q }) : t('No designs match these filters')}</p>
              <p className="muted">
                {q
                  ? active > 0
                    ? t('Check the spelling, try fewer words, or search without the filters.')
                    : t('Check the spelling, try fewer words, or look through a category:')
                  : t('Try a wider price range or fewer filters.')}
              </p>
              {q && active === 0 && (
                <ul className="search-suggestions" aria-label={t('Popular categories')}>
                  {SEARCH_SUGGESTIONS.map((s) => (
                    <li key={s.category}>
                      <Link className="filter-chip" to={`/gallery?category=${encodeURIComponent(s.category)}`}>
                        {t(s.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <div className="gallery-empty-actions">
                {q && (
                  <button type="button" className="btn btn-primary" onClick={clearSearch}>
                    {t('Clear the search')}
                  </button>
                )}
                {active > 0 && (
                  <button type="button" className="btn btn-outline" onClick={reset}>
                    {t('Reset Filters')}
                  </button>
                )}
              </div>
            </div>
          )}

          {gallery.products.length > 0 && (
            <ul className="product-grid gallery-grid" aria-label={t('Designs')}>
              {gallery.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={2} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          )}

          {gallery.status === 'ready' && gallery.hasMore && (
            <div className="gallery-more">
              {gallery.moreFailed && (
                <p className="field-error" role="alert">
                  {t("Couldn't load more designs.")}
                </p>
              )}
              {gallery.products.length === 0 && !gallery.loadingMore && (
                <p className="muted">{t('No matches among the newest designs yet. Keep looking through older ones?')}</p>
              )}
              <button type="button" className="btn btn-primary" onClick={gallery.loadMore} disabled={gallery.loadingMore}>
                {gallery.loadingMore ? t('Loading...') : gallery.moreFailed ? t('Try Again') : t('Load More Designs')}
              </button>
            </div>
          )}
        </div>
      </div>

      {!large && (
        <Modal open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('Filters')} variant="drawer">
          <FilterPanel
            value={filters}
            mode="drawer"
            onApply={(next) => {
              apply(next);
              setDrawerOpen(false);
            }}
            onReset={() => {
              reset();
              setDrawerOpen(false);
            }}
          />
        </Modal>
      )}
    </div>
  );
}
