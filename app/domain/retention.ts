/**
 * The retention schedule: how long each kind of data is kept, why, and which job deletes it.
 * The one source of truth: /privacy renders it, docs/retention.md points here, and
 * tests/integration/retention.test.ts checks that every job named here is one the worker runs.
 * The periods the jobs use are read from this file, so the page and the job cannot disagree.
 */

export interface RetentionRule {
  /** The kind of data, in words a user understands. */
  data: string;
  /** How long it is kept, in words. */
  keptFor: string;
  /** Why that long. */
  why: string;
  /**
   * The job that deletes it (a pg-boss job name), or null when nothing deletes it on a timer:
   * then `why` says what ends it instead.
   */
  job: string | null;
}

/** Days, for the rules whose period a job enforces. */
export const RETENTION_DAYS = {
  /** Finished outbox emails (sent, failed, or held because mail is off). */
  mailOutbox: 30,
  /** A visitor's chat with the assistant, after its last message. */
  visitorChats: 180,
  /** Notifications on the site, after they were made. */
  notifications: 365,
  /** Contact and service requests sent through the site's forms. */
  serviceRequests: 730,
} as const;

export const RETENTION_SCHEDULE: readonly RetentionRule[] = [
  {
    data: 'Your account, company profile, listings and consents',
    keptFor: 'While the account exists; when you delete it, after the grace period',
    why: 'Needed to run the account. Deleting the account removes or anonymises this data after a short grace period in which you can change your mind.',
    job: 'housekeeping.account-deletions',
  },
  {
    data: 'Inquiries, messages, quotes and purchase orders',
    keptFor: 'While either side’s account exists; shown as “a deleted user” on the other side after you delete yours',
    why: 'They are the record of a deal for both sides.',
    job: 'housekeeping.account-deletions',
  },
  {
    data: 'GST tax invoices and plan payments',
    keptFor: 'Eight years after the financial year of the invoice',
    why: 'Tax and company law require us to keep invoices and accounts for eight years; they are kept even if you delete your account.',
    job: null,
  },
  {
    data: 'Sign-in sessions',
    keptFor: 'Until they expire (30 days after sign-in at most) or you sign out',
    why: 'An expired session can never be used again.',
    job: 'housekeeping.sessions',
  },
  {
    data: 'Sign-in and form limits (counts per network address, failed sign-ins per account)',
    keptFor: '2 days at most',
    why: 'The longest limit counts one day; an older count is of no use.',
    job: 'housekeeping.rate-limits',
  },
  {
    data: 'Password reset and email confirmation links',
    keptFor: 'Until used or expired',
    why: 'A used or expired link cannot be used again.',
    job: 'housekeeping.account-tokens',
  },
  {
    data: 'The numbers of deleted listings, so that search on each server stops showing them',
    keptFor: '1 day',
    why: 'Servers read them within seconds; a server that starts later reads only the listings that exist.',
    job: 'housekeeping.product-removals',
  },
  {
    data: 'Keys that stop a retried form from creating the same thing twice',
    keptFor: '24 hours',
    why: 'A browser retries within seconds or minutes; a day is plenty.',
    job: 'housekeeping.idempotency-keys',
  },
  {
    data: 'Registration form drafts',
    keptFor: '30 days after the last change',
    why: 'The draft lets you finish registering later; its cookie lives 30 days.',
    job: 'housekeeping.registration-drafts',
  },
  {
    data: 'Unsaved listing drafts',
    keptFor: '30 days after the last change',
    why: 'A draft nobody came back to for a month is abandoned.',
    job: 'housekeeping.listing-drafts',
  },
  {
    data: 'Buy requirements written but never posted, with their attachments',
    keptFor: '30 days',
    why: 'A requirement not posted within a month is abandoned.',
    job: 'housekeeping.requirement-drafts',
  },
  {
    data: 'Catalogue spreadsheets you upload to import listings, and the record of each import',
    keptFor: 'The file until the import ends; the record 90 days',
    why: 'The record lets you see what an import did; after three months it is of no further use.',
    job: 'housekeeping.catalogue-imports',
  },
  {
    data: 'Photos attached to a form that was sent back with errors',
    keptFor: '2 days',
    why: 'Kept so you need not choose them again; a form left for two days is not coming back.',
    job: 'housekeeping.pending-photos',
  },
  {
    data: 'Uploaded files that no record uses any more',
    keptFor: '1 day',
    why: 'The day lets an upload in progress finish; after that the file is an orphan.',
    job: 'housekeeping.uploads',
  },
  {
    data: 'Files of an upload that was cut off (a server restart in the middle of it)',
    keptFor: '1 hour',
    why: 'An upload is streamed to a scratch folder and removed when the answer has gone; only a crash can leave one behind.',
    job: 'housekeeping.request-scratch',
  },
  {
    data: 'Emails we sent you (copies in our mail outbox)',
    keptFor: `${RETENTION_DAYS.mailOutbox} days after sending`,
    why: 'Kept to see whether an email was delivered and to answer a question about it; links in them expire much sooner.',
    job: 'housekeeping.mail-outbox',
  },
  {
    data: 'Chats with the site’s assistant, with the name, email and phone given before the chat',
    keptFor: `${RETENTION_DAYS.visitorChats} days after the last message`,
    why: 'Our team answers the chats handed over to them; after six months a chat is no longer followed up.',
    job: 'housekeeping.visitor-chats',
  },
  {
    data: 'Notifications on the site (and their email, SMS or WhatsApp delivery records)',
    keptFor: `${RETENTION_DAYS.notifications} days`,
    why: 'The events themselves (leads, quotes, orders) stay in your account; a notification a year old is of no further use.',
    job: 'housekeeping.notifications',
  },
  {
    data: 'Contact and service requests sent through the site’s forms',
    keptFor: `${RETENTION_DAYS.serviceRequests} days (two years)`,
    why: 'Kept to follow up the request and answer a later question or complaint about it.',
    job: 'housekeeping.service-requests',
  },
  {
    data: 'Server logs (address, page, status and time of each request)',
    keptFor: 'Not stored by the site; the hosting service keeps them for as long as it is configured to',
    why: 'Logs are written as lines to the server’s output for security and fault-finding, never to the database.',
    job: null,
  },
];

/** The schedule as a Markdown table, for docs/retention.md (app/domain/retention.test.ts keeps the two in step). */
export function retentionMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = RETENTION_SCHEDULE.map((rule) => `| ${cell(rule.data)} | ${cell(rule.keptFor)} | ${cell(rule.why)} | ${rule.job ? `\`${rule.job}\`` : 'none'} |`);
  return ['| data | kept for | why | job that deletes it |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
