import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { inquirySchema } from '~/domain/inquiry';
import { createSession } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { threads } from '~/services/db/schema/conversations';
import { inquiries } from '~/services/db/schema/leads';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { newBuyer, newSupplier } from './requirement-fixtures';

/** An inquiry form as the product page sends it (Priya Nair's phone and email). */
const inquiryInput = (overrides: Record<string, string> = {}) =>
  inquirySchema().parse({ quantity: '500', unit: 'pack', requirement: 'We need 500 packs of hybrid tomato seeds delivered to Pune by March.', buyerName: 'Priya Nair', buyerEmail: 'Priya@Example.in', buyerMobile: '9876543210', ...overrides });

/** A different network address for every inquiry, so the senders' rate limits never meet. */
const someIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** The thread an inquiry opened. */
async function threadOfInquiry(inquiryReference: string) {
  const [row] = await db().select({ thread: threads }).from(threads).innerJoin(inquiries, eq(inquiries.id, threads.inquiryId)).where(eq(inquiries.reference, inquiryReference));
  if (!row) throw new Error('no thread');
  return row.thread;
}

/** A seller, a buyer with a company, and the thread of an inquiry from one to the other. */
export async function inquiryThread(overrides: Record<string, string> = {}) {
  const seller = await newSupplier();
  const buyer = await newBuyer();
  const sent = await sendInquiry(seller.slug, inquiryInput(overrides), { userId: buyer.userId, ip: someIp() });
  const thread = await threadOfInquiry(sent.reference);
  return { seller, buyer, thread, inquiryReference: sent.reference };
}

/** A visitor's inquiry (no account) to a new seller, from `email`. */
export async function visitorInquiry(email: string) {
  const seller = await newSupplier();
  const sent = await sendInquiry(seller.slug, inquiryInput({ buyerEmail: email }), { userId: null, ip: someIp() });
  return { seller, thread: await threadOfInquiry(sent.reference), inquiryReference: sent.reference };
}

/** The cookie a signed-in browser of `userId` sends. */
export async function cookieFor(userId: number): Promise<string> {
  return (await createSession(new Request('http://localhost/'), userId)).split(';')[0] ?? '';
}

export const newKey = () => randomUUID();
