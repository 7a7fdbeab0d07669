import { getFormProps, getInputProps } from '@conform-to/react';
import { redirectDocument, useNavigation } from 'react-router';
import { useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/login';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, keepFieldFocus, inputClass } from '~/components/form-controls';
import { useSchemaForm } from '~/components/use-schema-form';
import { landingLocale, LoginSchema } from '~/domain/login';
import { localisedHref } from '~/domain/locale';
import { safeRedirectPath } from '~/domain/urls';
import { deviceCookie, knownDevice } from '~/services/accounts/known-device.server';
import { languageCookie, rememberedLocale } from '~/services/accounts/language.server';
import { authenticate } from '~/services/accounts/login.server';
import { createSession, getUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, localisedRedirect, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (await getUser(request)) throw localisedRedirect(request, redirectTo);
  return { redirectTo, registered: new URL(request.url).searchParams.get('registered') === '1', title: requestTranslator(request, 'accounts')('loginTitle') };
});

// Also answers the header's login modal, which posts the same fields (LoginSchema) to /login.
export const headers = formHeaders;

export const action = withAppErrors(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(
    request,
    LoginSchema,
    async ({ email, password, redirectTo }) => {
      const user = await authenticate(email, password, context.clientIp, knownDevice(request));
      // The member lands in their remembered language (see landingLocale), and the browser keeps it.
      // Into the other language, the whole document loads (its <html lang> and messages change too).
      const locale = landingLocale(localeOf(request), await rememberedLocale(user.id));
      const headers: [string, string][] = [
        ['Set-Cookie', await createSession(request, user.id)],
        ['Set-Cookie', deviceCookie(request, user.id)],
      ];
      if (locale === localeOf(request)) return localisedRedirect(request, redirectTo, { headers });
      return redirectDocument(localisedHref(redirectTo, locale), { headers: [...headers, ['Set-Cookie', languageCookie(request, locale)]] });
    },
    { hideFields: ['password'] },
  );
});

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accounts');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(LoginSchema, {
    id: 'login',
    lastResult: actionData?.result,
  });
  // The form posts to /login without the query, so after an error the target comes back with the form.
  const posted = fields.redirectTo.initialValue;
  const redirectTo = typeof posted === 'string' ? posted : loaderData.redirectTo;
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-700">{t('loginTitle')}</h1>
      {loaderData.registered ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900">
          {t('registered')}
        </p>
      ) : null}
      <Form method="post" action="/login" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors form={form} />
        <FormField meta={fields.email} label={t('emailAddress')} required>
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
        </FormField>
        <FormField meta={fields.password} label={t('password')} required>
          <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" className={inputClass} />
        </FormField>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          {t('loginButton')}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link className="text-brand-700 underline" to="/forgot-password">
          {t('forgotPasswordLink')}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        {t('newHere')}{' '}
        <Link className="text-brand-700 underline" to={redirectTo === '/account' ? '/register' : `/register?redirectTo=${encodeURIComponent(redirectTo)}`}>
          {t('registerHere')}
        </Link>
      </p>
    </main>
  );
}
