import type { Route } from './+types/suppliers';
import { CompanyDirectory } from '~/components/company-directory';
import { useT } from '~/components/i18n/context';
import { requestTranslator } from '~/services/i18n/request.server';
import { listDirectory } from '~/services/site/company-directory.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Supplier directory' }];
  return [{ title: loaderData.seo.title }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const selected = { state: url.searchParams.get('state') || undefined, category: url.searchParams.get('category') || undefined };
  const directory = await listDirectory({ stateSlug: selected.state, categorySlug: selected.category });
  const stateName = directory.stateFacets.find((facet) => facet.slug === selected.state)?.name;
  const t = requestTranslator(request, 'product');
  const seo = {
    title: stateName ? t('directoryTitleIn', { state: stateName }) : t('directoryTitle'),
  };
  return { directory, selected, stateName, seo };
});

export default function Suppliers({ loaderData }: Route.ComponentProps) {
  const { directory, selected, seo } = loaderData;
  const t = useT('product');
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{seo.title}</h1>
      <p className="mt-2 text-slate-700">{t('directoryIntro')}</p>
      <div className="mt-8">
        <CompanyDirectory action="/suppliers" directory={directory} selected={selected} />
      </div>
    </main>
  );
}
