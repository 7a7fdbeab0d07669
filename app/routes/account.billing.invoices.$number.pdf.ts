import type { Route } from './+types/account.billing.invoices.$number.pdf';
import { requireUser } from '~/services/accounts/sessions.server';
import { getInvoiceFor } from '~/services/billing/invoices.server';
import { invoicePdf } from '~/services/billing/pdf.server';
import { documentLocale } from '~/services/documents/labels.server';
import { pdfDownload } from '~/services/documents/pdf-document.server';
import { withAppErrors } from '~/services/http/route-errors.server';

// The buyer opens their own invoices; the marketplace team opens any the site issued.
export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const invoice = await getInvoiceFor(user, params.number);
  return pdfDownload(await invoicePdf(invoice, documentLocale(request, user.locale)), `${invoice.number}.pdf`);
});
