/**
 * The ready-made size choice (one radio per size the design is offered in)
 * and its size guide: the category's chart in a dialog.
 */
import { useId, useState } from 'react';
import { sizeChartFor, type Size, type SizeChart } from '@tailor/domain';
import { Modal } from './Modal';
import { msg } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/useT';
import './SizePicker.css';

export const CHOOSE_A_SIZE = msg('Choose a size');

const COLUMN_LABELS: Record<SizeChart['columns'][number], string> = {
  bust: msg('Bust'),
  waist: msg('Waist'),
  hip: msg('Hip'),
  length: msg('Length'),
};

export function SizeGuideTable({ category }: { category: string }) {
  const { t } = useT();
  const chart = sizeChartFor(category);
  return (
    <div className="size-guide">
      {chart.columns.length > 0 ? (
        <div className="size-guide-scroll">
          <table className="size-guide-table">
            <caption className="sr-only">{t('{category} sizes, body measurements in inches', { category: t(category) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Size')}</th>
                {chart.columns.map((c) => (
                  <th scope="col" key={c}>
                    {t(COLUMN_LABELS[c])} <span className="size-guide-unit">{t('(in)')}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {chart.columns.map((c) => (
                    <td key={c}>{row[c] ?? '–'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="size-guide-free">
          <strong>{t('Free Size')}</strong>
        </p>
      )}
      <p className="size-guide-note">{t(chart.note)}</p>
    </div>
  );
}

export function SizeGuideButton({ category }: { category: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button size-guide-button" onClick={() => setOpen(true)}>
        {t('Size guide')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('Size guide: {category}', { category: t(category) })} className="size-guide-modal">
        <SizeGuideTable category={category} />
      </Modal>
    </>
  );
}

interface SizePickerProps {
  category: string;
  sizes: readonly Size[];
  value: Size | null;
  onChange: (size: Size) => void;
  /** Shown under the sizes (e.g. "Choose a size"). */
  error?: string | null;
  legend?: string;
}

export function SizePicker({ category, sizes, value, onChange, error, legend = msg('Size') }: SizePickerProps) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`size-picker${error ? ' has-error' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="size-picker-legend">{t(legend)}</legend>
      <SizeGuideButton category={category} />
      <div className="size-options">
        {sizes.map((size) => (
          <label key={size} className={`size-option${value === size ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={`${id}-size`}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              aria-invalid={error ? true : undefined}
            />
            <span>{size}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error size-picker-error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
