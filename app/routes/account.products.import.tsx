import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link, redirect } from 'react-router';
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

export const meta: Route.MetaFunction = () => [{ title: 'Import products from a spreadsheet' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  // Formatted here, once: the browser's own date format could differ from the server's and break hydration.
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return { imports: (await recentImports(user.id)).map((item) => ({ id: item.id, fileName: item.fileName, status: item.status, when: when.format(item.createdAt) })) };
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
  return submitForm(form, ImportUploadSchema, async ({ sheet, photos }) => redirect(`/account/products/import/${await startImport(user.id, { sheet, photos })}`));
});

const linkClass = 'font-semibold text-brand-700 underline';

export default function ImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(ImportUploadSchema, { id: 'catalogue-upload', lastResult: actionData?.result });
  return (
    <section className="py-6">
      <p className="text-sm">
        <Link to="/account/products" className={linkClass}>
          Your products
        </Link>{' '}
        › Import and export
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">Import products from a spreadsheet</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Add or update many listings at once from a CSV or Excel (XLSX) file of up to {IMPORT_LIMITS.rows.toLocaleString('en-IN')} rows. Each row is matched to your listing with the same SKU: a SKU
        you already use updates that listing, a new one adds a listing. Nothing changes until you have seen what the file would do and confirmed it.
      </p>

      <h2 className="mt-6 text-lg font-semibold">1. Download the template</h2>
      <p className="mt-1 text-slate-700">
        <a href="/account/products/import/template.xlsx" className={linkClass} download>
          Template (Excel, XLSX)
        </a>{' '}
        — with a Help sheet listing every column, unit, category and state ·{' '}
        <a href="/account/products/import/template.csv" className={linkClass} download>
          Template (CSV)
        </a>
      </p>

      <h2 className="mt-6 text-lg font-semibold">2. Upload your file</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-2 flex max-w-xl flex-col gap-4">
        <FormErrors form={form} />
        <FormField meta={fields.sheet} label="Catalogue file (CSV or XLSX, up to 20 MB)" required>
          <input {...getInputProps(fields.sheet, { type: 'file' })} accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className={fileInputClass} />
        </FormField>
        <FormField meta={fields.photos} label="Photos, in one ZIP file (up to 100 MB)" optional hint="Name each photo in the photos column of its row, e.g. rice-bag.jpg. JPEG, PNG or WebP, 5 MB each.">
          <input {...getInputProps(fields.photos, { type: 'file', ariaDescribedBy: fields.photos.descriptionId })} accept=".zip,application/zip" className={fileInputClass} />
        </FormField>
        <div>
          <button type="submit" className={buttonClass}>
            Upload and check
          </button>
        </div>
      </Form>

      <h2 className="mt-8 text-lg font-semibold">Export your catalogue</h2>
      <p className="mt-1 text-slate-700">
        Every listing except archived ones, in the same columns, so you can edit the file and import it back:{' '}
        <a href="/account/products/export.xlsx" className={linkClass} download>
          Export as Excel (XLSX)
        </a>{' '}
        ·{' '}
        <a href="/account/products/export.csv" className={linkClass} download>
          Export as CSV
        </a>
      </p>

      {loaderData.imports.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold">Your recent imports</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {loaderData.imports.map((item) => (
              <li key={item.id}>
                <Link to={`/account/products/import/${item.id}`} className={linkClass}>
                  {item.fileName}
                </Link>{' '}
                <ImportStatusBadge status={item.status} /> <span className="text-sm text-slate-600">{item.when}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <details className="mt-8 max-w-4xl">
        <summary className="cursor-pointer font-semibold text-brand-700">The columns, and how to write each one</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">Column</th>
              <th scope="col" className="py-1 pr-4">What to write</th>
              <th scope="col" className="py-1">Example</th>
            </tr>
          </thead>
          <tbody>
            {CATALOGUE_COLUMNS.map((column) => (
              <tr key={column.key} className="border-t border-slate-200 align-top">
                <th scope="row" className="py-1 pr-4 font-mono font-normal">{column.key}</th>
                <td className="py-1 pr-4">{column.help}</td>
                <td className="py-1 font-mono">{column.example}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-slate-700">
          Only the sku column is required; a column you leave out keeps each listing as it is. A cell starting with = is a formula and is refused — TradeSetu never runs formulas. Listings
          made without a SKU are exported with an empty sku cell: give them a SKU in the listing editor before importing them back.
        </p>
      </details>
    </section>
  );
}
