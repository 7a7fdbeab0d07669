import type { Route } from './+types/dev-outbox';
import { latestOutbox, outboxEnabled } from '~/services/mail/mailer.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Outbox (development)' }, { name: 'robots', content: 'noindex' }];

// Development only: the emails the app wrote, so links (reset, verification) can be followed
// without a mail server, with each one's delivery status. In production it does not exist.
export const loader = withAppErrors(async () => {
  if (!outboxEnabled()) throw new NotFoundError('Page not found');
  return { emails: await latestOutbox() };
});

const STATUS_WORDS = {
  held: 'not sent, mail is off (no SMTP_URL)',
  pending: 'waiting to be sent',
  sending: 'being sent',
  sent: 'sent',
  failed: 'not delivered, the mail server refused it',
} as const;

const linkify = (text: string) => text.split(/(https?:\/\/\S+)/g);

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">Outbox</h1>
      <p className="mt-2 text-slate-700">The latest emails the app sent, newest first (development only).</p>
      <ol className="mt-6 flex flex-col gap-4">
        {loaderData.emails.map((email) => (
          <li key={email.id} className="rounded-md border border-slate-300 p-4" data-testid="outbox-email">
            <p className="text-sm text-slate-600">To: {email.to}</p>
            <p className="text-sm text-slate-600">
              Status: {STATUS_WORDS[email.status]}
              {email.lastError ? ` (${email.lastError})` : ''}
            </p>
            <h2 className="font-semibold">{email.subject}</h2>
            <p className="mt-2 whitespace-pre-wrap text-sm">
              {linkify(email.text).map((part, i) =>
                /^https?:\/\//.test(part) ? (
                  <a key={i} className="text-brand-700 underline" href={part}>
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
