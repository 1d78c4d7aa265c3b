import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MAX_ORDER_LINES } from '@tailor/domain';
import { LinePicker } from './LinePicker';
import type { CheckoutLine } from '../data';

const lines: CheckoutLine[] = Array.from({ length: MAX_ORDER_LINES + 2 }, (_, i) => ({
  id: `l${i}`,
  productId: `p${i}`,
  productType: 'tailor',
  quantity: 1,
  size: null,
  productName: `Design ${i}`,
  category: 'Blouse',
  image: null,
  unavailable: null,
}));

describe('LinePicker', () => {
  it('says how many designs one order holds, and how many more to leave out', () => {
    render(<LinePicker orderable={lines} leftOut={new Set()} onChange={() => undefined} />);
    const count = document.getElementById('line-picker-count')!;
    expect(count.textContent).toBe(`One order holds up to ${MAX_ORDER_LINES} designs. ${MAX_ORDER_LINES + 2} of ${MAX_ORDER_LINES + 2} chosen: leave out 2 more.`);
    expect(count.getAttribute('role')).toBe('alert');
  });

  it('a checkbox per design: unticking leaves it in the cart, ticking takes it back', () => {
    const onChange = vi.fn();
    const { rerender } = render(<LinePicker orderable={lines} leftOut={new Set(['l20', 'l21'])} onChange={onChange} />);
    expect(document.getElementById('line-picker-count')!.textContent).toContain(`${MAX_ORDER_LINES} of ${MAX_ORDER_LINES + 2} chosen; the others stay in your cart`);
    fireEvent.click(screen.getByRole('checkbox', { name: /Design 0\b/ }));
    expect(onChange).toHaveBeenLastCalledWith(['l20', 'l21', 'l0']);
    rerender(<LinePicker orderable={lines} leftOut={new Set(['l20', 'l21', 'l0'])} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Design 21\b/ }));
    expect(onChange).toHaveBeenLastCalledWith(['l20', 'l0']);
  });
});
