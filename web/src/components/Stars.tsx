import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../lib/i18n/useT';
import './Stars.css';

const SCALE = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

function Star({ fill }: { fill: number }) {
  // fill: 0..1, how much of this star is coloured (halves for averages like 4.5).
  const clipId = useId();
  return (
    <svg className="star" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} className="star-empty" />
      {fill > 0 && <path d={STAR_PATH} className="star-full" clipPath={`url(#${clipId})`} />}
    </svg>
  );
}

/** Read-only five stars for a rating (averages are shown to the nearest half star). */
export function Stars({ value, size = 'md', className }: { value: number; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const { t } = useT();
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  const label = t('Rated {rating} out of 5', { rating: Number.isInteger(value) ? value : value.toFixed(1) });
  return (
    <span className={`stars stars-${size}${className ? ` ${className}` : ''}`} role="img" aria-label={label}>
      {SCALE.map((n) => (
        <Star key={n} fill={Math.max(0, Math.min(1, rounded - (n - 1)))} />
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  /** Visible label of the group (also its accessible name). */
  label: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
}

/**
 * A 1-5 rating as an ARIA radio group: one tab stop, arrow keys move and
 * select, Home/End jump to 1/5, click or Space selects.
 */
export function StarRatingInput({ value, onChange, label, id, disabled, invalid, describedBy, onBlur }: StarRatingInputProps) {
  const { tp } = useT();
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = SCALE.includes(value as (typeof SCALE)[number]) ? value : 0;
  const shownValue = current ? `${current}/5` : '';

  function select(next: number) {
    const clamped = Math.max(1, Math.min(5, next));
    onChange(clamped);
    refs.current[clamped - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, n: number) {
    const from = current || n;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = from >= 5 ? 1 : from + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = from <= 1 ? 5 : from - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = 5;
    else if (event.key === ' ' || event.key === 'Enter') next = n;
    if (next === null) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className="star-input">
      <span id={labelId} className="label">
        {label}
      </span>
      <div
        id={id}
        className="star-input-group"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {SCALE.map((n) => {
          const checked = n === current;
          // Roving tab index: the checked star (or the first) is the only tab stop.
          const tabbable = current ? checked : n === 1;
          return (
            <button
              key={n}
              ref={(el) => {
                refs.current[n - 1] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={tp(n, '{count} star', '{count} stars')}
              tabIndex={tabbable ? 0 : -1}
              disabled={disabled}
              className={`star-radio${n <= current ? ' is-on' : ''}`}
              onClick={() => select(n)}
              onKeyDown={(event) => onKeyDown(event, n)}
            >
              <Star fill={n <= current ? 1 : 0} />
            </button>
          );
        })}
        <span className="star-input-value" aria-hidden="true">
          {shownValue}
        </span>
      </div>
    </div>
  );
}
