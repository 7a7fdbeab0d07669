import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { clearSearchCache, searchProducts, searchSuppliers, suggest } from '~/services/search/search.server';

/**
 * Devanagari and Hinglish search on the demo catalogue (issue 19, docs/decisions/0033): a query
 * in Devanagari or Hinglish finds what its English equivalent finds, however the Devanagari was
 * typed; emoji alone finds nothing and says why.
 */
const top3 = async (q: string) => (await searchProducts({ q, limit: 3 })).items.map((item) => item.name);

const WITHIN_TOP_3: Array<[query: string, expected: string, kind: string]> = [
  ['आटा', 'Chakki Fresh Atta', 'vocabulary'],
  ['दाल', 'Toor Dal', 'vocabulary'],
  ['कुर्ती', 'Printed Cotton Kurti', 'vocabulary'],
  ['हल्दी', 'Turmeric Powder', 'vocabulary'],
  ['बासमती चावल', 'Basmati Rice', 'vocabulary and Hindi name'],
  ['पीतल का दीया', 'Brass Diya Set', 'function word dropped'],
  ['झुमके', 'Oxidised Jhumka Earrings', 'Hindi name'],
  ['पेचकस', 'Screwdriver Set', 'vocabulary'],
  ['स्टील की अलमारी', 'Steel Almirah', 'Hindi name'],
  ['लौकी के बीज', 'Bottle Gourd Seeds', 'Hindi name'],
  ['chawal', 'Sona Masoori Rice', 'Hinglish'],
  ['haldi', 'Turmeric Powder', 'Hinglish'],
  ['jhumke', 'Oxidised Jhumka Earrings', 'Hinglish meets the Hindi name'],
  ['pechkas', 'Screwdriver Set', 'Hinglish'],
  ['basmati चावल', 'Basmati Rice', 'mixed script'],
  ['सूती kurti', 'Printed Cotton Kurti', 'mixed script'],
];

describe('Devanagari and Hinglish search', () => {
  it.each(WITHIN_TOP_3)('%s finds %s within the first three (%s)', async (query, expected) => {
    expect(await top3(query)).toContain(expected);
  });

  it('finds with Devanagari what the English word finds', async () => {
    const english = (await searchProducts({ q: 'turmeric', limit: 5 })).items.map((item) => item.slug);
    const hindi = (await searchProducts({ q: 'हल्दी', limit: 5 })).items.map((item) => item.slug);
    expect(hindi[0]).toBe(english[0]);
  });

  it('matches differently typed forms of one word: nukta, zero-width joiners, chandrabindu', async () => {
    const plain = await top3('प्याज के बीज');
    expect(plain).toContain('Onion Seeds');
    expect(await top3('प्याज़ के बीज')).toEqual(plain); // precomposed nukta letter
    expect(await top3('प्याज\u093C के बीज')).toEqual(plain); // base letter + combining nukta
    expect(await top3('प्या\u200Dज के बी\u200Cज')).toEqual(plain); // joiners typed by some keyboards
    expect(await top3('हिंग')).toEqual(await top3('हिंग\u200D'));
    expect(await top3('मूँग दाल')).toEqual(await top3('मूंग दाल'));
  });

  it('prefers the catalogue word a trader means over a spelling correction (dhaniya is coriander)', async () => {
    // The demo sells no coriander: "dhaniya" must not become "chaniya" (a lehenga) instead.
    for (const q of ['dhaniya', 'dhania', 'धनिया']) {
      const result = await searchProducts({ q, limit: 5 });
      expect(result.didYouMean, q).toBeUndefined();
      expect(result.items.map((item) => item.name).join(' '), q).not.toMatch(/chaniya|lehenga|choli/i);
    }
    // A listing that sells coriander is found by each of them.
    await db().execute(sql`UPDATE products SET name = 'Coriander Seeds', keywords = '{}' WHERE slug = 'cumin-seeds'`);
    clearSearchCache();
    for (const q of ['dhaniya', 'dhania', 'धनिया', 'coriander']) expect(await top3(q), q).toContain('Coriander Seeds');
  });

  it('finds a Hinglish spelling the vocabulary does not list, through the Hindi names', async () => {
    const result = await searchProducts({ q: 'kolhapuree chappal', limit: 3 });
    expect(result.items.map((item) => item.name)).toContain('Kolhapuri Chappal');
  });

  it('returns no products and a message for a query with no letters or digits', async () => {
    for (const q of ['🙂', '!!!', '🙂🙏 …', '\u200D']) {
      const result = await searchProducts({ q, limit: 24, facets: true, suppliers: 3 });
      expect(result.total, q).toBe(0);
      expect(result.items, q).toEqual([]);
      expect(result.message?.code, q).toBe('no-searchable-words');
      expect((await searchSuppliers({ q })).total, q).toBe(0);
    }
    // Browsing (nothing typed) still lists the catalogue.
    expect((await searchProducts({ q: '', limit: 1 })).total).toBeGreaterThan(100);
  });

  it('carries the Hindi name on every hit', async () => {
    const [hit] = (await searchProducts({ q: 'basmati rice', limit: 1 })).items;
    expect(hit?.nameHi).toBe('बासमती चावल');
  });

  it('suggests products and categories for Devanagari input, labelled in Hindi', async () => {
    const rice = await suggest('चाव');
    expect(rice.map((s) => s.label).join(' ')).toMatch(/चावल/);
    const category = await suggest('कृषि');
    expect(category.some((s) => s.kind === 'category' && s.label === 'कृषि')).toBe(true);
    expect((await suggest('हल्दी')).some((s) => s.label === 'हल्दी पाउडर')).toBe(true);
    expect(await suggest('🙂')).toEqual([]);
  });
});
