import type { Route } from './+types/account.messages.$ref.files.$messageId.$key';
import { requireUser } from '~/services/accounts/sessions.server';
import { ATTACHMENT_MISSING, messageAttachment } from '~/services/conversations/thread-pages.server';
import { NotFoundError } from '~/services/errors.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { privateFileResponse } from '~/services/requirements/private-files.server';

// A file attached to a message: for the two parties of the thread only, always as a download.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  if (!/^\d{1,15}$/.test(params.messageId)) throw new NotFoundError(ATTACHMENT_MISSING);
  const { file } = await messageAttachment(user.id, params.ref, Number(params.messageId), params.key);
  return privateFileResponse(request, file, { download: true, missing: ATTACHMENT_MISSING });
});
