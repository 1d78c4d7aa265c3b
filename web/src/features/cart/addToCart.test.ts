import { describe, expect, it } from 'vitest';
import { addedMessage } from './addToCart';

describe('addedMessage', () => {
  it('names the option, the size of a ready-made line, and the design', () => {
    expect(addedMessage('Zari Blouse', 'readymade', 'M')).toBe('Ready-made (size M) option of Zari Blouse added to cart!');
    expect(addedMessage('Silk Saree', 'readymade', 'Free Size')).toBe('Ready-made (Free Size) option of Silk Saree added to cart!');
    expect(addedMessage('Zari Blouse', 'tailor')).toBe('Tailor-made option of Zari Blouse added to cart!');
    // A tailor-made line has no size, whatever a caller passes.
    expect(addedMessage('Zari Blouse', 'tailor', 'M')).toBe('Tailor-made option of Zari Blouse added to cart!');
  });
});
