/** The gallery's text search and sort controls; both live in the URL with the filters. */
import { useId, useState } from 'react';
import {
  SEARCH_PARAM,
  catalogueQueryToSearchParams,
  cleanQuery,
  type CatalogueQuery,
  type Category,
  type SortOption,
} from '@tailor/domain';
import { SearchIcon } from '../../../components/SearchIcon';
import { SortSelect } from '../components/SortSelect';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** Categories offered when a search finds nothing. */
export const SEARCH_SUGGESTIONS: readonly { category: Category; label: string }[] = [
  { category: 'Blouse', label: msg('Blouses') },
  { category: 'Lehenga', label: msg('Lehengas') },
  { category: 'Saree', label: msg('Sarees') },
  { category: 'Suit', label: msg('Suits') },
];

interface SearchProps {
  query: CatalogueQuery;
  onSearch: (text: string) => void;
}

/**
 * A GET form to /gallery: before the page's scripts run it still searches,
 * carrying the current filters and sort in hidden fields.
 */
export function GallerySearch({ query, onSearch }: SearchProps) {
  const id = useId();
  const { t } = useT();
  // What is typed; replaced when the address's text changes (Back, a chip, a suggestion).
  const [typed, setTyped] = useState({ for: query.q, text: query.q });
  const text = typed.for === query.q ? typed.text : query.q;
  const kept = [...catalogueQueryToSearchParams({ ...query, q: '' })];
  return (
    <form
      role="search"
      aria-label={t('Search the gallery')}
      className="gallery-search"
      action="/gallery"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(cleanQuery(text));
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('Search designs')}
      </label>
      <input
        id={`${id}-q`}
        className="input"
        type="search"
        name={SEARCH_PARAM}
        value={text}
        onChange={(e) => setTyped({ for: query.q, text: e.target.value })}
        placeholder={t('Search designs: silk, zari, blouse…')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="btn btn-primary gallery-search-button">
        <SearchIcon />
        <span>{t('Search')}</span>
      </button>
    </form>
  );
}

export function SortControl({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  const { t } = useT();
  return (
    <div className="sort-control">
      <label htmlFor={id}>{t('Sort by')}</label>
      <SortSelect id={id} className="input" value={value} onChange={onChange} />
    </div>
  );
}
