import { describe, expect, it } from 'vitest';
import { formatOrderNumber, legacyOrderNumber, orderNumberQuery, parseOrderNumber } from './orderNumbers';
import { orderFromData } from './orderRecord';

describe('order numbers', () => {
  it('formats and parses SS-1001', () => {
    expect(formatOrderNumber(1001)).toBe('SS-1001');
    expect(formatOrderNumber(1002, 'SILK')).toBe('SILK-1002');
    expect(parseOrderNumber('SILK-1002')).toBe(1002);
    expect(parseOrderNumber('SS-1001')).toBe(1001);
    expect(parseOrderNumber('SS-0')).toBeNull();
    expect(parseOrderNumber('TS-SEED-O')).toBeNull();
    expect(parseOrderNumber('TS-123456')).toBeNull();
    expect(parseOrderNumber('SS-10O1')).toBeNull();
    expect(parseOrderNumber(1001)).toBeNull();
  });
  it('keeps a reader fallback for orders placed before numbering', () => {
    expect(legacyOrderNumber('a1b2c3d4e5')).toBe('TS-A1B2C3');
    expect(orderFromData('a1b2c3d4', {}).orderNumber).toBe('TS-A1B2C3');
    expect(orderFromData('a1b2c3d4', { orderNumber: 'SS-1002' }).orderNumber).toBe('SS-1002');
  });
  it('reads what the admin types into the search box', () => {
    expect(orderNumberQuery('1001')).toBe('SS-1001');
    expect(orderNumberQuery(' ss 1001 ')).toBe('SS-1001');
    expect(orderNumberQuery('SS-1001')).toBe('SS-1001');
    expect(orderNumberQuery('Priya')).toBeNull();
  });
});
