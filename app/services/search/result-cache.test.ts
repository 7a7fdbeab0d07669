import { describe, expect, it } from 'vitest';
import { cacheKey, normaliseQuery, ResultCache } from './result-cache';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => () => {
      calls += 1;
      return Promise.resolve(value);
    },
    get calls() {
      return calls;
    },
  };
}

describe('ResultCache', () => {
  it('answers a repeated key from memory until the TTL passes', async () => {
    let now = 1_000;
    const cache = new ResultCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const loads = counter();
    expect(await cache.getOrLoad('a', loads.load('first'))).toBe('first');
    now += 59_999;
    expect(await cache.getOrLoad('a', loads.load('second'))).toBe('first');
    expect(loads.calls).toBe(1);
    now += 1;
    expect(await cache.getOrLoad('a', loads.load('third'))).toBe('third');
    expect(loads.calls).toBe(2);
  });

  it('shares one load between concurrent requests for the same key', async () => {
    const cache = new ResultCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const loads = counter();
    const [one, two] = await Promise.all([cache.getOrLoad('a', loads.load('x')), cache.getOrLoad('a', loads.load('y'))]);
    expect([one, two, loads.calls]).toEqual(['x', 'x', 1]);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = new ResultCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const loads = counter();
    await cache.getOrLoad('a', loads.load('a1'));
    await cache.getOrLoad('b', loads.load('b1'));
    await cache.getOrLoad('a', loads.load('a2'));
    await cache.getOrLoad('c', loads.load('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', loads.load('a3'))).toBe('a1');
    expect(await cache.getOrLoad('b', loads.load('b2'))).toBe('b2');
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = new ResultCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('a', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('rejects a cap below one', () => {
    expect(() => new ResultCache<string>({ ttlMs: 1, maxEntries: 0 })).toThrow(RangeError);
  });
});

describe('cache keys', () => {
  it('normalises case and spacing of the query', () => {
    expect(normaliseQuery('  Basmati \t  RICE ')).toBe('basmati rice');
  });

  it('ignores key order and unset filters but keeps every set filter apart', () => {
    const base = cacheKey('products', { q: 'rice', filters: { state: 'KA', city: undefined }, sort: 'relevance', offset: 0 });
    expect(cacheKey('products', { offset: 0, sort: 'relevance', filters: { city: undefined, state: 'KA' }, q: 'rice' })).toBe(base);
    expect(cacheKey('products', { q: 'rice', filters: { state: 'KA', verified: true }, sort: 'relevance', offset: 0 })).not.toBe(base);
    expect(cacheKey('products', { q: 'rice', filters: { state: 'MH' }, sort: 'relevance', offset: 0 })).not.toBe(base);
    expect(cacheKey('products', { q: 'rice', filters: { state: 'KA' }, sort: 'price-asc', offset: 0 })).not.toBe(base);
    expect(cacheKey('products', { q: 'rice', filters: { state: 'KA' }, sort: 'relevance', offset: 24 })).not.toBe(base);
    expect(cacheKey('suppliers', { q: 'rice', filters: { state: 'KA' }, sort: 'relevance', offset: 0 })).not.toBe(base);
  });
});
