export interface MailStatus {
  on: boolean;
  held: number;
  failed: number;
}

const emails = (n: number) => `${n} email${n === 1 ? '' : 's'}`;

/**
 * The admin console's word on outgoing mail: off (SMTP_URL unset, so nothing leaves and emails are
 * only kept), or on, with any emails the mail server refused on every attempt.
 */
export function MailStatusNotice({ status }: { status: MailStatus }) {
  if (!status.on) {
    return (
      <section aria-labelledby="mail-off" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="mail-status">
        <h2 id="mail-off" className="font-semibold">
          Mail is off
        </h2>
        <p className="mt-1">
          No email leaves this server because SMTP_URL is not set: password resets, email confirmations and other messages do not reach anyone.{' '}
          {status.held > 0 ? `${emails(status.held)} ${status.held === 1 ? 'is' : 'are'} kept in the outbox and not sent.` : 'Nothing has been held yet.'} Set SMTP_URL (see
          .env.example) and restart to turn mail on.
        </p>
      </section>
    );
  }
  return (
    <p className="mt-4 text-slate-700" data-testid="mail-status">
      Mail is on.
      {status.failed > 0 ? ` ${emails(status.failed)} could not be delivered after every retry; the outbox_emails table has the reasons.` : ''}
    </p>
  );
}
