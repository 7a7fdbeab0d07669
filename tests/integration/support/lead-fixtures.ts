import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inquirySchema } from '~/domain/inquiry';
import type { TeamRole } from '~/domain/team';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { companyMembers } from '~/services/db/schema/team';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { insertRequirement, sendTo } from './requirement-fixtures';

/** Fixtures of the lead manager's tests: inquiries and requirement leads of a seller, and colleagues. */

const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** An inquiry from `buyer` (a login, or a visitor when null) to the seller, through the real service; returns its thread. */
export async function inquiryLead(seller: { slug: string }, buyer: { userId: number } | null, values: { name?: string; text?: string; quantity?: string } = {}) {
  const input = inquirySchema().parse({
    quantity: values.quantity ?? '500',
    unit: 'pack',
    requirement: values.text ?? 'We need hybrid tomato seeds delivered to Pune by March, packed in 100 g pouches.',
    buyerName: values.name ?? 'Priya Nair',
    buyerEmail: `priya-${randomBytes(3).toString('hex')}@example.in`,
    buyerMobile: '9876543210',
  });
  const sent = await sendInquiry(seller.slug, input, { userId: buyer?.userId ?? null, ip: randomIp() });
  const [row] = await db().select({ thread: threads }).from(threads).innerJoin(inquiries, eq(inquiries.id, threads.inquiryId)).where(eq(inquiries.reference, sent.reference));
  if (!row) throw new Error('no thread');
  return row.thread;
}

/** A requirement of `buyer` sent to the seller (the trigger opens its thread); returns the requirement and the thread. */
export async function requirementLead(buyer: { companyId: number; id?: number; gstin?: string }, seller: { companyId: number }, overrides: Parameters<typeof insertRequirement>[1] = {}) {
  const requirement = await insertRequirement(buyer, overrides);
  await sendTo(requirement.id, seller.companyId);
  const [thread] = await db().select().from(threads).where(eq(threads.requirementId, requirement.id));
  if (!thread) throw new Error('no thread');
  return { requirement, thread };
}

/** A colleague at `companyId` with `role`. */
export async function colleague(companyId: number, role: TeamRole, name = `Colleague ${randomBytes(2).toString('hex')}`) {
  const [user] = await db().insert(users).values({ email: `colleague-${randomBytes(4).toString('hex')}@example.in`, name, passwordHash: 'not-used' }).returning({ id: users.id, name: users.name, email: users.email });
  if (!user) throw new Error('no user');
  await db().insert(companyMembers).values({ companyId, userId: user.id, role });
  return { ...user, userId: user.id };
}
