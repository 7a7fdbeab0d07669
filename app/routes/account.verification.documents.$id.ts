import type { Route } from './+types/account.verification.documents.$id';
import { requireUser } from '~/services/accounts/sessions.server';
import { NotFoundError } from '~/services/errors.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { privateFileResponse } from '~/services/requirements/private-files.server';
import { documentForReader, NO_SUCH_DOCUMENT } from '~/services/trust/verification-review.server';

// A verification document: for the company's members who manage it and staff who verify companies;
// anyone else gets a 404. Always a download (never shown inline), with nosniff.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  if (!/^\d{1,9}$/.test(params.id)) throw new NotFoundError(NO_SUCH_DOCUMENT);
  const { file } = await documentForReader(user, Number(params.id));
  return privateFileResponse(request, file, { download: true, missing: NO_SUCH_DOCUMENT });
});
