import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
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

export function meta() {
  return [{ title: 'Your data' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const state = await deletionStateOf(user.id);
  return { graceDays: config().ACCOUNT_DELETION_GRACE_DAYS, deletionDue: state ? deletionDate(state.dueAt) : null };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(
    request,
    AccountDataActionSchema,
    async (input) => {
      if (input.intent === 'cancel-deletion') {
        await cancelAccountDeletion(user);
        return { message: 'Deletion cancelled: your account stays as it is.' };
      }
      const { dueAt } = await requestAccountDeletion(user, input.password);
      return { message: `Your account will be deleted on ${deletionDate(dueAt)}. We emailed you a confirmation; you can cancel here until then.` };
    },
    { hideFields: ['password'], resetOnSuccess: true },
  );
});

function DeletionForm({ lastResult, graceDays }: { lastResult: SubmissionResult<string[]> | undefined; graceDays: number }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(RequestDeletionSchema, { id: 'request-deletion', lastResult, defaultValue: { intent: 'request-deletion' } });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-xl gap-4">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="request-deletion" />
      <FormField meta={fields.password} label="Your password" required hint="To be sure it is you asking.">
        <input {...getInputProps(fields.password, { type: 'password', ariaDescribedBy: fields.password.descriptionId })} autoComplete="current-password" className={inputClass} />
      </FormField>
      <FormField meta={fields.confirm} label={`Delete my account after ${graceDays} days`} required>
        <input {...getInputProps(fields.confirm, { type: 'checkbox', value: 'yes' })} className="h-4 w-4" />
      </FormField>
      <div>
        <button type="submit" className={`${buttonClass} bg-red-700`} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          Delete my account
        </button>
      </div>
    </Form>
  );
}

export default function AccountData({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData?.ok ? actionData.message : null;
  return (
    <section className="mt-6 max-w-3xl">
      <h1 className="text-2xl font-bold text-brand-700">Your data</h1>
      <DoneNotice message={message} />
      <h2 className="mt-6 text-xl font-semibold">Download your data</h2>
      <p className="mt-2 text-slate-700">
        One ZIP file: <code>data.json</code> with your account, company memberships, listings, inquiries, requirements, quotes, conversations, reviews, reports,
        notifications and settings, sessions, orders, payments and invoices, and a <code>files</code> folder with the photos, attachments and documents you uploaded.
        You can download it three times an hour.
      </p>
      <a href="/account/data/export.zip" download className={`${buttonClass} mt-3 inline-block`} data-testid="download-data">
        Download my data
      </a>
      <h2 className="mt-8 text-xl font-semibold">Delete your account</h2>
      {loaderData.deletionDue ? (
        <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="deletion-pending">
          <p>
            Your account will be deleted on <strong>{loaderData.deletionDue}</strong>. Until then you can change your mind.
          </p>
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="cancel-deletion" className={buttonClass}>
              Cancel deletion
            </button>
          </Form>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            We wait {loaderData.graceDays} days before deleting, and email you; you can cancel here until then. Then we remove your name, email, phone, password,
            sessions, settings, drafts and uploaded files, and you can no longer log in. What the law or the other side needs stays: tax invoices and payment records for
            eight years, and the messages and reviews you wrote, shown as from “{DELETED_USER_NAME}”. A company you own alone is closed and its listings taken down.
          </p>
          <DeletionForm lastResult={actionData?.result} graceDays={loaderData.graceDays} />
        </>
      )}
    </section>
  );
}
