import type { Route } from './+types/account.billing.invoices.$number.pdf';
import { requireUser } from '~/services/accounts/sessions.server';
import { rethrowAsResponse } from '~/services/billing/http.server';
import { getInvoiceForUser, invoicePdf } from '~/services/billing/invoices.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const invoice = await getInvoiceForUser(user.id, params.number).catch(rethrowAsResponse);
  return new Response(new Uint8Array(invoicePdf(invoice)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
