import { and, count, eq, exists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { categories, products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { states } from '~/services/db/schema/content';
import { serviceRequests } from '~/services/db/schema/leads';
import { listDirectory, type EnterpriseType } from '~/services/site/company-directory.server';
import { action as contactAction } from '~/routes/contact';
import { action as serviceAction } from '~/routes/services';
import { answerOf, callRoute, formPost } from './support/route-call';

const TYPES: EnterpriseType[] = ['startup', 'msme', 'social', 'innovative'];
const PUBLIC_FIELDS = ['city', 'description', 'enterpriseType', 'name', 'slug', 'stateName', 'verificationLevel', 'yearEstablished'];

async function companyCount(where?: ReturnType<typeof eq>) {
  const [row] = await db().select({ n: count() }).from(companies).where(where);
  return row?.n ?? 0;
}

describe('listDirectory', () => {
  it('lists every company unfiltered, documents reviewed first, then identifiers checked, then by name, at most 60 at a time', async () => {
    const directory = await listDirectory({});
    expect(directory.total).toBe(await companyCount());
    expect(directory.total).toBeGreaterThan(0);
    expect(directory.shown).toBe(Math.min(60, directory.total));
    const rank = { documents_reviewed: 0, identifiers_checked: 1, none: 2 };
    const order = directory.companies.map((c) => `${rank[c.verificationLevel]}|${c.name}`);
    expect(order).toEqual([...order].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by enterprise type, and the four types add up to everyone', async () => {
    let sum = 0;
    for (const type of TYPES) {
      const directory = await listDirectory({ enterpriseType: type });
      expect(directory.total).toBe(await companyCount(eq(companies.enterpriseType, type)));
      expect(directory.companies.every((c) => c.enterpriseType === type)).toBe(true);
      sum += directory.total;
    }
    expect(sum).toBe(await companyCount());
  });

  it('state facets count the companies the state filter then lists', async () => {
    const all = await listDirectory({});
    expect(all.stateFacets.length).toBeGreaterThan(1);
    expect(all.stateFacets.reduce((n, f) => n + f.count, 0)).toBeLessThanOrEqual(all.total);
    for (const facet of all.stateFacets.slice(0, 4)) {
      const filtered = await listDirectory({ stateSlug: facet.slug });
      expect(filtered.total).toBe(facet.count);
      expect(filtered.companies.every((c) => c.stateName === facet.name)).toBe(true);
      // The state filter never narrows its own facet list, only the category one.
      expect(filtered.stateFacets).toEqual(all.stateFacets);
    }
  });

  it('category facets count companies with a product in that category, each once', async () => {
    const all = await listDirectory({});
    expect(all.categoryFacets.length).toBeGreaterThan(1);
    for (const facet of all.categoryFacets.slice(0, 4)) {
      const filtered = await listDirectory({ categorySlug: facet.slug });
      expect(filtered.total).toBe(facet.count);
      const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, facet.slug));
      const withProduct = await db()
        .select({ slug: companies.slug })
        .from(companies)
        .where(exists(db().select({ one: sql`1` }).from(products).where(and(eq(products.companyId, companies.id), eq(products.categoryId, category?.id ?? -1)))));
      expect(withProduct.length).toBe(facet.count);
      const allowed = new Set(withProduct.map((r) => r.slug));
      expect(filtered.companies.every((c) => allowed.has(c.slug))).toBe(true);
    }
  });

  it('combines type, state and category filters and agrees with a direct count', async () => {
    const byState = (await listDirectory({ enterpriseType: 'msme' })).stateFacets[0];
    expect(byState).toBeDefined();
    const narrowed = await listDirectory({ enterpriseType: 'msme', stateSlug: byState?.slug });
    expect(narrowed.total).toBe(byState?.count);
    const category = narrowed.categoryFacets[0];
    expect(category).toBeDefined();
    const all3 = await listDirectory({ enterpriseType: 'msme', stateSlug: byState?.slug, categorySlug: category?.slug });
    expect(all3.total).toBe(category?.count);
    expect(all3.companies.every((c) => c.enterpriseType === 'msme' && c.stateName === byState?.name)).toBe(true);
  });

  it('an unknown state or category matches nobody rather than everybody', async () => {
    expect((await listDirectory({ stateSlug: 'atlantis' })).total).toBe(0);
    expect((await listDirectory({ categorySlug: 'no-such-category' })).companies).toEqual([]);
  });

  it('returns only public business facts, never contact details or tax identifiers', async () => {
    const directory = await listDirectory({});
    for (const company of directory.companies) expect(Object.keys(company).sort()).toEqual(PUBLIC_FIELDS);
    const json = JSON.stringify(directory);
    const secrets = await db()
      .select({ email: companies.email, mobile: companies.mobile, contactName: companies.contactName, gstin: companies.gstin, pan: companies.pan, address: companies.address })
      .from(companies);
    const leaked = secrets.flatMap((row) => Object.values(row)).filter((value): value is string => typeof value === 'string' && value.length > 5 && json.includes(value));
    expect(leaked).toEqual([]);
    expect(secrets.some((row) => row.email.length > 0 && row.mobile.length > 0)).toBe(true);
  });

  it('knows every seeded state that has companies', async () => {
    const facets = (await listDirectory({})).stateFacets;
    const [row] = await db().select({ n: count() }).from(states);
    expect(facets.length).toBeLessThanOrEqual(row?.n ?? 0);
    expect(facets.every((f) => f.count > 0)).toBe(true);
  });
});

interface RequestAnswer {
  status: number;
  sent: boolean;
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  retryAfter: string | null;
}

/** Posts the service request form of `slug` (or /contact) from a network, as a browser without JavaScript. */
async function postRequestForm(fields: Record<string, string>, clientIp: string, slug: string): Promise<RequestAnswer> {
  const request = new Request(`http://localhost/${slug === 'contact' ? 'contact' : `services/${slug}`}`, formPost(fields));
  const answer = await answerOf(slug === 'contact' ? callRoute(contactAction, request, {}, clientIp) : callRoute(serviceAction, request, { slug }, clientIp));
  const data = answer.data as { ok: boolean; result: RequestAnswer['result'] };
  return { status: answer.status, sent: data.ok, result: data.result, retryAfter: answer.headers.get('Retry-After') };
}

const VALID = { name: 'Asha Verma', email: ' Asha.Verma@Example.IN ', mobile: '+91 98765 43210', companyName: 'Verma Textiles', message: 'We need help with export paperwork.' };

async function requestsFrom(slug: string) {
  return db().select().from(serviceRequests).where(eq(serviceRequests.serviceSlug, slug));
}

describe('service requests', () => {
  it('saves a valid request with the email and mobile normalised', async () => {
    const outcome = await postRequestForm(VALID, '10.0.0.1', 'mentoring');
    expect(outcome).toMatchObject({ sent: true, status: 200 });
    const rows = await requestsFrom('mentoring');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '+919876543210', companyName: 'Verma Textiles' });
  });

  it('answers every invalid field with its message beside it, keeps the values and saves nothing', async () => {
    const bad = { name: ' A ', email: 'not-an-email', mobile: '12345', companyName: '', message: 'short' };
    const outcome = await postRequestForm(bad, '10.0.0.2', 'networking');
    expect(outcome.sent).toBe(false);
    expect(outcome.status).toBe(400);
    const errors = outcome.result.error ?? {};
    expect(errors.name).toEqual(['Enter your name']);
    expect(errors.email).toEqual(['Enter an email address like name@company.in']);
    expect(errors.mobile?.[0]).toBeTruthy();
    expect(errors.message).toEqual(['Tell us a little more (at least 10 characters)']);
    expect(outcome.result.initialValue).toMatchObject({ email: 'not-an-email', message: 'short' });
    expect(await requestsFrom('networking')).toHaveLength(0);
  });

  it('rejects missing fields and over-long text', async () => {
    const outcome = await postRequestForm({ name: 'x'.repeat(101), message: 'y'.repeat(2001) }, '10.0.0.3', 'investor-connect');
    expect(outcome.status).toBe(400);
    expect(outcome.result.error).toMatchObject({
      name: ['Use at most 100 characters'],
      email: ['Enter your email address'],
      message: ['Use at most 2,000 characters'],
    });
    expect(await requestsFrom('investor-connect')).toHaveLength(0);
  });

  it('allows five requests per network in ten minutes and explains the sixth refusal', async () => {
    for (let i = 0; i < 5; i += 1) expect((await postRequestForm(VALID, '10.0.0.4', 'contact')).status).toBe(200);
    const refused = await postRequestForm(VALID, '10.0.0.4', 'contact');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.result.error?.['']?.[0]).toMatch(/^Too many requests from your network\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect(await requestsFrom('contact')).toHaveLength(5);
    expect((await postRequestForm(VALID, '10.0.0.5', 'contact')).status).toBe(200);
  });

  it('answers a request for a service that does not exist with 404 and saves nothing', async () => {
    expect((await postRequestForm(VALID, '10.0.0.6', 'no-such-service')).status).toBe(404);
    expect(await requestsFrom('no-such-service')).toHaveLength(0);
  });
});
