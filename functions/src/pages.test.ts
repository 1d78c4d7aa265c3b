import { describe, expect, it } from 'vitest';
import { requestOrigin } from './pages';

const request = (headers: Record<string, string>) => ({
  get: (name: string) => headers[name.toLowerCase()],
});

describe('requestOrigin', () => {
  it('prefers the configured PUBLIC_ORIGIN', () => {
    expect(requestOrigin(request({ host: 'evil.test' }) as never, 'https://silaistudio.in/some/path')).toBe('https://silaistudio.in');
  });

  it('otherwise takes the host Hosting forwards, over https unless told http', () => {
    expect(requestOrigin(request({ 'x-forwarded-host': 'shop.example.in', host: 'fn.run.app' }) as never, '')).toBe('https://shop.example.in');
    expect(requestOrigin(request({ 'x-forwarded-host': '127.0.0.1:4173', 'x-forwarded-proto': 'http' }) as never, '')).toBe('http://127.0.0.1:4173');
    expect(requestOrigin(request({ host: 'localhost:5001' }) as never, '')).toBe('http://localhost:5001');
  });

  it('trusts nothing but a plain host name', () => {
    expect(requestOrigin(request({ 'x-forwarded-host': 'a.test/"><script>' }) as never, '')).toBeNull();
    expect(requestOrigin(request({ host: 'user@evil.test' }) as never, '')).toBeNull();
    expect(requestOrigin(request({}) as never, '')).toBeNull();
  });
});
