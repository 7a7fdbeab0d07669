/**
 * Every column that holds a person's data, and what deleting their account does with it
 * (docs/decisions/0031). This is the one list: a new table or column that keeps a name, an email,
 * a phone or an address must be added here (or to NOT_PERSONAL with the reason), and
 * tests/integration/account-deletion.test.ts fails while a column of the schema named like that is
 * missing from both. `account-deletion.server.ts` does what each entry says; the `scrubbed` ones
 * (free text that may quote the person) are processed from this list itself.
 */
export type Treatment =
  /** Replaced by "a deleted user", the deleted-user address, nothing, or an unusable value. */
  | 'anonymised'
  /** The rows about the person are deleted. */
  | 'deleted'
  /** Free text or JSON where the person's email, phone or name may be quoted: those are replaced. */
  | 'scrubbed'
  /** Kept as written, for the reason given (the law, or the other side of a deal). */
  | 'kept';

export interface PersonalColumn {
  table: string;
  column: string;
  treatment: Treatment;
  /** Whether the column is JSON (scrubbed in its text form). */
  json?: boolean;
  why: string;
}

const column = (table: string, name: string, treatment: Treatment, why: string, json = false): PersonalColumn => ({ table, column: name, treatment, why, ...(json ? { json } : {}) });

export const PERSONAL_DATA: PersonalColumn[] = [
  column('consents', 'client_address', 'deleted', 'the consent records go with the account (the address they were given from is personal)'),
  column('users', 'email', 'anonymised', 'deleted-user-<id>@deleted.invalid: unique, unroutable, the real address free to register again'),
  column('users', 'name', 'anonymised', '"a deleted user", which is how messages, reviews and notes now show the author'),
  column('users', 'mobile', 'anonymised', 'removed'),
  column('users', 'password_hash', 'anonymised', 'a value no password matches'),
  column('companies', 'contact_name', 'anonymised', 'cleared when the company closes, or when it is this person'),
  column('companies', 'email', 'anonymised', 'cleared when the company closes, or when it is this person’s'),
  column('companies', 'mobile', 'anonymised', 'cleared when the company closes, or when it is this person’s'),
  column('companies', 'address', 'anonymised', 'cleared when the company closes (a sole owner leaving)'),
  column('companies', 'name', 'kept', 'a business name, kept on purchase orders, reviews and the other side’s threads; the company is closed'),
  column('threads', 'buyer_email', 'anonymised', 'the deleted-user address, so no later login claims the thread'),
  column('inquiries', 'buyer_name', 'anonymised', '"a deleted user"'),
  column('inquiries', 'buyer_email', 'anonymised', 'the deleted-user address'),
  column('inquiries', 'buyer_mobile', 'anonymised', 'removed'),
  column('orders', 'billing_name', 'anonymised', '"a deleted user": the issued invoice keeps the name the law needs'),
  column('orders', 'billing_address', 'anonymised', 'removed: the issued invoice keeps the address the law needs'),
  column('invoices', 'recipient_name', 'kept', 'a tax invoice as issued, kept eight years (CGST Act s.36, Rules 56)'),
  column('invoices', 'recipient_address', 'kept', 'a tax invoice as issued, kept eight years'),
  column('service_requests', 'name', 'deleted', 'contact and service requests the person sent'),
  column('service_requests', 'email', 'deleted', 'contact and service requests the person sent'),
  column('service_requests', 'mobile', 'deleted', 'contact and service requests the person sent'),
  column('service_requests', 'company_name', 'deleted', 'contact and service requests the person sent'),
  column('chat_conversations', 'name', 'deleted', 'assistant chats given with the person’s email'),
  column('chat_conversations', 'email', 'deleted', 'assistant chats given with the person’s email'),
  column('chat_conversations', 'phone', 'deleted', 'assistant chats given with the person’s email'),
  column('company_invitations', 'email', 'deleted', 'invitations addressed to the person'),
  column('company_documents', 'file_name', 'deleted', 'verification documents the person uploaded, files too'),
  column('outbox_emails', 'to', 'deleted', 'emails addressed to the person'),
  column('rate_limits', 'key', 'deleted', 'counters keyed by the person’s email'),
  column('notifications', 'title', 'scrubbed', 'other people’s notifications may name the person'),
  column('notifications', 'body', 'scrubbed', 'other people’s notifications may name the person'),
  column('outbox_emails', 'subject', 'scrubbed', 'emails to other people may name the person'),
  column('outbox_emails', 'text', 'scrubbed', 'emails to other people may name the person'),
  column('outbox_emails', 'html', 'scrubbed', 'emails to other people may name the person'),
  column('admin_audit_log', 'subject', 'scrubbed', 'the staff record stays, naming the account by its placeholder'),
  column('admin_audit_log', 'admin_email', 'scrubbed', 'a staff account’s own entries keep their placeholder'),
  column('admin_audit_log', 'detail', 'scrubbed', 'the staff record stays, naming the account by its placeholder', true),
  column('admin_audit_log', 'before', 'scrubbed', 'the staff record stays, naming the account by its placeholder', true),
  column('admin_audit_log', 'after', 'scrubbed', 'the staff record stays, naming the account by its placeholder', true),
  column('webhook_deliveries', 'payload', 'scrubbed', 'lead events sent to a seller’s CRM may carry shared contact details', true),
  column('thread_messages', 'body', 'scrubbed', 'messages stay in the other side’s thread (the person’s shown as from "a deleted user"); quotations of them are replaced'),
  column('reviews', 'body', 'scrubbed', 'a review of a real deal stays, shown as from "a deleted user"'),
  column('reviews', 'reply', 'scrubbed', 'a supplier’s reply may name the reviewer'),
  column('lead_notes', 'body', 'scrubbed', 'a seller’s notes on a lead may quote the buyer’s name or phone'),
];

/** Columns named like personal data that are not about a person, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  'categories.name': 'a category',
  'subcategories.name': 'a category',
  'product_groups.name': 'a category',
  'products.name': 'a product',
  'products.name_hi': 'a product, in Hindi',
  'products.name_hi_keys': "a product's Hindi name as search keys",
  'categories.name_hi': 'a category, in Hindi',
  'subcategories.name_hi': 'a category, in Hindi',
  'product_names.name': 'a product name, for search',
  'listing_reviews.product_name': 'a product',
  'catalogue_imports.file_name': 'a company’s catalogue file',
  'enterprise_types.name': 'site content',
  'services.name': 'site content',
  'states.name': 'a state of India',
  'testimonials.name': 'site content chosen by the team',
  'partners.name': 'site content',
  'plans.name': 'a membership plan',
  'api_tokens.name': 'a label a company gave its token',
  'invoices.supplier_name': 'the platform itself',
  'invoices.supplier_address': 'the platform itself',
  'notification_digests.outbox_email_id': 'a row id',
};

/** The free-text columns where deletion replaces quotations of the person. */
export const SCRUBBED_COLUMNS = PERSONAL_DATA.filter((entry) => entry.treatment === 'scrubbed');
