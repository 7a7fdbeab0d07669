import type { Route } from './+types/contact';
import { useT } from '~/components/i18n/context';
import { RequestForm } from '~/components/request-form';
import { ServiceRequestSchema } from '~/domain/service-request';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { createServiceRequest } from '~/services/site/service-requests.server';

export const loader = withAppErrors(({ request }: Route.LoaderArgs) => ({ seo: { title: requestTranslator(request, 'content')('contactTitle') } }));

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.seo.title ?? 'Contact us' }];

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) =>
  submitForm(request, ServiceRequestSchema, async (input) => {
    await createServiceRequest('contact', input, context.clientIp);
  }, { resetOnSuccess: true }),
);

export default function Contact({ actionData, matches }: Route.ComponentProps) {
  const platform = matches[0]?.loaderData?.site.platform;
  const t = useT('content');
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-2">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">{t('contactTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('contactIntro')}</p>
        {platform ? (
          <dl className="mt-6 space-y-3 text-sm text-slate-800">
            <div>
              <dt className="font-semibold">{t('phone')}</dt>
              <dd>
                {platform.phone} {t('officeHours')}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('email')}</dt>
              <dd>{platform.email}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('address')}</dt>
              <dd>
                {platform.legalName}, {platform.address}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <section aria-label={t('contactForm')} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        {actionData?.ok ? (
          <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
            {t('contactSent')}
          </p>
        ) : null}
        <RequestForm id="contact" lastResult={actionData?.result} submitLabel={t('sendMessage')} messageLabel={t('yourMessage')} />
      </section>
    </main>
  );
}
