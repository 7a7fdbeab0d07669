import { RichText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import { changeWords, STATE_KEYS } from '~/components/listing/listing-texts';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account-products.editor';
import { ListingEditor } from '~/components/listing/listing-editor';
import { ListingFormSchema } from '~/domain/listing-form';
import { appendPhotoRows, savedNotice, type SavedOutcome } from '~/domain/listing-pages';
import { requireUser } from '~/services/accounts/sessions.server';
import { discardListingDraft, saveListing } from '~/services/catalog/listings.server';
import { listingEditorPage, ownListing, stagePendingPhotos } from '~/services/catalog/listing-pages.server';
import { NotFoundError } from '~/services/errors.server';
import { uploadsFrom } from '~/services/http/body.server';
import { formHeaders, readUploadForm, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';
import type { Locale } from '~/domain/locale';

export const meta: Route.MetaFunction = ({ data: page }) => [{ title: page?.title ?? '' }, { name: 'robots', content: 'noindex' }];

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
  const t = requestTranslator(request, 'sellerListings');
  const title = page.listing ? (page.values.name ? t('titleEdit', { name: page.values.name }) : t('titleEditFallback')) : t('titleNew');
  return { ...page, title, saved: savedNotice(saved) ? (saved as SavedOutcome) : null };
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
    return localisedRedirect(request, editorUrl(productId));
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
      return localisedRedirect(request, `${editorUrl(saved.productId)}?saved=${outcome}`);
    },
    { priorErrors: staged.errors.length > 0 ? { newPhotos: staged.errors } : undefined },
  );
});

const noticeClass = 'mt-4 rounded-md border p-3 text-sm';

export default function ListingEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, restoredDraftAt, saved } = loaderData;
  const t = useT('sellerListings');
  const href = useLocalisedHref();
  const locale = useLocale();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const savedMessage = saved ? t(SAVED_KEYS[saved]) : null;
  const reasonOf = (reason: string | null) => reason ?? t('noReason');
  return (
    <section className="py-6">
      <BackLink to="/account/products">{t('backToProducts')}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">
        {listing ? (
          <RichText text={t('headingEdit', { name: loaderData.values.name })} parts={[<span key="name" data-user-text />]} />
        ) : (
          t('titleNew')
        )}
      </h1>
      {listing ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="listing-state">
          {t('stateLabel')} <strong>{t(STATE_KEYS[listing.status])}</strong>
          {listing.status === 'live' ? (
            <>
              {' · '}
              <a href={href(`/product/${listing.slug}`)} className="text-brand-700 underline">
                {t('seeAsBuyers')}
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
          {t('rejected', { reason: reasonOf(listing.statusReason) })}
        </p>
      ) : null}
      {listing?.revision ? (
        <p className={`${noticeClass} border-amber-300 bg-amber-50 text-amber-900`} data-testid="revision-notice">
          {listing.revision.status === 'submitted'
            ? t('revisionWaiting', { changes: changeWords(t, listing.revision.parts, locale) })
            : t('revisionRejected', { changes: changeWords(t, listing.revision.parts, locale), reason: reasonOf(listing.revision.reason) })}
        </p>
      ) : null}
      {listing?.status === 'archived' ? (
        <p className={`${noticeClass} border-slate-300 bg-slate-50 text-slate-800`}>{t('archivedNotice')}</p>
      ) : null}
      {restoredDraftAt ? (
        <div className={`${noticeClass} flex flex-wrap items-center gap-3 border-sky-300 bg-sky-50 text-sky-900`} data-testid="restored-draft">
          <p>
            <RichText text={t('restoredDraft', { time: restoredFormat(locale).format(new Date(restoredDraftAt)) })} parts={[<time key="time" dateTime={restoredDraftAt} />]} />
          </p>
          <Form method="post" encType="multipart/form-data">
            <button type="submit" name="intent" value="discard" className="rounded-md border border-sky-700 px-3 py-1 font-semibold text-sky-900">
              {t('discardThem')}
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

const SAVED_KEYS = { draft: 'savedDraft', submitted: 'savedSubmitted', live: 'savedLive', review: 'savedReview', saved: 'savedSaved' } as const satisfies Record<SavedOutcome, string>;

const restoredFormat = (locale: Locale) => new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata', numberingSystem: 'latn' });
