import { Form, Link } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/account.inquiries';
import { formatMobileForDisplay } from '~/domain/india-ids';
import { productUrl, supplierUrl } from '~/domain/urls';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { listInquiriesFor, markSeen } from '~/services/inquiries/inquiries.server';

// Reading the list changes nothing (issue 18, no state change on GET): new inquiries stay unread
// until the supplier marks them read here or answers them.
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return listInquiriesFor(user.id);
});

export const headers = formHeaders;

const markReadSchema = z.object({ id: z.array(z.coerce.number().int().positive()).min(1, 'Choose an inquiry to mark read').max(200) });

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, markReadSchema, async ({ id }) => {
    await markSeen(user.id, id);
  });
});

export function meta() {
  return [{ title: 'My inquiries' }, { name: 'robots', content: 'noindex' }];
}

const when = (date: Date | string) => new Date(date).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export default function AccountInquiries({ loaderData }: Route.ComponentProps) {
  const { company, received, sent } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700">My inquiries</h1>
      {company ? (
        <section aria-labelledby="received" className="mt-6">
          <h2 id="received" className="text-lg font-bold">
            Received by {company.name} ({received.length})
          </h2>
          {received.length === 0 ? <p className="mt-2 text-slate-700">No inquiries yet. Buyers reach you through “Send inquiry” on your product and supplier pages.</p> : null}
          <ul className="mt-3 space-y-3">
            {received.map((inquiry) => (
              <li key={inquiry.id} className={`rounded-lg border p-4 ${inquiry.status === 'new' ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`} data-reference={inquiry.reference}>
                <div className="flex flex-wrap items-center gap-2">
                  {inquiry.status === 'new' ? <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">Unread</span> : null}
                {inquiry.status === 'new' ? (
                  <Form method="post">
                    <button type="submit" name="id" value={inquiry.id} className="rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold">
                      Mark read
                    </button>
                  </Form>
                ) : null}
                  {inquiry.status === 'answered' ? <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">Answered</span> : null}
                  <span className="font-mono text-sm">{inquiry.reference}</span>
                  <span className="text-sm text-slate-600">{when(inquiry.createdAt)}</span>
                </div>
                <p className="mt-1 font-semibold">
                  {inquiry.productName && inquiry.productSlug ? <a href={productUrl(inquiry.productSlug)} className="underline">{inquiry.productName}</a> : 'General inquiry'} — {inquiry.quantity.toLocaleString('en-IN')} {inquiry.unit}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{inquiry.requirement}</p>
                <p className="mt-2 text-sm">
                  {inquiry.buyerName}
                  {/* The buyer's phone and email only while the buyer shares them in the conversation. */}
                  {inquiry.buyerEmail ? ` · ${inquiry.buyerEmail}` : null}
                  {inquiry.buyerMobile ? ` · ${formatMobileForDisplay(inquiry.buyerMobile)}` : null}
                </p>
                <Link to={`/account/messages/${inquiry.threadReference}`} className="mt-2 inline-block rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700">
                  Open conversation
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="sent" className="mt-8">
        <h2 id="sent" className="text-lg font-bold">
          Sent by you ({sent.length})
        </h2>
        {sent.length === 0 ? <p className="mt-2 text-slate-700">You have not sent any inquiries yet. Use “Send inquiry” on a product page.</p> : null}
        <ul className="mt-3 space-y-3">
          {sent.map((inquiry) => (
            <li key={inquiry.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono">{inquiry.reference}</span>
                <span className="text-slate-600">{when(inquiry.createdAt)}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">{inquiry.status === 'answered' ? 'Answered' : inquiry.status === 'read' ? 'Seen by supplier' : 'Sent'}</span>
              </div>
              <p className="mt-1 font-semibold">
                To <a href={supplierUrl(inquiry.supplierSlug)} className="underline">{inquiry.supplierName}</a>
                {inquiry.productName ? ` about ${inquiry.productName}` : ''} — {inquiry.quantity.toLocaleString('en-IN')} {inquiry.unit}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{inquiry.requirement}</p>
              <Link to={`/account/messages/${inquiry.threadReference}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                Open conversation
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
