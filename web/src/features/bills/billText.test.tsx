import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { longDate } from '@tailor/domain/orderDates';
import { resetI18nState, setLanguage } from '../../lib/i18n/translate';
import { billDay, billMoney, withParts } from './billText';

afterEach(() => resetI18nState());

describe("the bill page's amounts, days and sentences", () => {
  it('write English as domain does, and Hindi with the same figures', () => {
    expect(billDay('2026-11-24')).toBe(longDate('2026-11-24'));
    expect(billDay('2026-02-31')).toBeNull();
    expect(billMoney(12_345_650)).toBe('₹1,23,456.50');
    setLanguage('hi');
    expect(billDay('2026-11-24')).toBe('24 नवंबर 2026');
    expect(billMoney(12_345_650)).toBe('₹1,23,456.50');
  });

  it('put elements where the sentence names them, in either order', () => {
    const { container } = render(
      <p>{withParts('{name} से {amount} मिले।', { name: <strong>Priya</strong>, amount: <b>₹500</b> })}</p>,
    );
    expect(container.innerHTML).toBe('<p><strong>Priya</strong> से <b>₹500</b> मिले।</p>');
  });
});
