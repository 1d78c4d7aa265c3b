import { describe, expect, it } from 'vitest';
import { alterationNoteSchema, fitPhotosSchema } from './orderNotes';

describe('what the admin and the customer write down', () => {
  it('alteration note: 1 to 500 characters', () => {
    expect(alterationNoteSchema.safeParse('Loosen the waist by half an inch').success).toBe(true);
    expect(alterationNoteSchema.safeParse('x'.repeat(500)).success).toBe(true);
    expect(alterationNoteSchema.safeParse('x'.repeat(501)).success).toBe(false);
    expect(alterationNoteSchema.safeParse('   ').success).toBe(false);
  });
  it('fit photos: 1 to 10 image links and a note', () => {
    expect(fitPhotosSchema.safeParse({ fitPhotos: ['https://example.com/a.jpg'], fitNote: 'Front and back' }).success).toBe(true);
    expect(fitPhotosSchema.safeParse({ fitPhotos: [], fitNote: '' }).success).toBe(false);
    expect(fitPhotosSchema.safeParse({ fitPhotos: ['javascript:alert(1)'] }).success).toBe(false);
  });
});
