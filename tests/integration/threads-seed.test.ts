import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { threadList, threadPage } from '~/services/conversations/thread-pages.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { demoAccounts, seedDemoAccounts } from '../../seed/demo-accounts';

const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

describe('the demo data', () => {
  it('gives the demo buyer and supplier a conversation to open, once however often it is seeded', async () => {
    await seedDemoAccounts();
    await seedDemoAccounts();
    const buyer = await idOf(demoAccounts.buyer.email);
    const supplier = await idOf(demoAccounts.supplier.email);
    const listed = (await threadList(buyer, 1)).threads;
    // Every demo requirement pair has its thread (opened by the trigger).
    expect(listed.length).toBeGreaterThanOrEqual(4);
    const talk = listed.find((t) => t.subject === 'Drip irrigation kits for 12 acres of banana' && t.counterpart === 'Nashik Agro Seeds Pvt Ltd');
    expect(talk).toBeDefined();
    const page = await threadPage(supplier, talk!.reference);
    expect(page.side).toBe('seller');
    expect(page.messages.map((m) => m.side)).toEqual(['seller', 'buyer', 'seller']);
    expect(page.messages.at(-1)?.body).toContain('https://example.in/drip-guide');
  });
});
