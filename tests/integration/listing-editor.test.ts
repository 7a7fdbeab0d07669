import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-editor-'));

const { db } = await import('~/services/db/client.server');
const { productImages, productRevisions, products } = await import('~/services/db/schema/catalog');
const { createSession } = await import('~/services/accounts/sessions.server');
const { clearSearchCache, searchProducts } = await import('~/services/search/search.server');
const { getProduct } = await import('~/services/catalog/products.server');
const { findListingDraft } = await import('~/services/catalog/listings.server');
const editor = await import('~/routes/account-products.editor');
const list = await import('~/routes/account-products');
const autosave = await import('~/routes/account-products.autosave');
const specNames = await import('~/routes/account-products.spec-names');
const { newGroup, newSeller, samplePng } = await import('./support/listing-fixtures');

let group: Awaited<ReturnType<typeof newGroup>>;
let png: Buffer;
beforeAll(async () => {
  group = await newGroup('Non-basmati rice');
  png = await samplePng();
});

async function signedIn(options: { verified?: boolean } = {}) {
  const seller = await newSeller(options);
  return { ...seller, cookie: cookieOf(await createSession(new Request('http://localhost/'), seller.userId)) };
}

const photoFile = (name = 'rice.png') => new File([new Uint8Array(png)], name, { type: 'image/png' });

/** A full, valid editor form as a browser without JavaScript sends it. */
const filled = (overrides: Record<string, string | File | (string | File)[]> = {}) => ({
  intent: 'save',
  name: 'Sona masoori rice, 25 kg bag',
  groupId: String(group.id),
  description: 'New crop, sortexed.',
  unit: 'kg',
  minOrderQty: '100',
  price: '48',
  priceMax: '56.50',
  'breaks[0].from': '100',
  'breaks[0].to': '999',
  'breaks[0].price': '52',
  'breaks[1].from': '1000',
  'breaks[1].price': '48',
  'breaks[2].from': '',
  hsnCode: '10 06',
  gstRate: '500',
  pricesIncludeGst: 'on',
  'specs[0].name': 'Grain',
  'specs[0].value': 'Medium',
  leadTimeDays: '5',
  availability: 'in_stock',
  sampleAvailable: 'on',
  packaging: '25 kg bags',
  deliveryStates: ['27', '29'],
  sku: 'SONA-25',
  ...overrides,
});

const idFrom = (location: string | null) => Number(/\/account\/products\/(\d+)/.exec(location ?? '')?.[1]);

describe('the editor, without JavaScript', () => {
  it('saves a new listing with every field and a photo as a draft, then submits it for review', async () => {
    const seller = await signedIn();
    const saved = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form(filled({ newPhotos: photoFile() })) });
    expect(saved.status, JSON.stringify(saved.error)).toBe(302);
    expect(saved.headers.get('location')).toMatch(/^\/account\/products\/\d+\?saved=draft$/);
    const id = idFrom(saved.headers.get('location'));
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 'draft', name: 'Sona masoori rice, 25 kg bag', priceMinPaise: 4800, priceMaxPaise: 5650, hsnCode: '1006', gstRateBp: 500, pricesIncludeGst: true, deliveryStates: ['27', '29'], sku: 'SONA-25', leadTimeDays: 5 });
    expect(await db().select().from(productImages).where(eq(productImages.productId, id))).toHaveLength(1);

    const page = await call(editor.loader, `/account/products/${id}?saved=draft`, { cookie: seller.cookie, params: { id: String(id) } });
    // The page words the outcome in its language (the listing-editor journey reads "Draft saved").
    const data = page.data as { saved: string; values: { version: string; photos: Array<{ key: string }> } };
    expect(data.saved).toBe('draft');
    const submitted = await call(editor.action, `/account/products/${id}`, {
      cookie: seller.cookie,
      params: { id: String(id) },
      body: form(filled({ intent: 'submit', version: data.values.version, 'photos[0].key': data.values.photos[0]?.key ?? '', 'photos[0].alt': 'Rice in a steel bowl' })),
    });
    expect(submitted.headers.get('location')).toBe(`/account/products/${id}?saved=submitted`);
    expect(await db().select({ status: products.status }).from(products).where(eq(products.id, id))).toEqual([{ status: 'submitted' }]);
    expect(await db().select({ alt: productImages.alt }).from(productImages).where(eq(productImages.productId, id))).toEqual([{ alt: 'Rice in a steel bowl' }]);
  });

  it('keeps a photo sent with a form that came back, refuses a lettered HSN and a zero price beside them, and saves nothing', async () => {
    const seller = await signedIn();
    const refused = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form(filled({ name: '  ', sku: 'REFUSED-1', hsnCode: 'HS1006', price: '0', minOrderQty: '0', newPhotos: photoFile() })) });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      name: ['Enter a name for the listing, e.g. Basmati rice 1121, 25 kg bag'],
      hsnCode: ['An HSN code has digits only (no letters or dots), e.g. 1006 for rice'],
      price: ['A price must be more than ₹0'],
      minOrderQty: ['The minimum order must be at least 1'],
    });
    expect(refused.initialValue).toMatchObject({ hsnCode: 'HS1006', photos: [{ key: expect.stringMatching(/^[a-f0-9]{32}\.webp$/), position: '1' }] });
    expect(await db().select().from(products).where(eq(products.sku, 'REFUSED-1'))).toHaveLength(0);
  });

  it('names a 25 MB photo and a file that is not a photo, keeps the good one, and answers a body past the limit on the form', async () => {
    const seller = await signedIn();
    const huge = new File([new Uint8Array(25 * 1024 * 1024)], 'warehouse.jpg', { type: 'image/jpeg' });
    const fake = new File(['a price list typed in a text editor'], 'price-list.jpg', { type: 'image/jpeg' });
    const answer = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form(filled({ newPhotos: [photoFile(), huge, fake] })) });
    expect(answer.status).toBe(400);
    expect(answer.error.newPhotos).toEqual(['"warehouse.jpg" is larger than 5 MB; choose a smaller photo', '"price-list.jpg" is not a JPEG, PNG or WebP photo']);
    expect((answer.initialValue.photos as unknown[]).length).toBe(1);

    const body = form(filled({ newPhotos: new File([new Uint8Array(56 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' }) }));
    const tooLarge = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.error.newPhotos?.[0]).toContain('The form is too large to send');
  });

  it('refuses a ninth photo beside the photos and keeps all nine to choose from', async () => {
    const seller = await signedIn();
    const eight = Array.from({ length: 8 }, (_, i) => photoFile(`p${i}.png`));
    const first = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form(filled({ newPhotos: eight })) });
    const id = idFrom(first.headers.get('location'));
    const page = (await call(editor.loader, `/account/products/${id}`, { cookie: seller.cookie, params: { id: String(id) } })).data as { values: { version: string; photos: Array<{ key: string }> } };
    expect(page.values.photos).toHaveLength(8);
    const rows = Object.fromEntries(page.values.photos.map((photo, i) => [`photos[${i}].key`, photo.key]));
    const ninth = await call(editor.action, `/account/products/${id}`, { cookie: seller.cookie, params: { id: String(id) }, body: form(filled({ ...rows, version: page.values.version, newPhotos: photoFile('ninth.png') })) });
    expect(ninth.status).toBe(400);
    expect(ninth.error.photos).toEqual(['A listing can have at most 8 photos; tick "Remove" on 1']);
    expect((ninth.initialValue.photos as unknown[]).length).toBe(9);
    expect(await db().select().from(productImages).where(eq(productImages.productId, id))).toHaveLength(8);
  });

  it("answers another company's listing with the 404 page, for the page and for a save", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [aliceListing] = await db().select().from(products).where(eq(products.companyId, alice.companyId)).orderBy(asc(products.id)).limit(1);
    const id = String(aliceListing?.id);
    await expect(call(editor.loader, `/account/products/${id}`, { cookie: bob.cookie, params: { id } })).resolves.toMatchObject({ status: 404 });
    const save = await call(editor.action, `/account/products/${id}`, { cookie: bob.cookie, params: { id }, body: form(filled({ name: 'Taken over' })) });
    expect(save.status).toBe(404);
    expect(await call(editor.loader, '/account/products/12abc', { cookie: bob.cookie, params: { id: '12abc' } })).toMatchObject({ status: 404 });
    const [still] = await db().select().from(products).where(eq(products.id, aliceListing?.id ?? 0));
    expect(still?.name).toBe(aliceListing?.name);
  });

  it('tells the later of two tabs that the listing changed, keeping what it typed', async () => {
    const seller = await signedIn();
    const created = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form(filled()) });
    const id = String(idFrom(created.headers.get('location')));
    const version = ((await call(editor.loader, `/account/products/${id}`, { cookie: seller.cookie, params: { id } })).data as { values: { version: string } }).values.version;
    const firstTab = await call(editor.action, `/account/products/${id}`, { cookie: seller.cookie, params: { id }, body: form(filled({ version, name: 'Saved in the first tab' })) });
    expect(firstTab.status).toBe(302);
    const secondTab = await call(editor.action, `/account/products/${id}`, { cookie: seller.cookie, params: { id }, body: form(filled({ version, name: 'Typed in the second tab' })) });
    expect(secondTab.status).toBe(409);
    expect(secondTab.error['']?.[0]).toContain('changed in another tab');
    expect(secondTab.initialValue.name).toBe('Typed in the second tab');
    expect(await db().select({ name: products.name }).from(products).where(eq(products.id, Number(id)))).toEqual([{ name: 'Saved in the first tab' }]);
  });

  it('edits a live registration product: category to review, HSN and GST at once for buyers, the price range kept', async () => {
    const seller = await signedIn();
    const [old] = await db().select().from(products).where(eq(products.companyId, seller.companyId)).orderBy(asc(products.id)).limit(1);
    if (!old) throw new Error('registration made no product');
    const id = String(old.id);
    const page = (await call(editor.loader, `/account/products/${id}`, { cookie: seller.cookie, params: { id } })).data as { values: Record<string, unknown> };
    const values = page.values as Record<string, string>;
    const edit = await call(editor.action, `/account/products/${id}`, {
      cookie: seller.cookie,
      params: { id },
      body: form({ intent: 'save', version: values.version ?? '', name: values.name ?? '', unit: values.unit ?? '', minOrderQty: values.minOrderQty ?? '', price: values.price ?? '', priceMax: values.priceMax ?? '', groupId: String(group.id), hsnCode: '8201', gstRate: '1800' }),
    });
    expect(edit.headers.get('location')).toBe(`/account/products/${id}?saved=review`);
    const [row] = await db().select().from(products).where(eq(products.id, old.id));
    expect(row).toMatchObject({ status: 'live', groupId: null, hsnCode: '8201', gstRateBp: 1800, priceMinPaise: old.priceMinPaise, priceMaxPaise: old.priceMaxPaise });
    expect(await getProduct(old.slug)).toMatchObject({ hsnCode: '8201', gstRateBp: 1800 });
    expect(await db().select({ status: productRevisions.status }).from(productRevisions).where(eq(productRevisions.productId, old.id))).toEqual([{ status: 'submitted' }]);
    const listed = (await call(list.loader, '/account/products', { cookie: seller.cookie })).data as { listings: Array<{ id: number; revision: { changes: string } | null }> };
    expect(listed.listings.find((l) => l.id === old.id)?.revision?.changes).toBe('category');
  });

  it('publishes at once for a verified company, and buyers find it with its photo on the card', async () => {
    const seller = await signedIn({ verified: true });
    const name = `Kolam rice ${Date.now()}`;
    const published = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form(filled({ intent: 'submit', name, sku: '', newPhotos: photoFile() })) });
    expect(published.headers.get('location')).toMatch(/\?saved=live$/);
    const id = idFrom(published.headers.get('location'));
    const [image] = await db().select().from(productImages).where(eq(productImages.productId, id));
    clearSearchCache();
    const found = await searchProducts({ q: name, filters: {}, sort: 'relevance', limit: 24, offset: 0, facets: false });
    expect(found.items.find((item) => item.id === id)?.imageUrl).toBe(`/uploads/${String(image?.storageKey).replace(/\.webp$/, '-thumb.webp')}`);
  });

  it('restores an autosaved draft with a notice and discards it on request', async () => {
    const seller = await signedIn();
    const saved = await call(autosave.action, '/account/products/autosave', {
      cookie: seller.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 0, baseVersion: null, values: { name: 'Half-typed jaggery', price: '6', script: '<b>' } }),
    });
    expect(saved.status).toBe(200);
    expect(await (saved.data as Response).json()).toEqual({ savedAt: expect.any(String) });
    expect((await findListingDraft(seller.userId, 0))?.values).not.toHaveProperty('script');
    const page = (await call(editor.loader, '/account/products/new', { cookie: seller.cookie })).data as { restoredDraftAt: string | null; values: { name: string } };
    expect(page).toMatchObject({ restoredDraftAt: expect.any(String), values: { name: 'Half-typed jaggery' } });
    const discarded = await call(editor.action, '/account/products/new', { cookie: seller.cookie, body: form({ intent: 'discard' }) });
    expect(discarded.headers.get('location')).toBe('/account/products/new');
    expect(await findListingDraft(seller.userId, 0)).toBeNull();

    const bad = await call(autosave.action, '/account/products/autosave', { cookie: seller.cookie, body: '{"productId": "one"' });
    expect(bad.status).toBe(400);
    const anonymous = await call(autosave.action, '/account/products/autosave', { body: JSON.stringify({ productId: 0, baseVersion: null, values: {} }) });
    expect(anonymous.status).toBe(401);
    const names = await call(specNames.loader, `/account/products/spec-names?group=${group.id}`, { cookie: seller.cookie });
    expect(await (names.data as Response).json()).toEqual({ names: expect.any(Array) });
  });
});

describe('the list of listings', () => {
  it('filters by state, and pauses, resumes and archives through its small forms', async () => {
    const seller = await signedIn();
    const all = (await call(list.loader, '/account/products', { cookie: seller.cookie })).data as { listings: Array<{ id: number; status: string }>; counts: Record<string, number> };
    expect(all.counts).toMatchObject({ live: 2, draft: 0 });
    const target = all.listings[0]?.id ?? 0;
    const paused = await call(list.action, '/account/products', { cookie: seller.cookie, body: form({ intent: 'pause', productId: String(target) }) });
    expect(paused.data).toMatchObject({ ok: true, message: 'Paused: buyers no longer see it until you resume it.' });
    const onlyPaused = (await call(list.loader, '/account/products?state=paused', { cookie: seller.cookie })).data as { listings: Array<{ id: number }>; state: string };
    expect(onlyPaused).toMatchObject({ state: 'paused', listings: [{ id: target }] });
    const again = await call(list.action, '/account/products', { cookie: seller.cookie, body: form({ intent: 'pause', productId: String(target) }) });
    expect(again.status).toBe(409);
    expect(again.error['']).toEqual(['A listing that is paused cannot be paused.']);
    const unknown = await call(list.action, '/account/products', { cookie: seller.cookie, body: form({ intent: 'delete', productId: String(target) }) });
    expect(unknown.status).toBe(400);
    const other = await signedIn();
    const foreign = await call(list.action, '/account/products', { cookie: other.cookie, body: form({ intent: 'archive', productId: String(target) }) });
    expect(foreign.status).toBe(404);
    expect(foreign.error['']).toEqual(['That listing is not one of yours, or it no longer exists.']);
    expect((await call(list.action, '/account/products', { cookie: seller.cookie, body: form({ intent: 'archive', productId: String(target) }) })).data).toMatchObject({ ok: true, message: expect.stringContaining('Archived') });
  });
});
