import { describe, expect, it } from 'vitest';
import { acceptsGzip, pageOrigin, requestedLanguage } from './pages';

describe('pageOrigin', () => {
  it("is the shop's saved web address", () => {
    expect(pageOrigin({ publicUrl: 'https://silaistudio.in' })).toBe('https://silaistudio.in');
    expect(pageOrigin({ publicUrl: 'http://127.0.0.1:5173' })).toBe('http://127.0.0.1:5173');
  });

  it('is nothing when the stored address is not one', () => {
    expect(pageOrigin({ publicUrl: 'not a url' })).toBeNull();
    expect(pageOrigin({ publicUrl: '' })).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('is true when the browser takes gzip, or anything', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('is false without the header, without gzip, or with gzip refused', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });
});

describe('requestedLanguage', () => {
  it('is the language ?lang= names, else none (an unknown value names none)', () => {
    expect(requestedLanguage('?lang=hi')).toBe('hi');
    expect(requestedLanguage('?category=Blouse&lang=en')).toBe('en');
    expect(requestedLanguage('')).toBeUndefined();
    expect(requestedLanguage('?lang=HI')).toBeUndefined();
    expect(requestedLanguage('?lang=%3Cscript%3E')).toBeUndefined();
  });
});
