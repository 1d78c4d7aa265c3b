/**
 * The navigation's search: a small GET form to /gallery?q=…, so it works
 * before the page's scripts have run. Kept tiny: it is part of every page's
 * first download.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../components/SearchIcon';
import { useT } from '../lib/i18n/useT';

export const NAV_SEARCH_ID = 'nav-search';

interface Props {
  /** On a phone the form shows only once its toggle is pressed. */
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

export function NavSearch({ open, onClose, toggleRef }: Props) {
  const navigate = useNavigate();
  const { t } = useT();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  return (
    <form
      id={NAV_SEARCH_ID}
      role="search"
      aria-label={t('Search designs')}
      className={`nav-search${open ? ' is-open' : ''}`}
      action="/gallery"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.replace(/\s+/g, ' ').trim().slice(0, 100);
        navigate(q ? `/gallery?q=${encodeURIComponent(q)}` : '/gallery');
        // The gallery's own box shows the text from here on.
        setText('');
        input.current?.blur();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          onClose();
          toggleRef.current?.focus();
        }
      }}
    >
      <label htmlFor="nav-search-q" className="sr-only">
        {t('Search designs')}
      </label>
      <input
        ref={input}
        id="nav-search-q"
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('Search designs')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className="nav-search-submit">
        <SearchIcon size={22} />
        <span className="sr-only">{t('Search')}</span>
      </button>
    </form>
  );
}
