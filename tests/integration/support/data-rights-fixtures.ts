import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { inquirySchema } from '~/domain/inquiry';
import { hashPassword } from '~/services/accounts/passwords.server';
import type { SessionUser } from '~/services/accounts/sessions.server';
import { confirmUpiPayment } from '~/services/billing/activation.server';
import { createOrder, submitUtr } from '~/services/billing/orders.server';
import { sendMessage } from '~/services/conversations/thread-messages.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { serviceRequests } from '~/services/db/schema/leads';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { uploadDocument } from '~/services/trust/verification-review.server';
import { checkoutInput, makeAdmin, utr } from './billing-fixtures';
import { createSeller } from './listing-fixtures';
import { newBuyer, samplePdf } from './requirement-fixtures';

/**
 * People with data in every corner of the site, for the tests of the data export and of account
 * deletion (docs/decisions/0031). Each has a name, phone and email no other fixture uses, so a scan
 * of the whole database for them finds only their own traces.
 */
export interface Person extends SessionUser {
  password: string;
  /** +91 and ten digits, as stored. */
  mobile: string;
  companyId: number;
  slug: string;
}

const letters = (count: number) =>
  Array.from(randomBytes(count))
    .map((byte) => 'bcdfghjklmnpqrstvwxz'[byte % 20])
    .join('');

/** A member (buyer or seller) with a password, and a name and mobile of their own on the login and the company. */
export async function person(kind: 'buyer' | 'seller'): Promise<Person> {
  const base = kind === 'buyer' ? await newBuyer() : await createSeller(true);
  const name = `Zorawar ${letters(8)}`;
  const mobile = `+919${String(100000000 + (randomBytes(4).readUInt32BE() % 899999999))}`;
  const password = `pass-${randomBytes(6).toString('hex')}`;
  await db().update(users).set({ name, mobile, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() }).where(eq(users.id, base.id));
  await db().update(companies).set({ contactName: name, mobile, email: base.email }).where(eq(companies.id, base.companyId));
  return { ...base, name, mobile, password, companyId: base.companyId, slug: base.slug };
}

/** `buyer`'s inquiry to `seller`, a reply each way with a PDF each: returns the thread's reference. */
export async function conversation(buyer: Person, seller: Person): Promise<string> {
  const input = inquirySchema().parse({
    quantity: '300',
    unit: 'pack',
    requirement: 'We need 300 packs of hybrid seeds delivered to Pune next month.',
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerMobile: buyer.mobile.slice(3),
  });
  const sent = await sendInquiry(seller.slug, input, { userId: buyer.id, ip: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
  const opened = await db().execute<{ reference: string }>(sql`SELECT t.reference FROM threads t JOIN inquiries i ON i.id = t.inquiry_id WHERE i.reference = ${sent.reference}`);
  const thread = opened.rows[0];
  if (!thread) throw new Error('no thread');
  await sendMessage(seller.id, thread.reference, { body: `Hello ${buyer.name}, yes we can. Our price list is attached.`, uploads: [{ name: 'seller-prices.pdf', bytes: samplePdf() }], idempotencyKey: randomUUID() });
  await sendMessage(buyer.id, thread.reference, { body: 'Thank you, our specification is attached.', uploads: [{ name: 'buyer-spec.pdf', bytes: samplePdf() }], idempotencyKey: randomUUID() });
  return thread.reference;
}

/** A paid membership with its tax invoice, a verification document and a contact message of `someone`. */
export async function paperwork(someone: Person): Promise<{ invoiceNumber: string }> {
  const { order } = await createOrder(someone.id, checkoutInput({ billingName: someone.name }));
  const payment = await submitUtr(someone.id, order.reference, utr());
  const invoice = await confirmUpiPayment(await makeAdmin(), payment.id);
  await uploadDocument(someone.id, 'gst_certificate', { name: 'gst-certificate.pdf', bytes: samplePdf() });
  await db().insert(serviceRequests).values({ serviceSlug: 'contact', name: someone.name, email: someone.email, mobile: someone.mobile, message: 'Please call me about the premium plan.', userId: someone.id });
  return { invoiceNumber: invoice.number };
}

/** Every text or JSON column of the app's tables where any of `needles` appears (case-insensitive), as "table.column". */
export async function tracesOf(needles: string[]): Promise<string[]> {
  const columns = await db().execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns c
    WHERE table_schema = 'public' AND data_type IN ('text', 'jsonb', 'ARRAY', 'character varying')
      AND EXISTS (SELECT 1 FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE')`);
  const patterns = JSON.stringify(needles.map((needle) => `%${needle.replace(/[\\%_]/g, '\\$&')}%`));
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hit = await db().execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ANY (SELECT jsonb_array_elements_text(${patterns}::jsonb)) LIMIT 1`);
    if (hit.rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}
