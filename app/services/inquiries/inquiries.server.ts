import { and, desc, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { InquiryInput } from '~/domain/inquiry';
import { companyAllowing, isMemberCompany } from '~/services/accounts/membership.server';
import { db, transaction } from '~/services/db/client.server';
import { leadEvent } from '~/services/conversations/lead-events.server';
import { threads } from '~/services/db/schema/conversations';
import { notifyCompany } from '~/services/notifications/notify.server';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { inquiries } from '~/services/db/schema/leads';
import { ForbiddenError, NotFoundError } from '~/services/errors.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';

/** Per sender: a few inquiries to one supplier, and a daily cap across suppliers. */
export const INQUIRY_LIMITS = { perSupplierPerHour: 3, perSenderPerDay: 20 } as const;

/** Short, unguessable, easy to read aloud on the phone: e.g. INQ-7K3M-9QX2. */
function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `INQ-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export interface InquirySender {
  userId: number | null;
  ip: string;
}

export async function sendInquiry(supplierSlug: string, input: InquiryInput, sender: InquirySender) {
  const [company] = await db().select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.slug, supplierSlug)).limit(1);
  if (!company) throw new NotFoundError('This supplier is no longer listed. Search for another supplier of the product.');
  let product: { id: number; name: string } | undefined;
  if (input.productSlug) {
    [product] = await db().select({ id: products.id, name: products.name }).from(products).where(and(eq(products.slug, input.productSlug), eq(products.companyId, company.id), eq(products.status, 'live'))).limit(1);
    if (!product) throw new NotFoundError('This product is no longer listed by this supplier.');
  }
  const who = sender.userId ? `user:${sender.userId}` : `email:${input.buyerEmail}`;
  for (const [key, limit, window] of [
    [`inquiry:${who}:company:${company.id}`, INQUIRY_LIMITS.perSupplierPerHour, 3600],
    [`inquiry:ip:${sender.ip}:company:${company.id}`, INQUIRY_LIMITS.perSupplierPerHour, 3600],
    [`inquiry:ip:${sender.ip}`, INQUIRY_LIMITS.perSenderPerDay, 86400],
  ] as const) {
    await enforceRateLimit(
      key,
      limit,
      window,
      (wait) => `You have sent several inquiries in a short time. Please wait about ${wait} before sending another; the supplier has your earlier inquiries.`,
    );
  }
  const saved = await transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        reference: newReference(),
        companyId: company.id,
        productId: product?.id ?? null,
        buyerUserId: sender.userId,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        buyerMobile: input.buyerMobile,
        quantity: input.quantity,
        unit: input.unit,
        requirement: input.requirement,
      })
      .returning({ id: inquiries.id, reference: inquiries.reference, createdAt: inquiries.createdAt });
    if (!row) throw new Error('inserting the inquiry returned no row');
    // The inquiry opened its thread (a trigger); the seller's team hears of it in the same transaction.
    const [thread] = await tx.select({ id: threads.id, reference: threads.reference }).from(threads).where(eq(threads.inquiryId, row.id)).limit(1);
    if (!thread) throw new Error('the inquiry opened no thread');
    await notifyCompany(tx, company.id, {
      kind: 'inquiry_received',
      title: `New inquiry${product ? ` for ${product.name}` : ''}: ${input.quantity.toLocaleString('en-IN')} ${input.unit}`,
      body: input.requirement.length > 300 ? `${input.requirement.slice(0, 300)}…` : input.requirement,
      link: `/account/messages/${thread.reference}`,
      dedupeKey: `inquiry:${row.reference}`,
    });
    await leadEvent(tx, { kind: 'lead.created', threadId: thread.id });
    return row;
  });
  return { reference: saved.reference, createdAt: saved.createdAt, supplierName: company.name, productName: product?.name ?? null, quantity: input.quantity, unit: input.unit };
}


const listColumns = {
  id: inquiries.id,
  reference: inquiries.reference,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  answeredAt: inquiries.answeredAt,
  quantity: inquiries.quantity,
  unit: inquiries.unit,
  requirement: inquiries.requirement,
  buyerName: inquiries.buyerName,
  buyerEmail: inquiries.buyerEmail,
  buyerMobile: inquiries.buyerMobile,
  productName: products.name,
  productSlug: products.slug,
  supplierName: companies.name,
  supplierSlug: companies.slug,
};

/**
 * The inquiries a user may read: those received by the company they work for in a role with leads
 * (supplier view) and those they sent (buyer view). Nobody else's.
 */
export async function listInquiriesFor(userId: number) {
  // A colleague whose role leaves out leads is told so in words (ForbiddenError), not shown an empty list.
  const membership = await companyAllowing(userId, 'leads');
  const owned = membership ? { id: membership.companyId, name: membership.companyName } : undefined;
  const base = () => db().select(listColumns).from(inquiries).innerJoin(companies, eq(companies.id, inquiries.companyId)).leftJoin(products, eq(products.id, inquiries.productId));
  const [received, sent] = await Promise.all([
    owned ? base().where(eq(inquiries.companyId, owned.id)).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(200) : Promise.resolve([]),
    base().where(eq(inquiries.buyerUserId, userId)).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(200),
  ]);
  return { company: owned ?? null, received, sent };
}

/**
 * /account/inquiries: what the user may read (see listInquiriesFor). The supplier sees its new
 * inquiries marked unread this once; from then on they are read.
 */
export async function inquiriesPage(userId: number) {
  const inquiries = await listInquiriesFor(userId);
  await markSeen(userId, inquiries.received.filter((inquiry) => inquiry.status === 'new').map((inquiry) => inquiry.id));
  return inquiries;
}

/** Once the supplier has seen new inquiries in its list they are no longer unread. */
export async function markSeen(userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const [owned] = await db().select({ id: companies.id }).from(companies).where(isMemberCompany(companies.id, userId, 'leads')).limit(1);
  if (!owned) return;
  await db().update(inquiries).set({ status: 'read' }).where(and(eq(inquiries.companyId, owned.id), eq(inquiries.status, 'new'), inArray(inquiries.id, ids)));
}

/** Only a member of the receiving company whose role includes leads can mark an inquiry answered. */
export async function markAnswered(userId: number, inquiryId: number): Promise<void> {
  const [row] = await db().select({ id: inquiries.id, mine: isMemberCompany(companies.id, userId, 'leads').mapWith(Boolean) }).from(inquiries).innerJoin(companies, eq(companies.id, inquiries.companyId)).where(eq(inquiries.id, inquiryId)).limit(1);
  if (!row) throw new NotFoundError('This inquiry does not exist.');
  if (!row.mine) throw new ForbiddenError('Only the supplier who received this inquiry can mark it answered.');
  await db().update(inquiries).set({ status: 'answered', answeredAt: new Date() }).where(eq(inquiries.id, inquiryId));
}

/** Reads one inquiry for a user entitled to it: the receiving supplier or the buyer who sent it. */
export async function getInquiryFor(userId: number, reference: string) {
  const [row] = await db()
    .select({ ...listColumns, mine: isMemberCompany(companies.id, userId, 'leads').mapWith(Boolean), buyerUserId: inquiries.buyerUserId })
    .from(inquiries)
    .innerJoin(companies, eq(companies.id, inquiries.companyId))
    .leftJoin(products, eq(products.id, inquiries.productId))
    .where(eq(inquiries.reference, reference))
    .limit(1);
  if (!row || (!row.mine && row.buyerUserId !== userId)) throw new NotFoundError('No inquiry with this reference is visible to you.');
  return row;
}
