import type { Route } from './+types/suppliers';
import { CompanyDirectory } from '~/components/company-directory';
import { listDirectory } from '~/services/site/company-directory.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.stateName ? `Suppliers in ${loaderData.stateName}` : 'Supplier directory' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const selected = { state: url.searchParams.get('state') || undefined, category: url.searchParams.get('category') || undefined };
  const directory = await listDirectory({ stateSlug: selected.state, categorySlug: selected.category });
  const stateName = directory.stateFacets.find((facet) => facet.slug === selected.state)?.name;
  return { directory, selected, stateName };
});

export default function Suppliers({ loaderData }: Route.ComponentProps) {
  const { directory, selected, stateName } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{stateName ? `Suppliers in ${stateName}` : 'Supplier directory'}</h1>
      <p className="mt-2 text-slate-700">Indian manufacturers, traders and service providers. Verified suppliers are listed first.</p>
      <div className="mt-8">
        <CompanyDirectory action="/suppliers" directory={directory} selected={selected} />
      </div>
    </main>
  );
}
