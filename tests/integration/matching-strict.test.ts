import { describe, expect, it } from 'vitest';
import { findSupplierMatches, searchTextOf } from '~/services/requirements/matching.server';
import { clearSearchCache, searchProducts } from '~/services/search/search.server';
import { seedDemoAccounts } from '../../seed/demo-accounts';
import { db } from '~/services/db/client.server';
import { companies } from '~/services/db/schema/companies';
import { eq } from 'drizzle-orm';
import { categoryId } from './support/catalog-fixtures';
import { insertRequirement } from './support/requirement-fixtures';

await seedDemoAccounts();
const [buyer] = await db().select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo-buyer-rao-traders'));

describe('the matcher searches the words that name the goods, strictly', () => {
  it('drops the words buyers write around what they need', () => {
    expect(searchTextOf('Need hybrid tomato seeds in bulk')).toBe('hybrid tomato seeds in');
    expect(searchTextOf('Basmati rice, regular monthly supply')).toBe('Basmati rice,');
    expect(searchTextOf('Urgent: bulk')).toBe('Urgent: bulk');
    expect(searchTextOf('Drip irrigation kit')).toBe('Drip irrigation kit');
  });

  it('a strict search stops after the words and their spelling: no name-similarity or any-word answers', async () => {
    clearSearchCache();
    const loose = await searchProducts({ q: 'tomato qqqzzxx', limit: 10 });
    expect(['similar-name', 'any-word']).toContain(loose.match);
    expect(loose.total).toBeGreaterThan(0);
    const strict = await searchProducts({ q: 'tomato qqqzzxx', limit: 10, strict: true });
    expect(strict).toMatchObject({ match: 'all-words', total: 0, items: [] });
    const spelt = await searchProducts({ q: 'tomatto seeds', limit: 10, strict: true });
    expect(spelt.match).toBe('corrected');
    expect(spelt.total).toBeGreaterThan(0);
  });

  it('finds the supplier listing the goods in a buyer\'s sentence, and claims no listing for loose words', async () => {
    const requirement = await insertRequirement({ companyId: buyer?.id ?? 0 }, { title: 'Need tomato seeds in bulk', categoryId: await categoryId('agriculture'), deliveryStateCode: '27', deliveryPin: '411001' });
    const matches = await findSupplierMatches(requirement);
    const nashik = (await db().select({ id: companies.id }).from(companies).where(eq(companies.slug, 'nashik-agro-seeds')))[0]?.id;
    const mine = matches.find((match) => match.companyId === nashik);
    expect(mine?.reasons.find((reason) => reason.kind === 'listing')?.text).toMatch(/^Lists “.*Tomato.*”$/i);
    const vague = await insertRequirement({ companyId: buyer?.id ?? 0 }, { title: 'tomato qqqzzxx', categoryId: await categoryId('agriculture'), deliveryStateCode: '27', deliveryPin: '411001' });
    expect((await findSupplierMatches(vague)).flatMap((match) => match.reasons).filter((reason) => reason.kind === 'listing')).toEqual([]);
  });
});
