import { desc, eq } from 'drizzle-orm';
import { config } from '~/config.server';
import { db } from '~/services/db/client.server';
import { outboxEmails } from '~/services/db/schema/accounts';
import { sendSmtp } from '~/services/mail/smtp.server';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every email is written to the outbox first (a record of what was sent, and the inbox of
 * /dev/outbox without SMTP); with SMTP_URL set it is then delivered and marked sent. A delivery
 * failure is logged and leaves sent_at empty, so the user's action still succeeds.
 */
export async function sendEmail(email: Email): Promise<void> {
  const [row] = await db().insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  const smtpUrl = config().SMTP_URL;
  if (!smtpUrl || !row) return;
  try {
    await sendSmtp(smtpUrl, { from: config().MAIL_FROM, ...email });
    await db().update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'email delivery failed', outboxId: row.id, error: error instanceof Error ? error.message : String(error) }));
  }
}

export function outboxEnabled(): boolean {
  return config().NODE_ENV !== 'production' || config().E2E;
}

export async function latestOutbox(limit = 50) {
  return db().select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}
