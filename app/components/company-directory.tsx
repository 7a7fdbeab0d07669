import { placeName, shownName } from '~/components/catalog';
import { RichText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import { LevelBadge } from '~/components/trust/verification';
import { ENTERPRISE_TYPES, type EnterpriseType } from '~/domain/search';
import { supplierUrl } from '~/domain/urls';
import { SELLER_TEXT } from '~/content/claims';
import type { VerificationLevel } from '~/domain/verification';

interface DirectoryCompany {
  slug: string;
  name: string;
  city: string;
  stateName: string | null;
  enterpriseType: string;
  description: string;
  verificationLevel: VerificationLevel;
  yearEstablished: number | null;
}
interface Facet {
  slug: string;
  name: string;
  count: number;
}
interface DirectoryProps {
  action: string;
  directory: { companies: DirectoryCompany[]; total: number; shown: number; stateFacets: Facet[]; categoryFacets: Facet[] };
  selected: { state?: string; category?: string };
}


/**
 * The shared company listing of /enterprises/{type} and /suppliers. Filters are a plain GET form,
 * so they live in the URL and work without JavaScript.
 */
export function CompanyDirectory({ action, directory, selected }: DirectoryProps) {
  const t = useT('product');
  const tc = useT('catalogue');
  const href = useLocalisedHref();
  const locale = useLocale();
  const typeLabel = (type: string) => (ENTERPRISE_TYPES.includes(type as EnterpriseType) ? tc(`type_${type as EnterpriseType}`) : type);
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <Form method="get" action={action} className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-20" aria-label={t('filterCompanies')}>
        <FacetSelect name="state" label={t('state')} allLabel={t('allStates')} facets={directory.stateFacets} value={selected.state} />
        <FacetSelect name="category" label={t('category')} allLabel={t('allCategories')} facets={directory.categoryFacets} value={selected.category} />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1">
            {t('applyFilters')}
          </button>
          <a href={href(action)} className="btn-outline">
            {t('clear')}
          </a>
        </div>
      </Form>
      <section aria-label={t('companies')}>
        <p className="text-sm text-slate-700" data-testid="directory-count">
          {t('companyCount', { count: directory.total })}
          {directory.shown < directory.total ? t('showingFirst', { shown: String(directory.shown) }) : ''}
        </p>
        {directory.companies.length === 0 ? (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            <RichText text={t('noCompanies')} parts={[<Link key="part-1" to={action} className="font-semibold text-brand-700 underline" />]} />
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {directory.companies.map((company) => (
              <li key={company.slug} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="company-card">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="font-bold text-slate-900">
                    <a href={href(supplierUrl(company.slug))} className="hover:text-brand-700 hover:underline" data-user-text>
                      {company.name}
                    </a>
                  </h2>
                  {company.verificationLevel !== 'none' ? <LevelBadge level={company.verificationLevel} /> : null}
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {placeName(company.city, company.stateName, locale)} · {typeLabel(company.enterpriseType)}
                  {company.yearEstablished ? t('since', { year: String(company.yearEstablished) }) : ''}
                </p>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700" {...SELLER_TEXT} data-user-text>
                  {company.description}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One labelled filter whose options show how many companies each choice would list. */
function FacetSelect({ name, label, allLabel, facets, value }: { name: string; label: string; allLabel: string; facets: ReadonlyArray<{ slug: string; name: string; nameHi?: string | null; count: number }>; value: string | undefined | null }) {
  const locale = useLocale();
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className="field-input">
        <option value="">{allLabel}</option>
        {facets.map((facet) => (
          <option key={facet.slug} value={facet.slug} data-user-text>
            {shownName(facet, locale)} ({facet.count})
          </option>
        ))}
      </select>
    </div>
  );
}
