import type { Route } from './+types/enterprises';
import { CompanyDirectory } from '~/components/company-directory';
import { ENTERPRISE_TYPES_HI } from '~/content/site-content-hi';
import { findEnterpriseType, listDirectory, type EnterpriseType } from '~/services/site/company-directory.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.seoTitle ?? 'Enterprises' }];
}

export const loader = withAppErrors(async ({ params, request }: Route.LoaderArgs) => {
  const type = await findEnterpriseType(params.type);
  if (!type) throw new NotFoundError('There is no such enterprise type. Try Startups, MSMEs, Social or Innovative enterprises from the menu.');
  const url = new URL(request.url);
  const selected = { state: url.searchParams.get('state') || undefined, category: url.searchParams.get('category') || undefined };
  const directory = await listDirectory({ enterpriseType: type.slug as EnterpriseType, stateSlug: selected.state, categorySlug: selected.category });
  const english = { name: type.name, summary: type.summary, description: type.description };
  const text = (localeOf(request) === 'hi' && Object.hasOwn(ENTERPRISE_TYPES_HI, type.slug) ? ENTERPRISE_TYPES_HI[type.slug] : undefined) ?? english;
  const seoTitle = requestTranslator(request, 'content')('enterprisesOnMarketplace', { type: text.name });
  return { type: { slug: type.slug, ...text }, directory, selected, seoTitle };
});

export default function Enterprises({ loaderData }: Route.ComponentProps) {
  const { type, directory, selected } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{type.name}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{type.summary}</p>
      <p className="mt-3 max-w-3xl text-slate-700">{type.description}</p>
      <div className="mt-8">
        <CompanyDirectory action={`/enterprises/${type.slug}`} directory={directory} selected={selected} />
      </div>
    </main>
  );
}
