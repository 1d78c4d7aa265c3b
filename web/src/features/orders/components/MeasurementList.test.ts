import { describe, expect, it } from 'vitest';
import { measurementRows } from './MeasurementList';

describe('measurementRows', () => {
  it('lists the chart rows that have a value, in chart order, then keys no chart knows', () => {
    const rows = measurementRows('Blouse', { waist: 28, legacyDart: 2, chest: 34 });
    expect(rows.map(([key]) => key)).toEqual(['chest', 'waist', 'legacyDart']);
    expect(rows[0]).toEqual(['chest', 'Chest (inches)', 34]);
    expect(rows[2]).toEqual(['legacyDart', 'legacyDart', 2]);
  });

  it('keeps every value of an order without a known category under its own name', () => {
    expect(measurementRows(null, { waist: 30 })).toEqual([['waist', 'waist', 30]]);
  });
});
