import type { Route } from './+types/search';
import { SearchSuggest } from '~/components/search-suggest';
import { Filters, Highlighted, Pagination, ProductCard, ResultCountStatus, VerifiedBadge } from '~/components/catalog';
import { ENTERPRISE_TYPE_LABELS, filtersFromParams, PAGE_SIZE, paramsToSearch, resultCount, parseSearchParams, toProductCard } from '~/domain/search';
import { categoryUrl, searchUrl } from '~/domain/urls';
import { listCategorySummaries } from '~/services/catalog/categories.server';
import { searchProducts } from '~/services/search/search.server';
import { siteOrigin } from '~/services/seo/site-url.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { PostRequirementLink } from '~/components/requirements/post-requirement-link';

/** Fewer results than this, and the page offers to post a buy requirement instead. */
const FEW_RESULTS = 5;

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const query = parseSearchParams(new URL(request.url).searchParams);
  const filters = filtersFromParams(query);
  // The first page also shows a few suppliers, found from the same matches as the products.
  const { suppliers = { items: [], total: 0, atLeast: false }, ...result } = await searchProducts({
    q: query.q,
    filters,
    sort: query.sort,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
    facets: true,
    suppliers: query.q && query.page === 1 ? 4 : 0,
  });
  const popular = result.total === 0 ? (await listCategorySummaries()).slice(0, 8) : [];
  return { query, result: { ...result, items: result.items.map(toProductCard) }, suppliers, popular, canonical: `${siteOrigin(request)}${query.q ? searchUrl(query.q) : '/search'}` };
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  const q = loaderData?.query.q;
  return [
    { title: q ? `“${q}” — products and suppliers | ${siteName}` : `Search products and suppliers | ${siteName}` },
    {
      name: 'description',
      content: q
        ? `${loaderData ? resultCount(loaderData.result.total, loaderData.result.estimated) : '0 products'} matching “${q}” from Indian suppliers, with prices in ₹ and minimum order quantities.`
        : 'Search products and verified suppliers across India.',
    },
    { name: 'robots', content: 'noindex, follow' },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, result, suppliers, popular } = loaderData;
  const search = paramsToSearch(query);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <form method="get" action="/search" role="search" className="flex max-w-2xl gap-2">
        <div className="flex-1">
          <SearchSuggest id="search-page-q" name="q" label="Search products and suppliers" defaultValue={query.q} placeholder="Search products, e.g. basmati rice" />
        </div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          Search
        </button>
      </form>
      <h1 className="mt-4 text-2xl font-bold text-brand-700">{query.q ? <>Results for “{query.q}”</> : 'All products'}</h1>
      {result.didYouMean ? (
        <p className="mt-2" role="status">
          Did you mean{' '}
          <a href={searchUrl(result.didYouMean)} className="font-semibold text-brand-700 underline">
            {result.didYouMean}
          </a>
          ? {result.total > 0 ? <>Showing results for “{result.didYouMean}”.</> : null}
        </p>
      ) : null}
      {suppliers.items.length > 0 ? (
        <section aria-labelledby="supplier-results" className="mt-4">
          <h2 id="supplier-results" className="text-lg font-semibold">
            {`Suppliers (${suppliers.total.toLocaleString('en-IN')}${suppliers.atLeast ? '+' : ''})`}
          </h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {suppliers.items.map((supplier) => (
              <li key={supplier.slug} className="rounded-lg border border-slate-200 p-3 text-sm">
                <a href={supplier.url} className="font-semibold text-brand-700">
                  <Highlighted text={supplier.name} terms={result.terms} />
                </a>{' '}
                {supplier.verified ? <VerifiedBadge /> : null}
                <p className="text-slate-600">{`${[supplier.city, supplier.stateName].filter(Boolean).join(', ')} · ${ENTERPRISE_TYPE_LABELS[supplier.enterpriseType]} · ${supplier.productCount} products`}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
        <Filters params={query} facets={result.facets} pathname="/search" search={search} showCategory />
        <section aria-label="Products">
          <ResultCountStatus total={result.total} estimated={result.estimated} reachable={result.reachable} />
          {result.items.length === 0 ? (
            <div className="mt-4">
              <h2 className="text-lg font-semibold">No products found{query.q ? <> for “{query.q}”</> : null}</h2>
              <ul className="mt-2 list-disc pl-5 text-slate-700">
                <li>Check the spelling, or use fewer or more general words (for example “rice” instead of “1121 steam basmati”).</li>
                <li>Remove filters such as city, price or minimum order.</li>
                <li>Browse a category instead:</li>
              </ul>
              <ul className="mt-2 flex flex-wrap gap-2">
                {popular.map((category) => (
                  <li key={category.slug}>
                    <a href={categoryUrl(category.slug)} className="rounded-full border border-slate-300 px-3 py-1 text-sm">
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-3">
              {result.items.map((product, index) => (
                <ProductCard key={product.url} product={product} terms={result.terms} eager={index < 3} />
              ))}
            </ul>
          )}
          <Pagination page={query.page} total={result.reachable} pageSize={PAGE_SIZE} pathname="/search" search={search} />
          {result.total < FEW_RESULTS ? (
            <PostRequirementLink testId="search-post-requirement" heading="No good match? Tell suppliers what you need" what="Post a buy requirement" query={{ q: query.q ?? '' }} />
          ) : null}
        </section>
      </div>
    </main>
  );
}
