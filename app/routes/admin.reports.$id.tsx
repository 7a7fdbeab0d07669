import { getFormProps, getTextareaProps } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.reports.$id';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianMoment } from '~/domain/india-time';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_TARGET_LABELS, ReportDecisionSchema, UPHOLD_ACTIONS } from '~/domain/reports';
import { requireStaff } from '~/services/admin/staff.server';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { decideReport, reportDetail } from '~/services/trust/reports.server';

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Report #${params.id}` }, { name: 'robots', content: 'noindex' }];

function reportId(param: string | undefined): number {
  if (!/^[1-9]\d{0,8}$/.test(param ?? '')) throw new NotFoundError('There is no report with that number.');
  return Number(param);
}

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const staff = await requireStaff(request, 'moderate_content');
  return reportDetail(staff, reportId(params.id));
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'moderate_content');
  const id = reportId(params.id);
  return submitForm(request, ReportDecisionSchema, async (input) => ({ message: await decideReport(staff, id, input) }));
});

export default function AdminReport({ loaderData, actionData }: Route.ComponentProps) {
  const { report, reporterEmail, reporterName, thing, otherReports, handler } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(ReportDecisionSchema, { id: 'report-decision', lastResult: actionData?.result });
  const message = actionData?.ok ? actionData.message : undefined;
  // Decided meanwhile by another moderator: the form is gone, so their answer ("Already decided by …") shows on top.
  const unplaced = actionData && !actionData.ok && report.status !== 'open' ? Object.values(actionData.result.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <>
      <p className="text-sm">
        <a href="/admin/reports" className="text-brand-700 underline">
          Reports of abuse
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">Report #{report.id}</h1>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Status</dt>
        <dd data-testid="report-state">
          {REPORT_STATUS_LABELS[report.status]}
          {report.handledAt ? ` by ${handler ? `${handler.name} (${handler.email})` : 'a former moderator'} on ${formatIndianMoment(report.handledAt)}` : ''}
        </dd>
        <dt className="text-slate-600">From</dt>
        <dd>{reporterEmail ? `${reporterName} (${reporterEmail})` : 'A deleted account'} · {formatIndianMoment(report.createdAt)}</dd>
        <dt className="text-slate-600">Reason</dt>
        <dd>{REPORT_REASON_LABELS[report.reason]}</dd>
        <dt className="text-slate-600">Details</dt>
        <dd className="whitespace-pre-line">{report.details || '—'}</dd>
        <dt className="text-slate-600">Other reports of it</dt>
        <dd data-testid="other-reports">{otherReports}</dd>
        {report.outcome ? (
          <>
            <dt className="text-slate-600">Outcome</dt>
            <dd>{report.outcome}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="reported" className="mt-6 rounded-md border border-slate-200 p-3">
        <h2 id="reported" className="font-bold">
          {REPORT_TARGET_LABELS[report.targetKind]} #{report.targetId}
        </h2>
        {thing ? (
          <>
            <p className="mt-1">{thing.link ? <a href={thing.link} className="text-brand-700 underline">{thing.title}</a> : thing.title}{thing.state ? ` · now ${thing.state}` : ''}</p>
            {thing.text ? <blockquote className="mt-2 whitespace-pre-line border-l-4 border-slate-300 pl-3">{thing.text}</blockquote> : null}
            {thing.companyId ? (
              <p className="mt-2 text-sm">
                <a href={`/admin/companies/${thing.companyId}`} className="text-brand-700 underline">
                  The company in the admin console
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-1 text-slate-700">It no longer exists.</p>
        )}
      </section>
      <DoneNotice message={message} />
      <UnplacedErrors errors={unplaced} />
      {report.status === 'open' ? (
        <Form method="post" {...getFormProps(form)} className="mt-6 flex max-w-2xl flex-col gap-4">
          <FormErrors form={form} />
          <FormField meta={fields.note} label="Outcome note (the reporter reads it)" hint={`Up to ${REPORT_NOTE_MAX.toLocaleString('en-IN')} characters. Upholding: ${UPHOLD_ACTIONS[report.targetKind]}`}>
            <textarea {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })} rows={4} className={inputClass} />
          </FormField>
          <div className="flex gap-3">
            <button type="submit" name="intent" value="uphold" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
              Uphold
            </button>
            <button type="submit" name="intent" value="dismiss" onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'} className={buttonClass}>
              Dismiss
            </button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
