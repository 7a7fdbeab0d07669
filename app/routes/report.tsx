import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/report';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGET_LABELS, REPORT_TARGETS, ReportFormSchema, type ReportTarget } from '~/domain/reports';
import { requireUser } from '~/services/accounts/sessions.server';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { reportFormTarget, submitReport } from '~/services/trust/reports.server';

export const meta: Route.MetaFunction = () => [{ title: 'Report abuse' }, { name: 'robots', content: 'noindex' }];

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
  return { kind, id, title: thing.title, text: kind === 'listing' || kind === 'company' ? null : thing.text, link: thing.link };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, ReportFormSchema, async (input) => {
    await submitReport(user.id, input);
    return { message: 'Thank you. A moderator will look at your report; you will get a notification with the outcome.' };
  });
});

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, title, text, link } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ReportFormSchema, { id: 'report', lastResult: actionData?.result, defaultValue: { kind, id: String(id) } });
  const message = actionData?.ok ? actionData.message : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700">Report abuse</h1>
      <p className="mt-2 text-slate-700">
        {REPORT_TARGET_LABELS[kind]}: <strong>{title}</strong>
        {link ? (
          <>
            {' · '}
            <a href={link} className="underline">
              Back to it
            </a>
          </>
        ) : null}
      </p>
      {text ? <blockquote className="mt-2 whitespace-pre-line border-l-4 border-slate-300 pl-3 text-slate-800">{text}</blockquote> : null}
      <DoneNotice message={message} />
      {message ? (
        <p className="mt-2">
          <Link to="/account/reports" className="text-brand-700 underline">
            Your reports and their outcomes
          </Link>
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
          <FormErrors form={form} />
          <input {...getInputProps(fields.kind, { type: 'hidden' })} />
          <input {...getInputProps(fields.id, { type: 'hidden' })} />
          <FormField meta={fields.reason} label="Why are you reporting it?">
            <select {...getSelectProps(fields.reason)} className={inputClass}>
              <option value="">Choose a reason</option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REPORT_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField meta={fields.details} label="Details" hint={`What is wrong, in up to ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters. Needed with “Something else”.`}>
            <textarea {...getTextareaProps(fields.details, { ariaDescribedBy: fields.details.descriptionId })} rows={5} className={inputClass} />
          </FormField>
          <div>
            <button type="submit" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
              Send report
            </button>
          </div>
        </Form>
      )}
    </main>
  );
}
