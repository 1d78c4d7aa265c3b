import { NOTE_MAX, dateFromIso, isoDate } from '@tailor/domain';

/** A labelled textarea with a character counter (notes and reasons, at most 500 characters). */
export function NoteField({ id, label, value, onChange, max = NOTE_MAX }: { id: string; label: string; value: string; onChange: (v: string) => void; max?: number }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} maxLength={max} value={value} aria-describedby={`${id}-count`} onChange={(e) => onChange(e.target.value)} />
      <span className="field-hint" id={`${id}-count`}>
        {value.length}/{max}
      </span>
    </div>
  );
}

/** The moment to record for cash collected on `iso` (YYYY-MM-DD): now when today, else midday of that day; null for a bad or future date. */
export function collectedAtFrom(iso: string, now = new Date()): Date | null {
  const day = dateFromIso(iso);
  if (!day) return null;
  if (iso === isoDate(now)) return now;
  if (day.getTime() > now.getTime()) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12);
}
