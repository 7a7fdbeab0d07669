import { sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import routeTable from '../../../../app/routes';
import type { Random } from './random';
import { fuzzUrlValue } from './random';

// What the fuzzer aims at: every route of app/routes.ts (the table the production build is made
// from), its :params filled with real values from the server's demo data or hostile ones.

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route's full path pattern, e.g. "account/requirements/:ref" ("" is the home page). */
export function routePatterns(): string[] {
  const patterns = new Set<string>();
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = [prefix, entry.path ?? ''].filter(Boolean).join('/');
      if (entry.index || entry.path !== undefined) patterns.add(full);
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routeTable, '');
  return [...patterns].sort();
}

type Samples = Record<string, string[]>;

const rows = async (query: ReturnType<typeof sql>): Promise<string[]> => {
  const result = await db().execute(query);
  return (result.rows as Array<{ v: unknown }>).map((row) => String(row.v));
};

/** Real values per parameter (by route and name), read from the server's database once. */
export async function loadSamples(): Promise<Samples> {
  return {
    'product/:slug': await rows(sql`select slug as v from products order by id limit 5`),
    'suppliers/:slug': await rows(sql`select slug as v from companies order by id limit 5`),
    ':category': await rows(sql`select slug as v from categories order by id limit 3`),
    ':subcategory': await rows(sql`select slug as v from subcategories order by id limit 3`),
    'services/:slug': await rows(sql`select slug as v from services limit 3`),
    ':type': await rows(sql`select slug as v from enterprise_types limit 3`),
    ':ref': [
      ...(await rows(sql`select reference as v from requirements order by id limit 3`)),
      ...(await rows(sql`select reference as v from threads order by id limit 3`)),
      ...(await rows(sql`select reference as v from orders order by id limit 2`)),
    ],
    ':number': [...(await rows(sql`select number as v from invoices limit 2`)), ...(await rows(sql`select number as v from purchase_orders limit 2`))],
    ':id': [...(await rows(sql`select id as v from products order by id limit 2`)), ...(await rows(sql`select id as v from companies order by id limit 2`)), '1'],
    ':companyId': await rows(sql`select id as v from companies order by id limit 2`),
    ':quoteId': await rows(sql`select id as v from quotes limit 2`),
    ':messageId': await rows(sql`select id as v from thread_messages limit 2`),
    ':kind': ['product', 'category', 'icon', 'state', 'partner', 'avatar', 'slide'],
    'images/:file': ['basmati-rice.svg', '1.svg', '0.svg'],
    'sitemaps/:file': ['products-1.xml', 'categories.xml', 'static.xml'],
    ':version': ['1', '2'],
    ':legacy': ['rice', 'index.php', 'wp-admin'],
  };
}

/**
 * A concrete path for a pattern: each :param real (from the samples, with probability `realShare`)
 * or hostile, "*" a random tail.
 */
export function fillPattern(pattern: string, samples: Samples, random: Random, realShare = 0.6): string {
  const segments = pattern.split('/').map((segment) => {
    if (segment === '*') return random.pick(['x', 'a/b/c', '..%2f..%2fetc%2fpasswd', fuzzUrlValue(random)]);
    const param = /^:(\w+)(.*)$/.exec(segment);
    if (!param) return segment;
    const [, name, suffix] = param;
    const real = samples[`${pattern.split('/')[0]}/:${name}`] ?? samples[`:${name}`] ?? [];
    const value = real.length > 0 && random.chance(realShare) ? encodeURIComponent(random.pick(real)) : fuzzUrlValue(random);
    return `${value}${suffix}`;
  });
  return `/${segments.join('/')}`;
}
