import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/account.requirements.$ref.suppliers.new';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { AddSupplierSchema } from '~/domain/requirement-suppliers';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { addBuyerSupplier, addSupplierPage } from '~/services/requirements/buyer-requirements.server';

export const meta: Route.MetaFunction = () => [{ title: 'Add a supplier you found' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const query = url.searchParams.get('q') ?? '';
  const page = await addSupplierPage(user.id, params.ref, query);
  return { ...page, query, added: url.searchParams.get('added') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, AddSupplierSchema, async ({ supplier }) => {
    const added = await addBuyerSupplier(user.id, params.ref, supplier);
    return redirect(`/account/requirements/${params.ref}/suppliers/new?added=${encodeURIComponent(added.name)}`);
  });
});

export default function AddSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { requirement, current, found, remaining, query, added } = loaderData;
  const [form, fields] = useSchemaForm(AddSupplierSchema, { id: 'add-supplier', lastResult: actionData?.result });
  return (
    <section className="py-6">
      <p className="text-sm">
        <Link to={`/account/requirements/${requirement.reference}`} className="text-brand-700 underline">
          {requirement.reference}: {requirement.title}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">Add a supplier you found</h1>
      <p className="mt-1 text-slate-700">They receive the requirement like the matched suppliers and can quote. You can add {remaining} more.</p>
      {added ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {added} now has your requirement and has been told.
        </p>
      ) : null}
      <h2 className="mt-6 font-semibold">Suppliers who have it</h2>
      <ul className="mt-2 list-disc pl-6 text-sm" data-testid="requirement-suppliers">
        {current.map((row) => (
          <li key={row.slug}>
            {row.name}
            {row.source === 'buyer_added' ? ' (added by you)' : ''}
          </li>
        ))}
        {current.length === 0 ? <li>None yet.</li> : null}
      </ul>
      {requirement.live && remaining > 0 ? (
        <>
          <Form method="get" className="mt-6 flex flex-wrap items-end gap-2" role="search">
            <label className="flex flex-col gap-1 text-sm font-medium">
              Search suppliers by name
              <input type="search" name="q" defaultValue={query} className={inputClass} />
            </label>
            <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-700">
              Search
            </button>
          </Form>
          <FormErrors form={form} />
          {query.trim().length >= 2 ? (
            <ul className="mt-3 flex flex-col gap-2" data-testid="supplier-results">
              {found.map((supplier) => (
                <li key={supplier.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
                  <span>
                    {supplier.name}
                    {supplier.city ? `, ${supplier.city}` : ''}
                    {supplier.verified ? ' · identity reviewed' : ''}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="supplier" value={supplier.slug} />
                    <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
                      Add {supplier.name}
                    </button>
                  </Form>
                </li>
              ))}
              {found.length === 0 ? <li className="text-sm text-slate-700">No supplier by that name, or they already have it.</li> : null}
            </ul>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-3">
            <FormField meta={fields.supplier} label="Or paste the supplier’s page address" hint="For example https://tradesetu.in/suppliers/shree-traders-1a2b3c">
              <input {...getInputProps(fields.supplier, { type: 'text', ariaDescribedBy: fields.supplier.descriptionId })} autoComplete="off" className={inputClass} />
            </FormField>
            <div>
              <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
                Add supplier
              </button>
            </div>
          </Form>
        </>
      ) : (
        <p className="mt-6 text-slate-700">{requirement.live ? 'You have added as many suppliers as a requirement can have.' : 'This requirement is no longer open.'}</p>
      )}
    </section>
  );
}
