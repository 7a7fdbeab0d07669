import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { InquiryInput } from '~/domain/inquiry';
import type { Locale } from '~/domain/locale';
import { companyAllowing } from '~/services/accounts/membership.server';
import { readTheReplyInstructions } from '~/services/conversations/thread-messages.server';
import { db, transaction } from '~/services/db/client.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { leadEvent } from '~/services/conversations/lead-events.server';
import { threads } from '~/services/db/schema/conversations';
import { notifyCompany } from '~/services/notifications/notify.server';
import { products } from '~/services/db/schema/catalog';
import { companies } from '~/services/db/schema/companies';
import { inquiries } from '~/services/db/schema/leads';
import { NotFoundError } from '~/services/errors.server';
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
  /** The language of the page the inquiry was sent from: a visitor's email is written in it. */
  locale?: Locale;
}

export async function sendInquiry(supplierSlug: string, input: InquiryInput, sender: InquirySender) {
  const [company] = await db().select({ id: companies.id, name: companies.name }).from(companies).where(and(eq(companies.slug, supplierSlug), isNull(companies.suspendedAt))).limit(1);
  if (!company) throw new NotFoundError('This supplier is no longer listed. Search for another supplier of the product.');
  let product: { id: number; name: string } | undefined;
  if (input.productSlug) {
    [product] = await db().select({ id: products.id, name: products.name }).from(products).where(and(eq(products.slug, input.productSlug), eq(products.companyId, company.id), eq(products.status, 'live'), eq(products.supplierSuspended, false))).limit(1);
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
    // Someone without an account reads the reply by registering or logging in with this email.
    if (!sender.userId) {
      const locale = sender.locale ?? 'en';
      const t = serverTranslator(locale, 'emails');
      const facts = { reference: row.reference, company: company.name, quantity: `${input.quantity.toLocaleString('en-IN')} ${input.unit}` };
      await sendEmail(
        {
          to: input.buyerEmail,
          subject: t('inquirySentSubject', facts),
          text: [t('hello', { name: input.buyerName }), product ? t('inquirySentAbout', { ...facts, product: product.name }) : t('inquirySent', facts), readTheReplyInstructions(input.buyerEmail, locale)].join('\n\n'),
        },
        tx,
      );
    }
    return { ...row, threadReference: thread.reference };
  });
  return {
    reference: saved.reference,
    threadReference: saved.threadReference,
    /** For a visitor: the address to register or log in with to read the reply. */
    visitorEmail: sender.userId ? null : input.buyerEmail,
    createdAt: saved.createdAt,
    supplierName: company.name,
    productName: product?.name ?? null,
    quantity: input.quantity,
    unit: input.unit,
  };
}


const listColumns = {
  id: inquiries.id,
  companyId: inquiries.companyId,
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
  threadReference: threads.reference,
  contactSharedAt: threads.contactSharedAt,
};

type InquiryRow = { buyerEmail: string; buyerMobile: string; contactSharedAt: Date | null };

/** The seller's view of an inquiry: the buyer's email and phone only while the buyer shares them in the conversation. */
function forSeller<Row extends InquiryRow>(row: Row): Omit<Row, 'buyerEmail' | 'buyerMobile'> & { buyerEmail: string | null; buyerMobile: string | null } {
  const shared = row.contactSharedAt !== null;
  return { ...row, buyerEmail: shared ? row.buyerEmail : null, buyerMobile: shared ? row.buyerMobile : null };
}

/** The company whose inquiries `userId` answers: their company when their role includes leads. */
async function answeringCompany(userId: number) {
  // A colleague whose role leaves out leads is told so in words (ForbiddenError), not shown an empty list.
  const membership = await companyAllowing(userId, 'leads');
  return membership ? { id: membership.companyId, name: membership.companyName } : null;
}

const inquiryBase = () =>
  db()
    .select(listColumns)
    .from(inquiries)
    .innerJoin(companies, eq(companies.id, inquiries.companyId))
    .innerJoin(threads, eq(threads.inquiryId, inquiries.id))
    .leftJoin(products, eq(products.id, inquiries.productId));

/**
 * The inquiries a user may read: those received by their company (supplier view, when their role
 * includes leads; the buyer's phone and email only once shared) and those they sent (buyer view).
 * Nobody else's. Each links to its conversation.
 */
export async function listInquiriesFor(userId: number) {
  const company = await answeringCompany(userId);
  const [received, sent] = await Promise.all([
    company ? inquiryBase().where(eq(inquiries.companyId, company.id)).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(200) : Promise.resolve([]),
    inquiryBase().where(eq(inquiries.buyerUserId, userId)).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(200),
  ]);
  return { company, received: received.map((row) => forSeller(row)), sent };
}

/**
 * The supplier marks new inquiries read, by a POST from its list (issue 18: a GET changes nothing
 * a user sees, so merely opening the list or a conversation leaves them unread). Replying marks
 * one answered.
 */
export async function markSeen(userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const company = await answeringCompany(userId);
  if (!company) return;
  await db().update(inquiries).set({ status: 'read' }).where(and(eq(inquiries.companyId, company.id), eq(inquiries.status, 'new'), inArray(inquiries.id, ids)));
}

/** Reads one inquiry for a user entitled to it: the receiving company's team (contact details once shared) or the buyer who sent it. */
export async function getInquiryFor(userId: number, reference: string) {
  const company = await answeringCompany(userId);
  const [row] = await inquiryBase()
    .where(and(eq(inquiries.reference, reference), or(eq(inquiries.buyerUserId, userId), company ? eq(inquiries.companyId, company.id) : sql`false`)))
    .limit(1);
  if (!row) throw new NotFoundError('No inquiry with this reference is visible to you.');
  return company?.id === row.companyId ? forSeller(row) : row;
}
