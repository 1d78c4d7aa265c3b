import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, SHOP_SETTINGS_PATH } from '@tailor/domain';
import { cacheTtlMs, clearShopSettingsCache, SHOP_SETTINGS_TTL_MS, shopSettings } from '../functions/src/shopSettings';
import { adminApp, adminDb } from './support/admin';

describe('functions: the cached reader of settings/shop', () => {
  let saved: FirebaseFirestore.DocumentData | undefined;

  beforeAll(async () => {
    adminApp();
    saved = (await adminDb().doc(SHOP_SETTINGS_PATH).get()).data();
  });
  afterAll(async () => {
    await adminDb().doc(SHOP_SETTINGS_PATH).set(saved ?? DEFAULT_SHOP_SETTINGS);
  });
  beforeEach(() => clearShopSettingsCache());

  it('gives the defaults while there is no document', async () => {
    await adminDb().doc(SHOP_SETTINGS_PATH).delete();
    expect(await shopSettings()).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('keeps the details a minute unless SHOP_SETTINGS_TTL_MS says otherwise', () => {
    expect(cacheTtlMs(undefined)).toBe(60_000);
    expect(cacheTtlMs('')).toBe(60_000);
    expect(cacheTtlMs('soon')).toBe(60_000);
    expect(cacheTtlMs('-5')).toBe(60_000);
    expect(cacheTtlMs('500')).toBe(500);
  });

  it('reads the stored details, keeps them for the cache time, then reads again', async () => {
    const t = Date.now();
    await adminDb().doc(SHOP_SETTINGS_PATH).set({ ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 11111', orderNumberPrefix: 'SILK' });
    expect(await shopSettings(t)).toMatchObject({ phone: '+91 90000 11111', orderNumberPrefix: 'SILK' });
    await adminDb().doc(SHOP_SETTINGS_PATH).set({ ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 22222' });
    expect((await shopSettings(t + SHOP_SETTINGS_TTL_MS / 2)).phone).toBe('+91 90000 11111');
    expect((await shopSettings(t + SHOP_SETTINGS_TTL_MS + 1_000)).phone).toBe('+91 90000 22222');
  });

  it('a document with a bad or missing field falls back field by field', async () => {
    const { freeShippingThresholdPaise: _omit, ...rest } = DEFAULT_SHOP_SETTINGS;
    await adminDb().doc(SHOP_SETTINGS_PATH).set({ ...rest, phone: '+91 90000 33333', email: 'broken' });
    const read = await shopSettings();
    expect(read.phone).toBe('+91 90000 33333');
    expect(read.email).toBe(DEFAULT_SHOP_SETTINGS.email);
    expect(read.freeShippingThresholdPaise).toBe(DEFAULT_SHOP_SETTINGS.freeShippingThresholdPaise);
  });
});
