import type { Route } from './+types/verify-email';
import { verifyEmail } from '~/services/accounts/tokens.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Confirm email address' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  return { verified: await verifyEmail(new URL(request.url).searchParams.get('token') ?? '') };
});

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{loaderData.verified ? 'Email address confirmed' : 'Link expired'}</h1>
      <p className="mt-4">
        {loaderData.verified
          ? 'Thank you: your email address is confirmed.'
          : 'This link has expired or was already used. Open your account page to send a new one.'}
      </p>
      <a className="mt-6 inline-block text-brand-700 underline" href="/account">
        Go to your account
      </a>
    </main>
  );
}
