import type { Route } from './+types/account.products.export';
import { requireUser } from '~/services/accounts/sessions.server';
import { exportCatalogue } from '~/services/catalog/catalogue-export.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { fileDownload, formatOfPath } from '~/services/http/file-download.server';

// /account/products/export.csv and .xlsx: the seller's whole catalogue (archived listings aside), streamed.
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const format = formatOfPath(request);
  const file = await exportCatalogue(user.id, format);
  return fileDownload(file.body, format, file.fileName);
});
