import { data, Form, Link } from 'react-router';
import type { Route } from './+types/unsubscribe.$token';
import { buttonClass } from '~/components/form-controls';
import { describeUnsubscribe } from '~/domain/notification';
import { withAppErrors } from '~/services/http/route-errors.server';
import { readUnsubscribeToken } from '~/services/notifications/unsubscribe-token.server';
import { applyUnsubscribe, maskedEmailOf } from '~/services/notifications/preferences.server';

export const meta: Route.MetaFunction = () => [{ title: 'Unsubscribe' }, { name: 'robots', content: 'noindex' }];

const INVALID = { state: 'invalid' as const };

/**
 * The link in every notification email. Opening it only asks (a link scanner or a mail preview
 * that follows links turns nothing off); the button, or a mail client's RFC 8058 one-click POST
 * ("List-Unsubscribe=One-Click", exempt from the Origin check in server/http-app.ts), turns it off.
 * No login: the signed token is the authority, and it can only turn notifications off.
 */
export const loader = withAppErrors(async ({ params }: Route.LoaderArgs) => {
  const scope = readUnsubscribeToken(params.token);
  const email = scope ? await maskedEmailOf(scope.userId) : undefined;
  if (!scope || !email) return data(INVALID, { status: 400 });
  return { state: 'confirm' as const, what: describeUnsubscribe(scope), email };
});

export const action = withAppErrors(async ({ params }: Route.ActionArgs) => {
  const scope = readUnsubscribeToken(params.token);
  if (!scope || !(await applyUnsubscribe(scope))) return data(INVALID, { status: 400 });
  return { state: 'done' as const, what: describeUnsubscribe(scope) };
});

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">{page.state === 'done' ? 'Unsubscribed' : page.state === 'invalid' ? 'This unsubscribe link does not work' : 'Unsubscribe'}</h1>
      {page.state === 'invalid' ? (
        <p className="mt-4 text-slate-800" data-testid="unsubscribe-invalid">
          The link is incomplete or was changed, so nothing was turned off. Open it again from the email, copying the whole address, or sign in and choose what you receive in your{' '}
          <Link to="/account/notifications/settings" className="text-brand-700 underline">
            notification settings
          </Link>
          .
        </p>
      ) : page.state === 'confirm' ? (
        <>
          <p className="mt-4 text-slate-800">
            Stop {page.what} to {page.email}? You will still see every notification on the site when you sign in.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass}>
              Unsubscribe
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-slate-800" role="status" data-testid="unsubscribe-done">
          Done: {page.what} are turned off. You will still see every notification on the site. To turn them on again, or choose a daily digest instead, open your{' '}
          <Link to="/account/notifications/settings" className="text-brand-700 underline">
            notification settings
          </Link>
          .
        </p>
      )}
    </main>
  );
}
