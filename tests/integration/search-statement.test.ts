import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/services/db/client.server";
import {
  clearSearchCache,
  searchProducts,
} from "~/services/search/search.server";

/*
 * The search statement as issue 20 (point 7) reshaped it: matches scored as they are found, filter
 * tokens asked in the same lookup as the words, the query normalised once and cast, a probe before
 * readings that mostly find nothing, the statement prepared per connection. What a visitor sees
 * must be what the plain reading of the rules gives.
 */

const pageSearch = (
  q: string,
  filters: Parameters<typeof searchProducts>[0]["filters"] = {},
) => {
  clearSearchCache();
  return searchProducts({ q, filters, limit: 24, facets: true, suppliers: 4 });
};

/** Slugs of live products whose document matches `q` and whose supplier satisfies `where`: the truth, by a join. */
async function joined(
  q: string,
  where: ReturnType<typeof sql>,
): Promise<string[]> {
  const result = await db().execute<{ slug: string }>(sql`
    SELECT p.slug FROM products p JOIN companies co ON co.id = p.company_id LEFT JOIN states st ON st.code = co.state_code
    WHERE p.search_document @@ plainto_tsquery('english', ${q}) AND p.status = 'live' AND NOT p.supplier_suspended AND ${where} ORDER BY p.slug`);
  return result.rows.map((row) => row.slug);
}

describe("the search statement", () => {
  it("ranks exactly the products a filtered search matches, with the words and the filter in one lookup", async () => {
    for (const [q, state] of [
      ["seeds", "maharashtra"],
      ["cotton", "gujarat"],
      ["rice", "punjab"],
    ] as const) {
      clearSearchCache();
      const found = await searchProducts({ q, filters: { state }, limit: 500 });
      const truth = await joined(q, sql`st.slug = ${state}`);
      expect(found.items.map((item) => item.slug).sort()).toEqual(truth);
      expect(found.total).toBe(truth.length);
    }
  });

  it("never lets a filter stand in for words that match nothing", async () => {
    // Stop words only: folded into the filter's tokens, an empty query would have kept the filter alone.
    for (const q of ["the", "and of the", "zzqxv"]) {
      const found = await pageSearch(q, { state: "maharashtra" });
      if (found.match === "all-words")
        expect(found.total).toBe(
          (await joined(q, sql`st.slug = 'maharashtra'`)).length,
        );
      expect(
        found.items.every((item) => item.supplier.stateName === "Maharashtra"),
      ).toBe(true);
    }
  });

  it("answers the same every time, past the executions after which PostgreSQL may switch to a generic plan", async () => {
    const first = await pageSearch("cotton shirt", { state: "maharashtra" });
    for (let run = 0; run < 8; run++) {
      const again = await pageSearch(run % 2 === 0 ? "cotton shirt" : "seeds", {
        state: "maharashtra",
      });
      if (run % 2 === 0) {
        expect(again.items.map((item) => item.id)).toEqual(
          first.items.map((item) => item.id),
        );
        expect(again.total).toBe(first.total);
        expect(again.facets).toEqual(first.facets);
      }
    }
  });

  it("still corrects a typo after probing for it, and still finds another form of a catalogue word", async () => {
    const typo = await pageSearch("tomatoe seeds");
    expect(typo.total).toBeGreaterThan(0);
    expect(["corrected", "all-words"]).toContain(typo.match);
    const plural = await pageSearch("tomatoes");
    expect(plural.total).toBeGreaterThan(0);
    expect(plural.match).toBe("all-words");
  });

  it("counts facets and suppliers’ live listings as a join would", async () => {
    const found = await pageSearch("seeds");
    const truth = await joined("seeds", sql`true`);
    expect(
      found.facets?.categories.reduce((sum, value) => sum + value.count, 0),
    ).toBe(truth.length);
    const states = await db().execute<{ name: string; n: number }>(sql`
      SELECT st.name, count(*)::int AS n FROM products p JOIN companies co ON co.id = p.company_id JOIN states st ON st.code = co.state_code
      WHERE p.search_document @@ plainto_tsquery('english', 'seeds') AND p.status = 'live' AND NOT p.supplier_suspended GROUP BY st.name`);
    for (const row of states.rows)
      expect(
        found.facets?.states.find((value) => value.label === row.name)?.count,
      ).toBe(row.n);
    expect(found.suppliers?.items.length).toBeGreaterThan(0);
    for (const supplier of found.suppliers?.items ?? []) {
      const live = await db().execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM products p JOIN companies co ON co.id = p.company_id WHERE co.slug = ${supplier.slug} AND p.status = 'live' AND NOT p.supplier_suspended`);
      expect(supplier.productCount).toBe(live.rows[0]?.n);
    }
  });

  it("names and orders every facet as the catalogue does: most listings first, equal counts by label", async () => {
    const found = await pageSearch("seeds");
    const truth = await db().execute<{
      facet: string;
      value: string;
      label: string;
      label_hi: string | null;
      n: number;
    }>(sql`
      WITH m AS (SELECT p.category_id, p.subcategory_id, co.enterprise_type, co.verified FROM products p JOIN companies co ON co.id = p.company_id
        WHERE p.search_document @@ plainto_tsquery('english', 'seeds') AND p.status = 'live' AND NOT p.supplier_suspended)
      SELECT 'category' AS facet, c.slug AS value, c.name AS label, c.name_hi AS label_hi, count(*)::int AS n FROM m JOIN categories c ON c.id = m.category_id GROUP BY 1, 2, 3, 4
      UNION ALL SELECT 'subcategory', s.slug, s.name, s.name_hi, count(*)::int FROM m JOIN subcategories s ON s.id = m.subcategory_id GROUP BY 1, 2, 3, 4
      UNION ALL SELECT 'type', m.enterprise_type, m.enterprise_type, NULL, count(*)::int FROM m GROUP BY 1, 2, 3, 4
      UNION ALL SELECT 'verified', 'verified', 'verified', NULL, count(*)::int FROM m WHERE m.verified`);
    const expected = (facet: string) =>
      truth.rows
        .filter((row) => row.facet === facet)
        .map((row) => ({
          value: row.value,
          label: row.label,
          ...(row.label_hi ? { labelHi: row.label_hi } : {}),
          count: row.n,
        }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    expect(found.facets?.estimated).toBe(false);
    expect(found.facets?.categories).toEqual(expected("category"));
    expect(found.facets?.subcategories).toEqual(expected("subcategory"));
    expect(
      found.facets?.enterpriseTypes.map(({ value, count }) => [value, count]),
    ).toEqual(
      expect.arrayContaining(
        expected("type").map(({ value, count }) => [value, count]),
      ),
    );
    expect(found.facets?.verified).toBe(
      truth.rows.find((row) => row.facet === "verified")?.n ?? 0,
    );
    for (const list of [
      found.facets?.states ?? [],
      found.facets?.enterpriseTypes ?? [],
    ])
      for (let i = 1; i < list.length; i += 1)
        expect(
          list[i - 1]!.count > list[i]!.count ||
            (list[i - 1]!.count === list[i]!.count &&
              list[i - 1]!.label.localeCompare(list[i]!.label) <= 0),
        ).toBe(true);
  });

  it("reads a broad word’s first matches from the start of the table, so they are the same every time (migration 0039)", async () => {
    const setting = await db().execute<{ synchronize_seqscans: string }>(
      sql`SHOW synchronize_seqscans`,
    );
    expect(setting.rows[0]?.synchronize_seqscans).toBe("off");
  });
});
