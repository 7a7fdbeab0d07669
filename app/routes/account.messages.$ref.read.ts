import type { Route } from './+types/account.messages.$ref.read';
import { readMarkFormSchema } from '~/domain/thread-forms';
import { requireUser } from '~/services/accounts/sessions.server';
import { markThreadRead } from '~/services/conversations/thread-pages.server';
import { readFormData } from '~/services/http/body.server';
import { submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

// "Read up to this message", posted by an open thread page once it shows it (issue 18: opening
// the page is a GET and marks nothing). A resource route, so posting it reloads nothing on the page.
export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const form = await readFormData(request);
  return submitForm(form, readMarkFormSchema(), async ({ upTo }) => {
    await markThreadRead(user.id, params.ref, upTo);
    return { ok: true as const, read: upTo };
  });
});
