import { describe, expect, it } from 'vitest';
import { computeFeedbackStats } from '@tailor/domain';
import { productIdsOf, productRatingFrom, sameStats, statsFromStarCounts } from './feedbackStats';

describe('statsFromStarCounts', () => {
  it('is zero without feedback', () => {
    expect(statsFromStarCounts({})).toEqual({ count: 0, average: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
  });

  it('matches the domain over the same ratings', () => {
    const ratings = [5, 4, 4, 2, 1, 5, 3];
    const perStar: Record<string, number> = {};
    for (const r of ratings) perStar[String(r)] = (perStar[String(r)] ?? 0) + 1;
    expect(statsFromStarCounts(perStar)).toEqual(computeFeedbackStats(ratings.map((rating) => ({ rating }))));
  });

  it('rounds the average to 2 decimals', () => {
    expect(statsFromStarCounts({ '5': 2, '4': 1 }).average).toBe(4.67);
    expect(statsFromStarCounts({ '1': 1, '2': 2 }).average).toBe(1.67);
  });
});

describe('productRatingFrom', () => {
  it('averages to 2 decimals and is 0 without feedback', () => {
    expect(productRatingFrom(3, 11)).toEqual({ rating: 3.67, ratingCount: 3 });
    expect(productRatingFrom(0, 0)).toEqual({ rating: 0, ratingCount: 0 });
  });
});

describe('sameStats', () => {
  const stats = statsFromStarCounts({ '4': 1, '2': 1 });
  it('compares count, average and every star', () => {
    expect(sameStats(undefined, stats)).toBe(false);
    expect(sameStats({ ...stats, updatedAt: 'x' }, stats)).toBe(true);
    expect(sameStats({ ...stats, counts: { ...stats.counts, '5': 1 } }, stats)).toBe(false);
    expect(sameStats({ ...stats, average: 3.1 }, stats)).toBe(false);
  });
});

describe('productIdsOf', () => {
  it('collects valid ids from before and after, once', () => {
    expect(productIdsOf({ productId: 'p-1' }, { productId: 'p-2' })).toEqual(['p-1', 'p-2']);
    expect(productIdsOf({ productId: 'p-1' }, { productId: 'p-1' })).toEqual(['p-1']);
    expect(productIdsOf(undefined, { productId: '' })).toEqual([]);
    expect(productIdsOf({ productId: 'bad/id' }, undefined)).toEqual([]);
  });
});
