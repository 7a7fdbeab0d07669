import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { RichText, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import type { Route } from './+types/account.data';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { AccountDataActionSchema, DELETED_USER_NAME, deletionDate, RequestDeletionSchema } from '~/domain/account-data';
import { config } from '~/config.server';
import { cancelAccountDeletion, deletionStateOf, requestAccountDeletion } from '~/services/accounts/account-deletion.server';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

/** The deletion day in the page's language (English as deletionDate writes it). */
const deletionDay = (at: Date, locale: Locale) =>
  locale === 'en' ? deletionDate(at) : new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const state = await deletionStateOf(user.id);
  const title = requestTranslator(request, 'accountData')('yourData');
  return { graceDays: config().ACCOUNT_DELETION_GRACE_DAYS, deletionDue: state ? deletionDay(state.dueAt, localeOf(request)) : null, title };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const t = requestTranslator(request, 'accountData');
  return submitForm(
    request,
    AccountDataActionSchema,
    async (input) => {
      if (input.intent === 'cancel-deletion') {
        await cancelAccountDeletion(user);
        return { message: t('deletionCancelled') };
      }
      const { dueAt } = await requestAccountDeletion(user, input.password);
      return { message: t('deletionRequested', { date: deletionDay(dueAt, localeOf(request)) }) };
    },
    { hideFields: ['password'], resetOnSuccess: true },
  );
});

function DeletionForm({ lastResult, graceDays }: { lastResult: SubmissionResult<string[]> | undefined; graceDays: number }) {
  const t = useT('accountData');
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(RequestDeletionSchema, { id: 'request-deletion', lastResult, defaultValue: { intent: 'request-deletion' } });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-xl gap-4">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="request-deletion" />
      <FormField meta={fields.password} label={t('yourPassword')} required hint={t('passwordWhy')}>
        <input {...getInputProps(fields.password, { type: 'password', ariaDescribedBy: fields.password.descriptionId })} autoComplete="current-password" className={inputClass} />
      </FormField>
      <FormField meta={fields.confirm} label={t('deleteAfter', { days: graceDays })} required>
        <input {...getInputProps(fields.confirm, { type: 'checkbox', value: 'yes' })} className="h-4 w-4" />
      </FormField>
      <div>
        <button type="submit" className={`${buttonClass} bg-red-700`} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          {t('deleteMyAccount')}
        </button>
      </div>
    </Form>
  );
}

export default function AccountData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accountData');
  const message = actionData?.ok ? actionData.message : null;
  return (
    <section className="mt-6 max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-700">{t('yourData')}</h1>
      <DoneNotice message={message} />
      <h2 className="mt-6 text-xl font-semibold">{t('downloadHeading')}</h2>
      <p className="mt-2 text-slate-700">
        <RichText text={t('downloadText')} parts={[<code />, <code />]} />
      </p>
      <a href="/account/data/export.zip" download className={`${buttonClass} mt-3 inline-block`} data-testid="download-data">
        {t('downloadButton')}
      </a>
      <h2 className="mt-8 text-xl font-semibold">{t('deleteHeading')}</h2>
      {loaderData.deletionDue ? (
        <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="deletion-pending">
          <p>
            <RichText text={t('deletionPending', { date: loaderData.deletionDue })} parts={[<strong />]} />
          </p>
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="cancel-deletion" className={buttonClass}>
              {t('cancelDeletion')}
            </button>
          </Form>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t('deletionExplained', { days: loaderData.graceDays, deletedName: DELETED_USER_NAME })}
          </p>
          <DeletionForm lastResult={actionData?.result} graceDays={loaderData.graceDays} />
        </>
      )}
    </section>
  );
}
