import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useDomainText, useLocale, useT } from '~/components/i18n/context';
import { useQuantityText } from '~/components/i18n/units';
import { Form, Link } from '~/components/i18n/links';
import { BackLink } from '~/components/back-link';
import type { Route } from './+types/account.leads.$ref';
import { buttonClass, inputClass } from '~/components/form-controls';
import { FormErrors, FormField } from '~/components/form-field';
import { KIND_KEYS } from '~/components/leads/lead-labels';
import { DoneNotice } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASONS, LOST_REASON_LABELS } from '~/domain/conversation';
import { formatIndianMoment, formatIndianDay } from '~/domain/india-time';
import { MAX_NOTE_CHARS, isFollowUpOverdue, leadUpdateSchema } from '~/domain/lead';
import { requireUser } from '~/services/accounts/sessions.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { serverDomainText } from '~/services/i18n/catalog.server';
import { localeOf, requestTranslator } from '~/services/i18n/request.server';
import { leadDetail, updateLead } from '~/services/leads/lead-manager.server';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  const detail = await leadDetail(user.id, params.ref);
  const subject = serverDomainText(localeOf(request))(detail.lead.subject);
  return { lead: detail.lead, notes: detail.notes, team: detail.team, today: detail.today, title: requestTranslator(request, 'sellerLeads')('leadTitle', { subject }) };
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
  const t = useT('sellerLeads');
  const domainText = useDomainText();
  const locale = useLocale();
  const quantity = useQuantityText();
  const statusText = `${domainText(LEAD_STATUS_LABELS[lead.status])}${lead.status === 'lost' && lead.lostReason ? ` (${domainText(LOST_REASON_LABELS[lead.lostReason])})` : ''}`;
  return (
    <section className="py-6" aria-labelledby="lead-title">
      <BackLink to="/account/leads">{t('allLeads')}</BackLink>
      <h1 id="lead-title" className="mt-2 text-2xl font-bold text-brand-700" data-user-text>
        {domainText(lead.subject)}
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        {t(KIND_KEYS[lead.kind])} · {lead.reference}
        {lead.requirementReference ? (
          <>
            {' · '}
            <Link to={`/account/leads/requirements/${lead.requirementReference}`} className="text-brand-700 underline">
              {t('requirementReference', { reference: lead.requirementReference })}
            </Link>
          </>
        ) : null}
        {' · '}
        <Link to={`/account/messages/${lead.reference}`} className="font-semibold text-brand-700 underline">
          {t('openConversation')}
        </Link>
      </p>
      <DoneNotice message={done ? domainText(done) : null} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 self-start rounded-md border border-slate-200 p-4 text-sm lg:col-span-1" data-testid="lead-summary">
          <dt className="font-medium text-slate-700">{t('colBuyer')}</dt>
          <dd>
            {lead.buyerName ? <span data-user-text>{lead.buyerName}</span> : t('notSharedYet')}
            {lead.buyerCompany ? (
              <span className="block text-slate-600" data-user-text>
                {lead.buyerCompany}
              </span>
            ) : null}
          </dd>
          <dt className="font-medium text-slate-700">{t('contact')}</dt>
          <dd>{lead.buyerEmail || lead.buyerPhone ? <span data-user-text>{[lead.buyerEmail, lead.buyerPhone].filter(Boolean).join(' · ')}</span> : t('contactHidden')}</dd>
          {lead.productName ? (
            <>
              <dt className="font-medium text-slate-700">{t('product')}</dt>
              <dd data-user-text>{lead.productName}</dd>
            </>
          ) : null}
          {lead.quantity !== null ? (
            <>
              <dt className="font-medium text-slate-700">{t('quantity')}</dt>
              {/* An inquiry's unit may be one the buyer typed. */}
              <dd data-user-text>{quantity(lead.quantity, lead.unit ?? '')}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-700">{t('status')}</dt>
          <dd data-testid="lead-status">{statusText}</dd>
          <dt className="font-medium text-slate-700">{t('colAssignee')}</dt>
          <dd>{lead.assigneeName ? <span data-user-text>{lead.assigneeName}</span> : t('nobody')}</dd>
          <dt className="font-medium text-slate-700">{t('followUp')}</dt>
          <dd className={overdue ? 'font-semibold text-red-800' : ''}>
            {lead.followUpOn ? (overdue ? t('followUpDayOverdue', { day: formatIndianDay(lead.followUpOn, locale) }) : formatIndianDay(lead.followUpOn, locale)) : t('none')}
          </dd>
          <dt className="font-medium text-slate-700">{t('received')}</dt>
          <dd>{formatIndianMoment(new Date(lead.createdAt), locale)}</dd>
        </dl>
        <div className="space-y-6 lg:col-span-2">
          <StatusForm status={lead.status} lostReason={lead.lostReason} lastResult={resultFor(actionData, ['status'])} />
          <FollowUpForm followUpOn={lead.followUpOn} today={today} lastResult={resultFor(actionData, ['follow-up', 'clear-follow-up'])} />
          <AssignForm assignee={lead.assigneeUserId} team={team} lastResult={resultFor(actionData, ['assign'])} />
          <NoteForm lastResult={resultFor(actionData, ['note'])} />
          <section aria-labelledby="notes-title">
            <h2 id="notes-title" className="text-lg font-semibold">
              {t('notesAndHistory')}
            </h2>
            <p className="text-xs text-slate-600">{t('notesPrivate')}</p>
            {notes.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{t('noNotes')}</p>
            ) : (
              <ol className="mt-2 space-y-2" data-testid="lead-notes">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="text-xs text-slate-600">
                      <span data-user-text>{note.author ?? 'TradeSetu'}</span> · {formatIndianMoment(new Date(note.createdAt), locale)}
                    </p>
                    {/* The site's history lines are domain texts; a note a colleague typed is shown as written. */}
                    <p className="mt-1 whitespace-pre-line" data-user-text>
                      {domainText(note.body)}
                    </p>
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
  const t = useT('sellerLeads');
  const domainText = useDomainText();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">{t('status')}</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="status" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField meta={fields.status} label={t('status')} required>
          <select {...getSelectProps(fields.status)} className={inputClass}>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {domainText(LEAD_STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField meta={fields.lostReason} label={t('ifLostWhy')} hint={t('ifLostHint')}>
          <select {...getSelectProps(fields.lostReason, { ariaDescribedBy: fields.lostReason.descriptionId })} required={false} className={inputClass}>
            <option value="">{t('chooseReason')}</option>
            {LOST_REASONS.map((value) => (
              <option key={value} value={value}>
                {domainText(LOST_REASON_LABELS[value])}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <button type="submit" className={buttonClass}>
        {t('saveStatus')}
      </button>
    </Form>
  );
}

function FollowUpForm({ followUpOn, today, lastResult }: { followUpOn: string | null; today: string; lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(today), { id: 'lead-follow-up', lastResult, defaultValue: { intent: 'follow-up', followUpOn: followUpOn ?? undefined } });
  const t = useT('sellerLeads');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">{t('followUp')}</h2>
      <FormErrors form={form} />
      <FormField meta={fields.followUpOn} label={t('followUpOn')} hint={t('followUpHint')}>
        <input {...getInputProps(fields.followUpOn, { type: 'date', ariaDescribedBy: fields.followUpOn.descriptionId })} min={today} className={`${inputClass} max-w-xs`} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="follow-up" className={buttonClass}>
          {t('setFollowUp')}
        </button>
        {followUpOn ? (
          <button type="submit" name="intent" value="clear-follow-up" formNoValidate className={secondary}>
            {t('removeFollowUp')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function AssignForm({ assignee, team, lastResult }: { assignee: number | null; team: { userId: number; name: string; email: string }[]; lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(), { id: 'lead-assign', lastResult, defaultValue: { intent: 'assign', assigneeUserId: assignee === null ? undefined : String(assignee) } });
  const t = useT('sellerLeads');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">{t('colAssignee')}</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="assign" />
      <FormField meta={fields.assigneeUserId} label={t('assignedTo')} hint={t('assignHint')}>
        <select {...getSelectProps(fields.assigneeUserId, { ariaDescribedBy: fields.assigneeUserId.descriptionId })} className={`${inputClass} max-w-sm`}>
          <option value="">{t('nobody')}</option>
          {team.map((member) => (
            <option key={member.userId} value={String(member.userId)} data-user-text>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className={buttonClass}>
        {t('saveAssignee')}
      </button>
    </Form>
  );
}

function NoteForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useSchemaForm(leadUpdateSchema(), { id: 'lead-note', lastResult, defaultValue: { intent: 'note' } });
  const t = useT('sellerLeads');
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-slate-200 p-4">
      <h2 className="text-lg font-semibold">{t('addANote')}</h2>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="note" />
      <FormField meta={fields.body} label={t('note')} hint={t('noteHint', { max: MAX_NOTE_CHARS.toLocaleString('en-IN') })}>
        <textarea {...getTextareaProps(fields.body, { ariaDescribedBy: fields.body.descriptionId })} rows={3} className={inputClass} />
      </FormField>
      <button type="submit" className={buttonClass}>
        {t('addNote')}
      </button>
    </Form>
  );
}
