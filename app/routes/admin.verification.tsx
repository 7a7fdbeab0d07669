import type { Route } from './+types/admin.verification';
import { formatIndianMoment } from '~/domain/india-time';
import { CHECK_LABELS } from '~/domain/verification-checks';
import { requireStaff } from '~/services/admin/staff.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { verificationQueue } from '~/services/trust/verification-review.server';

export function meta() {
  return [{ title: 'Verification queue' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'verify_companies');
  const items = await verificationQueue();
  return { items: items.map((item) => ({ ...item, uploadedAt: formatIndianMoment(item.uploadedAt) })) };
});

export default function VerificationQueue({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Verification queue</h1>
      <p className="mt-2 text-slate-700" data-testid="queue-count">
        {items.length === 0 ? 'No document is waiting for review.' : `${items.length.toLocaleString('en-IN')} ${items.length === 1 ? 'document is' : 'documents are'} waiting, oldest first. Open the company to compare each with its details and decide.`}
      </p>
      {items.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Documents waiting for review, oldest first</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">Uploaded</th>
              <th scope="col" className="py-2 pr-3">Company</th>
              <th scope="col" className="py-2 pr-3">Document</th>
              <th scope="col" className="py-2">Note</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.checkId} className="border-b border-slate-200">
                <td className="py-2 pr-3 whitespace-nowrap">{item.uploadedAt}</td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <a className="font-semibold text-brand-700 underline" href={`/admin/verification/${item.companyId}`}>
                    {item.companyName}
                  </a>
                </th>
                <td className="py-2 pr-3">{CHECK_LABELS[item.check]}</td>
                <td className="py-2">{item.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
