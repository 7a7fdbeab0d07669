import type { Route } from './+types/product';
import { JsonLd, PriceRange } from '~/components/catalog';
import { InquiryForm } from '~/components/inquiry-form';
import { SupplierCard } from '~/components/supplier-card';
import { PRODUCT_ILLUSTRATION_SIZE } from '~/assets/illustrations/product';
import { categoryUrl, productImageUrl, productUrl, subcategoryUrl, supplierUrl } from '~/domain/urls';
import { getUser } from '~/services/accounts/sessions.server';
import { getProduct } from '~/services/catalog/products.server';
import { inquirySchema } from '~/domain/inquiry';
import { gstPriceNote, taxSummary } from '~/domain/product-tax';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { sendInquiry } from '~/services/inquiries/inquiries.server';
import { siteOrigin } from '~/services/seo/site-url.server';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const [product, user] = await Promise.all([getProduct(params.slug), getUser(request)]);
  if (!product) throw new NotFoundError('We could not find that product. It may have been removed; try the search.');
  return { product, buyer: user ? { name: user.name, email: user.email } : null, origin: siteOrigin(request) };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params, context }: Route.ActionArgs) => {
  const product = await getProduct(params.slug);
  if (!product) throw new NotFoundError('We could not find that product.');
  const user = await getUser(request);
  return submitForm(request, inquirySchema(), async (input) => ({ inquiry: await sendInquiry(product.supplier.slug, input, { userId: user?.id ?? null, ip: context.clientIp }) }), { resetOnSuccess: true });
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Product not found' }];
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  const { product, origin } = loaderData;
  return [
    { title: `${product.name} by ${product.supplier.name}, ${product.supplier.city} | ${siteName}` },
    { name: 'description', content: `${product.name} wholesale from ${product.supplier.name}, ${product.supplier.city}. Minimum order ${product.minOrderQty} ${product.unit}. ${product.description.slice(0, 110)}` },
    { tagName: 'link', rel: 'canonical', href: `${origin}${productUrl(product.slug)}` },
  ];
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, buyer, origin } = loaderData;
  const images = product.images.length > 0 ? product.images.map((image) => ({ src: `/uploads/${image.storageKey}`, width: image.width, height: image.height })) : [{ src: productImageUrl(product.slug), width: PRODUCT_ILLUSTRATION_SIZE, height: PRODUCT_ILLUSTRATION_SIZE }];
  const first = images[0];
  const tax = taxSummary(product.hsnCode, product.gstRateBp);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={{
          '@type': 'Product',
          name: product.name,
          description: product.description,
          image: images.map((image) => `${origin}${image.src}`),
          category: `${product.categoryName} > ${product.subcategoryName}`,
          url: `${origin}${productUrl(product.slug)}`,
          brand: { '@type': 'Organization', name: product.supplier.name },
          ...(product.priceMinPaise !== null
            ? { offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: (product.priceMinPaise / 100).toFixed(2), highPrice: ((product.priceMaxPaise ?? product.priceMinPaise) / 100).toFixed(2), offerCount: 1, seller: { '@type': 'Organization', name: product.supplier.name, url: `${origin}${supplierUrl(product.supplier.slug)}` } } }
            : {}),
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <a href="/" className="underline">Home</a> › <a href={categoryUrl(product.categorySlug)} className="underline">{product.categoryName}</a> ›{' '}
        <a href={subcategoryUrl(product.categorySlug, product.subcategorySlug)} className="underline">{product.subcategoryName}</a>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              {first ? <img src={first.src} alt={product.name} width={first.width} height={first.height} fetchPriority="high" className="w-full rounded-lg border border-slate-200 bg-slate-50" /> : null}
              {images.length > 1 ? (
                <ul className="mt-2 flex gap-2">
                  {images.slice(1).map((image) => (
                    <li key={image.src}>
                      <img src={image.src} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 rounded border border-slate-200 object-cover" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
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
              <p className="mt-1 text-slate-700">
                Minimum order quantity: <strong>{product.minOrderQty.toLocaleString('en-IN')} {product.unit}</strong>
              </p>
              {tax ? (
                <p className="mt-1 text-slate-700" data-testid="product-tax">
                  {tax}
                </p>
              ) : null}
              {Object.keys(product.specs).length > 0 ? (
                <table className="mt-4 w-full text-sm">
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
            <p className="mt-1 whitespace-pre-line text-slate-800">{product.description}</p>
          </section>
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
          <SupplierCard supplier={product.supplier} url={supplierUrl(product.supplier.slug)} />
          <InquiryForm supplierName={product.supplier.name} productSlug={product.slug} productName={product.name} defaultUnit={product.unit} defaultQuantity={product.minOrderQty} buyer={buyer} answer={actionData} />
        </div>
      </div>
    </main>
  );
}
