import type { Route } from './+types/account.dashboard';
import { LISTING_STATE_NAMES, LISTING_STATES, type ListingState } from '~/domain/listing';
import { DASHBOARD_SORTS, dashboardUrl, listingEditorUrl, parseDashboardQuery, type DashboardQuery, type DashboardSort } from '~/domain/seller-dashboard';
import { supplierUrl } from '~/domain/urls';
import { requireUser } from '~/services/accounts/sessions.server';
import { sellerDashboard, type DashboardListing, type SellerDashboard, type WaitingInquiry, type WaitingListing } from '~/services/catalog/seller-dashboard.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = () => [{ title: 'Seller dashboard' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return sellerDashboard(user.id, parseDashboardQuery(new URL(request.url).searchParams));
});

type Seller = Extract<SellerDashboard, { kind: 'seller' }>;

// One formatter each, made once: toLocaleString builds a new one per call, hundreds per page.
const numberFormat = new Intl.NumberFormat('en-IN');
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const number = (n: number) => numberFormat.format(n);
const day = (at: Date | string) => dayFormat.format(new Date(at));
const link = 'font-semibold text-brand-700 underline';

export default function SellerDashboardPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== 'seller') return <NotASeller dashboard={loaderData} />;
  const { company, completeness, waiting, listings, table } = loaderData;
  return (
    <section className="py-6" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-brand-700">
        Seller dashboard
      </h1>
      <p className="mt-1 text-slate-700">
        {company.name} ·{' '}
        <a href={supplierUrl(company.slug)} className="underline">
          your page as buyers see it
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
  return (
    <section className="py-6" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold text-brand-700">
        Seller dashboard
      </h1>
      {dashboard.kind === 'no-company' ? (
        <p className="mt-3 max-w-2xl text-slate-800" data-testid="dashboard-no-company">
          Your account has no company yet. The dashboard shows how a seller&apos;s listings do; to sell on the marketplace,{' '}
          <a href="/account" className={link}>
            create your company profile
          </a>{' '}
          first.
        </p>
      ) : (
        <p className="mt-3 max-w-2xl text-slate-800" data-testid="dashboard-buyer">
          {dashboard.company.name} is registered as a buyer, so it has no listings to show here. To sell as well, choose “Seller &amp; Buyer” under “I Want to Be a” in{' '}
          <a href="/account" className={link}>
            your company profile
          </a>
          . Your inquiries to suppliers are under{' '}
          <a href="/account/inquiries" className={link}>
            Inquiries
          </a>
          .
        </p>
      )}
    </section>
  );
}

function Completeness({ completeness }: { completeness: Seller['completeness'] }) {
  const { percent, next, steps } = completeness;
  return (
    <section aria-labelledby="completeness" className="rounded-lg border border-slate-200 p-4">
      <h2 id="completeness" className="text-lg font-bold">
        Profile completeness
      </h2>
      <p className="mt-2">
        <label htmlFor="completeness-meter" className="font-semibold">
          Your profile is {percent}% complete
        </label>
        <progress id="completeness-meter" max={100} value={percent} className="mt-1 block h-3 w-full accent-brand-700">
          {percent}%
        </progress>
      </p>
      {next ? (
        <p className="mt-3" data-testid="next-step">
          Next step:{' '}
          <a href={next.href} className={link}>
            {next.action}
          </a>
        </p>
      ) : (
        <p className="mt-3">Everything buyers look for is there.</p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">What counts</summary>
        <ul className="mt-2 space-y-1">
          {steps.map((step) => (
            <li key={step.key}>
              <span className={step.done ? 'text-emerald-800' : 'text-slate-800'}>{step.done ? 'Done' : 'To do'}:</span> {step.label}
              {step.done ? null : (
                <>
                  {' — '}
                  <a href={step.href} className="underline">
                    {step.action}
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
  return (
    <section aria-labelledby="by-state" className="rounded-lg border border-slate-200 p-4">
      <h2 id="by-state" className="text-lg font-bold">
        Listings by state
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="state-counts">
        {LISTING_STATES.map((state) => (
          <li key={state}>
            <a href={`${dashboardUrl({ state, sort })}#listings`} aria-current={current === state ? 'true' : undefined} className={`block rounded border px-3 py-2 ${current === state ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}>
              <span className="block text-2xl font-bold" data-state={state}>
                {number(listings[state] ?? 0)}
              </span>
              <span className="text-sm text-slate-700">{LISTING_STATE_NAMES[state]}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <a href={`${dashboardUrl({ sort })}#listings`} aria-current={current === undefined ? 'true' : undefined} className="underline">
          All listings ({number(all)})
        </a>{' '}
        ·{' '}
        <a href="/account/products" className="underline">
          Add or edit listings
        </a>
      </p>
    </section>
  );
}

function Waiting({ waiting, listings }: { waiting: Seller['waiting']; listings: Seller['listings'] }) {
  const rejectedTotal = (listings.rejected ?? 0) + waiting.rejectedEdits;
  const reviewTotal = (listings.submitted ?? 0) + waiting.editsInReview;
  return (
    <section aria-labelledby="waiting" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 id="waiting" className="text-lg font-bold">
        Waiting for you
      </h2>
      <div className="mt-2 grid gap-6 md:grid-cols-3">
        <WaitingListings id="waiting-rejected" title="Rejected" total={rejectedTotal} items={waiting.rejected} empty="Nothing rejected." allHref={listings.rejected ? `${dashboardUrl({ state: 'rejected' })}#listings` : undefined} />
        <WaitingListings id="waiting-review" title="In review" total={reviewTotal} items={waiting.inReview} empty="Nothing waiting for review." allHref={listings.submitted ? `${dashboardUrl({ state: 'submitted' })}#listings` : undefined} />
        <WaitingInquiries total={waiting.unansweredCount} items={waiting.unanswered} />
      </div>
    </section>
  );
}

function WaitingListings({ id, title, total, items, empty, allHref }: { id: string; title: string; total: number; items: WaitingListing[]; empty: string; allHref: string | undefined }) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="font-bold">
        {title} ({number(total)})
      </h3>
      {items.length === 0 ? <p className="mt-1 text-sm text-slate-700">{empty}</p> : null}
      <ul className="mt-1 space-y-2 text-sm">
        {items.map((item) => (
          <li key={`${item.subject}-${item.id}`}>
            <a href={listingEditorUrl(item.id)} className={link}>
              {item.name}
            </a>
            {item.subject === 'edit' ? ' (your edit of the live listing)' : null}
            <span className="block text-slate-600">since {day(item.at)}</span>
            {item.reason ? <span className="block text-slate-800">Reason: {item.reason}</span> : null}
          </li>
        ))}
      </ul>
      {allHref && total > items.length ? (
        <a href={allHref} className="mt-2 inline-block text-sm underline">
          All {number(total)} {title.toLowerCase()}
        </a>
      ) : null}
    </section>
  );
}

function WaitingInquiries({ total, items }: { total: number; items: WaitingInquiry[] }) {
  return (
    <section aria-labelledby="waiting-inquiries" data-testid="waiting-inquiries">
      <h3 id="waiting-inquiries" className="font-bold">
        Unanswered inquiries ({number(total)})
      </h3>
      {items.length === 0 ? <p className="mt-1 text-sm text-slate-700">No inquiry waits for an answer.</p> : null}
      <ul className="mt-1 space-y-2 text-sm">
        {items.map((inquiry) => (
          <li key={inquiry.reference}>
            <a href="/account/inquiries" className={link}>
              {inquiry.productName ?? 'General inquiry'}
            </a>{' '}
            from {inquiry.buyerName}
            {inquiry.status === 'new' ? <strong className="ml-1 rounded bg-brand-700 px-1.5 text-xs text-white">Unread</strong> : null}
            <span className="block text-slate-600">
              {inquiry.reference}, {day(inquiry.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      {total > 0 ? (
        <a href="/account/inquiries" className="mt-2 inline-block text-sm underline">
          Answer inquiries
        </a>
      ) : null}
    </section>
  );
}

const COLUMNS: Array<{ label: string; sort: DashboardSort; numeric: boolean }> = [
  { label: 'Listing', sort: 'name', numeric: false },
  { label: 'Views, 7 days', sort: 'views7', numeric: true },
  { label: 'Views, 30 days', sort: 'views30', numeric: true },
  { label: 'Inquiries, 7 days', sort: 'inquiries7', numeric: true },
  { label: 'Inquiries, 30 days', sort: 'inquiries30', numeric: true },
  { label: 'Last change', sort: 'updated', numeric: false },
];

function ListingsTable({ table }: { table: Seller['table'] }) {
  const { query, rows, total, pages } = table;
  const scope = query.state ? `${LISTING_STATE_NAMES[query.state].toLowerCase()} listings` : 'listings';
  return (
    <section aria-labelledby="listings" className="mt-6">
      <h2 id="listings" className="text-lg font-bold">
        {`Your ${scope}`}
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">
          {query.state ? `You have no ${scope}.` : 'You have no listings yet.'}{' '}
          <a href="/account/products" className={link}>
            Add a product
          </a>
        </p>
      ) : (
        <>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="text-left text-slate-700">
                {`${number(total)} ${scope}, sorted by ${DASHBOARD_SORTS[query.sort]}; page ${query.page} of ${pages}. Views and inquiries count days in India time, today included; choose a column heading to sort by it.`}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  {COLUMNS.map((column) => (
                    <SortHeader key={column.sort} column={column} query={query} />
                  ))}
                  <th scope="col" className="px-2 py-2 text-left">
                    State
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
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className={`px-2 py-2 ${column.numeric ? 'text-right' : 'text-left'}`}>
      {active ? (
        <span>
          {column.label} <span aria-hidden="true">{direction === 'ascending' ? '▲' : '▼'}</span>
        </span>
      ) : (
        <a href={`${dashboardUrl({ sort: column.sort, state: query.state })}#listings`} className="underline">
          {column.label}
        </a>
      )}
    </th>
  );
}

function ListingRow({ row }: { row: DashboardListing }) {
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    <tr className="border-b border-slate-200" data-listing={row.id}>
      <th scope="row" className="px-2 py-2 text-left font-normal">
        <a href={listingEditorUrl(row.id)} className={link}>
          {row.name}
        </a>
      </th>
      <td className={cell}>{number(row.views7)}</td>
      <td className={cell}>{number(row.views30)}</td>
      <td className={cell}>{number(row.inquiries7)}</td>
      <td className={cell}>{number(row.inquiries30)}</td>
      <td className="px-2 py-2">{day(row.updatedAt)}</td>
      <td className="px-2 py-2">{LISTING_STATE_NAMES[row.status]}</td>
    </tr>
  );
}

function Pages({ query, pages }: { query: DashboardQuery; pages: number }) {
  if (pages <= 1) return null;
  const to = (page: number) => `${dashboardUrl({ ...query, page })}#listings`;
  return (
    <nav aria-label="Listing pages" className="mt-3 flex items-center gap-4 text-sm">
      {query.page > 1 ? (
        <a href={to(query.page - 1)} className="underline" rel="prev">
          Previous page
        </a>
      ) : null}
      <span>
        Page {query.page} of {pages}
      </span>
      {query.page < pages ? (
        <a href={to(query.page + 1)} className="underline" rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  );
}
