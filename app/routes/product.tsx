import type { Route } from './+types/product';
import { JsonLd, PriceRange, shownName } from '~/components/catalog';
import { useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { localisedHref } from '~/domain/locale';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { InquiryForm } from '~/components/inquiry-form';
import { useUnitName } from '~/components/i18n/units';
import { unitName } from '~/domain/unit-names';
import { ListingFacts, PriceBreaksTable } from '~/components/product-details';
import { ProductGallery } from '~/components/product-gallery';
import { SupplierCard } from '~/components/supplier-card';
import { PRODUCT_ILLUSTRATION_SIZE } from '~/assets/illustrations/product';
import { thumbKeyOf, uploadUrl } from '~/domain/account-photos';
import { minimumOrderText, photoAlt, productOffer } from '~/domain/listing-offer';
import { categoryUrl, productImageUrl, productUrl, subcategoryUrl, supplierUrl } from '~/domain/urls';
import { getUser } from '~/services/accounts/sessions.server';
import { countProductView } from '~/services/catalog/product-views.server';
import { getProduct, productForViewer } from '~/services/catalog/products.server';
import { responseRecordOf } from '~/domain/response-record';
import { responseStatsOf } from '~/services/conversations/response-record.server';
import { inquirySchema } from '~/domain/inquiry';
import { gstPriceNote, taxSummary } from '~/domain/product-tax';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { idempotencyScope, idempotent, newIdempotencyKey } from '~/services/http/idempotency.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { membershipOf } from '~/services/accounts/membership.server';
import { siteOrigin } from '~/services/seo/site-url.server';
import { PostRequirementLink } from '~/components/requirements/post-requirement-link';
import { PublicReviews, ReportLink } from '~/components/trust/reviews';
import { aggregateRatingLd } from '~/domain/reviews';
import { productReviews } from '~/services/trust/reviews.server';
import { SELLER_TEXT } from '~/content/claims';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const [row, user] = await Promise.all([getProduct(params.slug), getUser(request)]);
  // A listing that is not live is a 404, except as a preview for its own company.
  const viewerCompanyId = user && row && row.status !== 'live' ? ((await membershipOf(user.id))?.companyId ?? null) : null;
  const product = productForViewer(row, viewerCompanyId);
  // Views count for the dashboard; a preview by the listing's own company is not a buyer's view.
  if (product.preview === null) countProductView(product.id, request);
  // productForViewer threw when there is no row.
  const responseRecord = responseRecordOf(row ? (await responseStatsOf([row.companyId])).get(row.companyId) : undefined);
  const reviews = row ? await productReviews(product.id, row.companyId) : null;
  const locale = localeOf(request);
  const t = requestTranslator(request, 'product');
  const hindi = hindiNames(product);
  const name = locale === 'hi' && hindi.nameHi ? hindi.nameHi : product.name;
  const description = locale === 'hi' && hindi.descriptionHi ? hindi.descriptionHi : product.description;
  const titleValues = { name, supplier: product.supplier.name, city: product.supplier.city };
  const seo = {
    title: t(product.preview ? 'productTitlePreview' : 'productTitle', titleValues),
    description: t('productDescription', { ...titleValues, qty: String(product.minOrderQty), unit: unitName(requestTranslator(request, 'units'), product.unit), description: description.slice(0, 110) }),
    canonical: `${siteOrigin(request)}${localisedHref(productUrl(product.slug), locale)}`,
  };
  return { product, reviews, seo, responseRecord, buyer: user ? { name: user.name, email: user.email } : null, origin: siteOrigin(request), idempotencyKey: newIdempotencyKey() };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  // Inquiries go to live listings only, whoever asks.
  const product = productForViewer(await getProduct(params.slug), null);
  const user = await getUser(request);
  // A repeated submit (double click, a browser's resend, a client's retry) answers with the first inquiry.
  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'inquiry' }, () =>
    submitForm(request, inquirySchema(), async (input) => ({ inquiry: await sendInquiry(product.supplier.slug, input, { userId: user?.id ?? null, ip: context.clientIp, locale: localeOf(request) }) }), { resetOnSuccess: true }),
  );
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Product not found' }];
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  const { product, seo } = loaderData;
  return [
    { title: `${seo.title} | ${siteName}` },
    { name: 'description', content: seo.description },
    ...(product.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : [{ tagName: 'link', rel: 'canonical', href: seo.canonical }]),
  ];
}

/** The Hindi names the catalogue may carry for a product and its category (issue 19). */
interface HindiNames {
  nameHi?: string | null;
  descriptionHi?: string | null;
  categoryNameHi?: string | null;
  subcategoryNameHi?: string | null;
}
const hindiNames = (product: HindiNames & { name: string }): HindiNames => product;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, reviews, buyer, origin } = loaderData;
  const t = useT('product');
  const tc = useT('catalogue');
  const href = useLocalisedHref();
  const locale = useLocale();
  const domainText = useDomainText();
  const shownUnit = useUnitName();
  const hindi = hindiNames(product);
  const name = shownName({ name: product.name, nameHi: hindi.nameHi }, locale);
  const categoryName = shownName({ name: product.categoryName, nameHi: hindi.categoryNameHi }, locale);
  const subcategoryName = shownName({ name: product.subcategoryName, nameHi: hindi.subcategoryNameHi }, locale);
  const description = locale === 'hi' && hindi.descriptionHi ? hindi.descriptionHi : product.description;
  // The product's own rating only: reviews whose deal was about this product.
  const aggregateRating = reviews ? aggregateRatingLd(reviews.summary.average, reviews.summary.count) : undefined;
  const photos =
    product.images.length > 0
      ? product.images.map((image) => ({ src: uploadUrl(image.storageKey), thumb: uploadUrl(thumbKeyOf(image.storageKey)), width: image.width, height: image.height, alt: photoAlt(image.alt, name) }))
      : [{ src: productImageUrl(product.slug, locale), thumb: productImageUrl(product.slug, locale), width: PRODUCT_ILLUSTRATION_SIZE, height: PRODUCT_ILLUSTRATION_SIZE, alt: name }];
  const tax = taxSummary(product.hsnCode, product.gstRateBp);
  // Structured data about this page, in its language: its address, names and unit words.
  const pageUrl = `${origin}${href(productUrl(product.slug))}`;
  const supplierPage = `${origin}${href(supplierUrl(product.supplier.slug))}`;
  const offers = productOffer({ ...product, unitName: shownUnit(product.unit), url: pageUrl, seller: { name: product.supplier.name, url: supplierPage } });
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      {product.preview ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="listing-preview">
          <strong>{t('previewStrong', { state: t(`state_${product.preview}`) })}</strong> {t('previewText')}
        </p>
      ) : (
        <JsonLd
          data={{
            '@type': 'Product',
            name,
            description,
            image: photos.map((photo) => `${origin}${photo.src}`),
            category: `${categoryName} > ${subcategoryName}`,
            url: pageUrl,
            brand: { '@type': 'Organization', name: product.supplier.name },
            ...(offers ? { offers } : {}),
            ...(aggregateRating ? { aggregateRating } : {}),
          }}
        />
      )}
      <nav aria-label={tc('breadcrumb')} className="text-sm text-slate-600">
        <a href={href('/')} className="underline">{tc('home')}</a> ›{' '}
        <a href={href(categoryUrl(product.categorySlug))} className="underline" data-user-text>
          {categoryName}
        </a>{' '}
        ›{' '}
        <a href={href(subcategoryUrl(product.categorySlug, product.subcategorySlug))} className="underline" data-user-text>
          {subcategoryName}
        </a>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <div className="grid gap-6 md:grid-cols-2">
            <ProductGallery photos={photos} />
            <div>
              <h1 className="text-2xl font-bold text-slate-900" data-user-text>
                {name}
              </h1>
              <p className="mt-2 text-xl font-semibold text-brand-700">
                <PriceRange min={product.priceMinPaise} max={product.priceMaxPaise} unit={product.unit} />
              </p>
              {product.gstRateBp !== null && product.priceMinPaise !== null ? (
                <p className="text-sm text-slate-700" data-testid="gst-price-note">
                  {domainText(gstPriceNote(product.gstRateBp, product.pricesIncludeGst))}
                </p>
              ) : null}
              <p className="mt-1 font-semibold text-slate-800">{domainText(minimumOrderText(product.minOrderQty, product.unit))}</p>
              <PriceBreaksTable breaks={product.priceBreaks} unit={product.unit} />
              <ListingFacts {...product} tax={tax} />
              {Object.keys(product.specs).length > 0 ? (
                <table className="mt-4 w-full text-sm" {...SELLER_TEXT}>
                  <caption className="text-left font-semibold">{t('specifications')}</caption>
                  <tbody data-user-text>
                    {Object.entries(product.specs).map(([key, value]) => (
                      <tr key={key} className="border-t border-slate-200">
                        <th scope="row" className="py-1 pr-3 text-left font-medium text-slate-600">{key}</th>
                        <td className="py-1">{value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </div>
          </div>
          <section aria-labelledby="description" className="mt-6">
            <h2 id="description" className="text-lg font-bold">{t('description')}</h2>
            <p className="mt-1 whitespace-pre-line text-slate-800" {...SELLER_TEXT} data-user-text>
              {description}
            </p>
          </section>
          {reviews && !product.preview ? <PublicReviews heading={t('reviewsOfProduct')} summary={reviews.summary} supplierSummary={reviews.supplierSummary} reviews={reviews.latest} /> : null}
          {product.preview ? null : (
            <p className="mt-4 text-sm">
              <ReportLink kind="listing" id={product.id} label={t('reportListing')} />
            </p>
          )}
          {product.related.length > 0 ? (
            <section aria-labelledby="related" className="mt-6">
              <h2 id="related" className="text-lg font-bold">{t('relatedProducts')}</h2>
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {product.related.map((item) => (
                  <li key={item.slug} className="rounded border border-slate-200 p-2 text-sm">
                    <a href={href(productUrl(item.slug))} className="block font-semibold text-brand-700" data-user-text>
                      <img src={productImageUrl(item.slug, locale)} alt="" width={160} height={120} loading="lazy" className="mb-1 aspect-[4/3] w-full rounded bg-slate-50 object-cover" />
                      {shownName(item, locale)}
                    </a>
                    <PriceRange min={item.priceMinPaise} max={item.priceMaxPaise} unit={item.unit} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="space-y-4">
          <SupplierCard supplier={product.supplier} url={supplierUrl(product.supplier.slug)} responseRecord={loaderData.responseRecord} />
          {product.preview ? null : (
            <InquiryForm supplierName={product.supplier.name} productSlug={product.slug} productName={name} defaultUnit={product.unit} defaultQuantity={product.minOrderQty} buyer={buyer} answer={actionData} idempotencyKey={loaderData.idempotencyKey} />
          )}
          {product.preview ? null : (
            <PostRequirementLink testId="product-post-requirement" heading={t('quotesHeading')} what={t('quotesWhat')} query={{ product: product.slug }} />
          )}
        </div>
      </div>
    </main>
  );
}
