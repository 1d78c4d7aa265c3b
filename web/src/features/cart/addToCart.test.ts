import { afterEach, describe, expect, it } from 'vitest';
import { addedMessage } from './addToCart';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import hindi from '../catalog/hi';

afterEach(() => resetI18nState());

describe('addedMessage', () => {
  it('names the option, the size of a ready-made line, and the design', () => {
    expect(addedMessage('Zari Blouse', 'readymade', 'M')).toBe('Ready-made (size M) option of Zari Blouse added to cart!');
    expect(addedMessage('Silk Saree', 'readymade', 'Free Size')).toBe('Ready-made (Free Size) option of Silk Saree added to cart!');
    expect(addedMessage('Zari Blouse', 'tailor')).toBe('Tailor-made option of Zari Blouse added to cart!');
    // A tailor-made line has no size, whatever a caller passes.
    expect(addedMessage('Zari Blouse', 'tailor', 'M')).toBe('Tailor-made option of Zari Blouse added to cart!');
  });

  it('in Hindi, with the design first and the option and size in Hindi words', () => {
    addEntries(hindi);
    setLanguage('hi');
    expect(addedMessage('Zari Blouse', 'readymade', 'M')).toBe('Zari Blouse (रेडीमेड, साइज़ M) कार्ट में डाल दिया गया!');
    expect(addedMessage('Silk Saree', 'readymade', 'Free Size')).toBe('Silk Saree (रेडीमेड, फ़्री साइज़) कार्ट में डाल दिया गया!');
    expect(addedMessage('Zari Blouse', 'tailor')).toBe('Zari Blouse (नाप से सिलाई) कार्ट में डाल दिया गया!');
  });
});
