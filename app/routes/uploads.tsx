import type { Route } from './+types/uploads';
import { NotFoundError } from '~/services/errors.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { storedFileResponse } from '~/services/http/stored-file-response.server';
import { uploadKey } from '~/services/media/uploads.server';

// Uploaded photos get random, never-reused names, so they are cached for a year (a CDN may sit in front).
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const key = uploadKey(params.file);
  if (!key) throw new NotFoundError('Photo not found');
  return storedFileResponse(request, key, { cache: 'public', missing: 'Photo not found' });
});
