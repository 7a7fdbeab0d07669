import { eq } from 'drizzle-orm';
import { hashPassword } from '../app/services/accounts/passwords.server';
import { transaction } from '../app/services/db/client.server';
import { users } from '../app/services/db/schema/accounts';
import { companies } from '../app/services/db/schema/companies';

/**
 * Demo logins with known passwords, for the browser tests and local demos only (never production):
 * a supplier who owns a seeded company, and a buyer with no company.
 */
export const DEMO_ACCOUNTS = {
  supplier: { email: 'supplier@tradesetu.example', password: 'demo-supplier-2026', name: 'Vikram Deshmukh', companySlug: 'nashik-agro-seeds' },
  buyer: { email: 'buyer@tradesetu.example', password: 'demo-buyer-2026', name: 'Priya Nair', companySlug: null },
} as const;

/** Creates the demo logins if missing and links the supplier to its company; safe to re-run. */
export async function seedDemoAccounts(): Promise<void> {
  const hashes = await Promise.all(Object.values(DEMO_ACCOUNTS).map((account) => hashPassword(account.password)));
  await transaction(async (tx) => {
    for (const [index, account] of Object.values(DEMO_ACCOUNTS).entries()) {
      await tx.insert(users).values({ email: account.email, name: account.name, passwordHash: hashes[index] ?? '', emailVerifiedAt: new Date() }).onConflictDoNothing();
      if (!account.companySlug) continue;
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (user) await tx.update(companies).set({ ownerUserId: user.id }).where(eq(companies.slug, account.companySlug));
    }
  });
}
