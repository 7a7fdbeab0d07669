import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { membershipOf } from '~/services/accounts/membership.server';
import { verifyPassword } from '~/services/accounts/passwords.server';
import { teamPage } from '~/services/accounts/team.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { companyMembers } from '~/services/db/schema/team';
import { demoAccounts, seedDemoAccounts } from '../../seed/demo-accounts';

const userOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;

describe('the demo team', () => {
  it('gives the demo supplier a sales colleague with a known password, once however often the seed runs', async () => {
    await Promise.all([seedDemoAccounts(), seedDemoAccounts()]);
    await seedDemoAccounts();
    const sales = await userOf(demoAccounts.supplierSales.email);
    expect(await verifyPassword(sales.passwordHash, demoAccounts.supplierSales.password)).toBe(true);
    const [company] = await db().select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.slug, demoAccounts.supplier.companySlug));
    expect(await membershipOf(sales.id)).toEqual({ companyId: company!.id, companyName: company!.name, role: 'sales' });
    expect(await db().select().from(companyMembers).where(eq(companyMembers.userId, sales.id))).toHaveLength(1);
    const team = await teamPage((await userOf(demoAccounts.supplier.email)).id);
    expect(team.kind === 'team' && team.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [demoAccounts.supplier.email, 'owner'],
        [demoAccounts.supplierSales.email, 'sales'],
      ]),
    );
  });
});
