import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';
import { resetI18nState, setLanguage } from './i18n/translate';

describe('dates', () => {
  const d = new Date(2026, 2, 5, 16, 30);
  it('writes a day as day, short month, year', () => {
    expect(formatDate(d)).toBe('5 Mar 2026');
  });
  it('adds the time of day', () => {
    expect(formatDateTime(d)).toMatch(/^5 Mar 2026, 4:30\s?pm$/i);
  });
  it('writes a dash for a missing date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });

  describe('in Hindi', () => {
    afterEach(() => resetI18nState());
    it('names the part of the day instead of am/pm', () => {
      setLanguage('hi');
      expect(formatDate(d)).toBe('5 मार्च 2026');
      expect(formatDateTime(d)).toBe('5 मार्च 2026, शाम 4:30');
      expect(formatDateTime(new Date(2026, 2, 5, 5, 32))).toBe('5 मार्च 2026, सुबह 5:32');
    });
  });
});
