import { sql } from 'drizzle-orm';
import { config } from '~/config.server';
import { db } from '~/services/db/client.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';
import { readUpload } from '~/services/media/uploads.server';
import type { ZipSourceEntry } from '~/services/media/zip-writer.server';
import { readPrivateFile } from '~/services/requirements/private-files.server';

/**
 * A member's copy of everything the site holds about them (DPDP Act 2023 s.11; docs/decisions/0031):
 * one ZIP with `data.json` and the files they uploaded. It holds what this person wrote or gave,
 * and of other people only what the conversation itself showed them (the other side's company or
 * name as shown, their messages); never another person's email or phone, never a secret (password
 * hash, session or token hashes, idempotency keys).
 */

/** Downloads per member per hour: an export reads every table and every file. */
const EXPORTS_PER_HOUR = 3;

interface ExportFile {
  /** Path inside the ZIP. */
  path: string;
  store: 'private' | 'upload';
  key: string;
}

const rows = async (query: ReturnType<typeof sql>) => (await db().execute<Record<string, unknown>>(query)).rows;

/** A name safe as one path segment inside the ZIP. */
const segment = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '').slice(0, 120) || 'file';

async function accountSection(userId: number) {
  const [account] = await rows(sql`
    SELECT id, email, name, mobile, role, email_verified_at, created_at, suspended_at, suspended_reason, deletion_requested_at, deletion_due_at
    FROM users WHERE id = ${userId}`);
  const companies = await rows(sql`
    SELECT m.role AS your_role, m.created_at AS member_since, c.id, c.slug, c.name, c.role, c.enterprise_type, c.legal_form, c.business_type, c.gstin, c.pan, c.udyam, c.dpiit,
      c.year_established, c.website, c.address, c.city, c.pin, c.state_code, c.contact_name, c.designation, c.mobile, c.email, c.description, c.support_needs,
      c.verification_level, c.created_at
    FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = ${userId}`);
  const sessions = await rows(sql`SELECT created_at, authenticated_at, expires_at FROM sessions WHERE user_id = ${userId} ORDER BY created_at`);
  return { account, companies, sessions };
}

async function tradeSection(userId: number) {
  const company = sql`(SELECT company_id FROM company_members WHERE user_id = ${userId})`;
  const leadsOf = sql`(SELECT company_id FROM company_members WHERE user_id = ${userId} AND role <> 'catalogue')`;
  return {
    listings: await rows(sql`
      SELECT id, slug, name, status, description, unit, price_min_paise, price_max_paise, min_order_qty, hsn_code, sku, created_at, updated_at
      FROM products WHERE company_id IN ${company} ORDER BY id`),
    inquiriesSent: await rows(sql`
      SELECT i.reference, c.name AS supplier, p.name AS product, i.buyer_name, i.buyer_email, i.buyer_mobile, i.quantity, i.unit, i.requirement, i.status, i.created_at
      FROM inquiries i JOIN companies c ON c.id = i.company_id LEFT JOIN products p ON p.id = i.product_id WHERE i.buyer_user_id = ${userId} ORDER BY i.id`),
    // The buyer's contact details are theirs, not this member's: only what the inquiry asked.
    inquiriesReceived: await rows(sql`
      SELECT i.reference, p.name AS product, i.quantity, i.unit, i.requirement, i.status, i.created_at, i.answered_at
      FROM inquiries i LEFT JOIN products p ON p.id = i.product_id WHERE i.company_id IN ${leadsOf} ORDER BY i.id`),
    requirements: await rows(sql`
      SELECT reference, title, quantity, unit, target_price_paise, delivery_pin, delivery_state_code, needed_by, details, attachments, show_company_name, publish_to_members,
        buyer_gstin, status, closed_reason, created_at, expires_at, closed_at
      FROM requirements WHERE buyer_user_id = ${userId} ORDER BY id`),
    quotesSent: await rows(sql`
      SELECT r.reference AS requirement, v.version, v.unit_price_paise, v.quantity, v.price_breaks, v.hsn_code, v.gst_rate_bp, v.freight_paise, v.delivery_terms, v.lead_time_days,
        v.payment_terms, v.valid_until, v.notes, v.attachment, v.created_at
      FROM quote_versions v JOIN quotes q ON q.id = v.quote_id JOIN requirements r ON r.id = q.requirement_id WHERE v.created_by_user_id = ${userId} ORDER BY v.id`),
    orders: await rows(sql`
      SELECT reference, plan_id, provider, status, billing_name, gstin, billing_address, billing_state_code, place_of_supply_state_code, total_paise, taxable_paise,
        cgst_paise, sgst_paise, utgst_paise, igst_paise, created_at, paid_at
      FROM orders WHERE user_id = ${userId} ORDER BY id`),
    payments: await rows(sql`
      SELECT o.reference AS order_reference, p.provider, p.utr, p.razorpay_payment_id, p.amount_paise, p.status, p.rejection_reason, p.created_at, p.decided_at
      FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ${userId} ORDER BY p.id`),
    invoices: await rows(sql`
      SELECT number, issued_at, supplier_name, supplier_gstin, recipient_name, recipient_address, recipient_gstin, place_of_supply_state_code, sac_code, description,
        taxable_paise, cgst_paise, sgst_paise, utgst_paise, igst_paise, total_paise
      FROM invoices WHERE user_id = ${userId} ORDER BY id`),
  };
}

/**
 * The conversations this person is in (as the buyer, or as a writer or assignee for a seller), each
 * with its messages as the thread shows them: who wrote it is "you", or the side's company (the
 * buyer's own name when the buyer has no company), never an email or phone.
 */
async function conversationSection(userId: number) {
  const threads = await rows(sql`
    SELECT t.id, t.reference, t.subject, t.created_at, s.name AS seller, coalesce(b.name, bu.name, 'a visitor') AS buyer,
      CASE WHEN t.buyer_user_id = ${userId} THEN 'buyer' ELSE 'seller' END AS your_side
    FROM threads t JOIN companies s ON s.id = t.seller_company_id LEFT JOIN companies b ON b.id = t.buyer_company_id LEFT JOIN users bu ON bu.id = t.buyer_user_id
    WHERE t.buyer_user_id = ${userId} OR t.assignee_user_id = ${userId} OR EXISTS (SELECT 1 FROM thread_messages m WHERE m.thread_id = t.id AND m.sender_user_id = ${userId})
    ORDER BY t.id`);
  const messages = await rows(sql`
    SELECT m.thread_id, m.id, m.side, m.created_at, m.body, m.attachments, (m.sender_user_id = ${userId}) AS yours
    FROM thread_messages m WHERE m.thread_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(threads.map((thread) => thread.id))}::jsonb)) ORDER BY m.id`);
  return threads.map(({ id, ...thread }) => ({
    ...thread,
    messages: messages
      .filter((message) => message.thread_id === id)
      .map(({ thread_id: _thread, side, yours, attachments, ...message }) => ({
        ...message,
        from: yours ? 'you' : side === 'system' ? 'the site' : side === 'seller' ? thread.seller : thread.buyer,
        attachments: (attachments as Array<{ name: string }>).map((file) => file.name),
      })),
  }));
}

async function activitySection(userId: number) {
  return {
    reviewsWritten: await rows(sql`
      SELECT c.name AS supplier, r.rating, r.body, r.reply, r.status, r.created_at FROM reviews r JOIN companies c ON c.id = r.supplier_company_id
      WHERE r.author_user_id = ${userId} ORDER BY r.id`),
    reportsMade: await rows(sql`SELECT target_kind, target_id, reason, details, status, outcome, created_at, handled_at FROM reports WHERE reporter_user_id = ${userId} ORDER BY id`),
    leadNotesWritten: await rows(sql`SELECT t.reference AS thread, n.body, n.created_at FROM lead_notes n JOIN threads t ON t.id = n.thread_id WHERE n.author_user_id = ${userId} ORDER BY n.id`),
    contactMessages: await rows(sql`SELECT service_slug, name, email, mobile, company_name, message, created_at FROM service_requests WHERE user_id = ${userId} ORDER BY id`),
    notifications: await rows(sql`SELECT kind, title, body, link, created_at, read_at FROM notifications WHERE user_id = ${userId} ORDER BY id`),
    notificationSettings: await rows(sql`SELECT kind, channel, mode, updated_at FROM notification_preferences WHERE user_id = ${userId} ORDER BY kind, channel`),
    // What they consented to at registration and since (app/content/privacy-notice.ts).
    consents: await rows(sql`SELECT purpose, notice_version, given_at, withdrawn_at, client_address FROM consents WHERE user_id = ${userId} ORDER BY id`),
  };
}

/** Every file this person uploaded, with the path it takes in the ZIP. */
async function filesOf(userId: number): Promise<ExportFile[]> {
  const found = await rows(sql`
    SELECT 'private' AS store, storage_key AS key, 'verification-documents/' || id || '-' || file_name AS path FROM company_documents WHERE uploaded_by_user_id = ${userId}
    UNION ALL SELECT 'private', f->>'key', 'message-attachments/' || m.id || '-' || (f->>'name') FROM thread_messages m, jsonb_array_elements(m.attachments) f WHERE m.sender_user_id = ${userId}
    UNION ALL SELECT 'private', f->>'key', 'requirement-attachments/' || r.reference || '-' || (f->>'name') FROM requirements r, jsonb_array_elements(r.attachments) f WHERE r.buyer_user_id = ${userId}
    UNION ALL SELECT 'private', v.attachment->>'key', 'quote-attachments/' || v.id || '-' || (v.attachment->>'name') FROM quote_versions v WHERE v.created_by_user_id = ${userId} AND v.attachment IS NOT NULL
    UNION ALL SELECT 'upload', p.storage_key, 'company-photos/' || p.storage_key FROM company_photos p JOIN company_members m ON m.company_id = p.company_id AND m.user_id = ${userId} AND m.role = 'owner'
    UNION ALL SELECT 'upload', storage_key, 'unsaved-photos/' || storage_key FROM pending_photos WHERE user_id = ${userId}`);
  return found.map((row) => ({ store: row.store as ExportFile['store'], key: String(row.key), path: `files/${String(row.path).split('/').map(segment).join('/')}` }));
}

export interface DataExport {
  fileName: string;
  entries: AsyncIterable<ZipSourceEntry>;
}

/** The member's data as ZIP entries (read lazily, one file at a time), after spending one of their hourly exports. */
export async function exportUserData(userId: number, now = new Date()): Promise<DataExport> {
  await enforceRateLimit(`data-export:user:${userId}`, EXPORTS_PER_HOUR, 3600, (wait) => `You can download your data ${EXPORTS_PER_HOUR} times an hour. Try again in ${wait}.`);
  const files = await filesOf(userId);
  const data = {
    exportedAt: now.toISOString(),
    site: config().SITE_NAME,
    about: 'Everything we hold about you. Amounts are in paise (1/100 of a rupee). Your files are in the files/ folder beside this document.',
    ...(await accountSection(userId)),
    ...(await tradeSection(userId)),
    conversations: await conversationSection(userId),
    ...(await activitySection(userId)),
    files: files.map((file) => file.path),
  };
  async function* entries(): AsyncGenerator<ZipSourceEntry> {
    yield { name: 'data.json', data: Buffer.from(JSON.stringify(data, null, 2), 'utf8') };
    const seen = new Set<string>();
    for (const file of files) {
      if (seen.has(file.path)) continue;
      seen.add(file.path);
      const bytes = file.store === 'private' ? await readPrivateFile(file.key) : await readUpload(file.key);
      if (bytes) yield { name: file.path, data: bytes };
    }
  }
  return { fileName: `${segment(config().SITE_NAME.toLowerCase())}-my-data-${now.toISOString().slice(0, 10)}.zip`, entries: entries() };
}
