import { Link } from 'react-router';
import { formatIndianDay } from '~/domain/india-time';
import type { Route } from './+types/account.leads.requirements';
import { MATCH_STATE_NAMES } from '~/domain/requirement';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { sellerInbox } from '~/services/requirements/seller-inbox.server';

export const meta: Route.MetaFunction = () => [{ title: 'Requirements sent to you' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const rows = await sellerInbox(user.id);
  return { rows, unread: rows.filter((row) => row.unread).length };
});


// The seller's inbox of buy requirements: what was sent to the company, newest first.
export default function RequirementInbox({ loaderData }: Route.ComponentProps) {
  const { rows, unread } = loaderData;
  return (
    <section className="py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">Requirements sent to you</h1>
        <Link to="/account/requirement-preferences" className="text-sm text-brand-700 underline">
          Choose which requirements you receive
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        Buyers&apos; requirements that TradeSetu matched to your company, or that a buyer sent you. Each goes to a few suppliers at most; answer with a quote or say why you
        cannot.
        {unread > 0 ? <strong> {unread === 1 ? '1 is new.' : `${unread} are new.`}</strong> : null}
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700" data-testid="inbox-empty">
          No requirements yet. They arrive here when a buyer needs what you list; a notification tells you.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="requirement-inbox">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Requirement
                </th>
                <th scope="col" className="py-2 pr-3">
                  Quantity
                </th>
                <th scope="col" className="py-2 pr-3">
                  Deliver to
                </th>
                <th scope="col" className="py-2 pr-3">
                  Needed by
                </th>
                <th scope="col" className="py-2 pr-3">
                  Your answer
                </th>
                <th scope="col" className="py-2">
                  Received
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference} className="border-b border-slate-200 align-top" data-reference={row.reference}>
                  <td className="py-2 pr-3">
                    <Link to={`/account/leads/requirements/${row.reference}`} className={`text-brand-700 underline ${row.unread ? 'font-bold' : ''}`}>
                      {row.title}
                    </Link>
                    {row.unread ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">New</span> : null}
                    <span className="block text-xs text-slate-600">
                      {row.reference} · {row.category}
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    {row.quantity.toLocaleString('en-IN')} {row.unit}
                  </td>
                  <td className="py-2 pr-3">{row.deliveryState}</td>
                  <td className="py-2 pr-3">{formatIndianDay(row.neededBy)}</td>
                  <td className="py-2 pr-3">{MATCH_STATE_NAMES[row.state]}</td>
                  <td className="py-2">{formatIndianDay(row.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
