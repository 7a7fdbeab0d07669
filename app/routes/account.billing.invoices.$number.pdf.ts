import type { Route } from './+types/account.billing.invoices.$number.pdf';
import { requireUser } from '~/services/accounts/sessions.server';
import { rethrowAsResponse } from '~/services/billing/http.server';
import { getInvoiceForUser } from '~/services/billing/invoices.server';
import { invoicePdf } from '~/services/billing/pdf.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const invoice = await getInvoiceForUser(user.id, params.number).catch(rethrowAsResponse);
  return new Response(new Uint8Array(await invoicePdf(invoice)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
