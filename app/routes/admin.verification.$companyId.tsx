import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.verification.$companyId';
import { inputClass, keepFieldFocus, buttonClass } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { CheckTable, LevelBadge } from '~/components/trust/verification';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianDay, formatIndianMoment } from '~/domain/india-time';
import { supplierUrl } from '~/domain/urls';
import { CHECK_LABELS, checkDecisionSchema, DECISION_REASON_MAX, DOCUMENT_LABELS } from '~/domain/verification-checks';
import { LEVEL_MEANINGS, type CompanyCheck } from '~/domain/verification';
import { requireRecentPassword, requireStaff } from '~/services/admin/staff.server';
import { NotFoundError } from '~/services/errors.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { companyForReview, decideCheck } from '~/services/trust/verification-review.server';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Verification: ${loaderData.company.name}` : 'Verification' }, { name: 'robots', content: 'noindex' }];
}

function companyId(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? '')) throw new NotFoundError('There is no company with that number.');
  return Number(param);
}

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  await requireStaff(request, 'verify_companies');
  const { company, history, documents } = await companyForReview(companyId(params.companyId));
  return {
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      level: company.verificationLevel,
      identifiers: [
        ['GSTIN', company.gstin],
        ['PAN', company.pan],
        ['Udyam number', company.udyam],
        ['DPIIT recognition', company.dpiit],
        ['Legal form', company.legalForm],
        ['Business address', [company.address, company.city, company.pin].filter(Boolean).join(', ')],
        ['Registered', formatIndianDay(company.createdAt)],
      ] as const,
    },
    history,
    documents: documents.map((document) => ({ id: document.id, kind: document.kind, fileName: document.fileName, uploadedAt: formatIndianMoment(document.createdAt), replaced: document.supersededAt !== null })),
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'verify_companies');
  await requireRecentPassword(request);
  companyId(params.companyId);
  return submitForm(request, checkDecisionSchema, async (decision) => decideCheck(staff, decision), { resetOnSuccess: true });
});

export default function CompanyVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { company, history, documents } = loaderData;
  const pending = history.filter((row) => row.supersededAt === null && row.status === 'pending' && row.documentId !== null);
  const failed = actionData && !actionData.ok ? actionData.result : undefined;
  const postedId = Number(failed?.initialValue?.checkId);
  const unplaced = failed && !pending.some((row) => row.id === postedId) ? failed.error?.[''] : undefined;
  const message = actionData?.ok && 'message' in actionData ? String(actionData.message) : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Verification: {company.name}</h1>
      <p className="mt-2">
        Level: <LevelBadge level={company.level} /> <span className="text-sm text-slate-700">{LEVEL_MEANINGS[company.level]}</span>
      </p>
      <p className="mt-1 text-sm">
        <a className="text-brand-700 underline" href={supplierUrl(company.slug)}>
          Supplier page
        </a>{' '}
        ·{' '}
        <a className="text-brand-700 underline" href="/admin/verification">
          Back to the queue
        </a>
      </p>
      <DoneNotice message={message} />
      <UnplacedErrors errors={unplaced} />

      <h2 className="mt-6 text-xl font-semibold">Identifiers as the company gave them</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {company.identifiers.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-mono">{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-6 text-xl font-semibold">Waiting for your decision</h2>
      {pending.length === 0 ? <p className="mt-2 text-slate-700">No document of this company is waiting.</p> : null}
      {pending.map((row) => (
        <DecisionForm key={row.id} checkId={row.id} check={row.check} documentId={row.documentId ?? 0} fileName={row.checkedValue} note={row.reason} lastResult={postedId === row.id ? failed : undefined} />
      ))}

      <h2 className="mt-6 text-xl font-semibold">Documents</h2>
      {documents.length === 0 ? (
        <p className="mt-2 text-slate-700">The company has uploaded no document.</p>
      ) : (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {documents.map((document) => (
            <li key={document.id}>
              <a className="text-brand-700 underline" href={`/account/verification/documents/${document.id}`}>
                {DOCUMENT_LABELS[document.kind]}: {document.fileName}
              </a>{' '}
              — uploaded {document.uploadedAt}
              {document.replaced ? ' (replaced by a newer upload)' : ''}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-6 text-xl font-semibold">Every check, newest first</h2>
      <CheckTable rows={history} caption={`Checks of ${company.name}, with history`} documentHref={(id) => `/account/verification/documents/${id}`} />
    </>
  );
}

function DecisionForm({ checkId, check, documentId, fileName, note, lastResult }: { checkId: number; check: CompanyCheck; documentId: number; fileName: string; note: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(checkDecisionSchema, { id: `decide-${checkId}`, lastResult });
  return (
    <section aria-labelledby={`${form.id}-title`} className="mt-3 rounded-lg border border-slate-300 p-4">
      <h3 id={`${form.id}-title`} className="font-semibold">
        {CHECK_LABELS[check]}
      </h3>
      <p className="text-sm text-slate-700">
        <a className="text-brand-700 underline" href={`/account/verification/documents/${documentId}`}>
          Open {fileName || 'the document'}
        </a>{' '}
        (downloads). {note}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-2 max-w-xl space-y-2">
        <FormErrors form={form} />
        <input type="hidden" name="checkId" value={checkId} />
        <FormField meta={fields.reason} label="Reason" hint={`Required to reject: the company reads it. Optional note when approving. Up to ${DECISION_REASON_MAX.toLocaleString('en-IN')} characters.`}>
          <textarea {...getTextareaProps(fields.reason, { ariaDescribedBy: fields.reason.descriptionId })} rows={2} className={inputClass} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="decision" value="approve" className={buttonClass} onMouseDown={keepFieldFocus}>
            Approve
          </button>
          <button type="submit" name="decision" value="reject" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50" onMouseDown={keepFieldFocus}>
            Reject
          </button>
        </div>
      </Form>
    </section>
  );
}
