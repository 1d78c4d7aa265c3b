/** The gallery's text search and sort controls; both live in the URL with the filters. */
import { useId, useState } from 'react';
import {
  SEARCH_PARAM,
  SORT_OPTIONS,
  SORT_OPTION_LABELS,
  catalogueQueryToSearchParams,
  cleanQuery,
  isOneOf,
  type CatalogueQuery,
  type Category,
  type SortOption,
} from '@tailor/domain';

/** Categories offered when a search finds nothing. */
export const SEARCH_SUGGESTIONS: readonly { category: Category; label: string }[] = [
  { category: 'Blouse', label: 'Blouses' },
  { category: 'Lehenga', label: 'Lehengas' },
  { category: 'Saree', label: 'Sarees' },
  { category: 'Suit', label: 'Suits' },
];

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

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
  // What is typed; replaced when the address's text changes (Back, a chip, a suggestion).
  const [typed, setTyped] = useState({ for: query.q, text: query.q });
  const text = typed.for === query.q ? typed.text : query.q;
  const kept = [...catalogueQueryToSearchParams({ ...query, q: '' })];
  return (
    <form
      role="search"
      aria-label="Search the gallery"
      className="gallery-search"
      action="/gallery"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(cleanQuery(text));
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search designs
      </label>
      <input
        id={`${id}-q`}
        className="input"
        type="search"
        name={SEARCH_PARAM}
        value={text}
        onChange={(e) => setTyped({ for: query.q, text: e.target.value })}
        placeholder="Search designs: silk, zari, blouse…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="btn btn-primary gallery-search-button">
        <SearchIcon />
        <span>Search</span>
      </button>
    </form>
  );
}

export function SortControl({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  return (
    <div className="sort-control">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(e) => {
          if (isOneOf(SORT_OPTIONS, e.target.value)) onChange(e.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_OPTION_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
