import { describe, expect, it } from 'vitest';
import { pageOrigin } from './pages';

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
