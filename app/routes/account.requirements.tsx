import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { Link } from '~/components/i18n/links';
import { formatIndianDay } from '~/domain/india-time';
import { requestTranslator } from '~/services/i18n/request.server';
import type { Route } from './+types/account.requirements';
import { isRequirementLive, REQUIREMENT_STATE_NAMES } from '~/domain/requirement';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { listBuyerRequirements } from '~/services/requirements/buyer-requirements.server';
import { useRequirementReach } from '~/components/requirements/post-requirement-link';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: loaderData?.title ?? 'Your buy requirements' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { ...(await listBuyerRequirements(user.id)), title: requestTranslator(request, 'buyer-requirements')('listTitle') };
});


export default function AccountRequirements({ loaderData }: Route.ComponentProps) {
  const { rows, hasCompany } = loaderData;
  const reach = useRequirementReach();
  const t = useT('buyer-requirements');
  const domainText = useDomainText();
  const quantity = useQuantityText();
  const locale = useLocale();
  return (
    <section className="py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">{t('listTitle')}</h1>
        <Link to="/requirements/new" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('postTitle')}
        </Link>
      </div>
      {!hasCompany ? <p className="mt-4 text-slate-700">{t('listNoCompany')}</p> : null}
      {hasCompany && rows.length === 0 ? <p className="mt-4 text-slate-700">{t('listEmpty', { reach })}</p> : null}
      <ul className="mt-4 flex flex-col gap-3" data-testid="buyer-requirements">
        {rows.map((row) => (
          <li key={row.reference} className="rounded-md border border-slate-200 p-4" data-reference={row.reference}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-mono">{row.reference}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">
                <RichText text={t('stateSince', { state: domainText(REQUIREMENT_STATE_NAMES[row.status]), date: formatIndianDay(new Date(row.stateSince), locale) })} parts={[<time dateTime={row.stateSince} />]} />
              </span>
            </p>
            <p className="mt-1 font-semibold">
              <Link to={`/account/requirements/${row.reference}`} className="text-brand-700 underline" data-user-text>
                {row.title}
              </Link>{' '}
              — {quantity(row.quantity, row.unit)}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t('sentTo', { suppliers: row.suppliers, quotes: row.quotes })}
              {isRequirementLive(row.status) ? (
                <>
                  {' · '}
                  <Link to={`/account/requirements/${row.reference}/suppliers/new`} className="text-brand-700 underline">
                    {t('addSupplierLink')}
                  </Link>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
