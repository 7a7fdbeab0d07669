import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../app/services/accounts/passwords.server';
import { db, transaction } from '../app/services/db/client.server';
import { users } from '../app/services/db/schema/accounts';
import { companies } from '../app/services/db/schema/companies';
import { companyMembers } from '../app/services/db/schema/team';
import { seedDemoConversation } from './demo-conversation';
import { seedDemoVerification } from './demo-verification';
import { seedDemoRequirements } from './demo-requirements';

/**
 * Known logins for demos and the browser tests (README "Demo logins"): a buyer with a company,
 * suppliers who own seeded companies (and so receive their inquiries and requirements), and an admin. Created only in
 * development, for the e2e server, or when SEED_DEMO_ACCOUNTS=true — never by default in production.
 */
export const demoAccounts = {
  buyer: { email: 'buyer@tradesetu.example', password: 'demo-buyer-pass', name: 'Asha Rao' },
  supplier: { email: 'supplier@tradesetu.example', password: 'demo-supplier-pass', name: 'Vikram Deshmukh', companySlug: 'nashik-agro-seeds' },
  /** Three more suppliers that quote on buy requirements: one in the buyer's state (Karnataka), two elsewhere. */
  supplierKarnataka: { email: 'supplier.karnataka@tradesetu.example', password: 'demo-supplier-ka-pass', name: 'Ananya Hegde', companySlug: 'malnad-coffee-curers' },
  supplierGujarat: { email: 'supplier.gujarat@tradesetu.example', password: 'demo-supplier-gj-pass', name: 'Jignesh Patel', companySlug: 'umiya-spices-seeds' },
  supplierHaryana: { email: 'supplier.haryana@tradesetu.example', password: 'demo-supplier-hr-pass', name: 'Rohit Garg', companySlug: 'karnal-agri-exports' },
  /** A colleague of the demo supplier at Nashik Agro Seeds with the sales role: leads can be assigned to her. */
  supplierSales: { email: 'sales@tradesetu.example', password: 'demo-supplier-pass', name: 'Meera Kulkarni' },
  admin: { email: 'admin@tradesetu.example', password: 'demo-admin-pass', name: 'Marketplace admin' },
} as const;

async function ensureUser(account: { email: string; password: string; name: string }, role: 'member' | 'administrator'): Promise<number> {
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
  if (existing) return existing.id;
  const [created] = await db()
    .insert(users)
    .values({ email: account.email, name: account.name, passwordHash: await hashPassword(account.password), role, emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [raced] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
  if (!raced) throw new Error(`could not create demo user ${account.email}`);
  return raced.id;
}

/** The supplier logins, each owning a seeded supplier company. */
export const demoSuppliers = [demoAccounts.supplier, demoAccounts.supplierKarnataka, demoAccounts.supplierGujarat, demoAccounts.supplierHaryana] as const;

/**
 * Idempotent: creates the buyer (with a Karnataka company), the four suppliers (each owning a
 * seeded company that has no owner yet), the demo supplier's sales colleague and the admin, if
 * missing; then the demo requirements.
 */
export async function seedDemoAccounts(): Promise<void> {
  const buyerId = await ensureUser(demoAccounts.buyer, 'member');
  await ensureUser(demoAccounts.admin, 'administrator');
  // Now that a reviewer exists, the demo suppliers' certificates are reviewed (before their owners
  // join, so the demo logins start without a pile of verification notices).
  await transaction((tx) => seedDemoVerification(tx));
  for (const supplier of demoSuppliers) {
    const supplierId = await ensureUser(supplier, 'member');
    await db()
      .update(companies)
      .set({ ownerUserId: supplierId })
      .where(and(eq(companies.slug, supplier.companySlug), isNull(companies.ownerUserId)));
  }
  await seedDemoColleague();
  await db()
    .insert(companies)
    .values({
      slug: 'demo-buyer-rao-traders',
      name: 'Rao Traders Private Limited',
      ownerUserId: buyerId,
      role: 'buyer',
      enterpriseType: 'msme',
      legalForm: 'Private Limited',
      businessType: 'Wholesaler',
      gstin: '29AAGCR4375J1ZU',
      address: '14 Residency Road',
      city: 'Bengaluru',
      pin: '560025',
      stateCode: '29',
      contactName: 'Asha Rao',
      designation: 'Director',
      mobile: '+919845012345',
      email: demoAccounts.buyer.email,
    })
    .onConflictDoNothing();
  await seedDemoRequirements();
  await seedDemoConversation();
}

/** The demo supplier's colleague joins Nashik Agro Seeds as sales, once (a login works for one company). */
async function seedDemoColleague(): Promise<void> {
  const colleagueId = await ensureUser(demoAccounts.supplierSales, 'member');
  const [company] = await db().select({ id: companies.id, ownerUserId: companies.ownerUserId }).from(companies).where(eq(companies.slug, demoAccounts.supplier.companySlug)).limit(1);
  if (!company) return;
  await db()
    .insert(companyMembers)
    .values({ companyId: company.id, userId: colleagueId, role: 'sales', addedByUserId: company.ownerUserId })
    .onConflictDoNothing();
}
