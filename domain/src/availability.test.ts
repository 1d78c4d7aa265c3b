import { describe, expect, it } from 'vitest';
import { canPurchase, isShownToShoppers, purchaseBlocker } from './availability';

const active = {
  productName: 'Blouse',
  productStatus: 'Active',
  availabilityStatus: 'Available',
  quantityInStock: 3,
  tailorPrice: 120000,
  readyMadePrice: 150000,
};

describe('availability', () => {
  it('sells an active, available design in both options', () => {
    expect(purchaseBlocker(active, 'readymade')).toBeNull();
    expect(canPurchase(active, 'tailor')).toBe(true);
  });
  it('refuses deleted and inactive designs, and hides inactive ones', () => {
    expect(purchaseBlocker(null, 'tailor')).toBe('deleted');
    expect(purchaseBlocker({ ...active, productStatus: 'Inactive' }, 'tailor')).toBe('inactive');
    expect(isShownToShoppers({ ...active, productStatus: 'Inactive' })).toBe(false);
    expect(isShownToShoppers({ productStatus: undefined })).toBe(true);
    expect(isShownToShoppers(null)).toBe(false);
  });
  it('refuses discontinued designs in both options', () => {
    const d = { ...active, availabilityStatus: 'Discontinued' };
    expect(purchaseBlocker(d, 'readymade')).toBe('discontinued');
    expect(purchaseBlocker(d, 'tailor')).toBe('discontinued');
  });
  it('needs stock for ready-made only', () => {
    const out = { ...active, availabilityStatus: 'Out of Stock' };
    expect(purchaseBlocker(out, 'readymade')).toBe('out-of-stock');
    expect(purchaseBlocker(out, 'tailor')).toBeNull();
    const none = { ...active, quantityInStock: 0 };
    expect(purchaseBlocker(none, 'readymade')).toBe('out-of-stock');
    expect(purchaseBlocker(none, 'tailor')).toBeNull();
  });
  it('needs a price for the option or the other one', () => {
    expect(purchaseBlocker({ ...active, readyMadePrice: null }, 'readymade')).toBeNull();
    expect(purchaseBlocker({ ...active, readyMadePrice: null, tailorPrice: null }, 'tailor')).toBe('no-price');
  });
});
