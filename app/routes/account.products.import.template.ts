import type { Route } from './+types/account.products.import.template';
import { requireUser } from '~/services/accounts/sessions.server';
import { catalogueTemplate } from '~/services/catalog/catalogue-export.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { fileDownload, formatOfPath } from '~/services/http/file-download.server';

// /account/products/import/template.csv and .xlsx: the columns with one example row (and, in the XLSX, a Help sheet).
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireUser(request);
  const format = formatOfPath(request);
  return fileDownload(await catalogueTemplate(format), format, `tradesetu-catalogue-template.${format}`);
});
