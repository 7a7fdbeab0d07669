import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { shownName } from '~/components/catalog';
import { useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import { LANGUAGE_TAGS } from '~/domain/locale';
import type { Route } from './+types/account-profile';
import { FormErrors } from '~/components/form-field';
import { buttonClass, keepFieldFocus } from '~/components/form-controls';
import { SelectField, SupportCheckboxes, TextAreaField, TextField, useOptionLabels } from '~/components/registration/fields';
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
import { requestTranslator } from '~/services/i18n/request.server';
import { DoneNotice } from '~/components/notices';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const [profile, categories] = await Promise.all([loadProfilePage(user), loadCategoryOptions()]);
  return { profile, categories, emailVerified: user.emailVerified, title: requestTranslator(request, 'account')('companyProfile') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const form = await readTextForm(request);
  if (form.get('intent') === 'resend-verification') {
    await sendVerificationEmail(user, siteUrlForLinks(), config().SITE_NAME);
    return { ok: true as const, result: undefined, message: requestTranslator(request, 'account')('linkSent') };
  }
  return submitForm(form, profileSchema(new Date().getFullYear()), async (input) => {
    const { created } = await saveProfile(user.id, input);
    return { message: requestTranslator(request, 'account')(created ? 'profileCreated' : 'profileSaved') };
  });
});


export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('account');
  const r = useT('register');
  const domainText = useDomainText();
  const locale = useLocale();
  const plainOptions = useOptionLabels();
  const navigation = useNavigation();
  const { profile, categories } = loaderData;
  const schema = useMemo(() => profileSchema(new Date().getFullYear()), []);
  const [form, fields] = useSchemaForm(schema, { id: 'profile', lastResult: actionData?.result, defaultValue: profile.values, nativeConstraints: false });
  const chosenCategory = categories.find((c) => String(c.id) === (fields.category.value ?? fields.category.initialValue));
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const readOnly = profile.hasCompany && !profile.canEdit;
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">{profile.hasCompany ? t('companyProfile') : t('createCompanyProfile')}</h1>
      {!loaderData.emailVerified ? (
        <Form method="post" className="mt-4 flex items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('confirmEmail')}
          <button type="submit" name="intent" value="resend-verification" className="underline">
            {t('sendLinkAgain')}
          </button>
        </Form>
      ) : null}
      <DoneNotice message={message} />
      {profile.hasCompany ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('registeredOn', {
            date: new Date(profile.registered.createdAt).toLocaleDateString(LANGUAGE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
            kind: t(`enterprise.${profile.registered.enterpriseType}`),
          })}
        </p>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="no-company">
          {t('noCompanyYet')}
        </p>
      )}
      {profile.hasCompany && profile.photos.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('companyPhotos')}>
          {profile.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img src={photo.thumb} alt={t('companyGallery', { number: index + 1 })} width={96} height={96} className="h-24 w-24 rounded object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="profile-read-only">
          {t('profileReadOnly', { role: domainText(ROLE_LABELS[profile.role]), company: String(profile.values.companyName ?? '') })}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6">
        <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{readOnly ? t('companyProfileReadOnly') : t('companyProfile')}</legend>
        <div className="sm:col-span-2">
          <FormErrors form={form} />
        </div>
        <TextField meta={fields.firstName} label={r('firstName')} autoComplete="given-name" />
        <TextField meta={fields.lastName} label={r('lastName')} autoComplete="family-name" />
        <TextField meta={fields.email} label={t('contactEmail')} type="email" autoComplete="email" />
        <TextField meta={fields.mobile} label={r('mobile')} type="tel" autoComplete="tel" />
        <TextField meta={fields.companyName} label={r('companyName')} autoComplete="organization" />
        <TextField meta={fields.designation} label={r('designation')} autoComplete="organization-title" />
        <div className="sm:col-span-2">
          <TextAreaField meta={fields.address} label={r('address')} autoComplete="street-address" />
        </div>
        <TextField meta={fields.website} label={r('website')} type="url" autoComplete="url" />
        <TextField meta={fields.pan} label={r('pan')} />
        <TextField meta={fields.yearOfEstablishment} label={r('yearOfEstablishment')} type="number" inputMode="numeric" />
        <SelectField meta={fields.companyRegisteredAs} label={r('companyRegisteredAs')} options={plainOptions(COMPANY_REGISTERED_AS)} />
        <TextField meta={fields.dpiitRegistration} label={r('dpiitRegistration')} hint={t('orNotRegistered', { notRegistered: NOT_REGISTERED })} />
        <TextField meta={fields.udyamNumber} label={r('udyamNumber')} hint={t('orNotRegistered', { notRegistered: NOT_REGISTERED })} />
        <TextField meta={fields.gstNumber} label={r('gstNumber')} />
        <SelectField meta={fields.businessType} label={r('businessType')} options={plainOptions(BUSINESS_TYPES)} />
        <SelectField meta={fields.role} label={r('role')} options={plainOptions(ROLES)} />
        <SelectField meta={fields.category} label={r('category')} options={categories.map((c) => ({ value: String(c.id), label: shownName(c, locale) }))} />
        <SelectField
          meta={fields.subCategory}
          label={r('subCategory')}
          options={(chosenCategory?.subcategories ?? categories.flatMap((c) => c.subcategories)).map((s) => ({ value: String(s.id), label: shownName(s, locale) }))}
        />
        <SupportCheckboxes meta={fields.lookingForSupport} className="sm:col-span-2" />
        {readOnly ? null : (
          <div>
            <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
              {profile.hasCompany ? t('saveProfile') : t('createCompanyProfileButton')}
            </button>
          </div>
        )}
        </fieldset>
      </Form>
    </section>
  );
}
