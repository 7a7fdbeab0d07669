import type { Route } from './+types/account.dashboard';
import { RichText, useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { Link } from '~/components/i18n/links';
import { STATE_KEYS } from '~/components/listing/listing-texts';
import { LISTING_STATES, type ListingState } from '~/domain/listing';
import type { Locale } from '~/domain/locale';
import { dashboardUrl, listingEditorUrl, parseDashboardQuery, type DashboardQuery, type DashboardSort } from '~/domain/seller-dashboard';
import { supplierUrl } from '~/domain/urls';
import { requireUser } from '~/services/accounts/sessions.server';
import { sellerDashboard, type DashboardListing, type SellerDashboard, type WaitingInquiry, type WaitingListing } from '~/services/catalog/seller-dashboard.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const dashboard = await sellerDashboard(user.id, parseDashboardQuery(new URL(request.url).searchParams));
  return { ...dashboard, title: requestTranslator(request, 'sellerDashboard')('title') };
});

type Seller = Extract<SellerDashboard, { kind: 'seller' }>;

// One formatter each, made once: toLocaleString builds a new one per call, hundreds per page.
const numberFormat = new Intl.NumberFormat('en-IN');
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' }),
};
const number = (n: number) => numberFormat.format(n);
function useDay() {
  const locale = useLocale();
  return (at: Date | string) => dayFormats[locale].format(new Date(at));
}
const SORT_KEYS = { views30: 'sortViews30', views7: 'sortViews7', inquiries30: 'sortInquiries30', inquiries7: 'sortInquiries7', name: 'sortName', updated: 'sortUpdated' } as const satisfies Record<DashboardSort, string>;
const link = 'font-semibold text-brand-700 underline';

export default function SellerDashboardPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== 'seller') return <NotASeller dashboard={loaderData} />;
  const { company, completeness, waiting, listings, table } = loaderData;
  return <SellerDashboardView company={company} completeness={completeness} waiting={waiting} listings={listings} table={table} />;
}

function SellerDashboardView({ company, completeness, waiting, listings, table }: Omit<Seller, 'kind'>) {
  const t = useT('sellerDashboard');
  const href = useLocalisedHref();
  return (
    <section className="py-6" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-brand-700">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-700">
        <span data-user-text>{company.name}</span> ·{' '}
        <a href={href(supplierUrl(company.slug))} className="underline">
          {t('yourPage')}
        </a>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Completeness completeness={completeness} />
        <StateCounts listings={listings} total={table.query.state ? undefined : table.total} current={table.query.state} sort={table.query.sort} />
      </div>
      <Waiting waiting={waiting} listings={listings} />
      <ListingsTable table={table} />
    </section>
  );
}

function NotASeller({ dashboard }: { dashboard: Exclude<SellerDashboard, Seller> }) {
  const t = useT('sellerDashboard');
  return (
    <section className="py-6" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-brand-700">
        {t('title')}
      </h1>
      {dashboard.kind === 'no-company' ? (
        <p className="mt-3 max-w-2xl text-slate-800" data-testid="dashboard-no-company">
          <RichText text={t('noCompany')} parts={[<Link key="profile" to="/account" className={link} />]} />
        </p>
      ) : (
        <p className="mt-3 max-w-2xl text-slate-800" data-testid="dashboard-buyer">
          <RichText
            text={t('buyerOnly', { company: dashboard.company.name })}
            parts={[<Link key="profile" to="/account" className={link} />, <Link key="inquiries" to="/account/inquiries" className={link} />]}
          />
        </p>
      )}
    </section>
  );
}

function Completeness({ completeness }: { completeness: Seller['completeness'] }) {
  const { percent, next, steps } = completeness;
  const t = useT('sellerDashboard');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  return (
    <section aria-labelledby="completeness" className="rounded-lg border border-slate-200 p-4">
      <h2 id="completeness" className="text-lg font-bold">
        {t('completeness')}
      </h2>
      <p className="mt-2">
        <label htmlFor="completeness-meter" className="font-semibold">
          {t('percentComplete', { percent })}
        </label>
        <progress id="completeness-meter" max={100} value={percent} className="mt-1 block h-3 w-full accent-brand-700">
          {percent}%
        </progress>
      </p>
      {next ? (
        <p className="mt-3" data-testid="next-step">
          {t('nextStep')}{' '}
          <a href={href(next.href)} className={link}>
            {domainText(next.action)}
          </a>
        </p>
      ) : (
        <p className="mt-3">{t('allThere')}</p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t('whatCounts')}</summary>
        <ul className="mt-2 space-y-1">
          {steps.map((step) => (
            <li key={step.key}>
              <span className={step.done ? 'text-emerald-800' : 'text-slate-800'}>{t(step.done ? 'done' : 'toDo')}:</span> {domainText(step.label)}
              {step.done ? null : (
                <>
                  {' — '}
                  <a href={href(step.href)} className="underline">
                    {domainText(step.action)}
                  </a>
                </>
              )}{' '}
              <span className="text-slate-600">({step.weight}%)</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function StateCounts({ listings, total, current, sort }: { listings: Seller['listings']; total: number | undefined; current: ListingState | undefined; sort: DashboardSort }) {
  const all = total ?? Object.values(listings).reduce((sum, n) => sum + n, 0);
  const t = useT('sellerDashboard');
  const tl = useT('sellerListings');
  const href = useLocalisedHref();
  return (
    <section aria-labelledby="by-state" className="rounded-lg border border-slate-200 p-4">
      <h2 id="by-state" className="text-lg font-bold">
        {t('byState')}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="state-counts">
        {LISTING_STATES.map((state) => (
          <li key={state}>
            <a href={href(`${dashboardUrl({ state, sort })}#listings`)} aria-current={current === state ? 'true' : undefined} className={`block rounded border px-3 py-2 ${current === state ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}>
              <span className="block text-2xl font-bold" data-state={state}>
                {number(listings[state] ?? 0)}
              </span>
              <span className="text-sm text-slate-700">{tl(STATE_KEYS[state])}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <a href={href(`${dashboardUrl({ sort })}#listings`)} aria-current={current === undefined ? 'true' : undefined} className="underline">
          {t('allListings', { count: number(all) })}
        </a>{' '}
        ·{' '}
        <a href={href('/account/products')} className="underline">
          {t('addOrEdit')}
        </a>
      </p>
    </section>
  );
}

function Waiting({ waiting, listings }: { waiting: Seller['waiting']; listings: Seller['listings'] }) {
  const rejectedTotal = (listings.rejected ?? 0) + waiting.rejectedEdits;
  const reviewTotal = (listings.submitted ?? 0) + waiting.editsInReview;
  const t = useT('sellerDashboard');
  return (
    <section aria-labelledby="waiting" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 id="waiting" className="text-lg font-bold">
        {t('waiting')}
      </h2>
      <div className="mt-2 grid gap-6 md:grid-cols-3">
        <WaitingListings id="waiting-rejected" title={t('rejected')} total={rejectedTotal} items={waiting.rejected} empty={t('nothingRejected')} allHref={listings.rejected ? `${dashboardUrl({ state: 'rejected' })}#listings` : undefined} />
        <WaitingListings id="waiting-review" title={t('inReview')} total={reviewTotal} items={waiting.inReview} empty={t('nothingInReview')} allHref={listings.submitted ? `${dashboardUrl({ state: 'submitted' })}#listings` : undefined} />
        <WaitingInquiries total={waiting.unansweredCount} items={waiting.unanswered} />
      </div>
    </section>
  );
}

function WaitingListings({ id, title, total, items, empty, allHref }: { id: string; title: string; total: number; items: WaitingListing[]; empty: string; allHref: string | undefined }) {
  const t = useT('sellerDashboard');
  const domainText = useDomainText();
  const href = useLocalisedHref();
  const day = useDay();
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="font-bold">
        {title} ({number(total)})
      </h3>
      {items.length === 0 ? <p className="mt-1 text-sm text-slate-700">{empty}</p> : null}
      <ul className="mt-1 space-y-2 text-sm">
        {items.map((item) => (
          <li key={`${item.subject}-${item.id}`}>
            <a href={href(listingEditorUrl(item.id))} className={link} data-user-text>
              {item.name}
            </a>
            {item.subject === 'edit' ? t('yourEdit') : null}
            <span className="block text-slate-600">{t('since', { date: day(item.at) })}</span>
            {item.reason ? <span className="block text-slate-800">{t('reason', { reason: domainText(item.reason) })}</span> : null}
          </li>
        ))}
      </ul>
      {allHref && total > items.length ? (
        <a href={href(allHref)} className="mt-2 inline-block text-sm underline">
          {t('allOf', { count: number(total), title: title.toLowerCase() })}
        </a>
      ) : null}
    </section>
  );
}

function WaitingInquiries({ total, items }: { total: number; items: WaitingInquiry[] }) {
  const t = useT('sellerDashboard');
  const href = useLocalisedHref();
  const day = useDay();
  return (
    <section aria-labelledby="waiting-inquiries" data-testid="waiting-inquiries">
      <h3 id="waiting-inquiries" className="font-bold">
        {t('unanswered', { count: number(total) })}
      </h3>
      {items.length === 0 ? <p className="mt-1 text-sm text-slate-700">{t('noneUnanswered')}</p> : null}
      <ul className="mt-1 space-y-2 text-sm">
        {items.map((inquiry) => (
          <li key={inquiry.reference}>
            <a href={href('/account/inquiries')} className={link}>
              {inquiry.productName ? <span data-user-text>{inquiry.productName}</span> : t('generalInquiry')}
            </a>{' '}
            {t('from')} <span data-user-text>{inquiry.buyerName}</span>
            {inquiry.status === 'new' ? <strong className="ml-1 rounded bg-brand-700 px-1.5 text-xs text-white">{t('unread')}</strong> : null}
            <span className="block text-slate-600">
              {inquiry.reference}, {day(inquiry.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      {total > 0 ? (
        <a href={href('/account/inquiries')} className="mt-2 inline-block text-sm underline">
          {t('answerInquiries')}
        </a>
      ) : null}
    </section>
  );
}

const COLUMNS = [
  { label: 'colListing', sort: 'name', numeric: false },
  { label: 'colViews7', sort: 'views7', numeric: true },
  { label: 'colViews30', sort: 'views30', numeric: true },
  { label: 'colInquiries7', sort: 'inquiries7', numeric: true },
  { label: 'colInquiries30', sort: 'inquiries30', numeric: true },
  { label: 'colUpdated', sort: 'updated', numeric: false },
] as const satisfies ReadonlyArray<{ label: string; sort: DashboardSort; numeric: boolean }>;

function ListingsTable({ table }: { table: Seller['table'] }) {
  const { query, rows, total, pages } = table;
  const t = useT('sellerDashboard');
  const tl = useT('sellerListings');
  const href = useLocalisedHref();
  const stateName = query.state ? tl(STATE_KEYS[query.state]).toLowerCase() : '';
  const scope = query.state ? t('scopeStateListings', { state: stateName }) : t('scopeListings');
  return (
    <section aria-labelledby="listings" className="mt-6">
      <h2 id="listings" className="text-lg font-bold">
        {query.state ? t('yourStateListings', { state: stateName }) : t('yourListings')}
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">
          {query.state ? t('noStateListings', { state: stateName }) : t('noListings')}{' '}
          <a href={href('/account/products')} className={link}>
            {t('addProduct')}
          </a>
        </p>
      ) : (
        <>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="text-left text-slate-700">
                {t('caption', { total: number(total), scope, sort: t(SORT_KEYS[query.sort]), page: query.page, pages })}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  {COLUMNS.map((column) => (
                    <SortHeader key={column.sort} column={column} query={query} />
                  ))}
                  <th scope="col" className="px-2 py-2 text-left">
                    {t('colState')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <ListingRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          <Pages query={query} pages={pages} />
        </>
      )}
    </section>
  );
}

function SortHeader({ column, query }: { column: (typeof COLUMNS)[number]; query: DashboardQuery }) {
  const active = query.sort === column.sort;
  const direction = column.sort === 'name' ? 'ascending' : 'descending';
  const t = useT('sellerDashboard');
  const href = useLocalisedHref();
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className={`px-2 py-2 ${column.numeric ? 'text-right' : 'text-left'}`}>
      {active ? (
        <span>
          {t(column.label)} <span aria-hidden="true">{direction === 'ascending' ? '▲' : '▼'}</span>
        </span>
      ) : (
        <a href={href(`${dashboardUrl({ sort: column.sort, state: query.state })}#listings`)} className="underline">
          {t(column.label)}
        </a>
      )}
    </th>
  );
}

function ListingRow({ row }: { row: DashboardListing }) {
  const cell = 'px-2 py-2 text-right tabular-nums';
  const tl = useT('sellerListings');
  const href = useLocalisedHref();
  const day = useDay();
  return (
    <tr className="border-b border-slate-200" data-listing={row.id}>
      <th scope="row" className="px-2 py-2 text-left font-normal">
        <a href={href(listingEditorUrl(row.id))} className={link} data-user-text>
          {row.name}
        </a>
      </th>
      <td className={cell}>{number(row.views7)}</td>
      <td className={cell}>{number(row.views30)}</td>
      <td className={cell}>{number(row.inquiries7)}</td>
      <td className={cell}>{number(row.inquiries30)}</td>
      <td className="px-2 py-2">{day(row.updatedAt)}</td>
      <td className="px-2 py-2">{tl(STATE_KEYS[row.status])}</td>
    </tr>
  );
}

function Pages({ query, pages }: { query: DashboardQuery; pages: number }) {
  const t = useT('sellerDashboard');
  const href = useLocalisedHref();
  if (pages <= 1) return null;
  const to = (page: number) => href(`${dashboardUrl({ ...query, page })}#listings`);
  return (
    <nav aria-label={t('listingPages')} className="mt-3 flex items-center gap-4 text-sm">
      {query.page > 1 ? (
        <a href={to(query.page - 1)} className="underline" rel="prev">
          {t('previousPage')}
        </a>
      ) : null}
      <span>
        {t('pageOf', { page: query.page, pages })}
      </span>
      {query.page < pages ? (
        <a href={to(query.page + 1)} className="underline" rel="next">
          {t('nextPage')}
        </a>
      ) : null}
    </nav>
  );
}
