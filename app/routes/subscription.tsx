import type { Route } from './+types/subscription';
import type { LayoutHandle } from '~/root';
import { formatInr } from '~/domain/money';
import { listPlans } from '~/services/site/home-content.server';
import { withAppErrors } from '~/services/http/route-errors.server';

export const handle = { hideFooter: true } satisfies LayoutHandle;

export function meta() {
  return [{ title: 'Subscription plans' }, { name: 'description', content: 'Annual membership plans: Basic, Premium and Elite packs, prices include GST.' }];
}

export const loader = withAppErrors(async () => {
  return { plans: await listPlans() };
});

export default function Subscription({ loaderData, matches }: Route.ComponentProps) {
  const site = matches[0]?.loaderData?.site;
  return (
    <>
      <main className="bg-slate-50 px-4 py-12">
        <h1 className="text-center text-2xl font-extrabold tracking-wide text-slate-900 sm:text-3xl">SUBSCRIPTION PLANS PRICING TABLE</h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">Annual membership of the members directory and services. Prices are per annum and include 18% GST.</p>
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
                  <span className="text-sm text-slate-600"> per annum</span>
                </p>
                <ul className="mb-8 mt-6 space-y-3 text-sm" aria-label={`${plan.name} features`}>
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
                      <span className="sr-only">{feature.included ? '(included)' : '(not included)'}</span>
                    </li>
                  ))}
                </ul>
                <a
                  href={`/subscription/checkout?plan=${encodeURIComponent(plan.id)}`}
                  className="btn-primary mt-auto w-full py-3 tracking-wide"
                  aria-label={`SUBSCRIBE to ${plan.name}`}
                >
                  SUBSCRIBE
                </a>
              </div>
            </li>
          ))}
        </ul>
      </main>
      <footer className="bg-slate-900 px-4 py-8 text-center text-sm text-slate-300" data-testid="subscription-footer">
        <p>
          Questions about membership? Call <a href={`tel:${site?.platform.phone.replace(/\s+/g, '') ?? ''}`} className="font-semibold text-white underline">{site?.platform.phone}</a> or{' '}
          <a href="/contact" className="font-semibold text-white underline">
            contact us
          </a>
          .
        </p>
        <p className="mt-2 text-xs text-slate-400">
          {site?.platform.legalName} · GSTIN {site?.platform.gstin} · CIN {site?.platform.cin} ·{' '}
          <a href="/terms" className="underline hover:text-white">Terms</a> ·{' '}
          <a href="/privacy" className="underline hover:text-white">Privacy</a> ·{' '}
          <a href="/refund-policy" className="underline hover:text-white">Refunds</a>
        </p>
      </footer>
    </>
  );
}
