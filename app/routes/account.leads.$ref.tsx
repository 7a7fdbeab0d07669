import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '~/components/i18n/links';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.leads.$ref';
import { buttonClass, inputClass } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASONS, LOST_REASON_LABELS } from '~/domain/conversation';
import { formatIndianMoment, formatIndianDay } from '~/domain/india-time';
import { LEAD_KIND_LABELS, MAX_NOTE_CHARS, isFollowUpOverdue, leadUpdateSchema } from '~/domain/lead';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { leadDetail, updateLead } from '~/services/leads/lead-manager.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Lead: ${data.lead.subject}` : 'Lead' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const detail = await leadDetail(user.id, params.ref);
  return { lead: detail.lead, notes: detail.notes, team: detail.team, today: detail.today };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(request, leadUpdateSchema(), async (input) => ({ intent: input.intent, message: await updateLead(user.id, params.ref, input) }), { resetOnSuccess: true });
});

type Result = SubmissionResult<string[]> | undefined;
const secondary = 'rounded-md border border-slate-500 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50';

/** The result of the form that was sent (each form shows only its own). */
const resultFor = (actionData: Route.ComponentProps['actionData'], intents: string[]): Result => {
  const intent = actionData && actionData.ok && 'intent' in actionData ? actionData.intent : actionData?.result?.initialValue?.intent;
  return typeof intent === 'string' && intents.includes(intent) ? actionData?.result : undefined;
};

export default function LeadPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, notes, team, today } = loaderData;
  const done = actionData && actionData.ok && 'message' in actionData ? actionData.message : null;
  const overdue = isFollowUpOverdue(lead.followUpOn, lead.status, today);
  return (
    <section className="py-6" aria-labelledby="lead-title">
      <BackLink to="/account/leads">All leads</BackLink>
      <h1 id="lead-title" className="mt-2 text-2xl font-bold text-brand-700">
        {lead.subject}
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        {LEAD_KIND_LABELS[lead.kind]} · {lead.reference}
        {lead.requirementReference ? (
          <>
            {' · '}
            <Link to={`/account/leads/requirements/${lead.requirementReference}`} className="text-brand-700 underline">
              Requirement {lead.requirementReference}
            </Link>
          </>
        ) : null}
        {' · '}
        <Link to={`/account/messages/${lead.reference}`} className="font-semibold text-brand-700 underline">
          Open the conversation
        </Link>
      </p>
      <DoneNotice message={done} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 self-start rounded-md border border-slate-200 p-4 text-sm lg:col-span-1" data-testid="lead-summary">
          <dt className="font-medium text-slate-700">Buyer</dt>
          <dd>
            {lead.buyerName ?? 'Not shared yet'}
            {lead.buyerCompany ? <span className="block text-slate-600">{lead.buyerCompany}</span> : null}
          </dd>
          <dt className="font-medium text-slate-700">Contact</dt>
          <dd>{lead.buyerEmail || lead.buyerPhone ? [lead.buyerEmail, lead.buyerPhone].filter(Boolean).join(' · ') : 'Shown once the buyer shares it in the conversation'}</dd>
          {lead.productName ? (
            <>
              <dt className="font-medium text-slate-700">Product</dt>
              <dd>{lead.productName}</dd>
            </>
          ) : null}
          {lead.quantity !== null ? (
            <>
              <dt className="font-medium text-slate-700">Quantity</dt>
              <dd>
                {lead.quantity.toLocaleString('en-IN')} {lead.unit}
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-700">Status</dt>
          <dd data-testid="lead-status">
            {LEAD_STATUS_LABELS[lead.status]}
            {lead.status === 'lost' && lead.lostReason ? ` (${LOST_REASON_LABELS[lead.lostReason]})` : ''}
          </dd>
          <dt className="font-medium text-slate-700">Assignee</dt>
          <dd>{lead.assigneeName ?? 'Nobody'}</dd>
          <dt className="font-medium text-slate-700">Follow-up</dt>
          <dd className={overdue ? 'font-semibold text-red-800' : ''}>{lead.followUpOn ? `${formatIndianDay(lead.followUpOn)}${overdue ? ' (overdue)' : ''}` : 'None'}</dd>
          <dt className="font-medium text-slate-700">Received</dt>
          <dd>{formatIndianMoment(new Date(lead.createdAt))}</dd>
        </dl>
        <div className="space-y-6 lg:col-span-2">
          <StatusForm status={lead.status} lostReason={lead.lostReason} lastResult={resultFor(actionData, ['status'])} />
          <FollowUpForm followUpOn={lead.followUpOn} today={today} lastResult={resultFor(actionData, ['follow-up', 'clear-follow-up'])} />
          <AssignForm assignee={lead.assigneeUserId} team={team} lastResult={resultFor(actionData, ['assign'])} />
          <NoteForm lastResult={resultFor(actionData, ['note'])} />
          <section aria-labelledby="notes-title">
            <h2 id="notes-title" className="text-lg font-semibold">
              Notes and history
            </h2>
            <p className="text-xs text-slate-600">Only your team sees these; the buyer never does.</p>
            {notes.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">No notes yet.</p>
            ) : (
              <ol className="mt-2 space-y-2" data-testid="lead-notes">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="text-xs text-slate-600">
                      {note.author ?? 'TradeSetu'} · {formatIndianMoment(new Date(note.createdAt))}
                    </p>
                    <p className="mt-1 whitespace-pre-line">{note.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

function StatusForm({ status, lostReason, lastResult }: { status: string; lostReason: string | null; lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(), { id: 'lead-status', lastResult, defaultValue: { intent: 'status', status, lostReason: lostReason ?? undefined } });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">Status</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="status" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField meta={fields.status} label="Status" required>
          <select {...getSelectProps(fields.status)} className={inputClass}>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField meta={fields.lostReason} label="If lost, why?" hint="Needed when the status is Lost.">
          <select {...getSelectProps(fields.lostReason, { ariaDescribedBy: fields.lostReason.descriptionId })} required={false} className={inputClass}>
            <option value="">Choose a reason</option>
            {LOST_REASONS.map((value) => (
              <option key={value} value={value}>
                {LOST_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <button type="submit" className={buttonClass}>
        Save status
      </button>
    </Form>
  );
}

function FollowUpForm({ followUpOn, today, lastResult }: { followUpOn: string | null; today: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(today), { id: 'lead-follow-up', lastResult, defaultValue: { intent: 'follow-up', followUpOn: followUpOn ?? undefined } });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">Follow-up</h2>
      <FormErrors form={form} />
      <FormField meta={fields.followUpOn} label="Follow up on" hint="A reminder is sent that morning (India time) to the assignee, or to your team when nobody is assigned.">
        <input {...getInputProps(fields.followUpOn, { type: 'date', ariaDescribedBy: fields.followUpOn.descriptionId })} min={today} className={`${inputClass} max-w-xs`} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="follow-up" className={buttonClass}>
          Set follow-up
        </button>
        {followUpOn ? (
          <button type="submit" name="intent" value="clear-follow-up" formNoValidate className={secondary}>
            Remove follow-up date
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function AssignForm({ assignee, team, lastResult }: { assignee: number | null; team: { userId: number; name: string; email: string }[]; lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(), { id: 'lead-assign', lastResult, defaultValue: { intent: 'assign', assigneeUserId: assignee === null ? undefined : String(assignee) } });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">Assignee</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="assign" />
      <FormField meta={fields.assigneeUserId} label="Assigned to" hint="They are told in the site and by email.">
        <select {...getSelectProps(fields.assigneeUserId, { ariaDescribedBy: fields.assigneeUserId.descriptionId })} className={`${inputClass} max-w-sm`}>
          <option value="">Nobody</option>
          {team.map((member) => (
            <option key={member.userId} value={String(member.userId)}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className={buttonClass}>
        Save assignee
      </button>
    </Form>
  );
}

function NoteForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(), { id: 'lead-note', lastResult, defaultValue: { intent: 'note' } });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">Add a note</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="note" />
      <FormField meta={fields.body} label="Note" hint={`Private to your team. Up to ${MAX_NOTE_CHARS.toLocaleString('en-IN')} characters.`}>
        <textarea {...getTextareaProps(fields.body, { ariaDescribedBy: fields.body.descriptionId })} rows={3} className={inputClass} />
      </FormField>
      <button type="submit" className={buttonClass}>
        Add note
      </button>
    </Form>
  );
}
