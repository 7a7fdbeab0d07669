import type { Route } from './+types/uploads';
import { readUpload } from '~/services/media/uploads.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

// Uploaded photos get random, never-reused names, so they can be cached for a year.
export const loader = withAppErrors(async ({ params }: Route.LoaderArgs) => {
  const bytes = await readUpload(params.file);
  if (!bytes) throw new NotFoundError('Photo not found');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
