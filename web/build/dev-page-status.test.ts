import { describe, expect, it, vi } from 'vitest';
import { devPageStatus } from './dev-page-status';

describe('devPageStatus (npm run dev, as the pages function answers)', () => {
  const shown = vi.fn(async (id: string) => (id === 'p-live' ? true : id === 'p-down' ? null : false));

  it('answers 404 for a product page of a design shoppers cannot see', async () => {
    expect(await devPageStatus('GET', '/product/p-retired', shown)).toBe(404);
    expect(await devPageStatus('HEAD', '/product/p-retired/', shown)).toBe(404);
    expect(await devPageStatus('GET', '/product/%E0%A4', shown)).toBe(404);
  });

  it('leaves everything else to Vite: shown designs, an API that cannot tell, other paths and methods', async () => {
    expect(await devPageStatus('GET', '/product/p-live', shown)).toBeNull();
    expect(await devPageStatus('GET', '/product/p-down', shown)).toBeNull();
    expect(await devPageStatus('GET', '/gallery', shown)).toBeNull();
    expect(await devPageStatus('GET', '/product/p-retired/tailor', shown)).toBeNull();
    expect(await devPageStatus('POST', '/product/p-retired', shown)).toBeNull();
    expect(await devPageStatus('GET', '/src/main.tsx', shown)).toBeNull();
  });
});
