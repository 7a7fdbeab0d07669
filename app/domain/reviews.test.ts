import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { aggregateRatingLd, dealRefText, formatAverage, parseDealRef, ratingSummary, reviewerLabel, ReviewFormSchema, ReviewReplySchema, stars } from './reviews';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('deal references', () => {
  it('reads quote-<id> and thread-<id> and nothing else', () => {
    expect(parseDealRef('quote-12')).toEqual({ kind: 'quote', id: 12 });
    expect(parseDealRef('thread-7')).toEqual({ kind: 'thread', id: 7 });
    for (const bad of ['', null, undefined, 'order-1', 'quote-0', 'quote-01', 'quote-12x', 'thread-99999999999', 'thread--1', ' quote-1']) expect(parseDealRef(bad)).toBeNull();
    expect(dealRefText({ kind: 'thread', id: 3 })).toBe('thread-3');
  });
});

describe('the review form', () => {
  it('accepts a rating 1–5 and 20–2,000 characters, trimmed', () => {
    const ok = parseWithZod(form({ deal: 'quote-3', rating: '4', body: '  Good quality and on time, will buy again.  ' }), { schema: ReviewFormSchema });
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value).toEqual({ deal: 'quote-3', rating: 4, body: 'Good quality and on time, will buy again.' });
  });

  it('says what to fix: rating out of range, too short, too long, unknown deal', () => {
    const bad = parseWithZod(form({ deal: 'x', rating: '0', body: 'meh' }), { schema: ReviewFormSchema });
    expect(bad.status).toBe('error');
    const errors = bad.reply().error ?? {};
    expect(errors.rating?.[0]).toMatch(/from 1 to 5/);
    expect(errors.body?.[0]).toMatch(/at least 20/);
    expect(errors.deal?.[0]).toMatch(/not one you can review/);
    const long = parseWithZod(form({ deal: 'quote-3', rating: '5', body: 'a'.repeat(2001) }), { schema: ReviewFormSchema });
    expect(long.reply().error?.body?.[0]).toMatch(/2,000/);
    const empty = parseWithZod(form({ reviewId: '1', reply: ' ' }), { schema: ReviewReplySchema });
    expect(empty.reply().error?.reply?.[0]).toBe('Write your reply');
  });
});

describe('ratings as shown', () => {
  it('rounds the average to one decimal and words the count', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(null)).toBeNull();
    expect(ratingSummary(4.5, 2)).toBe('4.5 out of 5 from 2 reviews');
    expect(ratingSummary(5, 1)).toBe('5.0 out of 5 from 1 review');
    expect(ratingSummary(null, 0)).toBe('No reviews yet');
    expect(stars(4)).toBe('★★★★☆');
  });

  it('names the reviewer by state only', () => {
    expect(reviewerLabel('Maharashtra')).toBe('A buyer in Maharashtra');
    expect(reviewerLabel(null)).toBe('A buyer on TradeSetu');
  });

  it('claims an AggregateRating only with at least one review', () => {
    expect(aggregateRatingLd(null, 0)).toBeUndefined();
    expect(aggregateRatingLd('4.5', 0)).toBeUndefined();
    expect(aggregateRatingLd('4.5', 2)).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: 5, worstRating: 1 });
  });
});
