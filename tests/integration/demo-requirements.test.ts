import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '~/services/accounts/passwords.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { notifications, quotes, quoteVersions, requirements, requirementSuppliers } from '~/services/db/schema/requirements';
import { demoAccounts, demoSuppliers, seedDemoAccounts } from '../../seed/demo-accounts';

const counts = async () => ({
  users: (await db().select({ id: users.id }).from(users)).length,
  requirements: (await db().select({ id: requirements.id }).from(requirements)).length,
  pairs: (await db().select({ id: requirementSuppliers.requirementId }).from(requirementSuppliers)).length,
  quotes: (await db().select({ id: quotes.id }).from(quotes)).length,
  versions: (await db().select({ id: quoteVersions.id }).from(quoteVersions)).length,
  notifications: (await db().select({ id: notifications.id }).from(notifications)).length,
});

describe('demo logins and demo requirements', () => {
  it('gives four supplier logins their companies in different states, one in the buyer\'s state, and seeds requirements once', async () => {
    await Promise.all([seedDemoAccounts(), seedDemoAccounts()]);
    const first = await counts();
    await seedDemoAccounts();
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ requirements: 3, pairs: 11, quotes: 3, versions: 4 });

    const suppliers = demoSuppliers;
    const owned = await db()
      .select({ email: users.email, passwordHash: users.passwordHash, slug: companies.slug, stateCode: companies.stateCode, role: companies.role })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(inArray(users.email, suppliers.map((s) => s.email)));
    expect(owned.map((row) => row.slug).sort()).toEqual(suppliers.map((s) => s.companySlug).sort());
    expect(new Set(owned.map((row) => row.stateCode)).size).toBe(4);
    expect(owned.find((row) => row.email === demoAccounts.supplierKarnataka.email)?.stateCode).toBe('29');
    for (const supplier of suppliers) {
      const row = owned.find((r) => r.email === supplier.email);
      expect(row?.role).not.toBe('buyer');
      expect(await verifyPassword(row?.passwordHash ?? '', supplier.password)).toBe(true);
    }

    const [buyerCompany] = await db().select({ id: companies.id, stateCode: companies.stateCode }).from(companies).where(eq(companies.slug, 'demo-buyer-rao-traders'));
    const demo = await db().select().from(requirements).where(eq(requirements.buyerCompanyId, buyerCompany?.id ?? 0));
    expect(demo.map((r) => r.status).sort()).toEqual(['open', 'open', 'quoted']);
    expect(demo.every((r) => r.expiresAt > new Date() && r.deliveryStateCode === buyerCompany?.stateCode)).toBe(true);
    // The quoted one has an intra-state quote (CGST + SGST) and inter-state ones (IGST), one of them revised.
    const quoted = demo.find((r) => r.status === 'quoted');
    const versions = await db()
      .select({ version: quoteVersions.version, state: quoteVersions.supplierStateCode, current: quotes.currentVersion })
      .from(quoteVersions)
      .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
      .where(eq(quotes.requirementId, quoted?.id ?? 0));
    expect(versions.some((v) => v.state === quoted?.deliveryStateCode)).toBe(true);
    expect(versions.some((v) => v.state !== quoted?.deliveryStateCode)).toBe(true);
    expect(versions.some((v) => v.version === 2 && v.current === 2)).toBe(true);
    const declined = await db().select().from(requirementSuppliers).where(eq(requirementSuppliers.status, 'declined'));
    expect(declined).toHaveLength(1);
    expect(declined[0]?.declineReason).toBe('not_my_product');
  });
});
