import { Link } from 'react-router';
import type { Route } from './+types/account.requirements';
import { isRequirementLive, REQUIREMENT_STATE_NAMES } from '~/domain/requirement';
import { requireUser } from '~/services/accounts/sessions.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { listBuyerRequirements } from '~/services/requirements/buyer-requirements.server';
import { useRequirementReach } from '~/components/requirements/post-requirement-link';

export const meta: Route.MetaFunction = () => [{ title: 'Your buy requirements' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return listBuyerRequirements(user.id);
});

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export default function AccountRequirements({ loaderData }: Route.ComponentProps) {
  const { rows, hasCompany } = loaderData;
  const reach = useRequirementReach();
  return (
    <section className="py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">Your buy requirements</h1>
        <Link to="/requirements/new" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Post a buy requirement
        </Link>
      </div>
      {!hasCompany ? <p className="mt-4 text-slate-700">Add your company on your profile page to post requirements: quotes are made out to a company.</p> : null}
      {hasCompany && rows.length === 0 ? <p className="mt-4 text-slate-700">{`No requirements yet. Post one and ${reach} that fit it will quote.`}</p> : null}
      <ul className="mt-4 flex flex-col gap-3" data-testid="buyer-requirements">
        {rows.map((row) => (
          <li key={row.reference} className="rounded-md border border-slate-200 p-4" data-reference={row.reference}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-mono">{row.reference}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">
                {REQUIREMENT_STATE_NAMES[row.status]} since <time dateTime={row.stateSince}>{dateFormat.format(new Date(row.stateSince))}</time>
              </span>
            </p>
            <p className="mt-1 font-semibold">
              <Link to={`/account/requirements/${row.reference}`} className="text-brand-700 underline">
                {row.title}
              </Link>{' '}
              — {row.quantity.toLocaleString('en-IN')} {row.unit}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Sent to {plural(row.suppliers, 'supplier', 'suppliers')} · {plural(row.quotes, 'quote', 'quotes')}
              {isRequirementLive(row.status) ? (
                <>
                  {' · '}
                  <Link to={`/account/requirements/${row.reference}/suppliers/new`} className="text-brand-700 underline">
                    Add a supplier you found
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
