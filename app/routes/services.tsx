import type { Route } from './+types/services';
import { RequestForm } from '~/components/request-form';
import { ServiceRequestSchema } from '~/domain/service-request';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
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

export const loader = withAppErrors(async ({ params }: Route.LoaderArgs) => {
  const service = await requireService(params.slug);
  return { service: { slug: service.slug, name: service.name, summary: service.summary, description: service.description, audience: service.audience, benefits: service.benefits } };
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
  return (
    <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <article>
        <p className="text-sm font-semibold uppercase tracking-wide text-saffron-600">Service</p>
        <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{service.name}</h1>
        <p className="mt-3 text-lg text-slate-700">{service.summary}</p>
        <div className="prose-page">
          <h2>What it is</h2>
          <p>{service.description}</p>
          <h2>Who it is for</h2>
          <p>{service.audience}</p>
          <h2>What you get</h2>
          <ul>
            {service.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </article>
      <section aria-labelledby="request-title" className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="request-title" className="text-xl font-bold text-slate-900">
          Request this service
        </h2>
        {actionData?.ok ? (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
            Thank you — we have your request for {service.name}. Our team will call or email you within two working days.
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700">Tell us what you need and our team will get back to you within two working days.</p>
        )}
        <div className="mt-4">
          <RequestForm id={`request-${service.slug}`} lastResult={actionData?.result} submitLabel="Request this service" messageLabel="What do you need?" />
        </div>
      </section>
    </main>
  );
}
