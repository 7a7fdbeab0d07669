import type { Route } from './+types/purchase-orders.$number.pdf';
import { requireUser } from '~/services/accounts/sessions.server';
import { documentLocale } from '~/services/documents/labels.server';
import { pdfDownload } from '~/services/documents/pdf-document.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { purchaseOrderPdf } from '~/services/requirements/purchase-order-pdf.server';
import { getPurchaseOrderFor } from '~/services/requirements/purchase-orders.server';

// The buyer company and the supplier company of the order download it; the marketplace team too.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const po = await getPurchaseOrderFor(user, params.number);
  return pdfDownload(await purchaseOrderPdf(po, documentLocale(request, user.locale)), `${po.number}.pdf`);
});
