import { useLocale, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { Link } from '~/components/i18n/links';
import { stateNameOfEnglish } from '~/content/state-names-hi';
import { formatIndianDay } from '~/domain/india-time';
import { navName } from '~/domain/navigation';
import type { Route } from './+types/account.leads.requirements';
import type { MatchState } from '~/domain/requirement';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { sellerInbox } from '~/services/requirements/seller-inbox.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const MATCH_KEYS = { pending: 'matchPending', quoted: 'matchQuoted', declined: 'matchDeclined', accepted: 'matchAccepted', not_chosen: 'matchNotChosen', expired: 'matchExpired' } as const satisfies Record<MatchState, string>;

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const rows = await sellerInbox(user.id);
  return { rows, unread: rows.filter((row) => row.unread).length, title: requestTranslator(request, 'sellerLeads')('inboxTitle') };
});


// The seller's inbox of buy requirements: what was sent to the company, newest first.
export default function RequirementInbox({ loaderData }: Route.ComponentProps) {
  const { rows, unread } = loaderData;
  const t = useT('sellerLeads');
  const locale = useLocale();
  const quantity = useQuantityText();
  return (
    <section className="py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">{t('inboxTitle')}</h1>
        <Link to="/account/requirement-preferences" className="text-sm text-brand-700 underline">
          {t('choosePreferences')}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t('inboxIntro')}
        {unread > 0 ? <strong> {t('newCount', { count: unread })}</strong> : null}
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700" data-testid="inbox-empty">
          {t('inboxEmpty')}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="requirement-inbox">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('colRequirement')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('colQuantity')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('colDeliverTo')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('colNeededBy')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('colAnswer')}
                </th>
                <th scope="col" className="py-2">
                  {t('colReceived')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference} className="border-b border-slate-200 align-top" data-reference={row.reference}>
                  <td className="py-2 pr-3">
                    <Link to={`/account/leads/requirements/${row.reference}`} className={`text-brand-700 underline ${row.unread ? 'font-bold' : ''}`} data-user-text>
                      {row.title}
                    </Link>
                    {row.unread ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('new')}</span> : null}
                    <span className="block text-xs text-slate-600">
                      {row.reference} · {navName({ name: row.category, nameHi: row.categoryHi }, locale)}
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    <span data-user-text>
                      {quantity(row.quantity, row.unit)}
                    </span>
                  </td>
                  <td className="py-2 pr-3">{stateNameOfEnglish(row.deliveryState, locale)}</td>
                  <td className="py-2 pr-3">{formatIndianDay(row.neededBy, locale)}</td>
                  <td className="py-2 pr-3">{t(MATCH_KEYS[row.state])}</td>
                  <td className="py-2">{formatIndianDay(row.receivedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
