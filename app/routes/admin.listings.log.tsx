import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.listings.log';
import { Pagination } from '~/components/catalog';
import { inputClass } from '~/components/form-controls';
import { rejectionReasonText } from '~/domain/listing';
import { REVIEW_DECISION_NAMES, REVIEW_PAGE_SIZE, REVIEW_SUBJECT_NAMES, reviewLogParamsSchema } from '~/domain/listing-review';
import { formatIndianMoment } from '~/domain/india-time';
import { requireStaff } from '~/services/admin/staff.server';
import { reviewLog } from '~/services/catalog/listing-review-log.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Review log' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'moderate_content');
  const url = new URL(request.url);
  const { page, listing } = reviewLogParamsSchema.parse(Object.fromEntries(url.searchParams));
  const log = await reviewLog({ page, productId: listing });
  return {
    page,
    listing: listing ?? null,
    search: url.search,
    total: log.total,
    entries: log.entries.map((entry) => ({
      ...entry,
      createdAt: formatIndianMoment(entry.createdAt),
      reason: entry.reasonCode ? rejectionReasonText(entry.reasonCode) : null,
    })),
  };
});

export default function ReviewLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, listing, search } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Review log</h1>
      <p className="mt-2 text-slate-700">Every decision on a listing or an edit, newest first.</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="log-listing" className="text-sm font-medium text-slate-800">
            Listing number
          </label>
          <input id="log-listing" name="listing" type="number" min={1} inputMode="numeric" defaultValue={listing ?? ''} className={`${inputClass} w-40`} />
        </div>
        <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">
          Show
        </button>
        {listing ? (
          <a href="/admin/listings/log" className="py-2 text-brand-700 underline">
            Show all listings
          </a>
        ) : null}
      </Form>
      <p className="mt-3 text-sm text-slate-700" role="status">
        {total === 0 ? (listing ? `No decisions on listing #${listing} yet.` : 'No decisions yet.') : `${total.toLocaleString('en-IN')} decision${total === 1 ? '' : 's'}${listing ? ` on listing #${listing}` : ''}.`}
      </p>
      {entries.length > 0 ? (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Review decisions, newest first</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">When</th>
              <th scope="col" className="py-2 pr-3">Listing</th>
              <th scope="col" className="py-2 pr-3">What</th>
              <th scope="col" className="py-2 pr-3">Decision</th>
              <th scope="col" className="py-2 pr-3">Reason and note</th>
              <th scope="col" className="py-2">Reviewer</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{entry.createdAt}</td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {entry.productId ? (
                    <a className="text-brand-700 underline" href={`/admin/listings/${entry.productId}`}>
                      {entry.productName}
                    </a>
                  ) : (
                    `${entry.productName} (deleted)`
                  )}
                  {entry.productId && !listing ? (
                    <a className="ml-2 text-xs text-slate-700 underline" href={`/admin/listings/log?listing=${entry.productId}`} aria-label={`Only decisions on ${entry.productName}`}>
                      only this
                    </a>
                  ) : null}
                </th>
                <td className="py-2 pr-3">{REVIEW_SUBJECT_NAMES[entry.subject]}</td>
                <td className="py-2 pr-3 font-semibold">{REVIEW_DECISION_NAMES[entry.decision]}</td>
                <td className="py-2 pr-3">
                  {entry.reason ?? ''}
                  {entry.note ? <span className="block text-slate-700">Note: {entry.note}</span> : null}
                </td>
                <td className="py-2">{entry.reviewerName ? `${entry.reviewerName} (${entry.reviewerEmail})` : 'A former reviewer'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={page} total={total} pageSize={REVIEW_PAGE_SIZE} pathname="/admin/listings/log" search={new URLSearchParams(search)} />
    </>
  );
}
