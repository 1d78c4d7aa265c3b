import { describe, expect, it } from 'vitest';
import { billFromData, billParts, billRefusal, buildBill, shareInProportion } from './bill';
import { DEFAULT_SHOP_SETTINGS } from './shopDetails';
import { DEFAULT_BILLING_SETTINGS } from './billing';
import { orderFromData } from './orderRecord';

const GSTIN = '27AAPFU0939F1ZV';
const shop = { ...DEFAULT_SHOP_SETTINGS, billing: { ...DEFAULT_BILLING_SETTINGS, gstin: GSTIN } };
const issue = { number: 'SS/26-27/0001', financialYear: '2026-27', issuedOn: '2026-11-26' };

function order(patch: Record<string, unknown> = {}) {
  return orderFromData('o1', {
    orderNumber: 'SS-1001',
    orderType: 'tailor',
    orderStatus: 'confirmed',
    customer: { name: 'Priya Sharma', phone: '9820012345', address: { street: '12 Hill Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' } },
    lines: [
      { productId: 'a', productType: 'tailor', quantity: 1, productName: 'Silk Blouse', price: 99_900, discount: 0, totalPrice: 99_900 },
      { productId: 'b', productType: 'readymade', size: 'M', quantity: 2, productName: 'Cotton Kurta', price: 150_000, discount: 0, totalPrice: 300_000 },
    ],
    shippingCharge: 10_000,
    totalPrice: 409_900,
    pricedAt: 1,
    ...patch,
  });
}

describe('buildBill: worked examples', () => {
  it('Tax Invoice, intra-state (Maharashtra to Maharashtra): CGST + SGST per line, delivery taxed as the principal line', () => {
    const bill = buildBill(order(), shop, issue);
    expect(bill.kind).toBe('tax-invoice');
    expect(bill.intraState).toBe(true);
    expect(bill.seller).toMatchObject({ gstin: GSTIN, state: 'Maharashtra', stateCode: '27' });
    expect(bill.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(bill.lines.map((l) => [l.code, l.amountPaise, l.rateBp, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      // ₹999.00 tailoring at 5 %: ₹951.43 + ₹47.57 (CGST ₹23.79, SGST ₹23.78)
      ['998822', 99_900, 500, 95_143, 2_379, 2_378, 0],
      // 2 × ₹1,500.00 ready-made (₹1,428.57 a piece before tax ≤ ₹2,500) at 5 %: ₹2,857.14 + ₹142.86
      ['6204', 300_000, 500, 285_714, 7_143, 7_143, 0],
      // ₹100.00 delivery with the largest line (the kurtas): 5 %, HSN 6204: ₹95.24 + ₹4.76
      ['6204', 10_000, 500, 9_524, 238, 238, 0],
    ]);
    expect(bill.totals).toEqual({
      amountPaise: 409_900,
      taxablePaise: 390_381,
      cgstPaise: 9_760,
      sgstPaise: 9_759,
      igstPaise: 0,
      taxPaise: 19_519,
    });
    expect(bill.totals.taxablePaise + bill.totals.taxPaise).toBe(bill.totals.amountPaise);
  });

  it('Tax Invoice, inter-state (to Karnataka), a ready-made piece above ₹2,500: IGST at 18 %', () => {
    const bill = buildBill(
      order({
        customer: { name: 'Kavya', phone: '9820012345', address: { street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } },
        lines: [{ productId: 'c', productType: 'readymade', quantity: 1, productName: 'Lehenga', price: 354_000, discount: 0, totalPrice: 354_000 }],
        shippingCharge: 0,
        totalPrice: 354_000,
      }),
      shop,
      issue,
    );
    expect(bill.intraState).toBe(false);
    expect(bill.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(bill.lines).toEqual([
      expect.objectContaining({ rateBp: 1_800, taxablePaise: 300_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 54_000 }),
    ]);
    expect(bill.totals.igstPaise).toBe(54_000);
  });

  it('Bill of Supply without a GSTIN: no tax, the whole amount as value', () => {
    const bill = buildBill(order(), DEFAULT_SHOP_SETTINGS, issue);
    expect(bill.kind).toBe('bill-of-supply');
    expect(bill.seller.gstin).toBeNull();
    expect(bill.lines.every((l) => l.rateBp === 0 && l.taxablePaise === l.amountPaise)).toBe(true);
    expect(bill.totals).toMatchObject({ amountPaise: 409_900, taxablePaise: 409_900, taxPaise: 0 });
  });

  it('an agreed price is shared among the lines in proportion, to the paisa', () => {
    const o = order({ agreedPrice: 400_000 });
    const parts = billParts(o);
    expect(parts.reduce((a, p) => a + p.amountPaise, 0)).toBe(400_000);
    // 4,00,000 × 99,900 / 4,09,900 = 97,487.19; × 3,00,000 / … = 2,92,754.33; × 10,000 / … = 9,758.48:
    // rounded down they make 3,99,999; the paisa left goes to the largest fraction (delivery's .48).
    expect(parts.map((p) => p.amountPaise)).toEqual([97_487, 292_754, 9_759]);
  });

  it('a custom order without priced lines is one tailoring line of the agreed price', () => {
    const o = order({ orderType: 'custom', category: 'Lehenga', lines: [], shippingCharge: null, totalPrice: null, agreedPrice: 1_250_000 });
    const bill = buildBill(o, shop, issue);
    expect(bill.lines).toEqual([expect.objectContaining({ kind: 'tailoring', description: 'Lehenga, custom tailoring', amountPaise: 1_250_000, rateBp: 500 })]);
  });

  it('a stored bill reads back as it was written', () => {
    const bill = buildBill(order(), shop, issue);
    expect(billFromData(JSON.parse(JSON.stringify(bill)))).toEqual(bill);
    expect(billFromData(undefined)).toBeNull();
    expect(billFromData({ number: 'X', lines: 'junk' })?.lines).toEqual([]);
  });
});

describe('billRefusal', () => {
  it('refuses cancelled, pending and unpriced orders', () => {
    expect(billRefusal(order({ orderStatus: 'cancelled' }))).toBe('cancelled');
    expect(billRefusal(order({ orderStatus: 'pending' }))).toBe('pending');
    expect(billRefusal(order({ pricedAt: null }))).toBe('unpriced');
    expect(billRefusal(order({ orderStatus: 'delivered' }))).toBeNull();
  });
});

describe('shareInProportion', () => {
  it('adds up exactly, remainders to the largest fractions', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(10, [0, 0])).toEqual([10, 0]);
  });
});
