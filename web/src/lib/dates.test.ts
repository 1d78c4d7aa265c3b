import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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
});
