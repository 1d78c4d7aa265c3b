/**
 * Dates as the shop writes them everywhere, in the chosen language's locale:
 * "5 Mar 2026", "5 Mar 2026, 4:30 pm" (en-IN); "5 मार्च 2026", "5 मार्च 2026, शाम 4:30" (hi-IN); '—' for none.
 */
import { currentLocale } from './i18n/translate';

const formats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

function formatsFor(locale: string) {
  let f = formats.get(locale);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
      // Hindi names the part of the day ('सुबह 5:32') where English writes am/pm.
      dateTime: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...(locale.startsWith('hi') ? { dayPeriod: 'short' } : {}),
      }),
    };
    formats.set(locale, f);
  }
  return f;
}

export function formatDate(date: Date | null | undefined): string {
  return date ? formatsFor(currentLocale()).date.format(date) : '—';
}

export function formatDateTime(date: Date | null | undefined): string {
  return date ? formatsFor(currentLocale()).dateTime.format(date) : '—';
}
