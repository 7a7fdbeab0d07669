import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MailStatusNotice } from '~/components/admin/mail-status-notice';
import { captureLog } from './support/capture-log';

// Production without SMTP_URL: the configuration a fresh deployment starts with.
delete process.env.SMTP_URL;
process.env.NODE_ENV = 'production';

const { db } = await import('~/services/db/client.server');
const { outboxEmails } = await import('~/services/db/schema/accounts');
const { logMailMode, mailStatus, outboxEnabled, sendEmail } = await import('~/services/mail/mailer.server');

describe('mail is off in production without SMTP_URL', () => {
  it('warns at start-up, in the log', () => {
    const log = captureLog();
    try {
      logMailMode();
    } finally {
      log.stop();
    }
    const line = log.lines().find((l) => l.includes('mail is off'));
    expect(line).toContain('"level":"warn"');
    expect(line).toContain('SMTP_URL is not set');
  });

  it('keeps every email in the outbox as held, and the admin console says mail is off and how many wait', async () => {
    await sendEmail({ to: 'asha@example.in', subject: 'Reset your TradeSetu password', text: 'a link' });
    const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, 'asha@example.in'));
    expect(row).toMatchObject({ status: 'held', subject: 'Reset your TradeSetu password', sentAt: null });

    const status = await mailStatus();
    expect(status).toMatchObject({ on: false, held: 1, failed: 0 });
    const html = renderToStaticMarkup(createElement(MailStatusNotice, { status }));
    expect(html).toContain('Mail is off');
    expect(html).toContain('SMTP_URL is not set');
    expect(html).toContain('1 email is kept in the outbox and not sent.');
    expect(renderToStaticMarkup(createElement(MailStatusNotice, { status: { ...status, held: 3 } }))).toContain('3 emails are kept in the outbox');
  });

  it('does not publish the development outbox page', () => {
    expect(outboxEnabled()).toBe(false);
  });
});
