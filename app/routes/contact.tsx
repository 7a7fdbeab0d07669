import type { Route } from './+types/contact';
import { RequestForm } from '~/components/request-form';
import { ServiceRequestSchema } from '~/domain/service-request';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { createServiceRequest } from '~/services/site/service-requests.server';

export function meta() {
  return [{ title: 'Contact us' }];
}

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) =>
  submitForm(request, ServiceRequestSchema, async (input) => {
    await createServiceRequest('contact', input, context.clientIp);
  }, { resetOnSuccess: true }),
);

export default function Contact({ actionData, matches }: Route.ComponentProps) {
  const platform = matches[0]?.loaderData?.site.platform;
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-2">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">Contact us</h1>
        <p className="mt-3 text-slate-700">Questions about buying, selling, membership or a complaint? Write to us and we reply within one working day.</p>
        {platform ? (
          <dl className="mt-6 space-y-3 text-sm text-slate-800">
            <div>
              <dt className="font-semibold">Phone</dt>
              <dd>{platform.phone} (Monday–Saturday, 9:30 am–6:30 pm IST)</dd>
            </div>
            <div>
              <dt className="font-semibold">Email</dt>
              <dd>{platform.email}</dd>
            </div>
            <div>
              <dt className="font-semibold">Address</dt>
              <dd>
                {platform.legalName}, {platform.address}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <section aria-label="Contact form" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        {actionData?.ok ? (
          <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
            Thank you — your message has been sent. We will reply within one working day.
          </p>
        ) : null}
        <RequestForm id="contact" lastResult={actionData?.result} submitLabel="Send message" messageLabel="Your message" />
      </section>
    </main>
  );
}
