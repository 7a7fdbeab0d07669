import type { Route } from './+types/services';
import { useT } from '~/components/i18n/context';
import { RequestForm } from '~/components/request-form';
import { SERVICES_HI } from '~/content/site-content-hi';
import { ServiceRequestSchema } from '~/domain/service-request';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf } from '~/services/i18n/request.server';
import { findService } from '~/services/site/company-directory.server';
import { createServiceRequest } from '~/services/site/service-requests.server';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.service.name ?? 'Services' }, { name: 'description', content: loaderData?.service.summary ?? '' }];
}

async function requireService(slug: string) {
  const service = await findService(slug);
  if (!service) throw new NotFoundError('There is no such service. Pick one from the Services menu.');
  return service;
}

export const loader = withAppErrors(async ({ params, request }: Route.LoaderArgs) => {
  const service = await requireService(params.slug);
  const english = { name: service.name, summary: service.summary, description: service.description, audience: service.audience, benefits: service.benefits };
  const text = (localeOf(request) === 'hi' && Object.hasOwn(SERVICES_HI, service.slug) ? SERVICES_HI[service.slug] : undefined) ?? english;
  return { service: { slug: service.slug, ...text } };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ params, request, context }: Route.ActionArgs) => {
  const service = await requireService(params.slug);
  return submitForm(request, ServiceRequestSchema, async (input) => {
    await createServiceRequest(service.slug, input, context.clientIp);
  }, { resetOnSuccess: true });
});

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  const t = useT('content');
  return (
    <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <article>
        <p className="text-sm font-semibold uppercase tracking-wide text-saffron-600">{t('service')}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{service.name}</h1>
        <p className="mt-3 text-lg text-slate-700">{service.summary}</p>
        <div className="prose-page">
          <h2>{t('whatItIs')}</h2>
          <p>{service.description}</p>
          <h2>{t('whoItIsFor')}</h2>
          <p>{service.audience}</p>
          <h2>{t('whatYouGet')}</h2>
          <ul>
            {service.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </article>
      <section aria-labelledby="request-title" className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="request-title" className="text-xl font-bold text-slate-900">
          {t('requestService')}
        </h2>
        {actionData?.ok ? (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
            {t('serviceRequested', { service: service.name })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{t('serviceIntro')}</p>
        )}
        <div className="mt-4">
          <RequestForm id={`request-${service.slug}`} lastResult={actionData?.result} submitLabel={t('requestService')} messageLabel={t('whatDoYouNeed')} />
        </div>
      </section>
    </main>
  );
}
