import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '~/components/i18n/links';
import type { Route } from './+types/admin.contact-messages';
import { FilterTabs } from '~/components/admin/filter-tabs';
import { Pagination } from '~/components/catalog';
import { buttonClass, inputClass } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { ADMIN_PAGE_SIZE, CONTACT_FILTERS, ContactHandledSchema, contactQueueParamsSchema, contactSourceLabel } from '~/domain/admin-queues';
import { formatIndianMoment } from '~/domain/india-time';
import { requireStaff } from '~/services/admin/staff.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { contactMessages, markContactHandled } from '~/services/site/service-requests.server';

export function meta() {
  return [{ title: 'Contact messages' }, { name: 'robots', content: 'noindex' }];
}

/** The contact form's and "Request this service" messages for the support team, newest first. */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  await requireStaff(request, 'support');
  const url = new URL(request.url);
  const { show, page } = contactQueueParamsSchema.parse(Object.fromEntries(url.searchParams));
  const { messages, total } = await contactMessages(show, page);
  return {
    show,
    page,
    total,
    search: url.search,
    messages: messages.map((m) => ({
      id: m.id,
      source: contactSourceLabel(m.serviceSlug, m.serviceName),
      name: m.name,
      email: m.email,
      mobile: m.mobile,
      companyName: m.companyName,
      message: m.message,
      sentAt: formatIndianMoment(m.createdAt),
      handled: m.handledAt ? { at: formatIndianMoment(m.handledAt), by: m.handledBy ?? 'a former staff member', note: m.handledNote } : null,
    })),
  };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const staff = await requireStaff(request, 'support');
  return submitForm(request, ContactHandledSchema, async ({ messageId, note }) => {
    await markContactHandled(staff, messageId, note);
    return { message: 'Marked handled. The note is kept with the message.' };
  });
});

export default function ContactMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, show, page, total, search } = loaderData;
  const failed = actionData && !actionData.ok ? actionData.result : undefined;
  const resultFor = (id: number) => (failed?.initialValue?.messageId === String(id) ? failed : undefined);
  const unplaced = failed && !messages.some((m) => resultFor(m.id) && !m.handled) ? (failed.error?.[''] ?? failed.error?.messageId) : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-700">Contact messages</h1>
      <p className="mt-2 text-slate-700">Messages from the contact form and the services’ “Request this service” forms, newest first. Get back to the sender, then mark the message handled with what you did.</p>
      <DoneNotice message={actionData?.ok ? actionData.message : undefined} />
      <UnplacedErrors errors={unplaced} />
      <FilterTabs label="Which messages" tabs={CONTACT_FILTERS} current={show} hrefOf={(key) => (key === 'open' ? '/admin/contact-messages' : `/admin/contact-messages?show=${key}`)} />
      <p className="mt-3 text-sm text-slate-700" role="status">
        {total === 0 ? 'No messages here.' : `${total.toLocaleString('en-IN')} message${total === 1 ? '' : 's'}.`}
      </p>
      <ul className="mt-4 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-md border border-slate-300 p-4" aria-labelledby={`message-${m.id}`} data-testid={`contact-message-${m.id}`}>
            <h2 id={`message-${m.id}`} className="font-semibold">
              {m.name}
              {m.companyName ? `, ${m.companyName}` : ''} · {m.sentAt}
            </h2>
            <p className="text-sm text-slate-700">
              {m.source} ·{' '}
              <a className="text-brand-700 underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>{' '}
              ·{' '}
              <a className="text-brand-700 underline" href={`tel:${m.mobile}`}>
                {m.mobile}
              </a>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
            {m.handled ? (
              <p className="mt-3 text-sm text-green-800">
                <strong>Handled</strong> by {m.handled.by} on {m.handled.at}: {m.handled.note}
              </p>
            ) : (
              <HandledForm messageId={m.id} name={m.name} lastResult={resultFor(m.id)} />
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} total={total} pageSize={ADMIN_PAGE_SIZE} pathname="/admin/contact-messages" search={new URLSearchParams(search)} />
    </>
  );
}

function HandledForm({ messageId, name, lastResult }: { messageId: number; name: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(ContactHandledSchema, { id: `handled-${messageId}`, lastResult });
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="messageId" value={messageId} />
      <FormField meta={fields.note} label={`What you did for ${name}`} hint="For example: called back, sent the price list.">
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputClass} />
      </FormField>
      <div>
        <button type="submit" className={buttonClass}>
          Mark handled
        </button>
      </div>
    </Form>
  );
}
