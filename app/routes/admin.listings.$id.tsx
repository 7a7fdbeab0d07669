import type { Route } from './+types/admin.listings.$id';
import { ListingPreview } from '~/components/admin/listing-preview';
import { ApproveForm, ReasonForm, resultKey, reviewFormKey } from '~/components/admin/review-forms';
import { VerifiedBadge } from '~/components/catalog';
import { LISTING_STATE_NAMES } from '~/domain/listing';
import { LISTING_FIELD_LABELS, reviewDecisionSchema } from '~/domain/listing-review';
import { formatIndianMoment } from '~/domain/india-time';
import { productUrl, supplierUrl } from '~/domain/urls';
import { requireStaff } from '~/services/admin/staff.server';
import { decideReview, reviewItem, reviewQueue } from '~/services/catalog/listing-review.server';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { UnplacedErrors } from '~/components/notices';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Review: ${loaderData.item.listing.content.name}` : 'Review a listing' }, { name: 'robots', content: 'noindex' }];
}

function listingId(param: string | undefined): number {
  const id = Number(param);
  if (!/^\d{1,9}$/.test(param ?? '') || id < 1) throw new NotFoundError('There is no listing with that number.');
  return id;
}

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  await requireStaff(request, 'moderate_content');
  const id = listingId(params.id);
  const [item, queue] = await Promise.all([reviewItem(id), reviewQueue(1, 2)]);
  const { revision } = item;
  return {
    item: {
      ...item,
      submittedAt: item.submittedAt ? formatIndianMoment(item.submittedAt) : null,
      publishedAt: item.publishedAt ? formatIndianMoment(item.publishedAt) : null,
      revision: revision ? { ...revision, submittedAt: formatIndianMoment(revision.submittedAt) } : null,
    },
    next: queue.items.find((entry) => entry.productId !== id)?.productId ?? null,
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const admin = await requireStaff(request, 'moderate_content');
  const id = listingId(params.id);
  return submitForm(request, reviewDecisionSchema, async (decision) => ({ message: (await decideReview(admin, id, decision)).message }), { resetOnSuccess: true });
});

export default function ReviewListing({ loaderData, actionData }: Route.ComponentProps) {
  const { item, next } = loaderData;
  const { revision } = item;
  const message = actionData?.ok ? actionData.message : undefined;
  const failed = actionData && !actionData.ok ? actionData.result : undefined;
  const resultFor = (intent: string, subject?: string) => (resultKey(failed) === reviewFormKey(intent, subject) ? failed : undefined);
  const queued = item.status === 'submitted';
  const published = item.status === 'live' || item.status === 'paused';
  const pendingEdit = revision?.status === 'submitted' ? revision : null;
  // A refusal for a form no longer shown (the item was decided meanwhile) is shown on top instead.
  const shown = [...(queued ? ['approve:listing', 'reject:listing'] : []), ...(pendingEdit ? ['approve:revision', 'reject:revision'] : []), ...(published ? ['take_down:'] : [])];
  const unplaced = failed && !shown.includes(resultKey(failed) ?? '') ? failed.error?.[''] : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Review: {item.listing.content.name}</h1>
      <p className="mt-2 text-slate-700" data-testid="listing-state">
        Listing #{item.productId} · <strong>{LISTING_STATE_NAMES[item.status]}</strong>
        {item.submittedAt ? ` · submitted ${item.submittedAt}` : ''}
        {item.publishedAt ? ` · first live ${item.publishedAt}` : ''}
        {item.status === 'live' ? (
          <>
            {' · '}
            <a className="text-brand-700 underline" href={productUrl(item.slug)}>
              Product page
            </a>
          </>
        ) : null}
        {' · '}
        <a className="text-brand-700 underline" href={`/admin/listings/log?listing=${item.productId}`}>
          Decisions on this listing
        </a>
      </p>
      <p className="mt-1 text-slate-700">
        Seller:{' '}
        <a className="font-semibold text-brand-700 underline" href={supplierUrl(item.company.slug)}>
          {item.company.name}
        </a>
        {item.company.city ? `, ${item.company.city}` : ''} {item.company.verified ? <VerifiedBadge /> : <span className="text-sm text-amber-900">Identity not yet verified</span>}
      </p>
      {item.statusReason && item.status === 'rejected' ? <p className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">The seller was told: {item.statusReason}</p> : null}
      <UnplacedErrors errors={unplaced} />
      {message ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3">
          {message}{' '}
          {next ? (
            <a className="font-semibold text-brand-700 underline" href={`/admin/listings/${next}`}>
              Next in the queue
            </a>
          ) : (
            'Nothing else is waiting.'
          )}
        </p>
      ) : null}

      {pendingEdit ? (
        <section aria-labelledby="edit-heading" className="mt-6">
          <h2 id="edit-heading" className="text-xl font-semibold">
            Edit waiting for review
          </h2>
          <p className="mt-1 text-slate-700">
            Submitted {pendingEdit.submittedAt}. Buyers see the live version until the edit is approved. It changes:{' '}
            <strong data-testid="changed-fields">{pendingEdit.changed.length > 0 ? pendingEdit.changed.map((field) => LISTING_FIELD_LABELS[field]).join(', ') : 'nothing buyers see'}</strong>.
          </p>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <ListingPreview view={pendingEdit.view} heading="The edit, as buyers would see it" headingId="proposed-version" changed={pendingEdit.changed} />
            <ListingPreview view={item.listing} heading="Live now" headingId="live-version" changed={pendingEdit.changed} />
          </div>
          <Decision subject="revision" seen={pendingEdit.seen} approveLabel="Approve the edit" rejectLabel="Reject the edit" resultFor={resultFor} />
        </section>
      ) : (
        <div className="mt-6">
          <ListingPreview view={item.listing} heading={queued ? 'New listing, as buyers would see it' : `The listing (${LISTING_STATE_NAMES[item.status].toLowerCase()})`} headingId="listing-version" />
          {revision?.status === 'rejected' ? <p className="mt-2 text-sm text-slate-700">An edit of this listing was rejected; the seller was told: {revision.statusReason}</p> : null}
        </div>
      )}

      {queued ? <Decision subject="listing" seen={item.listingSeen} approveLabel="Approve and publish" rejectLabel="Reject the listing" resultFor={resultFor} /> : null}

      {published ? (
        <section aria-labelledby="take-down-heading" className="mt-8 rounded-lg border border-red-200 p-4">
          <h2 id="take-down-heading" className="text-lg font-semibold">
            Take the listing down
          </h2>
          <p className="mt-1 text-sm text-slate-700">Buyers stop seeing it at once. The seller reads the reason and can correct the listing and submit it again{pendingEdit ? '; the edit waiting for review is dropped' : ''}.</p>
          <div className="mt-3">
            <ReasonForm intent="take_down" label="Take down" lastResult={resultFor('take_down')} />
          </div>
        </section>
      ) : null}
    </>
  );
}

type ResultFor = (intent: string, subject?: string) => Parameters<typeof ApproveForm>[0]['lastResult'];

function Decision({ subject, seen, approveLabel, rejectLabel, resultFor }: { subject: 'listing' | 'revision'; seen: string; approveLabel: string; rejectLabel: string; resultFor: ResultFor }) {
  const headingId = `decide-${subject}`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-slate-300 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Your decision
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-[auto_1fr]">
        <div>
          <h3 className="font-medium">Approve</h3>
          <p className="mb-2 text-sm text-slate-700">{subject === 'listing' ? 'The listing goes live at once.' : 'The edit replaces the live version at once.'}</p>
          <ApproveForm subject={subject} seen={seen} label={approveLabel} lastResult={resultFor('approve', subject)} />
        </div>
        <div>
          <h3 className="font-medium">Reject</h3>
          <p className="mb-2 text-sm text-slate-700">{subject === 'listing' ? 'The seller reads the reason and the note, and can correct the listing and submit it again.' : 'The live version stays; the seller reads the reason and the note beside the edit.'}</p>
          <ReasonForm intent="reject" subject={subject} seen={seen} label={rejectLabel} lastResult={resultFor('reject', subject)} />
        </div>
      </div>
    </section>
  );
}
