import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieOf, form } from './support/form-call';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-requirements-'));

const { db } = await import('~/services/db/client.server');
const { notifications, requirements, requirementSuppliers } = await import('~/services/db/schema/requirements');
const { createSession } = await import('~/services/accounts/sessions.server');
const { postRequirement } = await import('~/services/requirements/post-requirement.server');
const { indianToday } = await import('~/domain/requirement');
const newPage = await import('~/routes/requirements.new');
const { requirementDrafts } = await import('~/services/db/schema/requirement-drafts');
const { pruneRequirementDrafts } = await import('~/services/requirements/requirement-drafts.server');
const { readPrivateFile } = await import('~/services/requirements/private-files.server');
const { gstinFor } = await import('./support/billing-fixtures');
const { newBuyer, newCategory, newKey, requirementInput, sampleJpeg, samplePdf, sellerWithListings, uniqueWord, userWithoutCompany } = await import('./support/requirement-fixtures');

let where: Awaited<ReturnType<typeof newCategory>>;
beforeAll(async () => {
  where = await newCategory();
});

const sessionCookie = async (userId: number) => cookieOf(await createSession(new Request('http://localhost/'), userId));

/** The form as the browser sends it, every field valid. */
function formValues(gstin: string, overrides: Record<string, string | File | (string | File)[]> = {}) {
  return {
    idempotencyKey: newKey(),
    title: `Basmati rice ${uniqueWord()}`,
    category: `${where.categoryId}/${where.subcategoryId}`,
    quantity: '2,000',
    unit: 'kg',
    targetPrice: '82',
    deliveryPin: '400001',
    neededBy: indianToday(),
    details: 'Sortexed, 25 kg bags.',
    showCompanyName: 'on',
    buyerGstin: gstin,
    ...overrides,
  };
}

const requirementsOf = (companyId: number) => db().select().from(requirements).where(eq(requirements.buyerCompanyId, companyId));

describe('posting a requirement', () => {
  it('posts for the buyer company, records the matched suppliers with their reasons and tells each of them', async () => {
    const word = uniqueWord();
    const near = await sellerWithListings(where, [`Basmati rice ${word} 1121`], { verified: true, deliveryStates: ['27'] });
    const anywhere = await sellerWithListings(where, [`Basmati rice ${word} sella`]);
    const notThere = await sellerWithListings(where, [`Basmati rice ${word} steam`], { deliveryStates: ['33'] });
    const buyer = await newBuyer();
    const cookie = await sessionCookie(buyer.userId);
    const answer = await call(newPage.action, '/requirements/new', { cookie, body: form(formValues(buyer.gstin, { title: `Basmati rice ${word}`, newAttachments: new File([samplePdf()], 'spec.pdf', { type: 'application/pdf' }) })) });
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location') ?? '';
    expect(location).toMatch(/^\/account\/requirements\/RQ-[2-9A-Z]{8}$/);
    const [row] = await requirementsOf(buyer.companyId);
    expect(row).toMatchObject({ reference: location.split('/').pop(), title: `Basmati rice ${word}`, quantity: 2000, unit: 'kg', targetPricePaise: 8200, deliveryPin: '400001', deliveryStateCode: '27', showCompanyName: true, publishToMembers: false, buyerGstin: buyer.gstin, status: 'open', buyerUserId: buyer.userId });
    expect(row?.attachments).toHaveLength(1);
    expect(row?.attachments[0]).toMatchObject({ name: 'spec.pdf', contentType: 'application/pdf' });
    // Expires after REQUIREMENT_EXPIRY_DAYS (14 by default).
    expect(Math.round(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000)).toBe(14);

    const matched = await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.requirementId, row?.id ?? 0));
    const byCompany = new Map(matched.map((match) => [match.supplierCompanyId, match]));
    expect(byCompany.has(near.companyId)).toBe(true);
    expect(byCompany.has(anywhere.companyId)).toBe(true);
    expect(byCompany.has(notThere.companyId)).toBe(false);
    expect(byCompany.get(near.companyId)?.source).toBe('matched');
    expect(byCompany.get(near.companyId)?.reasons.map((reason) => reason.kind)).toEqual(['listing', 'category', 'delivery', 'verified', 'reliability']);
    expect(byCompany.get(near.companyId)?.reasons[0]?.text).toBe(`Lists “Basmati rice ${word} 1121”`);

    const told = await db().select().from(notifications).where(eq(notifications.dedupeKey, `requirement-matched:${row?.reference}`));
    expect(told.map((notice) => notice.userId).sort()).toEqual([near.userId, anywhere.userId].sort());
    expect(told[0]).toMatchObject({ kind: 'requirement_matched', link: `/account/leads/requirements/${row?.reference}` });
  });

  it('makes one requirement of two concurrent posts with the same key, and both answers point at it', async () => {
    const buyer = await newBuyer();
    const key = newKey();
    const input = requirementInput(where, buyer.gstin);
    const [first, second] = await Promise.all([
      postRequirement(buyer.userId, input, { uploads: [{ name: 'a.pdf', bytes: samplePdf() }] }, key),
      postRequirement(buyer.userId, input, { uploads: [{ name: 'a.pdf', bytes: samplePdf() }] }, key),
    ]);
    expect(first.reference).toBe(second.reference);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const rows = await requirementsOf(buyer.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attachments).toHaveLength(1);
    // A retried request (the same form again, through the page) gets the first answer.
    const cookie = await sessionCookie(buyer.userId);
    const values = formValues(buyer.gstin);
    const once = await call(newPage.action, '/requirements/new', { cookie, body: form(values) });
    const again = await call(newPage.action, '/requirements/new', { cookie, body: form(values) });
    expect(again.headers.get('location')).toBe(once.headers.get('location'));
    expect(await requirementsOf(buyer.companyId)).toHaveLength(2);
  });

  it('answers bad input beside the field and keeps what was typed', async () => {
    const buyer = await newBuyer();
    const cookie = await sessionCookie(buyer.userId);
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ quantity: '0' }, 'quantity', /more than 0/],
      [{ quantity: '-20' }, 'quantity', /more than 0/],
      [{ quantity: '1000000000000000' }, 'quantity', /at most 10,00,00,000/],
      [{ neededBy: '2020-01-01' }, 'neededBy', /has passed/],
      [{ deliveryPin: '160001' }, 'deliveryState', /does not tell us the state/],
      [{ buyerGstin: '27AAAAA0000A1Z0' }, 'buyerGstin', /./],
    ];
    for (const [override, field, message] of cases) {
      const answer = await call(newPage.action, '/requirements/new', { cookie, body: form(formValues(buyer.gstin, { ...override, details: 'Keep every word of this.' })) });
      expect(answer.status, field).toBe(400);
      expect(answer.error[field]?.[0], field).toMatch(message);
      expect(answer.initialValue.details).toBe('Keep every word of this.');
    }
    expect(await requirementsOf(buyer.companyId)).toHaveLength(0);
  });

  it('refuses a sixth attachment and a file that lies about its type, keeping the good ones with a mistake', async () => {
    const buyer = await newBuyer();
    const cookie = await sessionCookie(buyer.userId);
    const pdf = (name: string) => new File([samplePdf()], name, { type: 'application/pdf' });
    const six = await call(newPage.action, '/requirements/new', { cookie, body: form(formValues(buyer.gstin, { newAttachments: ['1', '2', '3', '4', '5', '6'].map((n) => pdf(`${n}.pdf`)) })) });
    expect(six.status).toBe(400);
    expect(six.error.newAttachments?.[0]).toMatch(/At most 5 attachments/);
    const liar = new File([new TextEncoder().encode('MZ this is a program, not a photo')], 'photo.png', { type: 'image/png' });
    const lying = await call(newPage.action, '/requirements/new', { cookie, body: form(formValues(buyer.gstin, { newAttachments: [pdf('ok.pdf'), liar] })) });
    expect(lying.status).toBe(400);
    expect(lying.error.newAttachments?.[0]).toMatch(/"photo.png" is not a PDF or a JPEG, PNG or WebP image/);
    expect(await requirementsOf(buyer.companyId)).toHaveLength(0);

    // With another mistake in the form, the good files are kept with the draft and shown back.
    const draftCookie = 'ts_rqdraft=AAAAAAAAAAAAAAAAAAAAAA';
    const jpeg = new File([new Uint8Array(await sampleJpeg())], 'drawing.jpg', { type: 'image/jpeg' });
    const mistake = await call(newPage.action, '/requirements/new', { cookie: `${cookie}; ${draftCookie}`, body: form(formValues(buyer.gstin, { quantity: '0', newAttachments: [jpeg, liar, pdf('unwanted.pdf')] })) });
    expect(mistake.status).toBe(400);
    expect(mistake.error.quantity?.[0]).toMatch(/more than 0/);
    expect(mistake.error.newAttachments?.[0]).toMatch(/photo.png/);
    const page = await call(newPage.loader, '/requirements/new', { cookie: `${cookie}; ${draftCookie}` });
    const shown = page.data as { attachments: Array<{ key: string; name: string; kind: string }> };
    expect(shown.attachments.map((file) => [file.name, file.kind])).toEqual([
      ['drawing.jpg', 'Image'],
      ['unwanted.pdf', 'PDF'],
    ]);
    const [drawing, unwanted] = shown.attachments;
    // Posted with only the drawing ticked, the requirement carries it, the draft is gone and the unticked file deleted.
    const posted = await call(newPage.action, '/requirements/new', { cookie: `${cookie}; ${draftCookie}`, body: form(formValues(buyer.gstin, { keptAttachments: [drawing?.key ?? ''] })) });
    expect(posted.status).toBe(302);
    const [row] = await requirementsOf(buyer.companyId);
    expect(row?.attachments.map((file) => file.name)).toEqual(['drawing.jpg']);
    const after = (await call(newPage.loader, '/requirements/new', { cookie: `${cookie}; ${draftCookie}` })).data as { attachments: unknown[]; restored: boolean };
    expect(after).toMatchObject({ attachments: [], restored: false });
    expect(await readPrivateFile(drawing?.key ?? '')).toBeDefined();
    expect(await readPrivateFile(unwanted?.key ?? '')).toBeUndefined();
  });

  it('answers a form too large to read at the file picker, saying what fits (attachments, not photos)', async () => {
    const buyer = await newBuyer();
    const cookie = await sessionCookie(buyer.userId);
    // Five 10 MB files fit; a body declared past the upload limit is refused before it is read.
    const answer = await call(newPage.action, '/requirements/new', { cookie, body: form(formValues(buyer.gstin)), headers: { 'content-length': String(60 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.error.newAttachments).toEqual(['The files are too large to send together: attach at most 5 files of up to 10 MB each. Choose smaller files, or fewer, and post again.']);
    expect(await requirementsOf(buyer.companyId)).toHaveLength(0);
  });

  it('asks a login without a company to add one first', async () => {
    const user = await userWithoutCompany();
    const answer = await call(newPage.action, '/requirements/new', { cookie: await sessionCookie(user.id), body: form(formValues(gstinFor('27', 'AAECT1234K'))) });
    expect(answer.status).toBe(403);
    expect(answer.error['']?.[0]).toMatch(/no company yet/);
  });

  it('lets a visitor write it first: saved, asked to log in, then found intact with the company GSTIN filled in', async () => {
    const values = formValues('', { buyerGstin: '', details: 'Every word kept — ₹82 a kg, Mumbai.' });
    const draftCookie = 'ts_rqdraft=BBBBBBBBBBBBBBBBBBBBBB';
    const jpeg = new File([new Uint8Array(await sampleJpeg())], 'sample.jpg', { type: 'image/jpeg' });
    const asked = await call(newPage.action, '/requirements/new', { cookie: draftCookie, body: form({ ...values, newAttachments: jpeg }) });
    expect(asked.status).toBe(302);
    expect(asked.headers.get('location')).toBe('/requirements/new?step=account');
    const waiting = (await call(newPage.loader, '/requirements/new?step=account', { cookie: draftCookie })).data as { awaitingAccount: boolean; signedIn: boolean };
    expect(waiting).toMatchObject({ awaitingAccount: true, signedIn: false });

    const buyer = await newBuyer();
    const cookie = `${await sessionCookie(buyer.userId)}; ${draftCookie}`;
    const page = (await call(newPage.loader, '/requirements/new', { cookie })).data as { values: Record<string, string>; attachments: Array<{ key: string; name: string }>; restored: boolean };
    expect(page.restored).toBe(true);
    expect(page.values).toMatchObject({ title: values.title, quantity: '2,000', details: 'Every word kept — ₹82 a kg, Mumbai.', deliveryPin: '400001', buyerGstin: buyer.gstin, showCompanyName: 'on' });
    expect(page.attachments.map((file) => file.name)).toEqual(['sample.jpg']);
    const posted = await call(newPage.action, '/requirements/new', { cookie, body: form({ ...values, buyerGstin: page.values.buyerGstin ?? '', keptAttachments: page.attachments.map((file) => file.key) }) });
    expect(posted.status).toBe(302);
    const [row] = await requirementsOf(buyer.companyId);
    expect(row).toMatchObject({ title: values.title, details: 'Every word kept — ₹82 a kg, Mumbai.', buyerGstin: buyer.gstin });
    expect(row?.attachments.map((file) => file.name)).toEqual(['sample.jpg']);
  });

  it('prefills from a search or a product page link', async () => {
    const page = (await call(newPage.loader, `/requirements/new?q=${encodeURIComponent('jute bags')}&category=${where.categoryId}&subcategory=${where.subcategoryId}&unit=piece`)).data as { values: Record<string, string> };
    expect(page.values).toMatchObject({ title: 'jute bags', category: `${where.categoryId}/${where.subcategoryId}`, unit: 'piece' });
    const seller = await sellerWithListings(where, [`Hessian cloth ${uniqueWord()}`]);
    const [listing] = seller.listings;
    const fromProduct = (await call(newPage.loader, `/requirements/new?product=${listing?.slug}`)).data as { values: Record<string, string> };
    expect(fromProduct.values).toMatchObject({ title: expect.stringMatching(/^Hessian cloth /), category: `${where.categoryId}/${where.subcategoryId}`, unit: 'kg' });
  });

  it('drops a draft nobody came back to for a month, with its files', async () => {
    const draftCookie = 'ts_rqdraft=CCCCCCCCCCCCCCCCCCCCCC';
    const pdf = new File([samplePdf()], 'old.pdf', { type: 'application/pdf' });
    await call(newPage.action, '/requirements/new', { cookie: draftCookie, body: form(formValues('', { buyerGstin: '', quantity: '0', newAttachments: pdf })) });
    const [draft] = await db().select().from(requirementDrafts).where(eq(requirementDrafts.idHash, createHash('sha256').update('CCCCCCCCCCCCCCCCCCCCCC').digest('hex')));
    const key = draft?.attachments[0]?.key ?? '';
    expect(await readPrivateFile(key)).toBeDefined();
    await db().update(requirementDrafts).set({ updatedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(requirementDrafts.idHash, draft?.idHash ?? ''));
    expect((await pruneRequirementDrafts()).deleted).toBe(1);
    expect(await readPrivateFile(key)).toBeUndefined();
  });
});
