import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguage, rememberedLanguage, startingLanguage } from './choice';
import { searchKeepingLanguage } from './addressLanguage';
import { chooseLanguage, needCatalogues, registerHindiCatalogues } from './catalogues';
import { currentLanguage, resetI18nState, t } from './translate';

afterEach(async () => {
  await chooseLanguage('en');
  localStorage.clear();
  resetI18nState();
});

describe('the starting language', () => {
  it('is English with nothing chosen', () => {
    expect(startingLanguage('')).toBe('en');
  });

  it('is the one remembered on the device, and ?lang= wins over it', () => {
    rememberLanguage('hi');
    expect(rememberedLanguage()).toBe('hi');
    expect(startingLanguage('')).toBe('hi');
    expect(startingLanguage('?lang=en')).toBe('en');
    expect(startingLanguage('?q=saree&lang=hi')).toBe('hi');
  });

  it('ignores an unknown ?lang= value and an unknown stored value', () => {
    expect(startingLanguage('?lang=fr')).toBe('en');
    rememberLanguage('hi');
    expect(startingLanguage('?lang=HI%3Cscript')).toBe('hi');
    localStorage.setItem('silai:language', 'de');
    expect(startingLanguage('')).toBe('en');
  });
});

describe('chooseLanguage', () => {
  it('loads the catalogues of the screens asked for before switching, remembers the choice and sets <html lang>', async () => {
    const loads: string[] = [];
    registerHindiCatalogues({
      shell: async () => (loads.push('shell'), { default: { Home: 'होम' } }),
      cart: async () => (loads.push('cart'), { default: { Cart: 'कार्ट' } }),
      unused: async () => (loads.push('unused'), { default: {} }),
    });
    await needCatalogues(['shell', 'cart']);
    expect(loads).toEqual([]); // English downloads no catalogue
    await chooseLanguage('hi');
    expect(loads.sort()).toEqual(['cart', 'shell']);
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(rememberedLanguage()).toBe('hi');
    expect(t('Home')).toBe('होम');
    await chooseLanguage('en');
    expect(t('Home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it("a screen opened while the switch is loading gets its catalogue too (sign-in taking up the account's language)", async () => {
    let release = () => {};
    registerHindiCatalogues({
      shell: () => new Promise((resolve) => (release = () => resolve({ default: { Home: 'होम' } }))),
      catalog: async () => ({ default: { 'Our Services': 'हमारी सेवाएँ' } }),
    });
    await needCatalogues(['shell']);
    const switching = chooseLanguage('hi');
    // The home screen's chunk asks for its catalogue before the switch is done.
    const screen = needCatalogues(['catalog']);
    release();
    await Promise.all([switching, screen]);
    expect(t('Home')).toBe('होम');
    expect(t('Our Services')).toBe('हमारी सेवाएँ');
  });

  it('a catalogue that fails to load leaves the English text', async () => {
    registerHindiCatalogues({ broken: () => Promise.reject(new Error('offline')) });
    await chooseLanguage('hi');
    await needCatalogues(['broken']);
    expect(currentLanguage()).toBe('hi');
    expect(t('Cart')).toBe('Cart');
  });

  it('the later of two quick choices wins', async () => {
    let release = () => {};
    registerHindiCatalogues({ slow: () => new Promise((resolve) => (release = () => resolve({ default: {} }))) });
    await needCatalogues(['slow']);
    const hindi = chooseLanguage('hi');
    await chooseLanguage('en');
    release();
    await hindi;
    expect(currentLanguage()).toBe('en');
    expect(rememberedLanguage()).toBe('en');
  });
});

describe('the language in the address', () => {
  it('Hindi keeps ?lang=hi in every address, beside the other parameters', () => {
    expect(searchKeepingLanguage('', 'hi')).toBe('?lang=hi');
    expect(searchKeepingLanguage('?q=saree&sort=newest', 'hi')).toBe('?q=saree&sort=newest&lang=hi');
    expect(searchKeepingLanguage('?lang=hi&q=saree', 'hi')).toBeNull();
  });

  it('English needs no parameter, and a ?lang= naming another language takes the shown one', () => {
    expect(searchKeepingLanguage('', 'en')).toBeNull();
    expect(searchKeepingLanguage('?q=saree', 'en')).toBeNull();
    expect(searchKeepingLanguage('?lang=en', 'en')).toBeNull();
    expect(searchKeepingLanguage('?lang=hi&q=silk', 'en')).toBe('?lang=en&q=silk');
    expect(searchKeepingLanguage('?lang=fr', 'hi')).toBe('?lang=hi');
    expect(searchKeepingLanguage('?lang=fr', 'en')).toBe('?lang=en');
  });
});
