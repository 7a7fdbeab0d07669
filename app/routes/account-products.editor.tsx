import { Form, redirect } from 'react-router';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account-products.editor';
import { ListingEditor } from '~/components/listing/listing-editor';
import { LISTING_STATE_NAMES } from '~/domain/listing';
import { ListingFormSchema } from '~/domain/listing-form';
import { appendPhotoRows, savedNotice, type SavedOutcome } from '~/domain/listing-pages';
import { requireUser } from '~/services/accounts/sessions.server';
import { discardListingDraft, saveListing } from '~/services/catalog/listings.server';
import { listingEditorPage, ownListing, stagePendingPhotos } from '~/services/catalog/listing-pages.server';
import { NotFoundError } from '~/services/errors.server';
import { uploadsFrom } from '~/services/http/body.server';
import { formHeaders, readUploadForm, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const meta: Route.MetaFunction = ({ data: page }) => [{ title: page?.listing ? `Edit ${page.values.name || 'listing'}` : 'Add a listing' }, { name: 'robots', content: 'noindex' }];

/** The listing id of /account/products/:id, or null on /account/products/new; anything else is not a page. */
function productIdOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw new NotFoundError(undefined);
  return Number(params.id);
}

const editorUrl = (productId: number | null) => (productId === null ? '/account/products/new' : `/account/products/${productId}`);

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const page = await listingEditorPage(user.id, productIdOf(params));
  const saved = new URL(request.url).searchParams.get('saved');
  return { ...page, savedMessage: savedNotice(saved) };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const productId = productIdOf(params);
  // Another company's listing is a 404 before anything is stored for it.
  if (productId !== null) await ownListing(user.id, productId);
  const form = await readUploadForm(request, 'newPhotos');
  if (!(form instanceof FormData)) return form;
  if (form.get('intent') === 'discard') {
    await discardListingDraft(user.id, productId ?? 0);
    return redirect(editorUrl(productId));
  }
  // Photos are stored before the rest is checked, so a form sent back for a missing name keeps them.
  const staged = await stagePendingPhotos(user.id, await uploadsFrom(form, 'newPhotos'));
  form.delete('newPhotos');
  appendPhotoRows(form, staged.photos.map((photo) => photo.key));
  return submitForm(
    form,
    ListingFormSchema,
    async ({ content, submit, version }) => {
      const saved = await saveListing({ userId: user.id, productId, content, expectedVersion: version, submit });
      const outcome: SavedOutcome = saved.awaitingReview ? 'review' : submit ? (saved.status === 'live' ? 'live' : 'submitted') : saved.status === 'draft' ? 'draft' : 'saved';
      return redirect(`${editorUrl(saved.productId)}?saved=${outcome}`);
    },
    { priorErrors: staged.errors.length > 0 ? { newPhotos: staged.errors } : undefined },
  );
});

const noticeClass = 'mt-4 rounded-md border p-3 text-sm';

export default function ListingEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, restoredDraftAt, savedMessage } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="py-6">
      <BackLink to="/account/products">Your products</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{listing ? `Edit: ${loaderData.values.name}` : 'Add a listing'}</h1>
      {listing ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="listing-state">
          State: <strong>{LISTING_STATE_NAMES[listing.status]}</strong>
          {listing.status === 'live' ? (
            <>
              {' · '}
              <a href={`/product/${listing.slug}`} className="text-brand-700 underline">
                See it as buyers do
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {savedMessage && !failed ? (
        <p role="status" className={`${noticeClass} border-green-300 bg-green-50 text-green-900`}>
          {savedMessage}
        </p>
      ) : null}
      {listing?.status === 'rejected' ? (
        <p className={`${noticeClass} border-red-300 bg-red-50 text-red-900`} data-testid="rejection">
          Our team did not accept this listing: {listing.statusReason ?? 'no reason was given'}. Correct it and submit it again.
        </p>
      ) : null}
      {listing?.revision ? (
        <p className={`${noticeClass} border-amber-300 bg-amber-50 text-amber-900`} data-testid="revision-notice">
          {listing.revision.status === 'submitted'
            ? `Your changes to the ${listing.revision.changes} are waiting for review; buyers see the previous version. The form shows your changes.`
            : `Your changes to the ${listing.revision.changes} were not accepted: ${listing.revision.reason ?? 'no reason was given'}. Buyers see the previous version; correct the changes and save again.`}
        </p>
      ) : null}
      {listing?.status === 'archived' ? (
        <p className={`${noticeClass} border-slate-300 bg-slate-50 text-slate-800`}>This listing is archived. Restore it from your products list to edit it again.</p>
      ) : null}
      {restoredDraftAt ? (
        <div className={`${noticeClass} flex flex-wrap items-center gap-3 border-sky-300 bg-sky-50 text-sky-900`} data-testid="restored-draft">
          <p>
            Restored your unsaved changes from <RestoredTime iso={restoredDraftAt} />. Save to keep them.
          </p>
          <Form method="post" encType="multipart/form-data">
            <button type="submit" name="intent" value="discard" className="rounded-md border border-sky-700 px-3 py-1 font-semibold text-sky-900">
              Discard them
            </button>
          </Form>
        </div>
      ) : null}
      <ListingEditor
        key={`${listing?.id ?? 'new'}-${listing?.version ?? 0}-${restoredDraftAt ?? ''}`}
        productId={listing?.id ?? null}
        status={listing?.status ?? null}
        version={listing?.version ?? null}
        companyVerified={loaderData.companyVerified}
        values={loaderData.values}
        tree={loaderData.tree}
        gstRates={loaderData.gstRates}
        states={loaderData.states}
        specNames={loaderData.specNames}
        lastResult={actionData?.result}
      />
    </section>
  );
}

const restoredFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

function RestoredTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{restoredFormat.format(new Date(iso))}</time>;
}
