import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { RichText, useDomainText, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.products.import.$id';
import { ImportCounts, ImportProblems, ImportProgress, ImportStatusBadge } from '~/components/catalogue-import';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { FormErrors } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { ImportCancelSchema, ImportConfirmSchema } from '~/domain/catalogue-file';
import { requireUser } from '~/services/accounts/sessions.server';
import { cancelImport, confirmImport, findImport } from '~/services/catalog/catalogue-import.server';
import { NotFoundError } from '~/services/errors.server';
import { readTextForm } from '~/services/http/body.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

function importIdOf(params: { id?: string }): number {
  if (!params.id || !/^[1-9]\d{0,9}$/.test(params.id)) throw new NotFoundError('There is no such import.');
  return Number(params.id);
}

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const found = await findImport(user.id, importIdOf(params));
  return { ...found, title: requestTranslator(request, 'sellerProducts')('importOf', { file: found.import.fileName }) };
});

// While the file is checked or imported, the page reloads itself: progress without JavaScript.
export const meta: Route.MetaFunction = ({ data }) => {
  const running = data?.import.status === 'checking' || data?.import.status === 'importing';
  return [{ title: data?.title ?? '' }, ...(running ? [{ httpEquiv: 'refresh', content: '2' }] : [])];
};

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const importId = importIdOf(params);
  const form = await readTextForm(request);
  if (form.get('intent') === 'cancel') {
    return submitForm(form, ImportCancelSchema, async () => {
      await cancelImport(user.id, importId);
      return localisedRedirect(request, '/account/products/import');
    });
  }
  return submitForm(form, ImportConfirmSchema, async ({ mode, validOnly }) => {
    await confirmImport(user.id, importId, { publish: mode === 'publish', validOnly });
    return localisedRedirect(request, `/account/products/import/${importId}`);
  });
});

function ConfirmForm({ lastResult, companyReviewed }: { lastResult: SubmissionResult<string[]> | undefined; companyReviewed: boolean }) {
  const [form, fields] = useSchemaForm(ImportConfirmSchema, { id: 'import-confirm', lastResult, defaultValue: { mode: 'publish' } });
  const t = useT('sellerProducts');
  const domainText = useDomainText();
  const publishLabel = t(companyReviewed ? 'modePublishVerified' : 'modePublishReview');
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 flex max-w-2xl flex-col gap-4 rounded-md border border-slate-300 p-4">
      <input type="hidden" name="intent" value="confirm" />
      <FormErrors form={form} />
      <fieldset aria-describedby={fields.mode.errors ? fields.mode.errorId : undefined}>
        <legend className="font-semibold">{t('modeLegend')}</legend>
        {[
          { value: 'publish', label: publishLabel },
          { value: 'draft', label: t('modeDraft') },
        ].map((option) => (
          <label key={option.value} className="mt-2 flex items-start gap-2">
            {/* Each radio its own id: getInputProps gives every option the field's one id. */}
            <input {...getInputProps(fields.mode, { type: 'radio', value: option.value })} id={`${fields.mode.id}-${option.value}`} key={option.value} className="mt-1 h-4 w-4" />
            <span>{option.label}</span>
          </label>
        ))}
        <p className="mt-1 text-sm text-slate-600">{t(companyReviewed ? 'liveChangesVerified' : 'liveChangesReview')}</p>
        {fields.mode.errors ? (
          <p id={fields.mode.errorId} role="alert" className="text-sm text-red-700">
            {fields.mode.errors.map(domainText).join(' ')}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label className="flex items-start gap-2">
          <input {...getInputProps(fields.validOnly, { type: 'checkbox', ariaDescribedBy: fields.validOnly.descriptionId })} className="mt-1 h-4 w-4" />
          <span>{t('validOnly')}</span>
        </label>
        <p id={fields.validOnly.descriptionId} className="text-sm text-slate-600">
          {t('validOnlyHint')}
        </p>
        {fields.validOnly.errors ? (
          <p id={fields.validOnly.errorId} role="alert" className="text-sm text-red-700">
            {fields.validOnly.errors.map(domainText).join(' ')}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
          {t('importButton')}
        </button>
      </div>
    </Form>
  );
}

export default function ImportResult({ loaderData, actionData }: Route.ComponentProps) {
  const { import: item, companyReviewed } = loaderData;
  const t = useT('sellerProducts');
  const problems = [...item.notes.map((message) => ({ row: 0, column: null, message })), ...item.problems];
  return (
    <section className="py-6">
      <p className="text-sm">
        <Link to="/account/products" className="font-semibold text-brand-700 underline">
          {t('title')}
        </Link>{' '}
        ›{' '}
        <Link to="/account/products/import" className="font-semibold text-brand-700 underline">
          {t('importAndExport')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">
        <RichText text={t('importOfHeading', { file: item.fileName })} parts={[<span key="file" data-user-text />]} /> <ImportStatusBadge status={item.status} />
      </h1>
      {item.status === 'checking' ? <ImportProgress label={t('checkingFile')} done={item.rowsDone} total={item.totalRows} /> : null}
      {item.status === 'importing' ? <ImportProgress label={t('importing')} done={item.rowsDone} total={item.totalRows} /> : null}
      {item.status === 'checked' ? (
        <>
          <p className="mt-4 max-w-3xl text-slate-700">
            {t('nothingChangedYet')}
          </p>
          <ImportCounts counts={item} finished={false} />
        </>
      ) : null}
      {item.status === 'done' ? (
        <>
          <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
            {t('finished')} {t(item.publish ? (companyReviewed ? 'finishedLive' : 'finishedReview') : 'finishedDrafts')}
          </p>
          <ImportCounts counts={item} finished />
          <p className="mt-4">
            <Link to="/account/products" className="font-semibold text-brand-700 underline">
              {t('seeProducts')}
            </Link>
          </p>
        </>
      ) : null}
      {item.status === 'failed' ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
          {t('nothingImported')}
        </p>
      ) : null}
      {item.status === 'cancelled' ? <p className="mt-4 text-slate-700">{t('cancelledNote')}</p> : null}
      <ImportProblems problems={problems} total={item.problemCount + item.notes.length} />
      {item.status === 'checked' ? (
        <>
          <ConfirmForm lastResult={actionData?.result} companyReviewed={companyReviewed} />
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="text-sm text-red-800 underline">
              {t('cancelImport')}
            </button>
          </Form>
        </>
      ) : null}
      {item.status === 'failed' || item.status === 'done' || item.status === 'cancelled' ? (
        <p className="mt-6">
          <Link to="/account/products/import" className="font-semibold text-brand-700 underline">
            {t('uploadAnother')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
