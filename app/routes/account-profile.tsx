import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/account-profile';
import { FormErrors } from '~/components/form-field';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { plainOptions, SelectField, SupportCheckboxes, TextAreaField, TextField } from '~/components/registration/fields';
import { useSchemaForm } from '~/components/use-schema-form';
import { config } from '~/config.server';
import { ROLE_LABELS } from '~/domain/team';
import { BUSINESS_TYPES, COMPANY_REGISTERED_AS, NOT_REGISTERED, profileSchema, ROLES } from '~/domain/registration';
import { loadProfilePage, saveProfile } from '~/services/accounts/company.server';
import { loadCategoryOptions } from '~/services/accounts/registration.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { sendVerificationEmail } from '~/services/accounts/tokens.server';
import { readTextForm } from '~/services/http/body.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { DoneNotice } from '~/components/notices';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

export const meta: Route.MetaFunction = () => [{ title: 'Company profile' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const [profile, categories] = await Promise.all([loadProfilePage(user), loadCategoryOptions()]);
  return { profile, categories, emailVerified: user.emailVerified };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const form = await readTextForm(request);
  if (form.get('intent') === 'resend-verification') {
    await sendVerificationEmail(user, siteUrlForLinks(), config().SITE_NAME);
    return { ok: true as const, result: undefined, message: 'We sent you a new confirmation link.' };
  }
  return submitForm(form, profileSchema(new Date().getFullYear()), async (input) => {
    const { created } = await saveProfile(user.id, input);
    return { message: created ? 'Your company profile is created.' : 'Your profile is saved.' };
  });
});

const ENTERPRISE_LABELS = { startup: 'a start-up', msme: 'an MSME', social: 'a social enterprise', innovative: 'an innovative enterprise' } as const;

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { profile, categories } = loaderData;
  const schema = useMemo(() => profileSchema(new Date().getFullYear()), []);
  const [form, fields] = useSchemaForm(schema, { id: 'profile', lastResult: actionData?.result, defaultValue: profile.values, nativeConstraints: false });
  const chosenCategory = categories.find((c) => String(c.id) === (fields.category.value ?? fields.category.initialValue));
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const readOnly = profile.hasCompany && !profile.canEdit;
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">{profile.hasCompany ? 'Company profile' : 'Create your company profile'}</h1>
      {!loaderData.emailVerified ? (
        <Form method="post" className="mt-4 flex items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Please confirm your email address with the link we emailed you.
          <button type="submit" name="intent" value="resend-verification" className="underline">
            Send the link again
          </button>
        </Form>
      ) : null}
      <DoneNotice message={message} />
      {profile.hasCompany ? (
        <p className="mt-2 text-sm text-slate-600">
          Registered on {new Date(profile.registered.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}; listed as{' '}
          {ENTERPRISE_LABELS[profile.registered.enterpriseType]}.
        </p>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="no-company">
          Your account has no company yet. Fill in your company&apos;s details below and save them to appear in the supplier directory and to list products; buying
          and selling on the marketplace start from here.
        </p>
      )}
      {profile.hasCompany && profile.photos.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Company photos">
          {profile.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img src={photo.thumb} alt={`Company gallery ${index + 1}`} width={96} height={96} className="h-24 w-24 rounded object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="profile-read-only">
          Only an owner can edit the company profile. You are {ROLE_LABELS[profile.role]} at {profile.values.companyName}; ask an owner of your company if something here needs changing.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6">
        <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{readOnly ? 'Company profile (read only)' : 'Company profile'}</legend>
        <div className="sm:col-span-2">
          <FormErrors form={form} />
        </div>
        <TextField meta={fields.firstName} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last Name" autoComplete="family-name" />
        <TextField meta={fields.email} label="Contact Email" type="email" autoComplete="email" />
        <TextField meta={fields.mobile} label="Mobile (WhatsApp)" type="tel" autoComplete="tel" />
        <TextField meta={fields.companyName} label="Company Name" autoComplete="organization" />
        <TextField meta={fields.designation} label="Designation" autoComplete="organization-title" />
        <div className="sm:col-span-2">
          <TextAreaField meta={fields.address} label="Address" autoComplete="street-address" />
        </div>
        <TextField meta={fields.website} label="Website" type="url" autoComplete="url" />
        <TextField meta={fields.pan} label="PAN" />
        <TextField meta={fields.yearOfEstablishment} label="Year of Establishment" type="number" inputMode="numeric" />
        <SelectField meta={fields.companyRegisteredAs} label="Company Registered As" options={plainOptions(COMPANY_REGISTERED_AS)} />
        <TextField meta={fields.dpiitRegistration} label="DPIIT Registration" hint={`or "${NOT_REGISTERED}"`} />
        <TextField meta={fields.udyamNumber} label="Udyam Number" hint={`or "${NOT_REGISTERED}"`} />
        <TextField meta={fields.gstNumber} label="GST Number" />
        <SelectField meta={fields.businessType} label="Business Type" options={plainOptions(BUSINESS_TYPES)} />
        <SelectField meta={fields.role} label="I Want to Be a" options={plainOptions(ROLES)} />
        <SelectField meta={fields.category} label="Category" options={categories.map((c) => ({ value: String(c.id), label: c.name }))} />
        <SelectField
          meta={fields.subCategory}
          label="Sub Category"
          options={(chosenCategory?.subcategories ?? categories.flatMap((c) => c.subcategories)).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <SupportCheckboxes meta={fields.lookingForSupport} className="sm:col-span-2" />
        {readOnly ? null : (
          <div>
            <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
              {profile.hasCompany ? 'Save profile' : 'Create company profile'}
            </button>
          </div>
        )}
        </fieldset>
      </Form>
    </section>
  );
}
