import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gstinCheckCharacter } from '~/domain/india-ids';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { newIdempotencyKey } from '~/services/http/idempotency.server';
import type { CheckoutInput } from '~/domain/billing';

/** A checksum-valid GSTIN for a state code and PAN body, e.g. gstinFor('27', 'AAECT1234K'). */
export function gstinFor(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

const randomPan = () => {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[randomBytes(1)[0]! % letters.length];
  // The 4th letter is the holder type: C (company), so every generated GSTIN is valid.
  return `AA${pick()}C${pick()}${String(1000 + (randomBytes(2).readUInt16BE() % 9000))}${pick()}`;
};

/** A member user with a company registered in `stateCode`, made directly in the test database. */
export async function createBuyer(stateCode = '29', role: 'member' | 'administrator' = 'member'): Promise<SessionUser & { gstin: string }> {
  const suffix = randomBytes(5).toString('hex');
  const email = `buyer-${suffix}@example.in`;
  const [user] = await db().insert(users).values({ email, name: `Buyer ${suffix}`, passwordHash: 'not-used', role }).returning();
  if (!user) throw new Error('no user');
  const gstin = gstinFor(stateCode, randomPan());
  await db().insert(companies).values({
    slug: `buyer-${suffix}`,
    name: `Buyer Traders ${suffix}`,
    ownerUserId: user.id,
    role: 'buyer',
    enterpriseType: 'msme',
    legalForm: 'Private Limited',
    businessType: 'Trader',
    gstin,
    address: '12 Market Road',
    city: 'Bengaluru',
    pin: '560001',
    stateCode,
    contactName: 'Asha Rao',
    mobile: '+919876543210',
    email,
  });
  return { id: user.id, email, name: user.name, role, emailVerified: true, locale: 'en', gstin };
}

export async function makeAdmin(): Promise<SessionUser> {
  const admin = await createBuyer('29', 'administrator');
  await db().update(users).set({ role: 'administrator' }).where(eq(users.id, admin.id));
  return admin;
}

export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    plan: 'premium',
    idempotencyKey: newIdempotencyKey(),
    expectedTotalPaise: 1180000,
    billingName: 'Buyer Traders',
    gstin: undefined,
    billingAddress: '12 Market Road, Bengaluru 560001',
    billingStateCode: '29',
    provider: 'upi',
    ...overrides,
  };
}

/** A unique 12-digit UTR. */
export function utr(): string {
  return String(100000000000 + (randomBytes(5).readUIntBE(0, 5) % 899999999999));
}
