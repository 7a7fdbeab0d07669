import { getFormProps, getInputProps } from '@conform-to/react';
import { useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.requirements.$ref.suppliers.new';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { AddSupplierSchema } from '~/domain/requirement-suppliers';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { addBuyerSupplier, addSupplierPage } from '~/services/requirements/buyer-requirements.server';
import { localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: loaderData?.title ?? 'Add a supplier you found' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const query = url.searchParams.get('q') ?? '';
  const page = await addSupplierPage(user.id, params.ref, query);
  return { ...page, query, added: url.searchParams.get('added'), title: requestTranslator(request, 'buyer-requirements')('addSupplierLink') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, AddSupplierSchema, async ({ supplier }) => {
    const added = await addBuyerSupplier(user.id, params.ref, supplier);
    return localisedRedirect(request, `/account/requirements/${params.ref}/suppliers/new?added=${encodeURIComponent(added.name)}`);
  });
});

export default function AddSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { requirement, current, found, remaining, query, added } = loaderData;
  const [form, fields] = useSchemaForm(AddSupplierSchema, { id: 'add-supplier', lastResult: actionData?.result });
  const t = useT('buyer-requirements');
  return (
    <section className="py-6">
      <p className="text-sm">
        <Link to={`/account/requirements/${requirement.reference}`} className="text-brand-700 underline" data-user-text>
          {requirement.reference}: {requirement.title}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-700">{t('addSupplierLink')}</h1>
      <p className="mt-1 text-slate-700">{t('addIntro', { remaining })}</p>
      {added ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {t('addedNotice', { name: added })}
        </p>
      ) : null}
      <h2 className="mt-6 font-semibold">{t('suppliersWhoHaveIt')}</h2>
      <ul className="mt-2 list-disc pl-6 text-sm" data-testid="requirement-suppliers">
        {current.map((row) => (
          <li key={row.slug}>
            <span data-user-text>{row.name}</span>
            {row.source === 'buyer_added' ? t('addedByYou') : ''}
          </li>
        ))}
        {current.length === 0 ? <li>{t('noneYet')}</li> : null}
      </ul>
      {requirement.live && remaining > 0 ? (
        <>
          <Form method="get" className="mt-6 flex flex-wrap items-end gap-2" role="search">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('searchByName')}
              <input type="search" name="q" defaultValue={query} className={inputClass} />
            </label>
            <button type="submit" className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-700">
              {t('search')}
            </button>
          </Form>
          <FormErrors form={form} />
          {query.trim().length >= 2 ? (
            <ul className="mt-3 flex flex-col gap-2" data-testid="supplier-results">
              {found.map((supplier) => (
                <li key={supplier.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
                  <span>
                    <span data-user-text>
                      {supplier.name}
                      {supplier.city ? `, ${supplier.city}` : ''}
                    </span>
                    {supplier.verified ? t('identityReviewed') : ''}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="supplier" value={supplier.slug} />
                    <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
                      {t('addNamed', { name: supplier.name })}
                    </button>
                  </Form>
                </li>
              ))}
              {found.length === 0 ? <li className="text-sm text-slate-700">{t('noSupplierFound')}</li> : null}
            </ul>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-3">
            <FormField meta={fields.supplier} label={t('pasteAddress')} hint={t('pasteAddressHint')}>
              <input {...getInputProps(fields.supplier, { type: 'text', ariaDescribedBy: fields.supplier.descriptionId })} autoComplete="off" className={inputClass} />
            </FormField>
            <div>
              <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus}>
                {t('addSupplier')}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <p className="mt-6 text-slate-700">{requirement.live ? t('addedAsMany') : t('noLongerOpen')}</p>
      )}
    </section>
  );
}
