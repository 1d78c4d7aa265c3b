import type { OfferedDay } from '@tailor/domain';
import { useT } from '../../lib/i18n/useT';
import { slotDayText, slotTimeText } from './bookingText';

/**
 * A day, then a free slot: two groups of radio buttons (arrow keys move within
 * a group, as for any radio group). Full and past slots are shown, disabled.
 */
export function SlotPicker({
  days,
  day,
  time,
  onDay,
  onTime,
  name,
}: {
  days: OfferedDay[];
  day: string;
  time: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  name: string;
}) {
  const { t, tp } = useT();
  const open = days.filter((d) => !d.closed);
  const chosen = open.find((d) => d.day === day);
  return (
    <div className="slot-picker stack">
      <fieldset className="slot-days">
        <legend>{t('Day')}</legend>
        {open.length === 0 && <p className="field-hint">{t('No days are open for booking in this period.')}</p>}
        <div className="slot-options">
          {open.map((d) => {
            const free = d.slots.some((s) => s.state === 'free');
            return (
              <label key={d.day} className={`slot-option${d.day === day ? ' is-chosen' : ''}${free ? '' : ' is-full'}`}>
                <input type="radio" name={`${name}-day`} value={d.day} checked={d.day === day} onChange={() => onDay(d.day)} />
                <span>{slotDayText(d)}</span>
                {!free && <span className="slot-note">{t('Full')}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosen && (
        <fieldset className="slot-times">
          <legend>{t('Time on {day}', { day: slotDayText(chosen) })}</legend>
          <div className="slot-options">
            {chosen.slots.map((s) => (
              <label key={s.time} className={`slot-option${s.time === time ? ' is-chosen' : ''}${s.state === 'free' ? '' : ' is-full'}`}>
                <input type="radio" name={`${name}-time`} value={s.time} checked={s.time === time} disabled={s.state !== 'free'} onChange={() => onTime(s.time)} />
                <span>{slotTimeText(s.time)}</span>
                <span className="slot-note">{s.state === 'full' ? t('Full') : s.state === 'past' ? t('Passed') : tp(s.free, '{count} place left', '{count} places left')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
