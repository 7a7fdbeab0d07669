import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '~/domain/inquiry';
import { parseDashboardQuery } from '~/domain/seller-dashboard';
import { profileSchema } from '~/domain/registration';
import { membershipOf } from '~/services/accounts/membership.server';
import { saveProfile } from '~/services/accounts/company.server';
import { createSession } from '~/services/accounts/sessions.server';
import { removeMember } from '~/services/accounts/team.server';
import { confirmUpiPayment } from '~/services/billing/activation.server';
import { billingOverview, getInvoiceFor } from '~/services/billing/invoices.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { requireSellerCompany } from '~/services/catalog/listings.server';
import { sellerDashboard } from '~/services/catalog/seller-dashboard.server';
import { threadFor, threadsVisibleTo } from '~/services/conversations/threads.server';
import { db } from '~/services/db/client.server';
import { threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { ForbiddenError, NotFoundError } from '~/services/errors.server';
import { listInquiriesFor, sendInquiry } from '~/services/inquiries/inquiries.server';
import { buyerRequirementPage } from '~/services/requirements/buyer-requirement.server';
import { sellerInbox } from '~/services/requirements/seller-inbox.server';
import { loader as accountLoader } from '~/routes/account';
import { loader as profileLoader } from '~/routes/account-profile';
import { loader as billingLoader } from '~/routes/account.billing';
import { loader as teamLoader } from '~/routes/account.team';
import { loader as inboxLoader } from '~/routes/account.leads.requirements';
import { loader as productsLoader } from '~/routes/account-products';
import { loader as editorLoader } from '~/routes/account-products.editor';
import { loader as importLoader } from '~/routes/account.products.import';
import { loader as preferencesLoader } from '~/routes/account.requirement-preferences';
import { loader as requirementsLoader } from '~/routes/account.requirements';
import { loader as inquiriesLoader } from '~/routes/account.inquiries';
import { checkoutInput, makeAdmin, utr } from './support/billing-fixtures';
import { firstCategoryPair } from './support/catalog-fixtures';
import { call, cookieOf } from './support/form-call';
import { insertRequirement, newBuyer, newSupplier, sendTo } from './support/requirement-fixtures';
import { uniqueIds } from './support/registration-data';
import { colleagueOf } from './support/team-fixtures';

const inquiryForm = () =>
  inquirySchema().parse({ quantity: '200', unit: 'kg', requirement: 'We need 200 kg of cumin seeds in 25 kg bags.', buyerName: 'Priya Nair', buyerEmail: 'priya@example.in', buyerMobile: '9876543210' });
const sessionCookie = async (userId: number) => cookieOf(await createSession(new Request('http://localhost/'), userId));
const threadOfInquiry = async (reference: string) => (await db().select({ reference: threads.reference }).from(threads).innerJoin(inquiries, eq(inquiries.id, threads.inquiryId)).where(eq(inquiries.reference, reference)))[0]!.reference;

describe('a removed member loses access at once', () => {
  it('no longer sees the company’s inquiries, conversations, listings, requirements or billing, and the pages say so instead of failing', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const colleague = await colleagueOf(seller.userId, 'owner');
    // A lead for the seller, a requirement sent to it, and one the colleague posts for the company as a buyer.
    const inquiry = await sendInquiry(seller.slug, inquiryForm(), { userId: buyer.userId, ip: `10.7.${Math.floor(Math.random() * 250)}.1` });
    const leadThread = await threadOfInquiry(inquiry.reference);
    await db().update(threads).set({ assigneeUserId: colleague.userId }).where(eq(threads.reference, leadThread));
    const incoming = await insertRequirement(buyer);
    await sendTo(incoming.id, seller.companyId);
    const ownRequirement = await insertRequirement({ companyId: seller.companyId, id: colleague.userId });
    const other = await newSupplier();
    await sendTo(ownRequirement.id, other.companyId);
    const [buyingThread] = await db().select({ reference: threads.reference }).from(threads).where(eq(threads.requirementId, ownRequirement.id));
    const admin = await makeAdmin();
    const { order } = await createOrder(colleague.userId, checkoutInput());
    const invoice = await confirmUpiPayment(admin, (await submitUtr(colleague.userId, order.reference, utr())).id);

    // Before: the colleague acts for the company everywhere.
    expect((await listInquiriesFor(colleague.userId)).received.map((i) => i.reference)).toContain(inquiry.reference);
    expect((await threadFor(colleague.userId, leadThread)).side).toBe('seller');
    expect((await threadFor(colleague.userId, buyingThread!.reference)).side).toBe('buyer');
    expect((await requireSellerCompany(colleague.userId)).id).toBe(seller.companyId);
    expect((await sellerInbox(colleague.userId)).map((r) => r.reference)).toContain(incoming.reference);
    expect((await buyerRequirementPage({ id: colleague.userId }, ownRequirement.reference, 'landed')).requirement.reference).toBe(ownRequirement.reference);
    // The other owner sees the invoice of the plan the colleague bought for the company.
    expect((await billingOverview(seller.userId)).invoices.map((i) => i.number)).toContain(invoice.number);
    expect((await getInvoiceFor({ id: seller.userId, role: 'member' }, invoice.number)).number).toBe(invoice.number);

    await removeMember(seller.userId, colleague.userId);

    expect(await membershipOf(colleague.userId)).toBeNull();
    const inquiriesNow = await listInquiriesFor(colleague.userId);
    expect(inquiriesNow.company).toBeNull();
    expect(inquiriesNow.received).toEqual([]);
    await expect(threadFor(colleague.userId, leadThread)).rejects.toBeInstanceOf(NotFoundError);
    await expect(threadFor(colleague.userId, buyingThread!.reference)).rejects.toBeInstanceOf(NotFoundError);
    const visible = await db().select({ reference: threads.reference }).from(threads).where(threadsVisibleTo(colleague.userId));
    expect(visible.map((t) => t.reference)).not.toContain(leadThread);
    expect(visible.map((t) => t.reference)).not.toContain(buyingThread!.reference);
    await expect(requireSellerCompany(colleague.userId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(sellerInbox(colleague.userId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(buyerRequirementPage({ id: colleague.userId }, ownRequirement.reference, 'landed')).rejects.toBeInstanceOf(NotFoundError);
    // Their own payment stays theirs; the company's billing is no longer shown to them as the company's.
    expect((await billingOverview(colleague.userId)).invoices.map((i) => i.number)).toEqual([invoice.number]);
    // A lead assigned to them is unassigned.
    const [lead] = await db().select({ assignee: threads.assigneeUserId }).from(threads).where(eq(threads.reference, leadThread));
    expect(lead?.assignee).toBeNull();

    // Their next page load says they are no longer part of the company, and no page fails.
    const cookie = await sessionCookie(colleague.userId);
    const frame = await call(accountLoader, '/account', { cookie });
    expect(frame.data).toMatchObject({ membership: null, formerCompany: expect.any(String) });
    expect((await call(profileLoader, '/account', { cookie })).data).toMatchObject({ profile: { hasCompany: false } });
    expect((await call(teamLoader, '/account/team', { cookie })).data).toEqual({ kind: 'no-company', title: 'Team' });
    expect(await call(inboxLoader, '/account/leads/requirements', { cookie })).toMatchObject({ status: 404, data: expect.stringContaining('no company profile yet') });
  });

  it('a removed member may create a company of their own and is its owner', async () => {
    const seller = await newSupplier();
    const colleague = await colleagueOf(seller.userId, 'sales');
    await removeMember(seller.userId, colleague.userId);
    const pair = await firstCategoryPair();
    const ids = uniqueIds();
    const input = profileSchema(new Date().getFullYear()).parse({
      firstName: 'Kiran',
      lastName: 'Patil',
      email: colleague.email,
      mobile: '9876500001',
      companyName: 'Patil Seeds',
      designation: 'Proprietor',
      address: '3 Station Road, Nashik',
      pan: ids.pan,
      yearOfEstablishment: '2020',
      companyRegisteredAs: 'Partnership Firm',
      dpiitRegistration: 'Not registered',
      udyamNumber: 'Not registered',
      gstNumber: ids.gstin,
      lookingForSupport: [],
      businessType: 'Manufacturing Sector',
      role: 'Seller',
      category: String(pair.category),
      subCategory: String(pair.subCategory),
    });
    expect(await saveProfile(colleague.userId, input)).toEqual({ created: true });
    const membership = await membershipOf(colleague.userId);
    expect(membership).toMatchObject({ companyName: 'Patil Seeds', role: 'owner' });
    expect(membership?.companyId).not.toBe(seller.companyId);
  });
});

describe('the account area follows the role', () => {
  it('a sales colleague cannot reach billing or the company’s invoices; the profile is read-only for them; an owner’s is editable', async () => {
    const seller = await newSupplier();
    const sales = await colleagueOf(seller.userId, 'sales');
    const admin = await makeAdmin();
    const { order } = await createOrder(seller.userId, checkoutInput());
    const invoice = await confirmUpiPayment(admin, (await submitUtr(seller.userId, order.reference, utr())).id);
    const cookie = await sessionCookie(sales.userId);
    expect(await call(billingLoader, '/account/billing', { cookie })).toMatchObject({ status: 403, data: expect.stringContaining('does not include the team, plans, billing') });
    await expect(getInvoiceFor({ id: sales.userId, role: 'member' }, invoice.number)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createOrder(sales.userId, checkoutInput())).rejects.toBeInstanceOf(ForbiddenError);
    expect((await call(profileLoader, '/account', { cookie })).data).toMatchObject({ profile: { hasCompany: true, canEdit: false, role: 'sales' } });
    expect((await call(profileLoader, '/account', { cookie: await sessionCookie(seller.userId) })).data).toMatchObject({ profile: { hasCompany: true, canEdit: true, role: 'owner' } });
    expect((await call(accountLoader, '/account', { cookie })).data).toMatchObject({ membership: { role: 'sales', companyId: seller.companyId } });
  });

  it('a catalogue colleague is refused the inquiries in words, and a sales colleague the catalogue', async () => {
    const seller = await newSupplier();
    const catalogue = await colleagueOf(seller.userId, 'catalogue');
    const sales = await colleagueOf(seller.userId, 'sales');
    await expect(listInquiriesFor(catalogue.userId)).rejects.toThrow(/does not include inquiries, requirements, quotes and conversations/);
    expect((await requireSellerCompany(catalogue.userId)).id).toBe(seller.companyId);
    await expect(requireSellerCompany(sales.userId)).rejects.toThrow(/does not include the catalogue/);
    expect((await listInquiriesFor(sales.userId)).company?.id).toBe(seller.companyId);
    // The dashboard shows a catalogue colleague the listings, not the buyers waiting for an answer.
    const buyer = await newBuyer();
    await sendInquiry(seller.slug, inquiryForm(), { userId: buyer.userId, ip: `10.6.${Math.floor(Math.random() * 250)}.1` });
    const query = parseDashboardQuery(new URLSearchParams());
    const forOwner = await sellerDashboard(seller.userId, query);
    const forCatalogue = await sellerDashboard(catalogue.userId, query);
    expect(forOwner.kind === 'seller' && forOwner.waiting.unansweredCount).toBe(1);
    expect(forCatalogue.kind === 'seller' && forCatalogue.waiting).toMatchObject({ unansweredCount: 0, unanswered: [] });
  });

  it('every account page a role leaves out answers 403 with the reason in words, never a failure', async () => {
    const seller = await newSupplier();
    const sales = await sessionCookie((await colleagueOf(seller.userId, 'sales')).userId);
    const catalogue = await sessionCookie((await colleagueOf(seller.userId, 'catalogue')).userId);
    const pages = [
      { cookie: sales, loader: productsLoader, path: '/account/products', reason: 'does not include the catalogue' },
      { cookie: sales, loader: editorLoader, path: '/account/products/new', reason: 'does not include the catalogue' },
      { cookie: sales, loader: importLoader, path: '/account/products/import', reason: 'does not include the catalogue' },
      { cookie: catalogue, loader: inquiriesLoader, path: '/account/inquiries', reason: 'does not include inquiries' },
      { cookie: catalogue, loader: inboxLoader, path: '/account/leads/requirements', reason: 'does not include inquiries' },
      { cookie: catalogue, loader: requirementsLoader, path: '/account/requirements', reason: 'does not include inquiries' },
      { cookie: catalogue, loader: preferencesLoader, path: '/account/requirement-preferences', reason: 'does not include inquiries' },
      { cookie: catalogue, loader: billingLoader, path: '/account/billing', reason: 'does not include the team, plans, billing' },
    ];
    for (const { cookie, loader, path, reason } of pages) {
      expect(await call(loader, path, { cookie }), path).toMatchObject({ status: 403, data: expect.stringContaining(reason) });
    }
  });
});
