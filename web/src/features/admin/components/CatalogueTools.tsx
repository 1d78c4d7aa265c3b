/** The catalogue screen's tools above its grid: the search, the filters and the bulk actions on a selection. */
import { AVAILABILITY_STATUSES, CATEGORIES, PRODUCT_STATUSES } from '@tailor/domain';
import type { BulkAction, CatalogueFilters } from '../catalogueTools';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** Catalogue-wide search; the words are searched when the form is sent. */
export function CatalogueSearchForm({ term, onTermChange, onSearch }: { term: string; onTermChange: (term: string) => void; onSearch: () => void }) {
  const { t } = useT();
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
        <label htmlFor="catalogue-search">{t('Search products')}</label>
        <div className="admin-search-row">
          <input
            id="catalogue-search"
            type="search"
            value={term}
            onChange={(e) => onTermChange(e.target.value)}
            placeholder={t('e.g. red silk blouse')}
            autoComplete="off"
            aria-describedby="catalogue-search-hint"
          />
          {term.trim() !== '' && (
            <button type="button" className="btn btn-outline" onClick={() => onTermChange('')}>
              {t('Clear')}
            </button>
          )}
        </div>
        <p className="field-hint" id="catalogue-search-hint">
          {t('Searches the whole catalogue for every word, anywhere in name, category, fabric, colour, work and tags (“zari blouse” finds “Red Zari Work Blouse”).')}
        </p>
      </div>
    </form>
  );
}

const FILTER_FIELDS = [
  { key: 'status', label: msg('Status'), options: PRODUCT_STATUSES },
  { key: 'availability', label: msg('Availability'), options: AVAILABILITY_STATUSES },
  { key: 'category', label: msg('Category'), options: CATEGORIES },
] as const;

/** Status, availability and category, kept in the address so a reload or a shared link keeps them. */
export function CatalogueFilterBar({ filters, onChange }: { filters: CatalogueFilters; onChange: (key: keyof CatalogueFilters, value: string) => void }) {
  const { t } = useT();
  return (
    <div className="catalogue-filters" role="group" aria-label={t('Filter products')}>
      {FILTER_FIELDS.map((f) => (
        <div className="field" key={f.key}>
          <label htmlFor={`catalogue-filter-${f.key}`}>{t(f.label)}</label>
          <select id={`catalogue-filter-${f.key}`} value={filters[f.key] ?? ''} onChange={(e) => onChange(f.key, e.target.value)}>
            <option value="">{t('All')}</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {t(o)}
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
  const { t } = useT();
  return (
    <div className="catalogue-bulk" role="region" aria-label={t('Selected designs')}>
      <strong aria-live="polite">{t('{count} selected', { count })}</strong>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onAction('activate')}>
        {t('Activate')}
      </button>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onAction('deactivate')}>
        {t('Deactivate')}
      </button>
      <button type="button" className="btn btn-danger btn-sm" onClick={() => onAction('delete')}>
        {t('Delete')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
        {t('Clear selection')}
      </button>
    </div>
  );
}
