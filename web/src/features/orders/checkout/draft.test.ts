import { beforeEach, describe, expect, it } from 'vitest';
import { clearCheckoutDraft, emptyCheckoutDraft, loadCheckoutDraft, restoreCheckoutDraft, saveCheckoutDraft } from './draft';

describe('checkout draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed across a reload, per account', () => {
    const draft = {
      ...emptyCheckoutDraft(),
      customer: { name: 'Ritu', email: 'r@example.com', phone: '9820012345', address: { street: '7 Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' } },
      saveAddress: true,
      lines: { 'p1_tailor': { category: 'lehenga' as const, values: { waist: 0, hip: 40 }, profileId: 'x', profileName: 'Wedding' } },
      specialInstructions: 'Call after 6',
      leftOut: ['p9_tailor'],
    };
    saveCheckoutDraft('u1', draft);
    expect(loadCheckoutDraft('u1')).toEqual(draft);
    expect(loadCheckoutDraft('u2')).toEqual(emptyCheckoutDraft());
    clearCheckoutDraft('u1');
    expect(loadCheckoutDraft('u1')).toEqual(emptyCheckoutDraft());
  });

  it('falls back to the defaults for anything malformed', () => {
    const d = restoreCheckoutDraft({
      customer: 'x',
      addressChoice: 3,
      lines: { a: { category: 'saree', values: { chest: 'x', 'bad key': 3, waist: 30 } }, b: 'junk' },
      clothPic: ['/a.png', 4],
    });
    expect(d.customer.address.country).toBe('India');
    expect(d.addressChoice).toBe('new');
    expect(d.lines.a).toEqual({ category: null, values: { waist: 30 }, profileId: '', profileName: '' });
    expect(d.lines.b).toEqual({ category: null, values: {}, profileId: '', profileName: '' });
    expect(d.clothPic).toEqual(['/a.png']);
    expect(d.leftOut).toBeNull();
    expect(restoreCheckoutDraft({ leftOut: ['a', 3] }).leftOut).toEqual(['a']);
    localStorage.setItem('silai:checkout-draft:u3', '{not json');
    expect(loadCheckoutDraft('u3')).toEqual(emptyCheckoutDraft());
  });
});
