import type { Route } from './+types/info';
import { useLocalisedHref, useT } from '~/components/i18n/context';
import { programmePage } from '~/content/programmes';
import { BENEFITS_HI } from '~/content/site-content-hi';
import { pathWithoutLocale } from '~/domain/locale';
import { findBenefit } from '~/services/site/home-content.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { NotFoundError } from '~/services/errors.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const slug = pathWithoutLocale(new URL(request.url).pathname).replace(/^\//, '').replace(/-info$/, '');
  const locale = localeOf(request);
  const t = requestTranslator(request, 'content');
  const programme = programmePage(slug, locale);
  if (programme) return programme;
  const benefit = await findBenefit(slug);
  if (!benefit) throw new NotFoundError('We could not find that page.');
  const text = (locale === 'hi' && Object.hasOwn(BENEFITS_HI, slug) ? BENEFITS_HI[slug] : undefined) ?? benefit;
  return {
    title: text.title,
    text: text.text,
    points: [t('infoPoint1'), t('infoPoint2'), t('infoPoint3'), t('infoPoint4')],
    notYet: [],
  };
});

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Information' }];
}

export default function Info({ loaderData }: Route.ComponentProps) {
  const t = useT('content');
  const href = useLocalisedHref();
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
            {t('infoNotYet')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800" data-testid="info-not-yet">
            {loaderData.notYet.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={href('/register')} className="btn-primary">{t('infoRegister')}</a>
        <a href={href('/subscription')} className="btn-outline">{t('infoPlans')}</a>
      </div>
    </main>
  );
}
