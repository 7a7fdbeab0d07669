import { Form, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { buttonClass } from '~/components/form-controls';
import { destroySession } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Log out' }];

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  return redirect('/', { headers: { 'Set-Cookie': await destroySession(request) } });
});

// Logging out changes state, so it is a POST; a GET shows the button instead of acting.
export default function Logout() {
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">Log out</h1>
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className={buttonClass}>
          Log out
        </button>
      </Form>
    </main>
  );
}
