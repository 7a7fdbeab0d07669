import type { Route } from './+types/requirements.$ref.attachments.$key';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requirementAttachment } from '~/services/requirements/buyer-requirements.server';
import { privateFileResponse } from '~/services/requirements/private-files.server';

// An attachment of a requirement: the buyer company and the suppliers it went to; anyone else gets a 404.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const { file } = await requirementAttachment(user.id, params.ref, params.key);
  return privateFileResponse(request, file);
});
