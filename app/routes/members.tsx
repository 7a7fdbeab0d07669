import { Form } from 'react-router';
import type { Route } from './+types/members';
import { inputClass } from '~/components/billing/ui';
import { stateByGstCode } from '~/domain/india-states';
import { getUser } from '~/services/accounts/sessions.server';
import { memberArea } from '~/services/billing/benefits.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Member benefits' }, { name: 'description', content: 'Directory of members, B2B opportunities, knowledge bank, info tracker, master classes and global tenders.' }];
}

const day = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await getUser(request);
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const { membership, benefits, directory, opportunities } = await memberArea(user?.id, query);
  return {
    signedIn: Boolean(user),
    plan: membership ? { name: membership.planName, endsAt: day(membership.endsAt) } : undefined,
    benefits: benefits.map((b) => ({
      ...b,
      entries: b.entries.map((entry) => ({ slug: entry.slug, title: entry.title, summary: entry.summary, body: entry.body, link: entry.link, eventDate: entry.eventDate ? day(entry.eventDate) : undefined })),
    })),
    query,
    directory: directory?.map((c) => ({ ...c, state: c.stateCode ? (stateByGstCode(c.stateCode)?.name ?? '') : '' })),
    opportunities: opportunities
      ? {
          scoped: opportunities.scoped,
          isSeller: opportunities.isSeller,
          rows: opportunities.rows.map(({ deliveryStateCode, neededBy, createdAt, ...r }) => ({
            ...r,
            deliveryState: stateByGstCode(deliveryStateCode)?.name ?? deliveryStateCode,
            neededBy: day(new Date(`${neededBy}T00:00:00+05:30`)),
            createdAt: day(createdAt),
          })),
        }
      : undefined,
  };
});

export default function Members({ loaderData }: Route.ComponentProps) {
  const { plan, benefits, directory, opportunities, query, signedIn } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">Member benefits</h1>
      {plan ? (
        <p className="mt-2" data-testid="member-plan">
          Your {plan.name} is active until {plan.endsAt}.
        </p>
      ) : (
        <p className="mt-2" data-testid="member-plan">
          {signedIn ? 'You have no active plan.' : 'Log in to see the benefits of your plan.'} Members get the benefits below.{' '}
          <a className="font-semibold text-brand-700 underline" href="/subscription">
            Choose a plan
          </a>
          .
        </p>
      )}
      {benefits.map((benefit) => (
        <section key={benefit.feature} className="mt-8 rounded-lg border border-slate-200 p-5" aria-labelledby={`h-${benefit.feature}`} data-testid={`benefit-${benefit.feature}`}>
          <h2 id={`h-${benefit.feature}`} className="text-lg font-semibold">
            {benefit.title} {benefit.open ? null : <span className="text-sm font-normal text-slate-600">(not in your plan)</span>}
          </h2>
          <p className="mt-1 text-slate-700">{benefit.promise}</p>
          {!benefit.open ? (
            <p className="mt-2">
              <a className="font-semibold text-brand-700 underline" href="/subscription">
                Upgrade to unlock {benefit.title}
              </a>
            </p>
          ) : benefit.feature === 'directoryOfMembers' ? (
            <div className="mt-3">
              <Form method="get" role="search" className="flex max-w-md items-end gap-2">
                <div className="grow">
                  <label htmlFor="member-search" className="block text-sm font-medium">
                    Search members
                  </label>
                  <input id="member-search" name="q" type="search" className={inputClass} defaultValue={query} />
                </div>
                <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-700">
                  Search
                </button>
              </Form>
              {directory && directory.length > 0 ? (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {directory.map((c) => (
                    <li key={c.slug} className="rounded-md border border-slate-200 p-3">
                      <p className="font-semibold">{c.name}</p>
                      <p className="text-sm text-slate-700">{[c.city, c.state].filter(Boolean).join(', ')}</p>
                      <p className="text-sm">
                        {c.contactName} · {c.mobile} · <a href={`mailto:${c.email}`} className="text-brand-700 underline">{c.email}</a>
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-slate-700">{query ? `No member company matches “${query}”.` : 'No member companies listed yet.'}</p>
              )}
            </div>
          ) : benefit.feature === 'b2bOpportunities' ? (
            <div className="mt-3" data-testid="opportunities">
              {opportunities && opportunities.rows.length > 0 ? (
                <ul className="space-y-2">
                  {opportunities.rows.map((r) => (
                    <li key={r.id} className="rounded-md border border-slate-200 p-3" data-testid="opportunity">
                      <p className="font-semibold">{r.title}</p>
                      <p className="text-sm text-slate-700">
                        {r.quantity.toLocaleString('en-IN')} {r.unit} · {r.categoryName} · delivery to {r.deliveryState} · needed by {r.neededBy} · posted {r.createdAt}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">
                  No published requirements {opportunities?.scoped ? 'in your categories ' : ''}right now; new ones appear here when buyers choose to publish them to members.
                </p>
              )}
              <p className="mt-3 text-sm text-slate-700">
                Buyers are not named here. Suppliers matched to a requirement receive it in their inbox and can quote there.{' '}
                {opportunities?.isSeller ? (
                  <a className="font-semibold text-brand-700 underline" href="/account/requirement-preferences">
                    Set your requirement preferences to be matched
                  </a>
                ) : (
                  'A seller company sets its requirement preferences to be matched.'
                )}
              </p>
            </div>
          ) : (
            <ul className="mt-3 space-y-3">
              {benefit.entries.map((entry) => (
                <li key={entry.slug}>
                  <h3 className="font-semibold">{entry.title}</h3>
                  {entry.eventDate ? <p className="text-sm text-slate-600">Session on {entry.eventDate}</p> : null}
                  <p className="text-slate-800">{entry.summary}</p>
                  <p className="mt-1 text-sm text-slate-700">{entry.body}</p>
                  {entry.link ? (
                    <a className="text-sm text-brand-700 underline" href={entry.link} rel="noopener noreferrer">
                      Source
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
