import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  fullAddress,
  phoneHref,
  readShopSettings,
  shopSettingsSchema,
  whatsappHref,
} from './shopSettings';
import { SHOP, shopJsonLd } from './shop';
import { FREE_SHIPPING_THRESHOLD_PAISE } from './shipping';

describe('shop settings', () => {
  it('accepts the demo values', () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
    // One source for each default the triggers fall back to.
    expect(DEFAULT_SHOP_SETTINGS.orderNumberPrefix).toBe(SHOP.orderNumberPrefix);
    expect(DEFAULT_SHOP_SETTINGS.freeShippingThresholdPaise).toBe(FREE_SHIPPING_THRESHOLD_PAISE);
  });

  it.each([
    ['phone', { phone: 'call me' }],
    ['whatsapp', { whatsapp: '+91 98200' }],
    ['email', { email: 'not-an-email' }],
    ['orderNumberPrefix', { orderNumberPrefix: 'ss' }],
    ['orderNumberPrefix', { orderNumberPrefix: 'ABCDE' }],
    ['publicUrl', { publicUrl: 'silaistudio.in' }],
    ['publicUrl', { publicUrl: 'https://silaistudio.in/orders' }],
    ['publicUrl', { publicUrl: 'https://silaistudio.in/' }],
    ['publicUrl', { publicUrl: 'javascript:alert(1)' }],
    ['publicUrl', { publicUrl: 'https://evil.example@silaistudio.in' }],
    ['freeShippingThresholdPaise', { freeShippingThresholdPaise: -1 }],
    ['social', { social: [{ name: 'Insta', url: 'http://insecure.example' }] }],
    ['social', { social: Array.from({ length: 7 }, (_, i) => ({ name: `L${i}`, url: 'https://x.example/' })) }],
    ['hours', { hours: [{ days: 'Mo-Sa', opens: '19:00', closes: '09:00' }] }],
    ['extra', { extra: 1 }],
  ])('refuses a bad %s', (_field, change) => {
    expect(shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...change }).success).toBe(false);
  });

  it('keeps the public address as an origin in lower case; documents from before it read the default', () => {
    expect(shopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, publicUrl: ' HTTPS://Shop.Example.in ' }).publicUrl).toBe('https://shop.example.in');
    expect(shopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, publicUrl: 'http://127.0.0.1:5173' }).publicUrl).toBe('http://127.0.0.1:5173');
    const { publicUrl: _, ...older } = DEFAULT_SHOP_SETTINGS;
    expect(readShopSettings({ ...older, phone: '+91 90000 00000' })).toMatchObject({ phone: '+91 90000 00000', publicUrl: SHOP.publicUrl });
  });

  it('reads an old or partial document field by field', () => {
    const read = readShopSettings({ phone: '+91 90000 11111', email: 42 });
    expect(read.phone).toBe('+91 90000 11111');
    expect(read.email).toBe(DEFAULT_SHOP_SETTINGS.email);
    expect(readShopSettings(null)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('keeps a turnaround table of whole days from 1 to 90, defaulting to the compiled one', () => {
    expect(DEFAULT_SHOP_SETTINGS.turnaroundDays).toEqual(SHOP.turnaroundDays);
    const withDays = (turnaroundDays: unknown) => shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, turnaroundDays }).success;
    const t = DEFAULT_SHOP_SETTINGS.turnaroundDays;
    expect(withDays({ tailor: { ...t.tailor, Blouse: 1, Lehenga: 90 }, readymade: { default: 2 } })).toBe(true);
    expect(withDays({ ...t, tailor: { ...t.tailor, Blouse: 0 } })).toBe(false);
    expect(withDays({ ...t, readymade: { default: 91 } })).toBe(false);
    expect(withDays({ ...t, tailor: { ...t.tailor, Suit: 2.5 } })).toBe(false);
    expect(withDays({ ...t, tailor: { ...t.tailor, Kurta: 5 } })).toBe(false);
    expect(withDays({ tailor: t.tailor })).toBe(false);
    // A document from before the table was kept reads with the default table; a bad table falls back alone.
    const { turnaroundDays: _old, ...before } = DEFAULT_SHOP_SETTINGS;
    expect(readShopSettings({ ...before, phone: '+91 90000 33333' })).toEqual({ ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 33333' });
    expect(readShopSettings({ ...DEFAULT_SHOP_SETTINGS, turnaroundDays: { tailor: 'x' } }).turnaroundDays).toEqual(SHOP.turnaroundDays);
  });

  it('derives links and structured data from the settings', () => {
    const s = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000-11111', whatsapp: '919000011111' };
    expect(phoneHref(s)).toBe('tel:+919000011111');
    expect(whatsappHref(s, 'Hi there')).toBe('https://wa.me/919000011111?text=Hi%20there');
    expect(fullAddress(s)).toContain(s.address.pincode);
    expect(shopJsonLd('https://x.test/', s)).toMatchObject({ telephone: '+91 90000-11111' });
  });
});

describe('shop hours labels', () => {
  it('names days and times as customers read them', async () => {
    const { daysLabel, timeLabel } = await import('./shopSettings');
    expect(daysLabel('Mo-Sa')).toBe('Monday – Saturday');
    expect(daysLabel('Su')).toBe('Sunday');
    expect(timeLabel('09:00')).toBe('9:00 AM');
    expect(timeLabel('19:30')).toBe('7:30 PM');
    expect(timeLabel('00:15')).toBe('12:15 AM');
    expect(timeLabel('12:00')).toBe('12:00 PM');
  });
});

describe('served shop details', () => {
  it('keep fields of the right kind and fall back on the others', async () => {
    const { mergeShopSettings } = await import('./shopDetails');
    const merged = mergeShopSettings({ phone: '+91 90000 44444', social: 'nope', geo: null, hours: [] });
    expect(merged.phone).toBe('+91 90000 44444');
    expect(merged.social).toEqual(DEFAULT_SHOP_SETTINGS.social);
    expect(merged.geo).toEqual(DEFAULT_SHOP_SETTINGS.geo);
    expect(merged.hours).toEqual([]);
  });
});
