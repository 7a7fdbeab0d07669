import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { Form, Link } from '~/components/i18n/links';
import { useLocalisedHref, useT } from '~/components/i18n/context';
import { requestTranslator } from '~/services/i18n/request.server';
import type { Route } from './+types/report';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGETS, ReportFormSchema, type ReportTarget } from '~/domain/reports';
import { requireUser } from '~/services/accounts/sessions.server';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { reportFormTarget, submitReport } from '~/services/trust/reports.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.seo.title ?? 'Report abuse' }, { name: 'robots', content: 'noindex' }];

function targetOf(url: URL): { kind: ReportTarget; id: number } {
  const kind = url.searchParams.get('kind') ?? '';
  const idText = url.searchParams.get('id') ?? '';
  if (!(REPORT_TARGETS as readonly string[]).includes(kind) || !/^[1-9]\d{0,9}$/.test(idText) || Number(idText) > 2147483647) throw new NotFoundError('We could not tell what you want to report. Open the Report link beside it again.');
  return { kind: kind as ReportTarget, id: Number(idText) };
}

// A visitor is sent to log in first (requireUser), so they can be told the outcome.
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const { kind, id } = targetOf(new URL(request.url));
  const thing = await reportFormTarget(user.id, kind, id);
  return { kind, id, seo: { title: requestTranslator(request, 'inquiry')('reportTitle') }, title: thing.title, text: kind === 'listing' || kind === 'company' ? null : thing.text, link: thing.link };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, ReportFormSchema, async (input) => {
    await submitReport(user.id, input);
    return { message: requestTranslator(request, 'inquiry')('reportDone') };
  });
});

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, title, text, link } = loaderData;
  const navigation = useNavigation();
  const t = useT('inquiry');
  const href = useLocalisedHref();
  const [form, fields] = useSchemaForm(ReportFormSchema, { id: 'report', lastResult: actionData?.result, defaultValue: { kind, id: String(id) } });
  const message = actionData?.ok ? actionData.message : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700">{t('reportTitle')}</h1>
      <p className="mt-2 text-slate-700">
        {t(`target_${kind}`)}: <strong data-user-text>{title}</strong>
        {link ? (
          <>
            {' · '}
            <a href={href(link)} className="underline">
              {t('backToIt')}
            </a>
          </>
        ) : null}
      </p>
      {text ? <blockquote className="mt-2 whitespace-pre-line border-l-4 border-slate-300 pl-3 text-slate-800" data-user-text>{text}</blockquote> : null}
      <DoneNotice message={message} />
      {message ? (
        <p className="mt-2">
          <Link to="/account/reports" className="text-brand-700 underline">
            {t('yourReports')}
          </Link>
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
          <FormErrors form={form} />
          <input {...getInputProps(fields.kind, { type: 'hidden' })} />
          <input {...getInputProps(fields.id, { type: 'hidden' })} />
          <FormField meta={fields.reason} label={t('whyReport')}>
            <select {...getSelectProps(fields.reason)} className={inputClass}>
              <option value="">{t('chooseReason')}</option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reason_${reason}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField meta={fields.details} label={t('details')} hint={t('detailsHint', { max: REPORT_DETAILS_MAX.toLocaleString('en-IN') })}>
            <textarea {...getTextareaProps(fields.details, { ariaDescribedBy: fields.details.descriptionId })} rows={5} className={inputClass} />
          </FormField>
          <div>
            <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
              {t('sendReport')}
            </button>
          </div>
        </Form>
      )}
    </main>
  );
}
