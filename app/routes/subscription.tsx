import type { Route } from './+types/subscription';
import type { LayoutHandle } from '~/root';
import { RichText, useLocalisedHref, useT } from '~/components/i18n/context';
import { PLAN_FEATURES_HI, PLAN_NAMES_HI } from '~/content/site-content-hi';
import { formatInr } from '~/domain/money';
import { listPlans } from '~/services/site/home-content.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';

export const handle = { hideFooter: true } satisfies LayoutHandle;

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.seo.title }, { name: 'description', content: data?.seo.description }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const t = requestTranslator(request, 'membership');
  const plans = await listPlans();
  const hi = localeOf(request) === 'hi';
  return {
    plans: hi
      ? plans.map((plan) => ({
          ...plan,
          name: PLAN_NAMES_HI[plan.id] ?? plan.name,
          features: plan.features.map((feature) => ({ ...feature, name: PLAN_FEATURES_HI[feature.name] ?? feature.name })),
        }))
      : plans,
    seo: { title: t('plansTitle'), description: t('plansDescription') },
  };
});

export default function Subscription({ loaderData, matches }: Route.ComponentProps) {
  const site = matches[0]?.loaderData?.site;
  const t = useT('membership');
  const href = useLocalisedHref();
  return (
    <>
      <main className="bg-slate-50 px-4 py-12">
        <h1 className="text-center text-2xl font-extrabold tracking-wide text-slate-900 sm:text-3xl">{t('plansHeading')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t('plansIntro')}</p>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {loaderData.plans.map((plan) => (
            <li key={plan.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-lg" data-testid="plan-card">
              <div className="h-2" style={{ backgroundColor: plan.colour }} />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-bold text-slate-900">{plan.name}</h2>
                <p className="mt-3">
                  <span className="text-3xl font-extrabold text-slate-900" data-testid="plan-price">
                    {formatInr(plan.pricePaise)}
                  </span>
                  <span className="text-sm text-slate-600">{t('perAnnum')}</span>
                </p>
                <ul className="mb-8 mt-6 space-y-3 text-sm" aria-label={t('planFeatures', { plan: plan.name })}>
                  {plan.features.map((feature) => (
                    <li key={feature.name} className="flex items-center gap-2" data-included={feature.included}>
                      {feature.included ? (
                        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-green-700" fill="currentColor">
                          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                        </svg>
                      ) : (
                        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-red-600" fill="currentColor">
                          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                        </svg>
                      )}
                      <span className={feature.included ? 'text-slate-900' : 'text-slate-600 line-through'}>{feature.name}</span>
                      <span className="sr-only">{feature.included ? t('included') : t('notIncluded')}</span>
                    </li>
                  ))}
                </ul>
                <a
                  href={href(`/subscription/checkout?plan=${encodeURIComponent(plan.id)}`)}
                  className="btn-primary mt-auto w-full py-3 tracking-wide"
                  aria-label={t('subscribeTo', { plan: plan.name })}
                >
                  {t('subscribe')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </main>
      <footer className="bg-slate-900 px-4 py-8 text-center text-sm text-slate-300" data-testid="subscription-footer">
        <p>
          <RichText
            text={t('plansQuestions', { phone: site?.platform.phone ?? '' })}
            parts={[
              // RichText puts the message's words inside each link; the children here only stand in for them.
              <a href={`tel:${site?.platform.phone.replace(/\s+/g, '') ?? ''}`} className="font-semibold text-white underline">
                phone
              </a>,
              <a href={href('/contact')} className="font-semibold text-white underline">
                contact
              </a>,
            ]}
          />
        </p>
        <p className="mt-2 text-xs text-slate-400">
          {site?.platform.legalName} · GSTIN {site?.platform.gstin} · CIN {site?.platform.cin} ·{' '}
          <a href={href('/terms')} className="underline hover:text-white">{t('terms')}</a> ·{' '}
          <a href={href('/privacy')} className="underline hover:text-white">{t('privacy')}</a> ·{' '}
          <a href={href('/refund-policy')} className="underline hover:text-white">{t('refunds')}</a>
        </p>
      </footer>
    </>
  );
}
