import type { Route } from './+types/account.billing';
import { RichText, useDomainText, useLocalisedHref, useT } from '~/components/i18n/context';
import { Link } from '~/components/i18n/links';
import { ORDER_STATUS_LABELS } from '~/domain/billing';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import { formatInr } from '~/domain/money';
import { requireUser } from '~/services/accounts/sessions.server';
import { billingOverview } from '~/services/billing/invoices.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Billing' }, { name: 'robots', content: 'noindex' }];
}

const dayIn = (locale: Locale) => (date: Date) => date.toLocaleDateString(LANGUAGE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const { membership, orders, invoices } = await billingOverview(user.id);
  const day = dayIn(localeOf(request));
  return {
    title: requestTranslator(request, 'buyer-billing')('billingTitle'),
    membership: membership ? { planName: membership.planName, endsAt: day(membership.endsAt) } : undefined,
    orders: orders.map(({ order, planName }) => ({
      reference: order.reference,
      planName,
      total: formatInr(order.totalPaise),
      status: ORDER_STATUS_LABELS[order.status],
      date: day(order.createdAt),
    })),
    invoices: invoices.map((invoice) => ({ number: invoice.number, date: day(invoice.issuedAt), total: formatInr(invoice.totalPaise, { paise: 'always' }) })),
  };
});

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { membership, orders, invoices } = loaderData;
  const t = useT('buyer-billing');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">{t('billingTitle')}</h1>
      <section className="mt-6" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-lg font-semibold">
          {t('yourPlan')}
        </h2>
        {membership ? (
          <p className="mt-1" data-testid="current-plan">
            <RichText text={t('validUntil', { plan: membership.planName, date: membership.endsAt })} parts={[<strong data-user-text />, <Link className="text-brand-700 underline" to="/members" />]} />
          </p>
        ) : (
          <p className="mt-1" data-testid="current-plan">
            <RichText text={t('noPlan')} parts={[<Link className="text-brand-700 underline" to="/subscription" />]} />
          </p>
        )}
      </section>
      <section className="mt-8" aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-lg font-semibold">
          {t('orders')}
        </h2>
        {orders.length === 0 ? (
          <p className="mt-1 text-slate-700">{t('noOrders')}</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-1">{t('order')}</th>
                <th className="py-1">{t('plan')}</th>
                <th className="py-1">{t('date')}</th>
                <th className="py-1">{t('status')}</th>
                <th className="py-1 text-right">{t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.reference} className="border-b border-slate-200">
                  <td className="py-1">
                    <a className="text-brand-700 underline" href={href(`/subscription/orders/${order.reference}`)}>
                      {order.reference}
                    </a>
                  </td>
                  <td className="py-1" data-user-text>
                    {order.planName}
                  </td>
                  <td className="py-1">{order.date}</td>
                  <td className="py-1">{domainText(order.status)}</td>
                  <td className="py-1 text-right tabular-nums">{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="mt-8" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          {t('taxInvoices')}
        </h2>
        {invoices.length === 0 ? (
          <p className="mt-1 text-slate-700">{t('noInvoices')}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {invoices.map((invoice) => (
              <li key={invoice.number}>
                <a className="text-brand-700 underline" href={href(`/account/billing/invoices/${invoice.number}`)}>
                  {invoice.number}
                </a>{' '}
                · {invoice.date} · {invoice.total} ·{' '}
                <a className="text-brand-700 underline" href={`/account/billing/invoices/${invoice.number}.pdf`} download>
                  PDF
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
