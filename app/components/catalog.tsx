import type { ReactNode } from 'react';
import { useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { stateName, stateNameOfEnglish, stateNameOfSlug } from '~/content/state-names-hi';
import { Form } from '~/components/i18n/links';
import { useNonce } from '~/components/nonce';
import { useUnitName } from '~/components/i18n/units';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import { formatInr } from '~/domain/money';
import { indianStates } from '~/domain/india-states';
import { AVAILABILITY } from '~/domain/listing';
import { ENTERPRISE_TYPES, type FacetValue, highlightParts, type ProductCardData, type ProductFacets, SORTS, type SearchParams, withParams } from '~/domain/search';
import { localisedImageUrl } from '~/domain/urls';

/**
 * The name a catalogue item (product, category) shows in the page's language: its Hindi name on a
 * Hindi page when it has one (`nameHi`, written by the seller or the demo catalogue), else its name.
 */
export function shownName(item: { name: string; nameHi?: string | null }, locale: Locale): string {
  return locale === 'hi' && item.nameHi ? item.nameHi : item.name;
}

/**
 * Where a supplier is: "Nashik, Maharashtra", the city as the company wrote it and the state by
 * its name in the page's language ("Nashik, महाराष्ट्र").
 */
export function placeName(city: string | null | undefined, state: string | null | undefined, locale: Locale): string {
  return [city, state ? stateNameOfEnglish(state, locale) : null].filter(Boolean).join(', ');
}

/** "1,234 products" / "About 1,234 products" in the page's language (Hindi plural rules). */
function useResultCount(): (total: number, estimated: boolean) => string {
  const t = useT('catalogue');
  return (total, estimated) => t(estimated ? 'productCountAbout' : 'productCount', { count: total });
}

// Text is joined into one string where it can be: React separates adjacent text pieces with a
// comment in server HTML, and listing pages repeat these components dozens of times.

export function PriceRange({ min, max, unit }: { min: number | null; max: number | null; unit: string }) {
  const t = useT('catalogue');
  const unitName = useUnitName();
  if (min === null) return <span>{t('priceOnRequest')}</span>;
  const range = max !== null && max !== min ? `${formatInr(min)} – ${formatInr(max)}` : formatInr(min);
  return (
    <span>
      {`${range} `}
      <span className="text-slate-600">{`/ ${unitName(unit)}`}</span>
    </span>
  );
}

export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="bg-amber-100 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** The badge of a supplier whose documents a TradeSetu reviewer approved (`verified`, app/domain/verification.ts). */
export function VerifiedBadge() {
  const t = useT('catalogue');
  const tp = useT('product');
  return (
    <span className="inline-flex items-center rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800" title={tp('meaning_documents_reviewed')}>
      {t('documentsReviewedBadge')}
    </span>
  );
}

export function ProductCard({ product, terms = [], eager = false }: { product: ProductCardData & { nameHi?: string | null }; terms?: string[]; eager?: boolean }) {
  const t = useT('catalogue');
  const href = useLocalisedHref();
  const locale = useLocale();
  const unitName = useUnitName();
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-3">
      <a href={href(product.url)} className="block">
        <img src={localisedImageUrl(product.imageUrl, locale)} alt="" width={240} height={180} loading={eager ? 'eager' : 'lazy'} className="aspect-[4/3] w-full rounded bg-slate-50 object-cover" />
        <h3 className="mt-2 font-semibold text-brand-700" data-user-text>
          <Highlighted text={shownName(product, locale)} terms={terms} />
        </h3>
      </a>
      <p className="mt-1 text-sm font-medium">
        <PriceRange min={product.priceMinPaise} max={product.priceMaxPaise} unit={product.unit} />
      </p>
      <p className="text-sm text-slate-600">{t('minOrder', { qty: product.minOrderQty.toLocaleString('en-IN'), unit: unitName(product.unit) })}</p>
      <p className="mt-2 text-sm">
        <a href={href(product.supplier.url)} className="text-slate-800 underline-offset-2 hover:underline" data-user-text>
          {product.supplier.name}
        </a>{' '}
        {product.supplier.verified ? <VerifiedBadge /> : null}
      </p>
      <p className="text-xs text-slate-600">{placeName(product.supplier.city, product.supplier.stateName, locale)}</p>
    </li>
  );
}

function FacetLinks({
  title,
  values,
  param,
  pathname,
  search,
  current,
  estimated,
}: {
  title: string;
  values: FacetValue[];
  param: string;
  pathname: string;
  search: URLSearchParams;
  current?: string;
  estimated?: boolean;
}) {
  const href = useLocalisedHref();
  const locale = useLocale();
  if (values.length === 0) return null;
  const approx = estimated ? '≈' : '';
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 text-sm">
        {values.map((facet) => (
          <li key={facet.value}>
            {/* At least 24 px tall: a finger on a phone must hit one facet, not its neighbour (WCAG 2.5.8). */}
            <a
              href={href(withParams(pathname, search, { [param]: current === facet.value ? undefined : facet.value }))}
              className={`inline-flex min-h-6 items-center gap-1 ${current === facet.value ? 'font-semibold text-brand-700' : 'text-slate-700 hover:underline'}`}
              aria-current={current === facet.value ? 'true' : undefined}
            >
              {param === 'state' && locale === 'hi' ? stateNameOfSlug(facet.value, locale) : <span data-user-text>{shownName({ name: facet.label, nameHi: facet.labelHi }, locale)}</span>}{' '}
              <span className="text-slate-600">{`(${approx}${facet.count.toLocaleString('en-IN')})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The column of product results beside the filters. Its h2 (for screen readers) heads the product
 * cards' h3s, which come before the filters' own h2 in the page.
 */
export function ProductResults({ children }: { children: ReactNode }) {
  const t = useT('catalogue');
  return (
    <section aria-label={t('productsRegion')} className="md:col-start-2 md:row-start-1">
      <h2 className="sr-only">{t('productsRegion')}</h2>
      {children}
    </section>
  );
}

/**
 * Filters as a plain GET form plus facet links, so every state is a shareable URL and works
 * without JavaScript. They follow the results in the page (ResultCountStatus links to them), so a
 * phone's first screen shows products rather than a long form; on a wide screen the grid places
 * them in the left column. Not a CSS reorder: a phone that paints before the page has arrived
 * would show the filters first and then push them down under the results (a layout shift).
 */
export function Filters({ params, facets, pathname, search, showCategory }: { params: SearchParams; facets?: ProductFacets; pathname: string; search: URLSearchParams; showCategory: boolean }) {
  const t = useT('catalogue');
  const locale = useLocale();
  const href = useLocalisedHref();
  return (
    <aside id="filters" aria-labelledby="filters-title" className="scroll-mt-4 space-y-4 md:col-start-1 md:row-start-1">
      {/* The facet lists below are h3s; this keeps the page's headings in order for screen readers. */}
      <h2 id="filters-title" className="sr-only">
        {t('filters')}
      </h2>
      {facets ? (
        <>
          {showCategory ? <FacetLinks title={t('facetCategory')} values={facets.categories} param="category" pathname={pathname} search={search} estimated={facets.estimated} current={params.category} /> : null}
          <FacetLinks title={t('facetSubcategory')} values={facets.subcategories} param="subcategory" pathname={pathname} search={search} estimated={facets.estimated} current={params.subcategory} />
          <FacetLinks title={t('facetState')} values={facets.states} param="state" pathname={pathname} search={search} estimated={facets.estimated} current={params.state} />
        </>
      ) : null}
      <Form method="get" action={pathname} className="space-y-3 text-sm">
        {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
        {showCategory && params.category ? <input type="hidden" name="category" value={params.category} /> : null}
        {params.subcategory ? <input type="hidden" name="subcategory" value={params.subcategory} /> : null}
        {params.state ? <input type="hidden" name="state" value={params.state} /> : null}
        <label className="block">
          <span className="font-semibold">{t('city')}</span>
          <input name="city" defaultValue={params.city ?? ''} className="mt-1 w-full rounded border border-slate-300 px-2 py-1" />
        </label>
        <label className="block">
          <span className="font-semibold">{t('enterpriseType')}</span>
          <select name="type" defaultValue={params.type ?? ''} className="mt-1 w-full rounded border border-slate-300 px-2 py-1">
            <option value="">{t('all')}</option>
            {ENTERPRISE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type_${type}`)}
                {facets ? ` (${facets.estimated ? '≈' : ''}${(facets.enterpriseTypes.find((f) => f.value === type)?.count ?? 0).toLocaleString('en-IN')})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="verified" value="1" defaultChecked={params.verified === '1'} />
          <span>
            {t('verifiedOnly')}
            {facets ? ` (${facets.estimated ? '≈' : ''}${facets.verified.toLocaleString('en-IN')})` : ''}
          </span>
        </label>
        <fieldset aria-describedby="filter-price-hint">
          <legend className="font-semibold">{t('pricePerUnit')}</legend>
          <p id="filter-price-hint" className="text-xs text-slate-600">
            {t('pricePerUnitHint')}
          </p>
          <div className="mt-1 flex gap-2">
            <label className="flex-1">
              <span className="sr-only">{t('priceMinLabel')}</span>
              <input name="priceMin" inputMode="numeric" pattern="[0-9]*" placeholder={t('priceMinPlaceholder')} defaultValue={params.priceMin ?? ''} className="w-full rounded border border-slate-300 px-2 py-1" />
            </label>
            <label className="flex-1">
              <span className="sr-only">{t('priceMaxLabel')}</span>
              <input name="priceMax" inputMode="numeric" pattern="[0-9]*" placeholder={t('priceMaxPlaceholder')} defaultValue={params.priceMax ?? ''} className="w-full rounded border border-slate-300 px-2 py-1" />
            </label>
          </div>
        </fieldset>
        <div>
          <label htmlFor="filter-moq" className="block font-semibold">
            {t('moq')}
          </label>
          <p id="filter-moq-hint" className="text-xs text-slate-600">
            {t('moqHint')}
          </p>
          <input id="filter-moq" name="moq" inputMode="numeric" pattern="[0-9]*" aria-describedby="filter-moq-hint" defaultValue={params.moq ?? ''} className="mt-1 w-full rounded border border-slate-300 px-2 py-1" />
        </div>
        <label className="block">
          <span className="font-semibold">{t('availability')}</span>
          <select name="availability" defaultValue={params.availability ?? ''} className="mt-1 w-full rounded border border-slate-300 px-2 py-1">
            <option value="">{t('any')}</option>
            {AVAILABILITY.map((option) => (
              <option key={option.code} value={option.code}>
                {t(`availability_${option.code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold">{t('deliversTo')}</span>
          <select name="deliversTo" defaultValue={params.deliversTo ?? ''} className="mt-1 w-full rounded border border-slate-300 px-2 py-1">
            <option value="">{t('anyState')}</option>
            {indianStates.map((state) => (
              <option key={state.slug} value={state.slug}>
                {stateName(state.gstCode, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold">{t('sortBy')}</span>
          <select name="sort" defaultValue={params.sort} className="mt-1 w-full rounded border border-slate-300 px-2 py-1">
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort_${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <button type="submit" className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white">
            {t('applyFilters')}
          </button>
          <a href={href(params.q ? `${pathname}?q=${encodeURIComponent(params.q)}` : pathname)} className="px-2 py-1.5 text-brand-700 underline">
            {t('clear')}
          </a>
        </div>
      </Form>
    </aside>
  );
}

export function Pagination({ page, total, pageSize, pathname, search }: { page: number; total: number; pageSize: number; pathname: string; search: URLSearchParams }) {
  const t = useT('catalogue');
  const href = useLocalisedHref();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const link = (target: number) => href(withParams(pathname, search, { page: target === 1 ? undefined : String(target) }));
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav aria-label={t('pagination')} className="mt-6 flex flex-wrap items-center gap-2 text-sm">
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev" className="rounded border border-slate-300 px-3 py-1">
          {t('previous')}
        </a>
      ) : null}
      {numbers.map((n) => (
        <a key={n} href={link(n)} aria-current={n === page ? 'page' : undefined} className={n === page ? 'rounded bg-brand-700 px-3 py-1 text-white' : 'rounded border border-slate-300 px-3 py-1'}>
          {n}
        </a>
      ))}
      {page < pages ? (
        <a href={link(page + 1)} rel="next" className="rounded border border-slate-300 px-3 py-1">
          {t('next')}
        </a>
      ) : null}
      <span className="text-slate-600">{t('pageOf', { page, pages })}</span>
    </nav>
  );
}

/**
 * schema.org JSON-LD; `<` is escaped so data can never close the script element. A Hindi page's
 * data says it is in Hindi (`inLanguage`); English pages keep the data as it always was.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const locale = useLocale();
  const language = locale === 'en' ? {} : { inLanguage: LANGUAGE_TAGS[locale] };
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data, ...language }).replace(/</g, '\\u003c') }} />;
}

/**
 * How many products matched, announced to screen readers; broad queries say how far paging
 * reaches. On a phone, where the filters follow the results, it also links down to them.
 */
export function ResultCountStatus({ total, estimated, reachable }: { total: number; estimated: boolean; reachable: number }) {
  const t = useT('catalogue');
  const resultCount = useResultCount();
  return (
    <div className="flex items-baseline justify-between gap-3">
      <p className="text-sm text-slate-600" role="status">
        {resultCount(total, estimated) + (reachable < total ? t('showingBest', { reachable: reachable.toLocaleString('en-IN') }) : '')}
      </p>
      <a href="#filters" className="shrink-0 text-sm font-semibold text-brand-700 underline md:hidden">
        {t('filterAndSort')}
      </a>
    </div>
  );
}
