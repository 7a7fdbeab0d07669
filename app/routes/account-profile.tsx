import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/account-profile';
import { buttonClass, Field, inputClass } from '~/components/field';
import { config } from '~/config.server';
import { BUSINESS_TYPES, COMPANY_REGISTERED_AS, NOT_REGISTERED, registrationValuesFromForm, ROLES, SUPPORT_OPTIONS } from '~/domain/registration';
import { getOwnCompany, profileValues, updateProfile } from '~/services/accounts/company.server';
import { loadCategoryOptions } from '~/services/accounts/registration.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { sendVerificationEmail } from '~/services/accounts/tokens.server';
import { DomainError } from '~/services/errors.server';
import { readTextForm } from '~/services/http/body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Company profile' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [{ company, photos }, categories] = await Promise.all([getOwnCompany(user.id), loadCategoryOptions()]);
  return {
    values: profileValues(company),
    registered: { createdAt: company.createdAt.toISOString(), enterpriseType: company.enterpriseType, slug: company.slug },
    photos,
    categories,
    emailVerified: user.emailVerified,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readTextForm(request);
  if (form.get('intent') === 'resend-verification') {
    await sendVerificationEmail(user, new URL(request.url).origin, config().SITE_NAME);
    return { fieldErrors: {} as Record<string, string>, message: 'We sent you a new confirmation link.', values: undefined };
  }
  const values = registrationValuesFromForm(form);
  try {
    await updateProfile(user.id, values);
    return { fieldErrors: {} as Record<string, string>, message: 'Your profile is saved.', values: undefined };
  } catch (error) {
    if (error instanceof DomainError) return data({ fieldErrors: error.legacyFieldErrors, message: error.message, values }, { status: error.status });
    throw error;
  }
}

const ENTERPRISE_LABELS = { startup: 'a start-up', msme: 'an MSME', social: 'a social enterprise', innovative: 'an innovative enterprise' } as const;

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const get = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const support = new Set(Array.isArray(values.lookingForSupport) ? values.lookingForSupport : []);
  const category = loaderData.categories.find((c) => String(c.id) === get('category'));
  const input = (name: string, label: string, type = 'text', hint?: string) => (
    <Field name={name} label={label} error={errors[name]} hint={hint}>
      {(props) => <input {...props} name={name} type={type} defaultValue={get(name)} className={inputClass} />}
    </Field>
  );
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <Field name={name} label={label} error={errors[name]}>
      {(props) => (
        <select {...props} name={name} defaultValue={get(name)} className={inputClass}>
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const plain = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">Company profile</h1>
      {!loaderData.emailVerified ? (
        <Form method="post" className="mt-4 flex items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Please confirm your email address with the link we emailed you.
          <button type="submit" name="intent" value="resend-verification" className="underline">
            Send the link again
          </button>
        </Form>
      ) : null}
      {actionData?.message ? (
        <p role="status" className={`mt-4 rounded-md p-3 text-sm ${Object.keys(errors).length ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}>
          {actionData.message}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        Registered on {new Date(loaderData.registered.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}; listed as{' '}
        {ENTERPRISE_LABELS[loaderData.registered.enterpriseType]}.
      </p>
      {loaderData.photos.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Company photos">
          {loaderData.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img src={photo.thumb} alt="Company photo" width={96} height={96} className="h-24 w-24 rounded object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-2">
        {input('firstName', 'First Name')}
        {input('lastName', 'Last Name')}
        {input('email', 'Contact Email', 'email')}
        {input('mobile', 'Mobile (WhatsApp)', 'tel')}
        {input('companyName', 'Company Name')}
        {input('designation', 'Designation')}
        <div className="sm:col-span-2">
          <Field name="address" label="Address" error={errors.address}>
            {(props) => <textarea {...props} name="address" rows={3} defaultValue={get('address')} className={inputClass} />}
          </Field>
        </div>
        {input('website', 'Website', 'url')}
        {input('pan', 'PAN')}
        {input('yearOfEstablishment', 'Year of Establishment', 'number')}
        {select('companyRegisteredAs', 'Company Registered As', plain(COMPANY_REGISTERED_AS))}
        {input('dpiitRegistration', 'DPIIT Registration', 'text', `or "${NOT_REGISTERED}"`)}
        {input('udyamNumber', 'Udyam Number', 'text', `or "${NOT_REGISTERED}"`)}
        {input('gstNumber', 'GST Number')}
        {select('businessType', 'Business Type', plain(BUSINESS_TYPES))}
        {select('role', 'I Want to Be a', plain(ROLES))}
        {select('category', 'Category', loaderData.categories.map((c) => ({ value: String(c.id), label: c.name })))}
        {select('subCategory', 'Sub Category', (category?.subcategories ?? loaderData.categories.flatMap((c) => c.subcategories)).map((s) => ({ value: String(s.id), label: s.name })))}
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Looking for Support</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {SUPPORT_OPTIONS.map((option) => (
              <label key={option} className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="lookingForSupport" value={option} defaultChecked={support.has(option)} className="mt-1" />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
            Save profile
          </button>
        </div>
      </Form>
    </section>
  );
}
