import { Link } from '~/components/i18n/links';
import type { Route } from './+types/search';
import { SearchSuggest } from '~/components/search-suggest';
import { Filters, Highlighted, Pagination, placeName, ProductCard, ProductResults, ResultCountStatus, shownName, VerifiedBadge } from '~/components/catalog';
import { RichText, useDomainText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { localisedHref } from '~/domain/locale';
import { filtersFromParams, isOverQueryLength, MAX_QUERY_LENGTH, PAGE_SIZE, paramsToSearch, parseSearchParams, toProductCard } from '~/domain/search';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { categoryUrl, searchUrl } from '~/domain/urls';
import { loadSiteNavigation } from '~/services/catalog/site-navigation.server';
import { searchProducts } from '~/services/search/search.server';
import { siteOrigin } from '~/services/seo/site-url.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { PostRequirementLink } from '~/components/requirements/post-requirement-link';

/** Fewer results than this, and the page offers to post a buy requirement instead. */
const FEW_RESULTS = 5;

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  const query = parseSearchParams(params);
  // A query past MAX_QUERY_LENGTH is searched by its first words, and the page says so.
  const shortened = isOverQueryLength(params.get('q') ?? '');
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
  // Nothing found: the first categories of the menu to browse instead, from the header's cached
  // navigation (counting every category's listings here cost a second at a million products).
  const popular = result.total === 0 ? (await loadSiteNavigation()).productMenu.slice(0, 8).map(({ slug, name, nameHi }) => ({ slug, name, nameHi })) : [];
  // The card keeps a product's Hindi name (nameHi) when the search service gives one.
  const items = result.items.map((hit) => ({ ...toProductCard(hit), nameHi: (hit as { nameHi?: string | null }).nameHi ?? null }));
  const t = requestTranslator(request, 'catalogue');
  const count = t(result.estimated ? 'productCountAbout' : 'productCount', { count: result.total });
  const seo = query.q
    ? { title: t('searchTitleFor', { q: query.q }), description: t('searchDescriptionFor', { count, q: query.q }) }
    : { title: t('searchTitle'), description: t('searchDescription') };
  const canonical = `${siteOrigin(request)}${localisedHref(query.q ? searchUrl(query.q) : '/search', localeOf(request))}`;
  return { query, shortened, result: { ...result, items }, suppliers, popular, seo, canonical };
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  if (!loaderData) return [{ title: `Search products and suppliers | ${siteName}` }, { name: 'robots', content: 'noindex, follow' }];
  return [
    { title: `${loaderData.seo.title} | ${siteName}` },
    { name: 'description', content: loaderData.seo.description },
    { name: 'robots', content: 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, shortened, result, suppliers, popular } = loaderData;
  const t = useT('catalogue');
  const href = useLocalisedHref();
  const locale = useLocale();
  const domainText = useDomainText();
  const search = paramsToSearch(query);
  // A helpful note the search service may add (a query with no letters or digits): its English text, shown in the page's language.
  const note = result.message?.text;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <form method="get" action={href('/search')} role="search" className="flex max-w-2xl gap-2">
        <div className="flex-1">
          <SearchSuggest id="search-page-q" name="q" label={t('searchLabel')} defaultValue={query.q} placeholder={t('searchPlaceholder')} />
        </div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('searchButton')}
        </button>
      </form>
      <h1 className="mt-4 text-2xl font-bold text-brand-700">{query.q ? t('resultsFor', { q: query.q }) : t('allProducts')}</h1>
      {shortened ? (
        <p className="mt-2" role="status" data-testid="search-shortened">
          {t('queryShortened', { max: String(MAX_QUERY_LENGTH) })}
        </p>
      ) : null}
      {result.didYouMean ? (
        <p className="mt-2" role="status">
          <RichText text={t('didYouMean', { suggestion: result.didYouMean })} parts={[<Link key="part-1" to={searchUrl(result.didYouMean)} className="font-semibold text-brand-700 underline" />]} />
          {result.total > 0 ? <> {t('showingResultsFor', { suggestion: result.didYouMean })}</> : null}
        </p>
      ) : null}
      {note ? (
        <p className="mt-2" role="status" data-testid="search-note">
          {domainText(note)}
        </p>
      ) : null}
      {suppliers.items.length > 0 ? (
        <section aria-labelledby="supplier-results" className="mt-4">
          <h2 id="supplier-results" className="text-lg font-semibold">
            {t('suppliersHeading', { count: `${suppliers.total.toLocaleString('en-IN')}${suppliers.atLeast ? '+' : ''}` })}
          </h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {suppliers.items.map((supplier) => (
              <li key={supplier.slug} className="rounded-lg border border-slate-200 p-3 text-sm">
                <a href={href(supplier.url)} className="font-semibold text-brand-700" data-user-text>
                  <Highlighted text={supplier.name} terms={result.terms} />
                </a>{' '}
                {supplier.verified ? <VerifiedBadge /> : null}
                <p className="text-slate-600">{t('supplierHitFacts', { place: placeName(supplier.city, supplier.stateName, locale), type: t(`type_${supplier.enterpriseType}`), count: String(supplier.productCount) })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
        <ProductResults>
          <ResultCountStatus total={result.total} estimated={result.estimated} reachable={result.reachable} />
          {result.items.length === 0 ? (
            <div className="mt-4">
              <h2 className="text-lg font-semibold">{query.q ? t('noProductsFor', { q: query.q }) : t('noProducts')}</h2>
              <ul className="mt-2 list-disc pl-5 text-slate-700">
                <li>{t('tipSpelling')}</li>
                <li>{t('tipFilters')}</li>
                <li>{t('tipBrowse')}</li>
              </ul>
              <ul className="mt-2 flex flex-wrap gap-2">
                {popular.map((category) => (
                  <li key={category.slug}>
                    <a href={href(categoryUrl(category.slug))} className="rounded-full border border-slate-300 px-3 py-1 text-sm" data-user-text>
                      {shownName(category, locale)}
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
            <PostRequirementLink testId="search-post-requirement" heading={t('fewResultsHeading')} what={t('fewResultsWhat')} query={{ q: query.q ?? '' }} />
          ) : null}
        </ProductResults>
        <Filters params={query} facets={result.facets} pathname="/search" search={search} showCategory />
      </div>
    </main>
  );
}
