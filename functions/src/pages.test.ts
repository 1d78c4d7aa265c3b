import { describe, expect, it } from 'vitest';
import express from 'express';
import { pageOrigin, requestedLanguage, takesGzip } from './pages';

/** A real Express request carrying only this Accept-Encoding header. */
function requestWith(acceptEncoding?: string): express.Request {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return Object.assign(Object.create(express.request) as express.Request, { headers });
}

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

describe('takesGzip', () => {
  it('is true when the browser takes gzip, or anything', () => {
    expect(takesGzip(requestWith('gzip, deflate, br, zstd'))).toBe(true);
    expect(takesGzip(requestWith('br;q=1.0, GZIP;q=0.5'))).toBe(true);
    expect(takesGzip(requestWith('*'))).toBe(true);
  });

  it('is false without the header, without gzip, or with gzip refused', () => {
    expect(takesGzip(requestWith())).toBe(false);
    expect(takesGzip(requestWith('br, deflate'))).toBe(false);
    expect(takesGzip(requestWith('gzip;q=0'))).toBe(false);
    expect(takesGzip(requestWith('identity'))).toBe(false);
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
