import { useId, useState, type FormEvent } from 'react';
import {
  defaultFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type BoolFilter,
  type CatalogueFilters,
  type Range,
} from '@tailor/domain';
import { BOOL_FACETS, FACETS, RANGES, boundText, type RangeField } from './filterText';
import { useT } from '../../../lib/i18n/useT';

type RangeDraft = Record<RangeField, [string, string]>;

interface Draft {
  filters: CatalogueFilters;
  ranges: RangeDraft;
}

function toDraft(filters: CatalogueFilters): Draft {
  const ranges = {} as RangeDraft;
  for (const r of RANGES) ranges[r.field] = [String(filters[r.field][0]), String(filters[r.field][1])];
  return { filters, ranges };
}

function parseBound(text: string, fallback: number): number {
  if (text.trim() === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) ? n : fallback;
}

/** The draft as valid filters: bounds clamped to their sliders, min ≤ max (domain's URL rules). */
export function draftToFilters(draft: Draft): CatalogueFilters {
  const f: CatalogueFilters = { ...draft.filters };
  for (const r of RANGES) {
    const [lo, hi] = draft.ranges[r.field];
    f[r.field] = [parseBound(lo, 0), parseBound(hi, r.max)] as Range;
  }
  return filtersFromSearchParams(filtersToSearchParams(f));
}

export interface FilterPanelProps {
  value: CatalogueFilters;
  /** 'panel' applies each change at once; 'drawer' waits for Apply Filters. */
  mode: 'panel' | 'drawer';
  onApply: (filters: CatalogueFilters) => void;
  onReset: () => void;
}

interface RangeBoundProps {
  id: string;
  label: string;
  range: (typeof RANGES)[number];
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  describedBy?: string;
}

/** One end of a range, typed as it is and applied when the field is left. */
function RangeBound({ id, label, range, value, onChange, onBlur, describedBy }: RangeBoundProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy}
      />
    </div>
  );
}

export function FilterPanel({ value, mode, onApply, onReset }: FilterPanelProps) {
  const id = useId();
  const { t } = useT();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const live = mode === 'panel';
  // Filters changed from outside (Back, a removed chip, Reset) replace the draft;
  // the URL catching up with this panel's own change must not (the visitor may
  // already be typing in the next field).
  const valueKey = filtersToSearchParams(value).toString();
  const [shownKey, setShownKey] = useState(valueKey);
  const [appliedKey, setAppliedKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    if (valueKey !== appliedKey) setDraft(toDraft(value));
  }

  function apply(next: Draft) {
    const filters = draftToFilters(next);
    setDraft(toDraft(filters));
    setAppliedKey(filtersToSearchParams(filters).toString());
    onApply(filters);
  }

  function update(next: Draft, applyNow: boolean) {
    if (applyNow && live) apply(next);
    else setDraft(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  return (
    <form className="filter-form" onSubmit={submit} aria-label={t('Filter designs')} noValidate>
      <div className="filter-fields">
        {FACETS.map((facet) => (
          <div className="field" key={facet.field}>
            <label htmlFor={`${id}-${facet.field}`}>{t(facet.label)}</label>
            <select
              id={`${id}-${facet.field}`}
              value={draft.filters[facet.field]}
              onChange={(event) =>
                update({ ...draft, filters: { ...draft.filters, [facet.field]: event.target.value } as CatalogueFilters }, true)
              }
            >
              <option value="">{t(facet.all)}</option>
              {facet.options.map((option) => (
                <option key={option} value={option}>
                  {t(option)}
                </option>
              ))}
            </select>
          </div>
        ))}
        {BOOL_FACETS.map((facet) => (
          <div className="field" key={facet.field}>
            <label htmlFor={`${id}-${facet.field}`}>{t(facet.label)}</label>
            <select
              id={`${id}-${facet.field}`}
              value={draft.filters[facet.field]}
              onChange={(event) =>
                update({ ...draft, filters: { ...draft.filters, [facet.field]: event.target.value as BoolFilter } }, true)
              }
            >
              <option value="">{t('Any')}</option>
              <option value="true">{t('Yes')}</option>
              <option value="false">{t('No')}</option>
            </select>
          </div>
        ))}
      </div>

      {RANGES.map((range) => {
        const [lo, hi] = draft.ranges[range.field];
        const unit = range.unit === 'rupees' ? '₹' : '%';
        const setBound = (index: 0 | 1, text: string) => {
          const pair: [string, string] = index === 0 ? [text, hi] : [lo, text];
          update({ ...draft, ranges: { ...draft.ranges, [range.field]: pair } }, false);
        };
        const commit = () => {
          if (live) apply(draft);
        };
        return (
          <fieldset className="filter-range" key={range.field}>
            <legend>
              {t(range.label)} ({unit})
            </legend>
            <div className="filter-range-inputs">
              <RangeBound id={`${id}-${range.field}-min`} label={t('Min')} range={range} value={lo} onChange={(text) => setBound(0, text)} onBlur={commit} />
              <span aria-hidden="true" className="filter-range-dash">
                –
              </span>
              <RangeBound
                id={`${id}-${range.field}-max`}
                label={t('Max')}
                range={range}
                value={hi}
                onChange={(text) => setBound(1, text)}
                onBlur={commit}
                describedBy={range.unit === 'rupees' ? `${id}-${range.field}-hint` : undefined}
              />
            </div>
            {range.unit === 'rupees' && (
              <p className="field-hint" id={`${id}-${range.field}-hint`}>
                {t('{amount} means no upper limit.', { amount: boundText(range.max, 'rupees', range.max) })}
              </p>
            )}
          </fieldset>
        );
      })}

      <div className={`filter-actions${mode === 'drawer' ? ' is-sticky' : ''}`}>
        <button type="submit" className="btn btn-primary">
          {t('Apply Filters')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setDraft(toDraft(defaultFilters()));
            onReset();
          }}
        >
          {t('Reset Filters')}
        </button>
      </div>
    </form>
  );
}
