import { Link } from '~/components/i18n/links';
import type { Route } from './+types/supplier';
import { JsonLd, Pagination, ProductCard } from '~/components/catalog';
import { RichText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { stateNameOfEnglish } from '~/content/state-names-hi';
import { localisedHref } from '~/domain/locale';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { InquiryForm } from '~/components/inquiry-form';
import { SupplierCard } from '~/components/supplier-card';
import { PAGE_SIZE, paramsToSearch, parseSearchParams } from '~/domain/search';
import { supplierUrl } from '~/domain/urls';
import { getUser } from '~/services/accounts/sessions.server';
import { getSupplier } from '~/services/catalog/products.server';
import { responseRecordOf } from '~/domain/response-record';
import { responseStatsBySlug } from '~/services/conversations/response-record.server';
import { inquirySchema } from '~/domain/inquiry';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent, newIdempotencyKey } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { searchProducts } from '~/services/search/search.server';
import { siteOrigin } from '~/services/seo/site-url.server';
import { NotFoundError } from '~/services/errors.server';
import { supplierReviews } from '~/services/trust/reviews.server';
import { PublicReviews, ReportLink } from '~/components/trust/reviews';
import { aggregateRatingLd } from '~/domain/reviews';
import { SELLER_TEXT } from '~/content/claims';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const supplier = await getSupplier(params.slug);
  if (!supplier) throw new NotFoundError('We could not find that supplier. Try searching for what they sell.');
  const query = parseSearchParams(new URL(request.url).searchParams);
  const [catalogue, user, responseStats, reviews] = await Promise.all([
    searchProducts({ q: query.q, filters: { supplier: supplier.slug }, sort: query.sort, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    getUser(request),
    responseStatsBySlug(supplier.slug),
    supplierReviews(supplier.slug),
  ]);
  const t = requestTranslator(request, 'product');
  const seo = {
    title: t('supplierTitle', { name: supplier.name, city: supplier.city }),
    description: supplier.description.slice(0, 160) || t('supplierDescription', { name: supplier.name, city: supplier.city }),
    canonical: `${siteOrigin(request)}${localisedHref(supplierUrl(supplier.slug), localeOf(request))}`,
  };
  // Product cards keep a product's Hindi name (nameHi) when the search service gives one.
  const items = catalogue.items.map((hit) => ({ ...hit, nameHi: (hit as { nameHi?: string | null }).nameHi ?? null }));
  return { supplier, reviews, responseRecord: responseRecordOf(responseStats), query, catalogue: { ...catalogue, items }, seo, buyer: user ? { name: user.name, email: user.email } : null, origin: siteOrigin(request), idempotencyKey: newIdempotencyKey() };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  const user = await getUser(request);
  // A repeated submit (double click, a browser's resend, a client's retry) answers with the first inquiry.
  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'inquiry' }, () =>
    submitForm(request, inquirySchema(), async (input) => ({ inquiry: await sendInquiry(params.slug, input, { userId: user?.id ?? null, ip: context.clientIp, locale: localeOf(request) }) }), { resetOnSuccess: true }),
  );
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Supplier not found' }];
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  const { seo } = loaderData;
  return [
    { title: `${seo.title} | ${siteName}` },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
  ];
}

export default function SupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  const { supplier, reviews, responseRecord, query, catalogue, buyer, origin } = loaderData;
  const t = useT('product');
  const href = useLocalisedHref();
  const locale = useLocale();
  const path = supplierUrl(supplier.slug);
  const aggregateRating = aggregateRatingLd(reviews.summary.average, reviews.summary.count);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={{
          '@type': 'Organization',
          name: supplier.name,
          url: `${origin}${href(path)}`,
          description: supplier.description,
          ...(supplier.yearEstablished ? { foundingDate: String(supplier.yearEstablished) } : {}),
          ...(supplier.gstin ? { taxID: supplier.gstin } : {}),
          address: { '@type': 'PostalAddress', addressLocality: supplier.city, addressRegion: supplier.stateName ? stateNameOfEnglish(supplier.stateName, locale) : undefined, addressCountry: 'IN' },
          ...(aggregateRating ? { aggregateRating } : {}),
        }}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <h1 className="text-2xl font-bold text-slate-900" data-user-text>
            {supplier.name}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-800" {...SELLER_TEXT} data-user-text>
            {supplier.description}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            <div><dt className="text-slate-600">{t('businessType')}</dt><dd data-user-text>{supplier.businessType}</dd></div>
            <div><dt className="text-slate-600">{t('established')}</dt><dd>{supplier.yearEstablished ?? t('notStated')}</dd></div>
            {supplier.gstin ? <div><dt className="text-slate-600">GSTIN</dt><dd className="font-mono">{supplier.gstin}</dd></div> : null}
            {supplier.website ? <div><dt className="text-slate-600">{t('website')}</dt><dd><a href={supplier.website} rel="nofollow noopener" className="underline">{supplier.website.replace(/^https?:\/\//, '')}</a></dd></div> : null}
          </dl>
          <section aria-labelledby="catalogue" className="mt-8">
            <h2 id="catalogue" className="text-lg font-bold">{t('productsCount', { count: catalogue.total.toLocaleString('en-IN') })}</h2>
            <form method="get" action={href(path)} role="search" className="mt-2 flex max-w-md gap-2">
              <label htmlFor="catalogue-q" className="sr-only">{t('searchCatalogueLabel')}</label>
              <input id="catalogue-q" name="q" type="search" defaultValue={query.q} placeholder={t('searchCataloguePlaceholder')} className="flex-1 rounded border border-slate-300 px-2 py-1.5" />
              <button type="submit" className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white">{t('search')}</button>
            </form>
            {catalogue.items.length === 0 ? (
              <p className="mt-3">
                <RichText text={t('noCatalogueMatch', { q: query.q ?? '' })} parts={[<Link key="part-1" to={path} className="text-brand-700 underline" />]} />
              </p>
            ) : (
              <ul className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-3">
                {catalogue.items.map((product) => (
                  <ProductCard key={product.slug} product={product} terms={catalogue.terms} />
                ))}
              </ul>
            )}
            <Pagination page={query.page} total={catalogue.total} pageSize={PAGE_SIZE} pathname={path} search={paramsToSearch(query)} />
          </section>
          <PublicReviews heading={t('reviewsFromBuyers')} summary={reviews.summary} reviews={reviews.latest} />
          <p className="mt-6 text-sm">
            <ReportLink kind="company" id={reviews.companyId} label={t('reportSupplier')} />
          </p>
        </div>
        <div className="space-y-4">
          <SupplierCard supplier={supplier} url={path} responseRecord={responseRecord} />
          <InquiryForm supplierName={supplier.name} buyer={buyer} answer={actionData} idempotencyKey={loaderData.idempotencyKey} />
        </div>
      </div>
    </main>
  );
}
