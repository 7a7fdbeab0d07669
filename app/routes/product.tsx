import type { Route } from './+types/product';
import { JsonLd, PriceRange } from '~/components/catalog';
import { InquiryForm } from '~/components/inquiry-form';
import { ListingFacts, PriceBreaksTable } from '~/components/product-details';
import { ProductGallery } from '~/components/product-gallery';
import { SupplierCard } from '~/components/supplier-card';
import { PRODUCT_ILLUSTRATION_SIZE } from '~/assets/illustrations/product';
import { thumbKeyOf, uploadUrl } from '~/domain/account-photos';
import { LISTING_STATE_NAMES } from '~/domain/listing';
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
  return { product, reviews, responseRecord, buyer: user ? { name: user.name, email: user.email } : null, origin: siteOrigin(request), idempotencyKey: newIdempotencyKey() };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  // Inquiries go to live listings only, whoever asks.
  const product = productForViewer(await getProduct(params.slug), null);
  const user = await getUser(request);
  // A repeated submit (double click, a browser's resend, a client's retry) answers with the first inquiry.
  return idempotent(request, { scope: idempotencyScope(user, context.clientIp), route: 'inquiry' }, () =>
    submitForm(request, inquirySchema(), async (input) => ({ inquiry: await sendInquiry(product.supplier.slug, input, { userId: user?.id ?? null, ip: context.clientIp }) }), { resetOnSuccess: true }),
  );
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Product not found' }];
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  const { product, origin } = loaderData;
  return [
    { title: `${product.preview ? 'Preview: ' : ''}${product.name} by ${product.supplier.name}, ${product.supplier.city} | ${siteName}` },
    { name: 'description', content: `${product.name} wholesale from ${product.supplier.name}, ${product.supplier.city}. Minimum order ${product.minOrderQty} ${product.unit}. ${product.description.slice(0, 110)}` },
    ...(product.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : [{ tagName: 'link', rel: 'canonical', href: `${origin}${productUrl(product.slug)}` }]),
  ];
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, reviews, buyer, origin } = loaderData;
  // The product's own rating only: reviews whose deal was about this product.
  const aggregateRating = reviews ? aggregateRatingLd(reviews.summary.average, reviews.summary.count) : undefined;
  const photos =
    product.images.length > 0
      ? product.images.map((image) => ({ src: uploadUrl(image.storageKey), thumb: uploadUrl(thumbKeyOf(image.storageKey)), width: image.width, height: image.height, alt: photoAlt(image.alt, product.name) }))
      : [{ src: productImageUrl(product.slug), thumb: productImageUrl(product.slug), width: PRODUCT_ILLUSTRATION_SIZE, height: PRODUCT_ILLUSTRATION_SIZE, alt: product.name }];
  const tax = taxSummary(product.hsnCode, product.gstRateBp);
  const supplierPage = `${origin}${supplierUrl(product.supplier.slug)}`;
  const offers = productOffer({ ...product, url: `${origin}${productUrl(product.slug)}`, seller: { name: product.supplier.name, url: supplierPage } });
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      {product.preview ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="listing-preview">
          <strong>{`Preview — ${LISTING_STATE_NAMES[product.preview]}.`}</strong> Buyers cannot see this listing; only your company sees this page.
        </p>
      ) : (
        <JsonLd
          data={{
            '@type': 'Product',
            name: product.name,
            description: product.description,
            image: photos.map((photo) => `${origin}${photo.src}`),
            category: `${product.categoryName} > ${product.subcategoryName}`,
            url: `${origin}${productUrl(product.slug)}`,
            brand: { '@type': 'Organization', name: product.supplier.name },
            ...(offers ? { offers } : {}),
            ...(aggregateRating ? { aggregateRating } : {}),
          }}
        />
      )}
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <a href="/" className="underline">Home</a> › <a href={categoryUrl(product.categorySlug)} className="underline">{product.categoryName}</a> ›{' '}
        <a href={subcategoryUrl(product.categorySlug, product.subcategorySlug)} className="underline">{product.subcategoryName}</a>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <div className="grid gap-6 md:grid-cols-2">
            <ProductGallery photos={photos} />
            <div>
              <h1 className="text-2xl font-bold text-slate-900">{product.name}</h1>
              <p className="mt-2 text-xl font-semibold text-brand-700">
                <PriceRange min={product.priceMinPaise} max={product.priceMaxPaise} unit={product.unit} />
              </p>
              {product.gstRateBp !== null && product.priceMinPaise !== null ? (
                <p className="text-sm text-slate-700" data-testid="gst-price-note">
                  {gstPriceNote(product.gstRateBp, product.pricesIncludeGst)}
                </p>
              ) : null}
              <p className="mt-1 font-semibold text-slate-800">{minimumOrderText(product.minOrderQty, product.unit)}</p>
              <PriceBreaksTable breaks={product.priceBreaks} unit={product.unit} />
              <ListingFacts {...product} tax={tax} />
              {Object.keys(product.specs).length > 0 ? (
                <table className="mt-4 w-full text-sm" {...SELLER_TEXT}>
                  <caption className="text-left font-semibold">Specifications</caption>
                  <tbody>
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
            <h2 id="description" className="text-lg font-bold">Description</h2>
            <p className="mt-1 whitespace-pre-line text-slate-800" {...SELLER_TEXT}>
              {product.description}
            </p>
          </section>
          {reviews && !product.preview ? <PublicReviews heading="Reviews of this product" summary={reviews.summary} supplierSummary={reviews.supplierSummary} reviews={reviews.latest} /> : null}
          {product.preview ? null : (
            <p className="mt-4 text-sm">
              <ReportLink kind="listing" id={product.id} label="Report this listing" />
            </p>
          )}
          {product.related.length > 0 ? (
            <section aria-labelledby="related" className="mt-6">
              <h2 id="related" className="text-lg font-bold">Related products</h2>
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {product.related.map((item) => (
                  <li key={item.slug} className="rounded border border-slate-200 p-2 text-sm">
                    <a href={productUrl(item.slug)} className="block font-semibold text-brand-700">
                      <img src={productImageUrl(item.slug)} alt="" width={160} height={120} loading="lazy" className="mb-1 aspect-[4/3] w-full rounded bg-slate-50 object-cover" />
                      {item.name}
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
            <InquiryForm supplierName={product.supplier.name} productSlug={product.slug} productName={product.name} defaultUnit={product.unit} defaultQuantity={product.minOrderQty} buyer={buyer} answer={actionData} idempotencyKey={loaderData.idempotencyKey} />
          )}
          {product.preview ? null : (
            <PostRequirementLink testId="product-post-requirement" heading="Want quotes from several suppliers?" what="Post a buy requirement for this product" query={{ product: product.slug }} />
          )}
        </div>
      </div>
    </main>
  );
}
