import type { Route } from './+types/account.requirements.$ref.quotes.$quoteId.attachment';
import { requireUser } from '~/services/accounts/sessions.server';
import { NotFoundError } from '~/services/errors.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { quoteAttachmentFor } from '~/services/requirements/buyer-requirement.server';
import { privateFileResponse, readPrivateFile } from '~/services/requirements/private-files.server';

// A quote's attachment, for the buyer company of the requirement only (?v= picks an earlier version).
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const quoteId = Number(params.quoteId);
  const version = Number(new URL(request.url).searchParams.get('v') ?? '');
  if (!Number.isSafeInteger(quoteId) || !Number.isSafeInteger(version) || quoteId < 1 || version < 1) throw new NotFoundError('This quote has no such attachment.');
  const file = await quoteAttachmentFor(user, params.ref, quoteId, version);
  const bytes = await readPrivateFile(file.key);
  if (!bytes) throw new NotFoundError('This attachment is no longer stored.');
  return privateFileResponse(file, bytes);
});
