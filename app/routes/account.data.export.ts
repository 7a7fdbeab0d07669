import type { Route } from './+types/account.data.export';
import { exportUserData } from '~/services/accounts/data-export.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { zipStream } from '~/services/media/zip-writer.server';

// /account/data/export.zip: everything the site holds about the signed-in member, streamed as one ZIP.
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const file = await exportUserData(user.id);
  return new Response(zipStream(file.entries), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
