import { describe, expect, it } from 'vitest';
import { isImageFile } from './uploadImage';
import { uploadStem } from './images/naming';

describe('uploadImage helpers', () => {
  it('gives every upload a new name, so an order picture is never overwritten', () => {
    const names = new Set(Array.from({ length: 200 }, () => uploadStem('users/u1/orders', 'Cloth Photo.JPG')));
    expect(names.size).toBe(200);
    for (const name of names) expect(name).toMatch(/^users\/u1\/orders\/\d+-[a-z0-9-]+-cloth-photo$/);
  });

  it('accepts only the image types storage.rules allows', () => {
    const file = (type: string) => new File([new Uint8Array(4)], 'x', { type });
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(isImageFile(file(type)), type).toBe(true);
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', '']) expect(isImageFile(file(type)), type).toBe(false);
  });
});
