import { useNavigation } from 'react-router';
import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import { changeWords, STATE_KEYS } from '~/components/listing/listing-texts';
import type { Route } from './+types/account-products';
import { PriceRange, Pagination } from '~/components/catalog';
import { buttonClass } from '~/components/form-controls';
import { canSeller, LISTING_STATE_NAMES, LISTING_STATES, SELLER_ACTIONS, type ListingState, type SellerAction } from '~/domain/listing';
import { LISTINGS_PAGE_SIZE, ListingActionSchema, STATE_CHANGED } from '~/domain/listing-pages';
import { requireUser } from '~/services/accounts/sessions.server';
import { changeListingState } from '~/services/catalog/listings.server';
import { sellerListingsPage, type SellerListingRow } from '~/services/catalog/listing-pages.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { DoneNotice } from '~/components/notices';
import { requestTranslator } from '~/services/i18n/request.server';
import type { Translate } from '~/domain/translate';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const isState = (value: string | null): value is ListingState => LISTING_STATES.some((state) => state === value);

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  const listings = await sellerListingsPage(user.id, { state: isState(state) ? state : null, page: Number.isSafeInteger(page) ? page : 1 });
  return { ...listings, title: requestTranslator(request, 'sellerProducts')('title') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, ListingActionSchema, async ({ productId, intent }) => {
    const state = await changeListingState(user.id, productId, intent);
    return { message: STATE_CHANGED[state as keyof typeof STATE_CHANGED] ?? `Now ${LISTING_STATE_NAMES[state].toLowerCase()}.` };
  });
});

type T = Translate<'sellerProducts'>;

const ACTION_LABELS: Record<SellerAction, (t: T, verified: boolean) => string> = {
  submit: (t, verified) => t(verified ? 'actionPublish' : 'actionSubmit'),
  pause: (t) => t('actionPause'),
  resume: (t) => t('actionResume'),
  archive: (t) => t('actionArchive'),
  restore: (t) => t('actionRestore'),
};

const STATE_BADGES: Record<ListingState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  submitted: 'bg-amber-100 text-amber-900',
  live: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  paused: 'bg-sky-100 text-sky-900',
  archived: 'bg-slate-200 text-slate-700',
};

const dayFormats = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' }),
};

function ListingItem({ listing, verified }: { listing: SellerListingRow; verified: boolean }) {
  const actions = (Object.keys(SELLER_ACTIONS) as SellerAction[]).filter((action) => canSeller(action, listing.status));
  const t = useT('sellerProducts');
  const tl = useT('sellerListings');
  const locale = useLocale();
  const reasonOf = (reason: string | null) => reason ?? t('noReason');
  return (
    <li className="flex flex-wrap gap-4 rounded-md border border-slate-300 p-4">
      {listing.photo ? (
        <img src={listing.photo.thumb} alt={listing.photo.alt} data-user-text width={80} height={80} className="h-20 w-20 rounded object-cover" loading="lazy" />
      ) : (
        <div className="flex h-20 w-20 items-center justify-center rounded bg-slate-100 text-xs text-slate-600">{t('noPhoto')}</div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">
          <Link to={`/account/products/${listing.id}`} className="text-brand-700 underline-offset-2 hover:underline" data-user-text>
            {listing.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_BADGES[listing.status]}`} data-testid="listing-state">
            {tl(STATE_KEYS[listing.status])}
          </span>
          <PriceRange min={listing.priceMinPaise} max={listing.priceMaxPaise} unit={listing.unit} />
          <span>
            <RichText text={t('updated', { date: dayFormats[locale].format(new Date(listing.updatedAt)) })} parts={[<time key="date" dateTime={listing.updatedAt} />]} />
          </span>
        </p>
        {listing.status === 'rejected' ? <p className="text-sm text-red-800">{t('notAccepted', { reason: reasonOf(listing.statusReason) })}</p> : null}
        {listing.revision?.status === 'submitted' ? (
          <p className="text-sm text-amber-900">{t('revisionWaiting', { changes: changeWords(tl, listing.revision.parts, locale) })}</p>
        ) : null}
        {listing.revision?.status === 'rejected' ? (
          <p className="text-sm text-red-800">
            {t('revisionRejected', { changes: changeWords(tl, listing.revision.parts, locale), reason: reasonOf(listing.revision.reason) })}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Link to={`/account/products/${listing.id}`} className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold">
            {t(listing.status === 'archived' ? 'view' : 'edit')}
            <span className="sr-only" data-user-text>
              {' '}
              {listing.name}
            </span>
          </Link>
          {actions.map((action) => (
            <Form key={action} method="post">
              <input type="hidden" name="productId" value={listing.id} />
              <button type="submit" name="intent" value={action} className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold">
                {ACTION_LABELS[action](t, verified)}
                <span className="sr-only" data-user-text>
                  {' '}
                  {listing.name}
                </span>
              </button>
            </Form>
          ))}
        </div>
      </div>
    </li>
  );
}

export default function AccountProducts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT('sellerProducts');
  const tl = useT('sellerListings');
  const domainText = useDomainText();
  if (loaderData.company === null) {
    return (
      <section className="py-6">
        <h1 className="text-2xl font-bold text-brand-700">{t('title')}</h1>
        <p className="mt-4 text-slate-700" data-testid="no-company">
          <RichText text={t(loaderData.reason === 'no-company' ? 'noCompany' : 'buyerOnly')} parts={[<Link key="profile" to="/account" className="text-brand-700 underline" />]} />
        </p>
      </section>
    );
  }
  const { listings, counts, total, page, state, company } = loaderData;
  const message = actionData?.ok && 'message' in actionData ? actionData.message : undefined;
  const refusal = actionData && !actionData.ok ? (actionData.result.error?.[''] ?? Object.values(actionData.result.error ?? {}).flat()).map((text) => domainText(text ?? '')).join(' ') : undefined;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const filters: Array<{ state: ListingState | null; label: string; count: number }> = [{ state: null, label: t('all'), count: all }, ...LISTING_STATES.map((s) => ({ state: s, label: tl(STATE_KEYS[s]), count: counts[s] }))];
  const search = new URLSearchParams(state ? { state } : {});
  return (
    <section className="py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-700">{t('title')}</h1>
        <Link to="/account/products/new" className={buttonClass}>
          {t('addListing')}
        </Link>
      </div>
      <p className="mt-2 text-sm">
        <Link to="/account/products/import" className="font-semibold text-brand-700 underline">
          {t('importLink')}
        </Link>
      </p>
      <DoneNotice message={message && domainText(message)} />
      {refusal ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <nav aria-label={t('byState')} className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {filters.map((filter) => (
            <li key={filter.state ?? 'all'}>
              <Link
                to={filter.state ? `/account/products?state=${filter.state}` : '/account/products'}
                aria-current={filter.state === state ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${filter.state === state ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'}`}
              >
                {filter.label} ({filter.count.toLocaleString('en-IN')})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {listings.length === 0 ? (
        <p className="mt-6 text-slate-700">{t(all === 0 ? 'noListings' : 'noListingsInState')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" data-testid="own-products" aria-busy={navigation.state !== 'idle'}>
          {listings.map((listing) => (
            <ListingItem key={listing.id} listing={listing} verified={company.verified} />
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} pageSize={LISTINGS_PAGE_SIZE} pathname="/account/products" search={search} />
    </section>
  );
}
