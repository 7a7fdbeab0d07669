import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { catalogueChanged } from '~/services/catalog/catalogue-events.server';
import { db } from '~/services/db/client.server';
import { figureStats, marketplaceFigures } from '~/services/site/figures.server';

/** The home page's figures are counted from the database, cached, and recounted after a catalogue change. */
async function counted() {
  const { rows } = await db().execute<{ live: number; suppliers: number; buyers: number; categories: number }>(sql`
    SELECT
      (SELECT count(*) FROM products p JOIN companies c ON c.id = p.company_id WHERE p.status = 'live' AND c.suspended_at IS NULL)::int AS live,
      (SELECT count(DISTINCT p.company_id) FROM products p JOIN companies c ON c.id = p.company_id WHERE p.status = 'live' AND c.suspended_at IS NULL)::int AS suppliers,
      (SELECT count(*) FROM companies WHERE role IN ('buyer', 'both') AND suspended_at IS NULL)::int AS buyers,
      (SELECT count(*) FROM categories)::int AS categories`);
  return rows[0];
}

describe('marketplace figures', () => {
  it('are the live listings, suppliers with live listings, buyer companies and categories in the database', async () => {
    const expected = await counted();
    // A cold start on a busy machine may answer with estimates first; the count follows.
    const figures = await vi.waitFor(async () => {
      const answer = await marketplaceFigures();
      expect(answer.estimated).toBe(false);
      return answer;
    });
    expect(figures).toMatchObject({ liveListings: expected?.live, suppliers: expected?.suppliers, buyers: expected?.buyers, categories: expected?.categories });
    expect(figures.liveListings).toBeGreaterThan(0);
    expect(figureStats(figures).map((s) => s.label)).toEqual(['Products listed', 'Suppliers with live listings', figures.buyers === 1 ? 'Registered buyer company' : 'Registered buyer companies', 'Product categories']);
    expect(figureStats(figures)[0]?.value).toBe(figures.liveListings.toLocaleString('en-IN'));
  });

  it('are recounted after a catalogue change, without making the visitor wait for the count', async () => {
    const before = await marketplaceFigures();
    await db().execute(sql`UPDATE products SET status = 'paused' WHERE id = (SELECT id FROM products WHERE status = 'live' ORDER BY id LIMIT 1)`);
    // Cached: the change is not seen until the catalogue says it changed.
    expect((await marketplaceFigures()).liveListings).toBe(before.liveListings);
    await catalogueChanged(db());
    await vi.waitFor(async () => expect((await marketplaceFigures()).liveListings).toBe(before.liveListings - 1));
  });

  it('leave out a suspended company and its listings', async () => {
    await catalogueChanged(db());
    const before = await vi.waitFor(async () => {
      const figures = await marketplaceFigures();
      expect(figures.liveListings).toBe((await counted())?.live);
      return figures;
    });
    const { rows } = await db().execute<{ id: number; n: number }>(sql`
      SELECT company_id AS id, count(*)::int AS n FROM products WHERE status = 'live' GROUP BY company_id ORDER BY company_id LIMIT 1`);
    const company = rows[0];
    if (!company) throw new Error('the seed has no supplier with live listings');
    await db().execute(sql`UPDATE companies SET suspended_at = now(), suspended_reason = 'test' WHERE id = ${company.id}`);
    await catalogueChanged(db());
    await vi.waitFor(async () => {
      const after = await marketplaceFigures();
      expect(after.liveListings).toBe(before.liveListings - company.n);
      expect(after.suppliers).toBe(before.suppliers - 1);
    });
  });

  it("mark the planner's estimates, shown before the first count of a cold start, with ≈", () => {
    const stats = figureStats({ liveListings: 1_000_547, suppliers: 20_065, buyers: 3, categories: 15, supplierStates: 18, estimated: true });
    expect(stats.slice(0, 2)).toEqual([
      { value: '≈10,00,547', label: 'Products listed' },
      { value: '≈20,065', label: 'Registered suppliers' },
    ]);
    expect(stats[2]?.value).toBe('3');
  });
});
