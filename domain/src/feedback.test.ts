import { describe, expect, it } from 'vitest';
import { commentPreview, computeFeedbackStats, feedbackInputSchema, ratingBand, sortFeedback } from './feedback';

describe('feedback', () => {
  it('validates input', () => {
    expect(feedbackInputSchema.safeParse({ rating: 5, comments: ' Lovely fit ' }).data).toEqual({ rating: 5, comments: 'Lovely fit' });
    expect(feedbackInputSchema.safeParse({ rating: 0, comments: 'x' }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 4.5, comments: 'x' }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 4, comments: '   ' }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 4, comments: 'x'.repeat(1001) }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 4, comments: 'x', screenshotUrl: '' }).success).toBe(true);
    expect(feedbackInputSchema.safeParse({ rating: 4, comments: 'x', screenshotUrl: 'javascript:1' }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 4, comments: 'x', userId: 'u' }).success).toBe(false);
  });
  it('sorts by rating then newest', () => {
    const list = [
      { id: 'a', rating: 4, createdAt: new Date(2024, 0, 1) },
      { id: 'b', rating: 5, createdAt: new Date(2023, 0, 1) },
      { id: 'c', rating: 4, createdAt: new Date(2023, 0, 1), updatedAt: new Date(2024, 5, 1) },
    ];
    expect(sortFeedback(list).map((f) => f.id)).toEqual(['b', 'c', 'a']);
  });
  it('rating bands', () => {
    expect(ratingBand(5)).toBe('high');
    expect(ratingBand(4)).toBe('high');
    expect(ratingBand(3.99)).toBe('mid');
    expect(ratingBand(3)).toBe('mid');
    expect(ratingBand(2.9)).toBe('low');
  });
  it('stats', () => {
    expect(computeFeedbackStats([])).toEqual({ count: 0, average: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    expect(computeFeedbackStats([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 9 }])).toEqual({
      count: 3,
      average: 4.33,
      counts: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
  });
  it('comment preview per spec section 9', () => {
    const short = 'x'.repeat(100);
    expect(commentPreview(short)).toEqual({ preview: short, expandable: false });
    const long = 'abcdefghijklmnopqrstuvwxyz'.repeat(4) + '!';
    expect(commentPreview(long)).toEqual({ preview: 'abcdefghijklmnopqrst…', expandable: true });
  });
});

describe('feedback ids and author block', () => {
  it('names one review per author per design and one shop review per author', async () => {
    const { feedbackDocId } = await import('./feedback');
    expect(feedbackDocId('u1', 'p-blouse')).toBe('u1_p-blouse');
    expect(feedbackDocId('u1')).toBe('u1_shop');
    expect(feedbackDocId('u1', '')).toBe('u1_shop');
    expect(feedbackDocId('u1', null)).toBe('u1_shop');
  });

  it('takes the profile, else the token, only where the rules would accept the value', async () => {
    const { feedbackAuthor } = await import('./feedback');
    expect(feedbackAuthor({ name: 'Meera', profilePicture: '/a.png' }, { name: 'Tok', picture: 'https://x.test/t.png' })).toEqual({
      name: 'Meera',
      profile_picture: '/a.png',
    });
    expect(feedbackAuthor(undefined, { name: 'Kavya', picture: 'https://x.test/k.png' })).toEqual({
      name: 'Kavya',
      profile_picture: 'https://x.test/k.png',
    });
    // A 3,000-character display name and a javascript: photo are refused.
    expect(feedbackAuthor(undefined, { name: 'x'.repeat(3000), picture: 'javascript:alert(1)' })).toEqual({ name: '', profile_picture: '' });
    expect(feedbackAuthor({ name: 'y'.repeat(81), profilePicture: '//evil.example/a.png' }, { name: 'Asha', picture: '/\\evil.example' })).toEqual({
      name: 'Asha',
      profile_picture: '',
    });
    expect(feedbackAuthor(undefined, { name: 'Silai Studio (Official)' }).name).toBe('');
    expect(feedbackAuthor({}, { name: 42, picture: 7 })).toEqual({ name: '', profile_picture: '' });
  });
});
