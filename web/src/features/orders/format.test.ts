import { describe, expect, it } from 'vitest';
import { orderKindLabel } from './format';

const line = (productType: 'readymade' | 'tailor') => ({ productType }) as never;

describe('orderKindLabel', () => {
  it('names a cart order of ready-made and tailor-made pieces as both, not "Tailor-made"', () => {
    expect(orderKindLabel({ orderType: 'tailor', lines: [line('readymade'), line('tailor')] })).toBe('Ready-made and tailor-made');
  });

  it('keeps the order type’s label otherwise', () => {
    expect(orderKindLabel({ orderType: 'tailor', lines: [line('tailor'), line('tailor')] })).toBe('Tailor-made');
    expect(orderKindLabel({ orderType: 'readymade', lines: [line('readymade')] })).toBe('Ready-made');
    expect(orderKindLabel({ orderType: 'custom', lines: [] })).toBe('Custom design');
  });
});
