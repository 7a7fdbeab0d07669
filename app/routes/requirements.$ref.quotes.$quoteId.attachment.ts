import type { Route } from './+types/requirements.$ref.quotes.$quoteId.attachment';
import { requireUser } from '~/services/accounts/sessions.server';
import { NotFoundError } from '~/services/errors.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { privateFileResponse } from '~/services/requirements/private-files.server';
import { quoteAttachmentFor } from '~/services/requirements/quotes.server';

const wholeNumber = (value: string) => {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new NotFoundError(undefined);
  return Number(value);
};

// A quote's attachment: for the supplier that sent it and the buyer it was sent to, nobody else.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const { file } = await quoteAttachmentFor(user.id, params.ref, wholeNumber(params.quoteId), wholeNumber(params.version));
  return privateFileResponse(request, file);
});
