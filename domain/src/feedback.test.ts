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
