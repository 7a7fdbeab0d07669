import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { useLocale, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/account.verification';
import { buttonClass, fileInputClass, keepFieldFocus } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { CheckTable, LevelBadge } from '~/components/trust/verification';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianDay } from '~/domain/india-time';
import { documentUploadSchema } from '~/domain/verification-checks';
import { COMPANY_DOCUMENT_KINDS, VERIFICATION_LEVELS, type CompanyDocumentKind } from '~/domain/verification';
import { requireUser } from '~/services/accounts/sessions.server';
import { TooLargeError } from '~/services/errors.server';
import { readFormData } from '~/services/http/body.server';
import { formHeaders, submitForm, type FormFailure } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import { accountVerification, uploadDocument } from '~/services/trust/verification-review.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { ...(await accountVerification(user.id)), title: requestTranslator(request, 'sellerTrust')('verificationTitle') };
});

export const headers = formHeaders;

const TOO_LARGE = 'The file is larger than 10 MB; upload a smaller scan.';

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  let form: FormData;
  try {
    form = await readFormData(request, TOO_LARGE);
  } catch (error) {
    if (!(error instanceof TooLargeError)) throw error;
    return data<FormFailure>({ ok: false, result: { status: 'error', error: { file: [error.publicMessage] } } }, { status: 413 });
  }
  return submitForm(
    form,
    documentUploadSchema,
    async ({ kind }, raw) => {
      const file = raw.get('file');
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      await uploadDocument(user.id, kind, { name: file instanceof File ? file.name : '', bytes });
      const t = requestTranslator(request, 'sellerTrust');
      return { message: t('documentUploaded', { document: t(`document_${kind}`) }) };
    },
    { resetOnSuccess: true },
  );
});

export default function AccountVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { level, checks, documents } = loaderData;
  const t = useT('sellerTrust');
  const levels = useT('product');
  const locale = useLocale();
  const posted = actionData?.result.initialValue?.kind;
  const message = actionData?.ok && 'message' in actionData ? String(actionData.message) : undefined;
  // A refusal that belongs to none of the forms (a tampered or stale "kind") is shown on top, not lost.
  const unplaced = actionData && !actionData.ok && !(COMPANY_DOCUMENT_KINDS as readonly unknown[]).includes(posted) ? Object.values(actionData.result.error ?? {}).flatMap((errors) => errors ?? []) : undefined;
  return (
    <section aria-labelledby="verification-heading">
      <h1 id="verification-heading" className="text-2xl font-bold text-brand-700">
        {t('verification')}
      </h1>
      <DoneNotice message={message} />
      <UnplacedErrors errors={unplaced} />
      <div className="mt-4 rounded-lg border border-slate-200 p-4">
        <p>
          {t('yourLevel')} <LevelBadge level={level} />
        </p>
        <p className="mt-1 text-slate-700">{levels(`meaning_${level}`)}</p>
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer">{t('whatLevelsMean')}</summary>
          <dl className="mt-2 space-y-1">
            {VERIFICATION_LEVELS.map((each) => (
              <div key={each}>
                <dt className="font-semibold">{levels(`level_${each}`)}</dt>
                <dd>{levels(`meaning_${each}`)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2">{t('levelFallsBack')}</p>
        </details>
      </div>

      <h2 className="mt-6 text-xl font-semibold">{t('checks')}</h2>
      <CheckTable rows={checks} caption={t('checksCaption')} documentHref={(id) => `/account/verification/documents/${id}`} />

      <h2 className="mt-6 text-xl font-semibold">{t('documentsForReview')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('documentsRules')}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {COMPANY_DOCUMENT_KINDS.map((kind) => {
          const current = documents.find((document) => document.kind === kind);
          return (
            <UploadForm
              key={kind}
              kind={kind}
              current={current ? t('currentDocument', { file: current.fileName, date: formatIndianDay(current.createdAt, locale) }) : null}
              currentHref={current ? `/account/verification/documents/${current.id}` : null}
              lastResult={posted === kind ? actionData?.result : undefined}
            />
          );
        })}
      </div>
    </section>
  );
}

function UploadForm({ kind, current, currentHref, lastResult }: { kind: CompanyDocumentKind; current: string | null; currentHref: string | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(documentUploadSchema, { id: `upload-${kind}`, lastResult });
  const t = useT('sellerTrust');
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-2 rounded-lg border border-slate-200 p-3" aria-labelledby={`${form.id}-title`}>
      <h3 id={`${form.id}-title`} className="font-semibold">
        {t(`document_${kind}`)}
      </h3>
      {current && currentHref ? (
        <p className="text-sm text-slate-700">
          {t('current')} <a className="text-brand-700 underline" href={currentHref}>{current}</a>
        </p>
      ) : (
        <p className="text-sm text-slate-700">{t('notUploaded')}</p>
      )}
      <FormErrors form={form} />
      <input type="hidden" name="kind" value={kind} />
      <FormField meta={fields.file} label={t(current ? 'uploadNewer' : 'file')} hint={t(`hint_${kind}`)}>
        <input {...getInputProps(fields.file, { type: 'file', ariaDescribedBy: fields.file.descriptionId })} accept="application/pdf,image/jpeg,image/png" className={fileInputClass} />
      </FormField>
      <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
        {t('upload')}
      </button>
    </Form>
  );
}
