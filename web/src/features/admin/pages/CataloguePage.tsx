import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { toast } from '../../../lib/toast';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { Product } from '@tailor/domain';
import { CannotCopyError, deleteProduct, deleteProducts, duplicateProduct, loadProductsPage, setProductsStatus } from '../data';
import { BULK_LABELS, bulkDone, bulkQuestion, bulkStatus, filtersFromParams, type BulkAction, type CatalogueFilters } from '../catalogueTools';
import { useProductSearch, type SearchState } from '../hooks';
import { adminSearch, searchMatches } from '../search';
import { AdminProductCard } from '../components/AdminProductCard';
import { CatalogueBulkBar, CatalogueFilterBar, CatalogueSearchForm } from '../components/CatalogueTools';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { Skeletons } from '../../../components/Skeletons';
import '../admin.css';
import { reportAdminAccessError } from '../../auth';
import { reportError } from '../../../lib/reportError';
import { usePages } from '../../../lib/usePages';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { useAdminCatalogue } from '../adminCatalogue';

export const DELETE_CONFIRM = msg('Are you sure you want to delete this product? This action cannot be undone.');
export const DELETE_OK = msg('Product deleted successfully.');
export const DELETE_FAILED = msg('Failed to delete the product. Please try again.');

const INTENT_HINTS: Record<string, string> = {
  update: msg('Choose the product to update and press its Edit button.'),
  delete: msg('Choose the product to delete and press its Delete button.'),
};

/**
 * Catalogue-wide matches from the server, plus products already loaded on
 * this page that match the same words (a product saved a moment ago may not
 * carry its search terms yet).
 */
function searchResults(search: SearchState, loaded: Product[], term: string): Product[] {
  if (search.status !== 'done') return [];
  const { terms } = adminSearch(term);
  const out = new Map(search.results.map((p) => [p.id, p]));
  for (const p of searchMatches(loaded, terms, loaded.length)) if (!out.has(p.id)) out.set(p.id, p);
  return [...out.values()];
}

export default function CataloguePage() {
  useAdminCatalogue();
  const { t, tp } = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const hint = INTENT_HINTS[params.get('intent') ?? ''];
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [copying, setCopying] = useState<string | null>(null);
  const list = usePages((cursor: QueryDocumentSnapshot | null) => loadProductsPage(cursor, undefined, filters), [filters], {
    what: 'Loading products failed',
    whatMore: 'Loading more products failed',
    onError: reportAdminAccessError,
  });
  const [term, setTerm] = useState('');
  const [searchRun, setSearchRun] = useState(0);
  const search = useProductSearch(term, searchRun);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (list.moreFailed) toast.error(t('Could not load more products. Please try again.'));
  }, [list.moreFailed, t]);

  function changeFilter(key: keyof CatalogueFilters, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setSelected(new Set());
    setParams(next, { replace: true });
  }

  async function runBulk() {
    if (!bulk) return;
    const ids = [...selected];
    setBulkBusy(true);
    try {
      if (bulk === 'delete') await deleteProducts(ids);
      else await setProductsStatus(ids, bulkStatus(bulk));
      toast.success(bulkDone(bulk, ids.length));
      setBulk(null);
      setSelected(new Set());
      list.retry();
    } catch (error) {
      reportError('Bulk change failed', error);
      reportAdminAccessError(error);
      toast.error(t('The designs could not be changed. Please try again.'));
    } finally {
      setBulkBusy(false);
    }
  }

  async function duplicate(product: Product) {
    setCopying(product.id);
    try {
      const id = await duplicateProduct(product.id);
      toast.success(t('Copied “{product}” as an inactive draft.', { product: product.productName }));
      navigate(`/product/${id}/update`);
    } catch (error) {
      reportError('Copying a design failed', error);
      reportAdminAccessError(error);
      toast.error(error instanceof CannotCopyError ? t(error.message) : t('The design could not be copied. Please try again.'));
    } finally {
      setCopying(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteProduct(toDelete.id);
      // Only a confirmed delete takes the product off the list.
      setRemoved((r) => new Set([...r, toDelete.id]));
      toast.success(t(DELETE_OK));
      setToDelete(null);
    } catch (error) {
      reportError(DELETE_FAILED, error);
      reportAdminAccessError(error);
      toast.error(t(DELETE_FAILED));
    } finally {
      setDeleting(false);
    }
  }

  const searching = term.trim() !== '';
  const visible = (searching ? searchResults(search, list.items, term) : list.items).filter((p) => !removed.has(p.id));
  const allSelected = visible.length > 0 && visible.every((p) => selected.has(p.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const p of visible) {
        if (on) next.add(p.id);
        else next.delete(p.id);
      }
      return next;
    });

  return (
    <section className="container page admin-page">
      <nav className="admin-breadcrumbs" aria-label={t('Breadcrumb')}>
        <Link to="/admin">{t('Dashboard')}</Link>
      </nav>
      <div className="admin-heading">
        <h1 className="page-title">{t('Products')}</h1>
        <Link to="/product/null/add" className="btn btn-primary">
          {t('Add Product')}
        </Link>
      </div>
      {hint && <p className="notice admin-hint">{t(hint)}</p>}

      <CatalogueSearchForm term={term} onTermChange={setTerm} onSearch={() => setSearchRun((n) => n + 1)} />

      <CatalogueFilterBar filters={filters} onChange={changeFilter} />

      {visible.length > 0 && (
        <div className="catalogue-selectbar">
          <label className="select-all">
            <input type="checkbox" checked={allSelected} onChange={(e) => toggleAll(e.target.checked)} />
            {t('Select all on this page')}
          </label>
        </div>
      )}

      {selected.size > 0 && <CatalogueBulkBar count={selected.size} onAction={setBulk} onClear={() => setSelected(new Set())} />}

      <p className="sr-only" role="status" aria-live="polite">
        {searching && search.status === 'done' ? tp(visible.length, '{count} product found', '{count} products found') : ''}
      </p>

      {searching ? (
        search.status === 'searching' ? (
          <p className="muted">{t('Searching…')}</p>
        ) : search.status === 'error' ? (
          <p className="notice notice-error" role="alert">
            {t('The search failed.')}{' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSearchRun((n) => n + 1)}>
              {t('Try again')}
            </button>
          </p>
        ) : visible.length === 0 ? (
          <p className="muted">{t('No product found for “{term}”.', { term: term.trim() })}</p>
        ) : null
      ) : list.status === 'loading' ? (
        <Skeletons count={6} className="admin-product-grid" itemClassName="admin-product-skeleton" label={t('Loading products')} />
      ) : list.status === 'error' ? (
        <LoadFailed message={t('Could not load the products.')} onRetry={list.retry} small />
      ) : visible.length === 0 ? (
        filters.status || filters.availability || filters.category ? (
          <p className="muted">{t('No products match these filters.')}</p>
        ) : (
          <p className="muted">
            {t('No products yet.')} <Link to="/product/null/add">{t('Add the first one')}</Link>.
          </p>
        )
      ) : null}

      {visible.length > 0 && (
        <div className="admin-product-grid">
          {visible.map((p) => (
            <AdminProductCard
              key={p.id}
              product={p}
              onDelete={setToDelete}
              selected={selected.has(p.id)}
              onSelectedChange={(on) => toggle(p.id, on)}
              onDuplicate={copying ? undefined : duplicate}
            />
          ))}
        </div>
      )}

      {!searching && list.hasMore && (
        <div className="row center admin-load-more">
          <button type="button" className="btn btn-outline" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? t('Loading…') : t('Load more')}
          </button>
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('Delete product')}
        confirmLabel={t('Delete')}
        busyLabel={t('Deleting…')}
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>{t(DELETE_CONFIRM)}</p>
        {toDelete && <p className="muted">{toDelete.productName}</p>}
      </ConfirmDialog>

      <ConfirmDialog
        open={bulk !== null}
        title={bulk ? bulkQuestion(bulk, selected.size) : ''}
        confirmLabel={bulk ? t(BULK_LABELS[bulk]) : ''}
        busyLabel={t('Working…')}
        busy={bulkBusy}
        danger={bulk === 'delete'}
        onConfirm={runBulk}
        onCancel={() => setBulk(null)}
      >
        <p>
          {bulk === 'delete'
            ? t('The selected designs and their pictures are removed for good. This cannot be undone.')
            : bulk === 'deactivate'
              ? t('Inactive designs stay in the catalogue here but are hidden from shoppers.')
              : t('Active designs are shown to shoppers.')}
        </p>
      </ConfirmDialog>
    </section>
  );
}
