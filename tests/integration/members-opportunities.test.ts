import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquirySchema } from '~/domain/inquiry';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { loader as inquiriesLoader } from '~/routes/account.inquiries';
import { loader as membersLoader } from '~/routes/members';
import { demoAccounts, seedDemoAccounts } from '../../seed/demo-accounts';
import { createBuyer } from './support/billing-fixtures';
import { categoryId } from './support/catalog-fixtures';
import { givePremium, ownerOf } from './support/notify-fixtures';
import { insertRequirement } from './support/requirement-fixtures';
import { callRoute, requestAs } from './support/route-call';

await seedDemoAccounts();
const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const supplierA = await idOf(demoAccounts.supplier.email);
const buyerUser = await idOf(demoAccounts.buyer.email);
const [buyerCompany] = await db().select().from(companies).where(eq(companies.ownerUserId, buyerUser));
if (!buyerCompany) throw new Error('no demo buyer company');
// Supplier B sells in the same category as A (agriculture) and pays for a plan with B2B Opportunities.
const supplierB = await ownerOf('khandesh-irrigation-systems');
await givePremium(supplierB);
// A paying member whose company lists nothing and has no category: sees every published requirement.
const unscopedMember = (await createBuyer('27')).id;
await givePremium(unscopedMember);
const stranger = (await createBuyer('29')).id;
const agriculture = await categoryId('agriculture');
const apparel = await categoryId('apparels-and-fashion');

const pageOf = async (userId: number) => JSON.stringify(await callRoute(inquiriesLoader, await requestAs(userId, '/account/inquiries')));
const opportunitiesOf = async (userId: number | undefined) => {
  const data = await callRoute(membersLoader, await requestAs(userId, '/members'));
  return data.opportunities;
};

describe('an inquiry is private to the supplier it was written to', () => {
  it('is seen by supplier A alone: not by supplier B, a paying member on /members, or a stranger', async () => {
    const secret = `Need 900 kg of hybrid tomato seed zqvprivate${Date.now()} for our farms near Hubballi.`;
    const sent = await sendInquiry(
      'nashik-agro-seeds',
      inquirySchema().parse({ quantity: '900', unit: 'kg', requirement: secret, buyerName: 'Priya Nair', buyerEmail: 'priya@example.in', buyerMobile: '09876543210', productSlug: 'tomato-seeds' }),
      { userId: buyerUser, ip: '10.1.0.1' },
    );
    expect(await pageOf(supplierA)).toContain(sent.reference);
    expect(await pageOf(supplierA)).toContain(secret);
    for (const other of [supplierB, unscopedMember, stranger]) {
      const page = await pageOf(other);
      expect(page).not.toContain(sent.reference);
      expect(page).not.toContain(secret);
    }
    for (const member of [supplierB, unscopedMember]) {
      const members = JSON.stringify(await callRoute(membersLoader, await requestAs(member, '/members')));
      expect(members).not.toContain(sent.reference);
      expect(members).not.toContain('zqvprivate');
      expect(members).not.toContain('Priya');
    }
    // Supplier A itself, paying, does not see its own inquiries as "opportunities" either.
    await givePremium(supplierA);
    expect(JSON.stringify(await opportunitiesOf(supplierA))).not.toContain('zqvprivate');
  });
});

describe('members see only requirements published to them, without the buyer', () => {
  it('lists a published live requirement in the member\'s category without who posted it; never an unpublished, expired, closed or other-category one', async () => {
    const stamp = Date.now();
    const published = await insertRequirement({ companyId: buyerCompany.id }, { title: `Drip laterals 16 mm published${stamp}`, categoryId: agriculture, publishToMembers: true, quantity: 12000, unit: 'm', deliveryStateCode: '29', deliveryPin: '560025' });
    await insertRequirement({ companyId: buyerCompany.id }, { title: `Drip laterals unpublished${stamp}`, categoryId: agriculture, publishToMembers: false });
    await insertRequirement({ companyId: buyerCompany.id }, { title: `Expired published${stamp}`, categoryId: agriculture, publishToMembers: true, expiresAt: new Date(Date.now() - 60_000) });
    await insertRequirement({ companyId: buyerCompany.id }, { title: `Accepted published${stamp}`, categoryId: agriculture, publishToMembers: true, status: 'accepted' });
    await insertRequirement({ companyId: buyerCompany.id }, { title: `Shirts published${stamp}`, categoryId: apparel, publishToMembers: true });

    const scoped = await opportunitiesOf(supplierB);
    expect(scoped?.scoped).toBe(true);
    expect(scoped?.isSeller).toBe(true);
    const titles = (scoped?.rows ?? []).map((row) => row.title);
    expect(titles).toContain(published.title);
    expect(titles.filter((title) => title.endsWith(String(stamp)))).toEqual([published.title]);
    const row = scoped?.rows.find((r) => r.title === published.title);
    expect(row).toMatchObject({ quantity: 12000, unit: 'm', categoryName: 'Agriculture', deliveryState: 'Karnataka' });
    expect(row?.neededBy).toMatch(/\d{4}$/);

    const unscoped = await opportunitiesOf(unscopedMember);
    expect(unscoped?.scoped).toBe(false);
    expect(unscoped?.isSeller).toBe(false);
    expect((unscoped?.rows ?? []).map((r) => r.title).filter((title) => title.endsWith(String(stamp))).sort()).toEqual([published.title, `Shirts published${stamp}`].sort());

    for (const seen of [scoped, unscoped]) {
      const text = JSON.stringify(seen);
      for (const identifying of [buyerCompany.name, buyerCompany.gstin, published.buyerGstin, published.deliveryPin, published.reference, 'Asha Rao', demoAccounts.buyer.email].filter((value): value is string => Boolean(value))) {
        expect(text).not.toContain(identifying);
      }
    }
  });

  it('shows nothing to a visitor or to a member whose plan lacks the benefit', async () => {
    await insertRequirement({ companyId: buyerCompany.id }, { title: `Visible to members only ${Date.now()}`, categoryId: agriculture, publishToMembers: true });
    expect(await opportunitiesOf(undefined)).toBeUndefined();
    expect(await opportunitiesOf(stranger)).toBeUndefined();
  });
});
