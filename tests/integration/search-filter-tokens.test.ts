import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { clearSearchCache, searchProducts } from '~/services/search/search.server';

/** Slugs of products matching `q` whose supplier satisfies `where` (on `companies co`), found by joining: the truth the tokens must agree with. */
async function joined(q: string, where: ReturnType<typeof sql>): Promise<string[]> {
  const result = await db().execute<{ slug: string }>(sql`
    SELECT p.slug FROM products p JOIN companies co ON co.id = p.company_id LEFT JOIN states st ON st.code = co.state_code
    WHERE p.search_document @@ plainto_tsquery('english', ${q}) AND ${where} ORDER BY p.slug`);
  return result.rows.map((row) => row.slug);
}

const slugsOf = async (q: string, filters: Parameters<typeof searchProducts>[0]['filters']) => {
  clearSearchCache();
  const found = await searchProducts({ q, limit: 500, filters, sort: 'price-asc' });
  return found.items.map((item) => item.slug).sort();
};

describe('supplier filters as tokens in the product documents (migration 0006)', () => {
  it('filters by state, enterprise type and verification exactly as joining the supplier would', async () => {
    for (const q of ['seeds', 'cotton', 'rice']) {
      expect(await slugsOf(q, { state: 'maharashtra' })).toEqual(await joined(q, sql`st.slug = 'maharashtra'`));
      expect(await slugsOf(q, { enterpriseType: 'msme' })).toEqual(await joined(q, sql`co.enterprise_type = 'msme'`));
      expect(await slugsOf(q, { verified: true })).toEqual(await joined(q, sql`co.verified`));
      expect(await slugsOf(q, { state: 'gujarat', enterpriseType: 'startup', verified: true })).toEqual(
        await joined(q, sql`st.slug = 'gujarat' AND co.enterprise_type = 'startup' AND co.verified`),
      );
    }
    expect(await slugsOf('seeds', { state: 'maharashtra' })).not.toEqual([]);
    expect(await slugsOf('seeds', { state: 'atlantis' })).toEqual([]);
  });

  it('never matches a word typed by a buyer', async () => {
    clearSearchCache();
    for (const q of ['st_27', 'vf_1', 'et msme']) expect((await searchProducts({ q, limit: 5 })).match).not.toBe('all-words');
  });

  it('follows a supplier that moves, changes type or is verified', async () => {
    const nashik = sql`(SELECT id FROM companies WHERE slug = 'nashik-agro-seeds')`;
    const before = await slugsOf('tomato seeds', { state: 'gujarat', enterpriseType: 'social' });
    expect(before).not.toContain('tomato-seeds');
    await db().execute(sql`UPDATE companies SET state_code = '24', enterprise_type = 'social', verification_level = 'none' WHERE id = ${nashik}`);
    expect(await slugsOf('tomato seeds', { state: 'gujarat', enterpriseType: 'social' })).toContain('tomato-seeds');
    expect(await slugsOf('tomato seeds', { state: 'maharashtra' })).not.toContain('tomato-seeds');
    expect(await slugsOf('tomato seeds', { verified: true })).not.toContain('tomato-seeds');
    await db().execute(sql`UPDATE companies SET verification_level = 'documents_reviewed' WHERE id = ${nashik}`);
    expect(await slugsOf('tomato seeds', { verified: true, state: 'gujarat' })).toContain('tomato-seeds');
  });
});
