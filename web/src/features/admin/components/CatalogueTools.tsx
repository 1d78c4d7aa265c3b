/** The catalogue screen's tools above its grid: the search, the filters and the bulk actions on a selection. */
import { AVAILABILITY_STATUSES, CATEGORIES, PRODUCT_STATUSES } from '@tailor/domain';
import type { BulkAction, CatalogueFilters } from '../catalogueTools';

/** Catalogue-wide search; the words are searched when the form is sent. */
export function CatalogueSearchForm({ term, onTermChange, onSearch }: { term: string; onTermChange: (term: string) => void; onSearch: () => void }) {
  return (
    <form
      className="admin-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <div className="field">
        <label htmlFor="catalogue-search">Search products</label>
        <div className="admin-search-row">
          <input
            id="catalogue-search"
            type="search"
            value={term}
            onChange={(e) => onTermChange(e.target.value)}
            placeholder="e.g. red silk blouse"
            autoComplete="off"
            aria-describedby="catalogue-search-hint"
          />
          {term.trim() !== '' && (
            <button type="button" className="btn btn-outline" onClick={() => onTermChange('')}>
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
  );
}

const FILTER_FIELDS = [
  { key: 'status', label: 'Status', options: PRODUCT_STATUSES },
  { key: 'availability', label: 'Availability', options: AVAILABILITY_STATUSES },
  { key: 'category', label: 'Category', options: CATEGORIES },
] as const;

/** Status, availability and category, kept in the address so a reload or a shared link keeps them. */
export function CatalogueFilterBar({ filters, onChange }: { filters: CatalogueFilters; onChange: (key: keyof CatalogueFilters, value: string) => void }) {
  return (
    <div className="catalogue-filters" role="group" aria-label="Filter products">
      {FILTER_FIELDS.map((f) => (
        <div className="field" key={f.key}>
          <label htmlFor={`catalogue-filter-${f.key}`}>{f.label}</label>
          <select id={`catalogue-filter-${f.key}`} value={filters[f.key] ?? ''} onChange={(e) => onChange(f.key, e.target.value)}>
            <option value="">All</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

/** Shown while designs are selected: what to do with all of them at once. */
export function CatalogueBulkBar({ count, onAction, onClear }: { count: number; onAction: (action: BulkAction) => void; onClear: () => void }) {
  return (
    <div className="catalogue-bulk" role="region" aria-label="Selected designs">
      <strong aria-live="polite">{count} selected</strong>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onAction('activate')}>
        Activate
      </button>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onAction('deactivate')}>
        Deactivate
      </button>
      <button type="button" className="btn btn-danger btn-sm" onClick={() => onAction('delete')}>
        Delete
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
