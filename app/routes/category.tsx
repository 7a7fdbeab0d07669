import { Link } from '~/components/i18n/links';
import type { Route } from './+types/category';
import { Filters, JsonLd, Pagination, ProductCard, ProductResults, ResultCountStatus, shownName } from '~/components/catalog';
import { RichText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { localisedHref } from '~/domain/locale';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { filtersFromParams, PAGE_SIZE, paramsToSearch, parseSearchParams, toProductCard } from '~/domain/search';
import { categoryUrl, subcategoryUrl } from '~/domain/urls';
import { getCategory } from '~/services/catalog/products.server';
import { searchProducts } from '~/services/search/search.server';
import { siteOrigin } from '~/services/seo/site-url.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const category = await getCategory(params.category);
  if (!category) throw new NotFoundError('We could not find that category. Pick one from the Products menu.');
  const subcategory = params.subcategory ? category.subcategories.find((s) => s.slug === params.subcategory) : undefined;
  if (params.subcategory && !subcategory) throw new NotFoundError(`${category.name} has no subcategory "${params.subcategory}".`);
  const url = new URL(request.url);
  const query = parseSearchParams(url.searchParams);
  const filters = { ...filtersFromParams(query), category: category.slug, subcategory: subcategory?.slug ?? query.subcategory };
  const result = await searchProducts({ q: query.q, filters, sort: query.sort, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE, facets: true });
  const path = subcategory ? subcategoryUrl(category.slug, subcategory.slug) : categoryUrl(category.slug);
  const locale = localeOf(request);
  const canonical = `${siteOrigin(request)}${localisedHref(path, locale)}${query.page > 1 ? `?page=${query.page}` : ''}`;
  // Hindi names (nameHi) of the category, subcategory and products, when the catalogue has them.
  const items = result.items.map((hit) => ({ ...toProductCard(hit), nameHi: (hit as { nameHi?: string | null }).nameHi ?? null }));
  const t = requestTranslator(request, 'catalogue');
  const categoryName = shownName(category, locale);
  const subcategoryName = subcategory ? shownName(subcategory, locale) : null;
  const heading = subcategoryName ? `${subcategoryName} — ${categoryName}` : categoryName;
  const description = locale === 'hi' && category.descriptionHi ? category.descriptionHi : category.description;
  const seo = {
    title: query.page > 1 ? t('categoryTitlePage', { heading, page: query.page }) : t('categoryTitle', { heading }),
    description: subcategoryName ? t('subcategoryDescription', { name: locale === 'hi' ? subcategoryName : subcategoryName.toLowerCase(), description }) : description,
  };
  return { category, description, subcategory, query, result: { ...result, items }, canonical, path, seo };
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Category not found' }];
  const siteName = matches[0]?.loaderData?.site.siteName ?? 'TradeSetu';
  return [
    { title: `${loaderData.seo.title} | ${siteName}` },
    { name: 'description', content: loaderData.seo.description },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, description, subcategory, query, result, path } = loaderData;
  const t = useT('catalogue');
  const href = useLocalisedHref();
  const locale = useLocale();
  const categoryName = shownName(category, locale);
  const subcategoryName = subcategory ? shownName(subcategory, locale) : null;
  const search = paramsToSearch(query, ['category']);
  const facets = result.facets ? { ...result.facets, subcategories: subcategory ? [] : result.facets.subcategories } : undefined;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: categoryName, item: href(categoryUrl(category.slug)) },
            ...(subcategory ? [{ '@type': 'ListItem', position: 2, name: subcategoryName, item: href(subcategoryUrl(category.slug, subcategory.slug)) }] : []),
          ],
        }}
      />
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <a href={href('/')} className="underline">{t('home')}</a> › <a href={href(categoryUrl(category.slug))} className="underline" data-user-text>{categoryName}</a>
        {subcategoryName ? <> › <span data-user-text>{subcategoryName}</span></> : null}
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">
        <span aria-hidden="true">{category.icon}</span> <span data-user-text>{subcategoryName ?? categoryName}</span>
      </h1>
      <p className="mt-1 max-w-3xl text-slate-700" data-user-text>{description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('subcategories')}>
        {category.subcategories.map((sub) => (
          <li key={sub.slug} data-user-text>
            <a href={href(subcategoryUrl(category.slug, sub.slug))} aria-current={sub.slug === subcategory?.slug ? 'page' : undefined} className={sub.slug === subcategory?.slug ? 'rounded-full bg-brand-700 px-3 py-1 text-sm text-white' : 'rounded-full border border-slate-300 px-3 py-1 text-sm'}>
              {shownName(sub, locale)}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
        <ProductResults>
          <ResultCountStatus total={result.total} estimated={result.estimated} reachable={result.reachable} />
          {result.items.length === 0 ? (
            <p className="mt-4">
              <RichText text={t('noMatchFilters', { name: subcategoryName ?? categoryName })} parts={[<Link key="part-1" to={path} className="text-brand-700 underline" />]} />
            </p>
          ) : (
            <ul className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-3">
              {result.items.map((product, index) => (
                <ProductCard key={product.url} product={product} eager={index < 3} />
              ))}
            </ul>
          )}
          <Pagination page={query.page} total={result.reachable} pageSize={PAGE_SIZE} pathname={path} search={search} />
        </ProductResults>
        <Filters params={query} facets={facets} pathname={path} search={search} showCategory={false} />
      </div>
    </main>
  );
}
