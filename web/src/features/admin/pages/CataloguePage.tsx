import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { Product } from '@tailor/domain';
import { deleteProduct, loadProductsPage } from '../data';
import { useProductSearch, type SearchState } from '../hooks';
import { adminSearch, searchMatches } from '../search';
import { AdminProductCard } from '../components/AdminProductCard';
import { ConfirmDialog } from '../components/ConfirmDialog';
import '../admin.css';
import { reportAdminAccessError } from '../../auth/adminAccess';

export const DELETE_CONFIRM = 'Are you sure you want to delete this product? This action cannot be undone.';
export const DELETE_OK = 'Product deleted successfully.';
export const DELETE_FAILED = 'Failed to delete the product. Please try again.';

const INTENT_HINTS: Record<string, string> = {
  update: 'Choose the product to update and press its Edit button.',
  delete: 'Choose the product to delete and press its Delete button.',
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

interface ListState {
  items: Product[];
  cursor: QueryDocumentSnapshot | null;
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error' | 'loading-more';
}

export default function CataloguePage() {
  const [params] = useSearchParams();
  const hint = INTENT_HINTS[params.get('intent') ?? ''];
  const [list, setList] = useState<ListState>({ items: [], cursor: null, hasMore: false, status: 'loading' });
  const [reload, setReload] = useState(0);
  const [term, setTerm] = useState('');
  const [searchRun, setSearchRun] = useState(0);
  const search = useProductSearch(term, searchRun);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let live = true;
    loadProductsPage(null).then(
      (page) => live && setList({ ...page, status: 'ready' }),
      (error: unknown) => {
        console.error('Loading products failed', error);
        reportAdminAccessError(error);
        if (live) setList((l) => ({ ...l, status: 'error' }));
      },
    );
    return () => {
      live = false;
    };
  }, [reload]);

  const loadMore = useCallback(() => {
    setList((l) => ({ ...l, status: 'loading-more' }));
    loadProductsPage(list.cursor).then(
      (page) => setList((l) => ({ items: [...l.items, ...page.items.filter((p) => !l.items.some((x) => x.id === p.id))], cursor: page.cursor, hasMore: page.hasMore, status: 'ready' })),
      (error: unknown) => {
        console.error('Loading more products failed', error);
        reportAdminAccessError(error);
        toast.error('Could not load more products. Please try again.');
        setList((l) => ({ ...l, status: 'ready' }));
      },
    );
  }, [list.cursor]);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteProduct(toDelete.id);
      // Only a confirmed delete takes the product off the list.
      setRemoved((r) => new Set([...r, toDelete.id]));
      toast.success(DELETE_OK);
      setToDelete(null);
    } catch (error) {
      console.error(DELETE_FAILED, error);
      reportAdminAccessError(error);
      toast.error(DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  }

  const searching = term.trim() !== '';
  const visible = (searching ? searchResults(search, list.items, term) : list.items).filter((p) => !removed.has(p.id));

  return (
    <section className="container page admin-page">
      <nav className="admin-breadcrumbs" aria-label="Breadcrumb">
        <Link to="/admin">Dashboard</Link>
      </nav>
      <div className="admin-heading">
        <h1 className="page-title">Products</h1>
        <Link to="/product/null/add" className="btn btn-primary">
          Add Product
        </Link>
      </div>
      {hint && <p className="notice admin-hint">{hint}</p>}

      <form className="admin-search" role="search" onSubmit={(e) => {
        e.preventDefault();
        setSearchRun((n) => n + 1);
      }}>
        <div className="field">
          <label htmlFor="catalogue-search">Search products</label>
          <div className="admin-search-row">
            <input
              id="catalogue-search"
              type="search"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              placeholder="e.g. red silk blouse"
              autoComplete="off"
              aria-describedby="catalogue-search-hint"
            />
            {searching && (
              <button type="button" className="btn btn-outline" onClick={() => setTerm('')}>
                Clear
              </button>
            )}
          </div>
          <p className="field-hint" id="catalogue-search-hint">
            Searches the whole catalogue for every word, anywhere in name, category, fabric, colour, work and tags (“zari
            blouse” finds “Red Zari Work Blouse”).
          </p>
        </div>
      </form>

      <p className="sr-only" role="status" aria-live="polite">
        {searching && search.status === 'done' ? `${visible.length} product${visible.length === 1 ? '' : 's'} found` : ''}
      </p>

      {searching ? (
        search.status === 'searching' ? (
          <p className="muted">Searching…</p>
        ) : search.status === 'error' ? (
          <p className="notice notice-error" role="alert">
            The search failed. <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSearchRun((n) => n + 1)}>Try again</button>
          </p>
        ) : visible.length === 0 ? (
          <p className="muted">No product found for “{term.trim()}”.</p>
        ) : null
      ) : list.status === 'loading' ? (
        <div className="admin-product-grid" aria-busy="true" aria-label="Loading products">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton admin-product-skeleton" />
          ))}
        </div>
      ) : list.status === 'error' ? (
        <div className="notice notice-error" role="alert">
          <p>Could not load the products.</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => {
            setList((l) => ({ ...l, status: 'loading' }));
            setReload((n) => n + 1);
          }}>
            Try again
          </button>
        </div>
      ) : visible.length === 0 ? (
        <p className="muted">No products yet. <Link to="/product/null/add">Add the first one</Link>.</p>
      ) : null}

      {visible.length > 0 && (
        <div className="admin-product-grid">
          {visible.map((p) => (
            <AdminProductCard key={p.id} product={p} onDelete={setToDelete} />
          ))}
        </div>
      )}

      {!searching && list.hasMore && (
        <div className="row center admin-load-more">
          <button type="button" className="btn btn-outline" onClick={loadMore} disabled={list.status === 'loading-more'}>
            {list.status === 'loading-more' ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete product"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>{DELETE_CONFIRM}</p>
        {toDelete && <p className="muted">{toDelete.productName}</p>}
      </ConfirmDialog>
    </section>
  );
}
