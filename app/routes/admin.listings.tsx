import type { Route } from './+types/admin.listings';
import { Pagination } from '~/components/catalog';
import { REVIEW_PAGE_SIZE, REVIEW_SUBJECT_NAMES, reviewQueueParamsSchema } from '~/domain/listing-review';
import { formatIndianMoment } from '~/domain/india-time';
import { supplierUrl } from '~/domain/urls';
import { requireStaff } from '~/services/admin/staff.server';
import { reviewQueue } from '~/services/catalog/listing-review.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta() {
  return [{ title: 'Listings to review' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'moderate_content');
  const url = new URL(request.url);
  const { page } = reviewQueueParamsSchema.parse(Object.fromEntries(url.searchParams));
  const queue = await reviewQueue(page);
  return {
    page,
    search: url.search,
    total: queue.total,
    items: queue.items.map((item) => ({ ...item, submittedAt: formatIndianMoment(item.submittedAt) })),
  };
});

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { items, total, page, search } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Listings to review</h1>
      <p className="mt-2 text-slate-700" data-testid="queue-count">
        {total === 0 ? 'Nothing is waiting for review.' : `${total.toLocaleString('en-IN')} waiting, oldest first. Open one to see it as buyers would, then approve or reject it.`}
      </p>
      {items.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Listings and edits waiting for review, oldest first</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">Submitted</th>
              <th scope="col" className="py-2 pr-3">Listing</th>
              <th scope="col" className="py-2 pr-3">Company</th>
              <th scope="col" className="py-2 pr-3">Company identity</th>
              <th scope="col" className="py-2">What</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.subject}-${item.productId}`} className="border-b border-slate-200">
                <td className="py-2 pr-3 whitespace-nowrap">{item.submittedAt}</td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <a className="font-semibold text-brand-700 underline" href={`/admin/listings/${item.productId}`}>
                    {item.name}
                  </a>
                </th>
                <td className="py-2 pr-3">
                  <a className="underline" href={supplierUrl(item.companySlug)}>
                    {item.companyName}
                  </a>
                </td>
                <td className="py-2 pr-3">{item.companyVerified ? 'Documents reviewed' : 'Documents not reviewed'}</td>
                <td className="py-2">{REVIEW_SUBJECT_NAMES[item.subject]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={page} total={total} pageSize={REVIEW_PAGE_SIZE} pathname="/admin/listings" search={new URLSearchParams(search)} />
    </>
  );
}
