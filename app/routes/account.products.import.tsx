import { getFormProps, getInputProps } from '@conform-to/react';
import { useDomainText, useLocalisedHref, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.products.import';
import { ImportStatusBadge } from '~/components/catalogue-import';
import { buttonClass, fileInputClass } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { useSchemaForm } from '~/components/use-schema-form';
import { CATALOGUE_COLUMNS, IMPORT_LIMITS, ImportUploadSchema } from '~/domain/catalogue-file';
import { requireUser } from '~/services/accounts/sessions.server';
import { recentImports, startImport } from '~/services/catalog/catalogue-import.server';
import { TooLargeError } from '~/services/errors.server';
import { readFormData } from '~/services/http/body.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  // Formatted here, once: the browser's own date format could differ from the server's and break hydration.
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return { title: requestTranslator(request, 'sellerProducts')('importTitle'), imports: (await recentImports(user.id)).map((item) => ({ id: item.id, fileName: item.fileName, status: item.status, when: when.format(item.createdAt) })) };
});

export const headers = formHeaders;

/** The sheet and the photos ZIP at their limits, with room for the form's own bytes. */
const TOO_LARGE = 'The upload is too large: the catalogue file can be at most 20 MB and the photos ZIP 100 MB. Import in parts.';

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  let form: FormData;
  try {
    form = await readFormData(request, TOO_LARGE);
  } catch (error) {
    if (error instanceof TooLargeError) return submitForm(new FormData(), ImportUploadSchema, () => Promise.resolve(undefined), { priorErrors: { sheet: [error.publicMessage] } });
    throw error;
  }
  return submitForm(form, ImportUploadSchema, async ({ sheet, photos }) => localisedRedirect(request, `/account/products/import/${await startImport(user.id, { sheet, photos })}`));
});

const linkClass = 'font-semibold text-brand-700 underline';

export default function ImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(ImportUploadSchema, { id: 'catalogue-upload', lastResult: actionData?.result });
  const t = useT('sellerProducts');
  const href = useLocalisedHref();
  const domainText = useDomainText();
  return (
    <section className="py-6">
      <p className="text-sm">
        <Link to="/account/products" className={linkClass}>
          {t('title')}
        </Link>{' '}
        › {t('importAndExport')}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{t('importTitle')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t('importIntro', { rows: IMPORT_LIMITS.rows.toLocaleString('en-IN') })}
      </p>

      <h2 className="mt-6 text-lg font-semibold">{t('stepTemplate')}</h2>
      <p className="mt-1 text-slate-700">
        <a href={href('/account/products/import/template.xlsx')} className={linkClass} download>
          {t('templateXlsx')}
        </a>{' '}
        {t('templateHelp')}{' '}
        <a href={href('/account/products/import/template.csv')} className={linkClass} download>
          {t('templateCsv')}
        </a>
      </p>

      <h2 className="mt-6 text-lg font-semibold">{t('stepUpload')}</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-2 flex max-w-xl flex-col gap-4">
        <FormErrors form={form} />
        <FormField meta={fields.sheet} label={t('sheetLabel')} required>
          <input {...getInputProps(fields.sheet, { type: 'file' })} accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className={fileInputClass} />
        </FormField>
        <FormField meta={fields.photos} label={t('photosLabel')} optional hint={t('photosHint')}>
          <input {...getInputProps(fields.photos, { type: 'file', ariaDescribedBy: fields.photos.descriptionId })} accept=".zip,application/zip" className={fileInputClass} />
        </FormField>
        <div>
          <button type="submit" className={buttonClass}>
            {t('uploadAndCheck')}
          </button>
        </div>
      </Form>

      <h2 className="mt-8 text-lg font-semibold">{t('exportTitle')}</h2>
      <p className="mt-1 text-slate-700">
        {t('exportIntro')}{' '}
        <a href={href('/account/products/export.xlsx')} className={linkClass} download>
          {t('exportXlsx')}
        </a>{' '}
        ·{' '}
        <a href={href('/account/products/export.csv')} className={linkClass} download>
          {t('exportCsv')}
        </a>
      </p>

      {loaderData.imports.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">{t('recentImports')}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {loaderData.imports.map((item) => (
              <li key={item.id}>
                <Link to={`/account/products/import/${item.id}`} className={linkClass} data-user-text>
                  {item.fileName}
                </Link>{' '}
                <ImportStatusBadge status={item.status} /> <span className="text-sm text-slate-600">{item.when}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <details className="mt-8 max-w-4xl">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('columnsSummary')}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                {t('column')}
              </th>
              <th scope="col" className="py-1 pr-4">
                {t('whatToWrite')}
              </th>
              <th scope="col" className="py-1">
                {t('example')}
              </th>
            </tr>
          </thead>
          <tbody>
            {CATALOGUE_COLUMNS.map((column) => (
              <tr key={column.key} className="border-t border-slate-200 align-top">
                <th scope="row" className="py-1 pr-4 font-mono font-normal" translate="no">{column.key}</th>
                <td className="py-1 pr-4">{domainText(column.help)}</td>
                <td className="py-1 font-mono" translate="no">
                  {column.example}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-slate-700">
          {t('columnsNote')}
        </p>
      </details>
    </section>
  );
}
