import { beforeEach, describe, expect, it } from 'vitest';
import { emptyOrderDraft } from '@tailor/domain';
import { clearDraft, draftKey, loadDraft, restoreDraft, saveDraft } from './draft';
import { requestFromDraft } from './components/OrderWizard';

describe('order draft in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a blank measurement blank across a reload, and reads an old draft\'s 0 as blank', () => {
    const draft = { ...emptyOrderDraft('tailor', 'p-1'), category: 'Blouse' as const };
    draft.measurements = { chest: 34, waist: undefined as unknown as number, shoulder: -2 };
    saveDraft('p-1', 'tailor', draft);
    expect(loadDraft('p-1', 'tailor').measurements).toEqual({ chest: 34, shoulder: -2 });
    localStorage.setItem(draftKey('p-1', 'tailor'), JSON.stringify({ category: 'Blouse', measurements: { chest: 0, waist: 28 } }));
    expect(loadDraft('p-1', 'tailor').measurements).toEqual({ waist: 28 });
  });

  it('brings a typed 0 back as 0 after a reload (the measurements step refuses it by name)', () => {
    const draft = { ...emptyOrderDraft('tailor', 'p-1'), category: 'Blouse' as const, measurements: { chest: 0, waist: 28 } };
    saveDraft('p-1', 'tailor', draft);
    expect(loadDraft('p-1', 'tailor').measurements).toEqual({ chest: 0, waist: 28 });
  });

  it('uses one key per product and order type', () => {
    expect(draftKey('p-1', 'tailor')).toBe('silai:order-draft:p-1:tailor');
    expect(draftKey('null', 'custom')).toBe('silai:order-draft:null:custom');
  });

  it('round-trips what was typed, but never the user id or the lines', () => {
    const draft = { ...emptyOrderDraft('tailor', 'p-1'), userId: 'u1', color: 'Maroon', measurements: { chest: 34.5 }, category: 'Blouse' as const };
    draft.customer.address.city = 'Mumbai';
    saveDraft('p-1', 'tailor', draft);
    const stored = JSON.parse(localStorage.getItem('silai:order-draft:p-1:tailor')!);
    expect(stored.userId).toBeUndefined();
    expect(stored.lines).toBeUndefined();
    const back = loadDraft('p-1', 'tailor');
    expect(back.color).toBe('Maroon');
    expect(back.measurements).toEqual({ chest: 34.5 });
    expect(back.category).toBe('Blouse');
    expect(back.customer.address.city).toBe('Mumbai');
    expect(back.lines).toEqual([{ productId: 'p-1', productType: 'tailor', quantity: 1 }]);
    clearDraft('p-1', 'tailor');
    expect(loadDraft('p-1', 'tailor')).toEqual(emptyOrderDraft('tailor', 'p-1'));
  });

  it('drops malformed stored values', () => {
    const back = restoreDraft(
      { color: 5, category: 'Saree', measurements: { chest: 'x', waist: 30, 'bad key': 1 }, clothPic: ['https://a/b.png', 3], customer: 'x' },
      'custom',
      'null',
    );
    expect(back.color).toBe('');
    expect(back.category).toBeNull();
    expect(back.measurements).toEqual({ waist: 30 });
    expect(back.clothPic).toEqual(['https://a/b.png']);
    expect(back.customer.name).toBe('');
    expect(back.customer.address.country).toBe('India');
  });

  it('survives corrupt JSON', () => {
    localStorage.setItem('silai:order-draft:p-1:readymade', '{not json');
    expect(loadDraft('p-1', 'readymade')).toEqual(emptyOrderDraft('readymade', 'p-1'));
  });
});

describe('requestFromDraft', () => {
  it('keeps only the chosen category’s measurements and the fields the order type shows', () => {
    const draft = {
      ...emptyOrderDraft('tailor', 'p-1'),
      category: 'Lehenga' as const,
      measurements: { waist: 30, hip: 40, length: 41, chest: 34, shoulder: 14 },
      designDetails: 'left over',
      designPic: ['https://x/y.png'],
      Link: 'https://x',
      color: 'Red',
    };
    const req = requestFromDraft(draft);
    expect(req.measurements).toEqual({ waist: 30, hip: 40, length: 41 });
    expect(req.designDetails).toBe('');
    expect(req.designPic).toEqual([]);
    expect(req.Link).toBe('');
    expect(req.color).toBe('Red');
    const ready = requestFromDraft({ ...emptyOrderDraft('readymade', 'p-1'), clothPic: ['https://x/y.png'], color: 'Red' });
    expect(ready.clothPic).toEqual([]);
    expect(ready.color).toBe('');
    expect(ready.measurements).toEqual({});
  });
});
