import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';

/** The listing save path takes an optional Hindi name and description (issue 19) and indexes the name for search. */
const { db } = await import('~/services/db/client.server');
const { products } = await import('~/services/db/schema/catalog');
const { createSession } = await import('~/services/accounts/sessions.server');
const editor = await import('~/routes/account-products.editor');
const { newGroup, newSeller } = await import('./support/listing-fixtures');

let group: Awaited<ReturnType<typeof newGroup>>;
beforeAll(async () => {
  group = await newGroup('Non-basmati rice');
});

const filled = (overrides: Record<string, string> = {}) => ({
  intent: 'save',
  name: 'Sona masoori rice, 25 kg bag',
  groupId: String(group.id),
  description: 'New crop, sortexed.',
  unit: 'kg',
  minOrderQty: '100',
  price: '48',
  ...overrides,
});

describe('a listing with a Hindi name', () => {
  it('stores the Hindi name and description as typed (NFC), with search keys, and keeps them when a form lacks the fields', async () => {
    const seller = await newSeller();
    const cookie = cookieOf(await createSession(new Request('http://localhost/'), seller.userId));
    // "ज़ीरा" typed as ज + combining nukta; a zero-width joiner stays (it shapes the rendering).
    const nameHi = 'सोना मसूरी चावल, ज\u093Cीरा सांबा';
    const saved = await call(editor.action, '/account/products/new', { cookie, body: form(filled({ nameHi: `  ${nameHi} `, descriptionHi: 'नई फ़सल, क्\u200Dष छंटाई' })) });
    expect(saved.status, JSON.stringify(saved.error)).toBe(302);
    const id = Number(/\/account\/products\/(\d+)/.exec(saved.headers.get('location') ?? '')?.[1]);
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row?.nameHi).toBe(nameHi.normalize('NFC'));
    expect(row?.descriptionHi).toBe('नई फ़सल, क्\u200Dष छंटाई'.normalize('NFC'));
    expect(row?.nameHiKeys).toContain('hxcvl');
    const [doc] = (await db().execute<{ found: boolean }>(sql`SELECT search_document @@ to_tsquery('english', 'hxcvl & hxjir') AS found FROM products WHERE id = ${id}`)).rows;
    expect(doc?.found).toBe(true);

    const version = String(row?.version);
    const again = await call(editor.action, `/account/products/${id}`, { cookie, params: { id: String(id) }, body: form(filled({ version, name: 'Sona masoori rice, 26 kg bag' })) });
    expect(again.status, JSON.stringify(again.error)).toBe(302);
    const [kept] = await db().select().from(products).where(eq(products.id, id));
    expect(kept?.nameHi).toBe(nameHi.normalize('NFC'));
  });
});
