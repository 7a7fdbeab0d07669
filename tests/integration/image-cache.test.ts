import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loader as imagesLoader } from '~/routes/images';
import { db } from '~/services/db/client.server';
import { categories, products } from '~/services/db/schema/catalog';
import { answerOf, callRoute } from './support/route-call';

// Generated illustrations: only a drawing fixed by its URL may be cached as immutable; one drawn from
// rows that can change under the same URL (a product renamed, slug kept) is revalidated by its ETag.
const image = (kind: string, file: string, headers: Record<string, string> = {}) =>
  answerOf(callRoute(imagesLoader, new Request(`http://localhost/images/${kind}/${file}`, { headers }), { kind, file }));

describe('illustration caching', () => {
  it('keeps a category icon a year, immutable, and answers 304 to its ETag', async () => {
    const [category] = await db().select({ slug: categories.slug }).from(categories).limit(1);
    const first = await image('category', `${category!.slug}.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await image('category', `${category!.slug}.svg`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('revalidates a product drawing, whose ETag changes when the product is renamed under the same slug', async () => {
    const [product] = await db().select({ id: products.id, slug: products.slug }).from(products).limit(1);
    const before = await image('product', `${product!.slug}.svg`);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    await db().update(products).set({ name: 'Renamed Cold Pressed Groundnut Oil' }).where(eq(products.id, product!.id));
    const after = await image('product', `${product!.slug}.svg`, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await (after.data as Response).text()).not.toBe(await (before.data as Response).text());
  });
});
