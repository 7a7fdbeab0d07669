import type { Route } from './+types/info';
import { findBenefit } from '~/services/site/home-content.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';
import { programmePage } from '~/content/programmes';

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const slug = new URL(request.url).pathname.replace(/^\//, '').replace(/-info$/, '');
  const programme = programmePage(slug);
  if (programme) return programme;
  const benefit = await findBenefit(slug);
  if (!benefit) throw new NotFoundError('We could not find that page.');
  return {
    title: benefit.title,
    text: benefit.text,
    points: ['Register free as a seller, a buyer or both', 'Search products and suppliers across India', 'Send inquiries and compare quotations', 'Choose a membership plan when you need more'],
    notYet: [],
  };
});

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Information' }];
}

export default function Info({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{loaderData.text}</p>
      <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-800" data-testid="info-points">
        {loaderData.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {loaderData.notYet.length > 0 ? (
        <section className="mt-8" aria-labelledby="not-yet">
          <h2 id="not-yet" className="text-xl font-bold text-slate-900">
            What we do not do yet
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800" data-testid="info-not-yet">
            {loaderData.notYet.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/register" className="btn-primary">Register free</a>
        <a href="/subscription" className="btn-outline">See membership plans</a>
      </div>
    </main>
  );
}
