import { useLocale, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { Form, Link } from '~/components/i18n/links';
import { formatIndianMoment } from '~/domain/india-time';
import { requestTranslator } from '~/services/i18n/request.server';
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
  return { ...(await listInquiriesFor(user.id)), title: requestTranslator(request, 'buyer-messages')('inquiriesTitle') };
});

export const headers = formHeaders;

const markReadSchema = z.object({ id: z.array(z.coerce.number().int().positive()).min(1, 'Choose an inquiry to mark read').max(200) });

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, markReadSchema, async ({ id }) => {
    await markSeen(user.id, id);
  });
});

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'My inquiries' }, { name: 'robots', content: 'noindex' }];
}

export default function AccountInquiries({ loaderData }: Route.ComponentProps) {
  const { company, received, sent } = loaderData;
  const t = useT('buyer-messages');
  const locale = useLocale();
  const quantity = useQuantityText();
  const when = (date: Date | string) => formatIndianMoment(new Date(date), locale);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700">{t('inquiriesTitle')}</h1>
      {company ? (
        <section aria-labelledby="received" className="mt-6">
          <h2 id="received" className="text-lg font-bold">
            {t('receivedBy', { name: company.name, count: received.length })}
          </h2>
          {received.length === 0 ? <p className="mt-2 text-slate-700">{t('noInquiriesReceived')}</p> : null}
          <ul className="mt-3 space-y-3">
            {received.map((inquiry) => (
              <li key={inquiry.id} className={`rounded-lg border p-4 ${inquiry.status === 'new' ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`} data-reference={inquiry.reference}>
                <div className="flex flex-wrap items-center gap-2">
                  {inquiry.status === 'new' ? <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('unreadBadge')}</span> : null}
                {inquiry.status === 'new' ? (
                  <Form method="post">
                    <button type="submit" name="id" value={inquiry.id} className="rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold">
                      {t('markRead')}
                    </button>
                  </Form>
                ) : null}
                  {inquiry.status === 'answered' ? <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">{t('answered')}</span> : null}
                  <span className="font-mono text-sm">{inquiry.reference}</span>
                  <span className="text-sm text-slate-600">{when(inquiry.createdAt)}</span>
                </div>
                <p className="mt-1 font-semibold">
                  {inquiry.productName && inquiry.productSlug ? (
                    <Link to={productUrl(inquiry.productSlug)} className="underline" data-user-text>
                      {inquiry.productName}
                    </Link>
                  ) : (
                    t('generalInquiry')
                  )}{' '}
                  — {quantity(inquiry.quantity, inquiry.unit)}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800" data-user-text>
                  {inquiry.requirement}
                </p>
                <p className="mt-2 text-sm" data-user-text>
                  {inquiry.buyerName}
                  {/* The buyer's phone and email only while the buyer shares them in the conversation. */}
                  {inquiry.buyerEmail ? ` · ${inquiry.buyerEmail}` : null}
                  {inquiry.buyerMobile ? ` · ${formatMobileForDisplay(inquiry.buyerMobile)}` : null}
                </p>
                <Link to={`/account/messages/${inquiry.threadReference}`} className="mt-2 inline-block rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700">
                  {t('openConversation')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="sent" className="mt-8">
        <h2 id="sent" className="text-lg font-bold">
          {t('sentByYou', { count: sent.length })}
        </h2>
        {sent.length === 0 ? <p className="mt-2 text-slate-700">{t('noInquiriesSent')}</p> : null}
        <ul className="mt-3 space-y-3">
          {sent.map((inquiry) => (
            <li key={inquiry.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono">{inquiry.reference}</span>
                <span className="text-slate-600">{when(inquiry.createdAt)}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">{inquiry.status === 'answered' ? t('answered') : inquiry.status === 'read' ? t('seenBySupplier') : t('sentStatus')}</span>
              </div>
              <p className="mt-1 font-semibold">
                {t('to')}{' '}
                <Link to={supplierUrl(inquiry.supplierSlug)} className="underline" data-user-text>
                  {inquiry.supplierName}
                </Link>
                <span data-user-text>{inquiry.productName ? t('about', { product: inquiry.productName }) : ''}</span> — {quantity(inquiry.quantity, inquiry.unit)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800" data-user-text>
                {inquiry.requirement}
              </p>
              <Link to={`/account/messages/${inquiry.threadReference}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                {t('openConversation')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
