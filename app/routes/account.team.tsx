import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { RichText, useDomainText, useLocale, useT } from '~/components/i18n/context';
import { Form, Link } from '~/components/i18n/links';
import type { Route } from './+types/account.team';
import { FormErrors, FormField } from '~/components/form-field';
import { buttonClass, inputClass, keepFieldFocus } from '~/components/form-controls';
import { DoneNotice, UnplacedErrors } from '~/components/notices';
import { useSchemaForm } from '~/components/use-schema-form';
import { formatIndianMoment, formatIndianDay } from '~/domain/india-time';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, TEAM_ROLES, type TeamRole } from '~/domain/team';
import { InviteSchema, TeamActionSchema } from '~/domain/team-invitations';
import { requireUser } from '~/services/accounts/sessions.server';
import { changeMemberRole, inviteColleague, removeMember, teamPage, withdrawInvitation } from '~/services/accounts/team.server';
import { formHeaders, submitForm } from '~/services/http/form-action.server';
import { withAppErrors } from '~/services/http/route-errors.server';
import { requestTranslator } from '~/services/i18n/request.server';
import type { MessageKey } from '~/content/messages';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return { ...(await teamPage(user.id)), title: requestTranslator(request, 'accountTeam')('team') };
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  const t = requestTranslator(request, 'accountTeam');
  return submitForm(
    request,
    TeamActionSchema,
    async (input) => {
      switch (input.intent) {
        case 'invite': {
          const { email, replaced } = await inviteColleague(user.id, input);
          return { message: t(replaced ? 'invitationResent' : 'invitationSent', { email }) };
        }
        case 'withdraw': {
          const { email } = await withdrawInvitation(user.id, input.invitationId);
          return { message: t('invitationWithdrawn', { email }) };
        }
        case 'change-role': {
          const { name, role } = await changeMemberRole(user.id, input.userId, input.role);
          return { message: t('roleChanged', { name, role: requestTranslator(request, 'errors')(ROLE_LABELS[role] as MessageKey<'errors'>) }) };
        }
        case 'remove': {
          const { name } = await removeMember(user.id, input.userId);
          return { message: t('memberRemoved', { name }) };
        }
      }
    },
    { resetOnSuccess: true },
  );
});

const smallButton = 'rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold';

type Loaded = Extract<Route.ComponentProps['loaderData'], { kind: 'team' }>;

function MemberRow({ member, canManage, you }: { member: Loaded['members'][number]; canManage: boolean; you: number }) {
  const self = member.userId === you;
  const t = useT('accountTeam');
  const domainText = useDomainText();
  const locale = useLocale();
  return (
    <tr className="border-t border-slate-200 align-top" data-member={member.email}>
      <td className="py-2 pr-3 font-semibold">
        <span data-user-text>{member.name}</span>
        {self ? <span className="font-normal text-slate-600">{t('you')}</span> : null}
      </td>
      <td className="py-2 pr-3">{member.email}</td>
      <td className="py-2 pr-3">
        {canManage ? (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="userId" value={member.userId} />
            <label className="sr-only" htmlFor={`role-${member.userId}`}>
              {t('roleOf', { name: member.name })}
            </label>
            <select id={`role-${member.userId}`} name="role" defaultValue={member.role} className="rounded-md border border-slate-400 px-2 py-1 text-sm">
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {domainText(ROLE_LABELS[role])}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="change-role" className={smallButton}>
              <RichText text={t('changeRole', { name: member.name })} parts={[<span className="sr-only" />]} />
            </button>
          </Form>
        ) : (
          domainText(ROLE_LABELS[member.role])
        )}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatIndianDay(member.since, locale)}</td>
      {canManage ? (
        <td className="py-2">
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="userId" value={member.userId} />
            <label className="flex items-center gap-1 text-sm">
              <input type="checkbox" name="confirm" value="yes" required />
              {t('yesRemove', { name: member.name })}
            </label>
            <button type="submit" name="intent" value="remove" className={`${smallButton} border-red-700 text-red-800`}>
              <RichText text={t('remove', { name: member.name })} parts={[<span className="sr-only" />]} />
            </button>
          </Form>
        </td>
      ) : null}
    </tr>
  );
}

function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT('accountTeam');
  const domainText = useDomainText();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(InviteSchema, { id: 'invite', lastResult, defaultValue: { intent: 'invite', role: 'sales' } });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-xl gap-4">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="invite" />
      <FormField meta={fields.email} label={t('theirEmail')} required hint={t('theirEmailHint')}>
        <input {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: fields.email.descriptionId })} autoComplete="off" className={inputClass} />
      </FormField>
      <FormField meta={fields.role} label={t('role')} required>
        <select {...getSelectProps(fields.role)} className={inputClass}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {domainText(ROLE_LABELS[role])} — {domainText(ROLE_DESCRIPTIONS[role])}
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          {t('sendInvitation')}
        </button>
      </div>
    </Form>
  );
}

function RoleList() {
  const domainText = useDomainText();
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
      {TEAM_ROLES.map((role: TeamRole) => (
        <div key={role} className="rounded-md border border-slate-200 p-3">
          <dt className="font-semibold">{domainText(ROLE_LABELS[role])}</dt>
          <dd className="text-slate-700">{domainText(ROLE_DESCRIPTIONS[role])}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('accountTeam');
  const domainText = useDomainText();
  const locale = useLocale();
  if (loaderData.kind === 'no-company') {
    return (
      <section className="py-6">
        <h1 className="text-2xl font-bold text-brand-700">{t('team')}</h1>
        <p className="mt-4 text-slate-700" data-testid="no-company">
          <RichText text={t('noCompany')} parts={[<Link to="/account" className="text-brand-700 underline" />]} />
        </p>
      </section>
    );
  }
  const { company, members, invitations, canManage, you } = loaderData;
  const message = actionData?.ok && 'message' in actionData ? actionData.message : undefined;
  const invitePosted = actionData?.result.initialValue?.intent === 'invite';
  const refusal = actionData && !actionData.ok && !invitePosted ? [...(actionData.result.error?.[''] ?? []), ...Object.entries(actionData.result.error ?? {}).flatMap(([key, value]) => (key ? (value ?? []) : []))] : undefined;
  return (
    <section className="py-6">
      <h1 className="text-2xl font-bold text-brand-700">{t('teamOf', { company: company.name })}</h1>
      {canManage ? (
        <p className="mt-2 text-slate-700">{t('everyoneLogsIn', { company: company.name })}</p>
      ) : (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="not-owner">
          {t('notOwner', { role: domainText(ROLE_LABELS[you.role]), company: company.name })}
        </p>
      )}
      <DoneNotice message={message} />
      <UnplacedErrors errors={refusal} />
      <h2 className="mt-6 text-lg font-bold">{t('members', { count: members.length })}</h2>
      {/* relative: the visually hidden labels in the rows stay in this scrolling box instead of widening the page */}
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-2 pr-3">
                {t('name')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('email')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('role')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('memberSince')}
              </th>
              {canManage ? (
                <th scope="col" className="py-2">
                  {t('removeColumn')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <MemberRow key={member.userId} member={member} canManage={canManage} you={you.userId} />
            ))}
          </tbody>
        </table>
      </div>
      {canManage ? (
        <>
          <h2 className="mt-8 text-lg font-bold">{t('invitationsWaiting', { count: invitations.length })}</h2>
          {invitations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('noInvitations')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm" data-invitation={invitation.email}>
                  <span>
                    <RichText
                      text={t('invitationLine', {
                        email: invitation.email,
                        role: domainText(ROLE_LABELS[invitation.role]),
                        sent: formatIndianMoment(new Date(invitation.sentAt), locale),
                        expires: formatIndianMoment(new Date(invitation.expiresAt), locale),
                      })}
                      parts={[<strong />]}
                    />
                  </span>
                  <Form method="post">
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button type="submit" name="intent" value="withdraw" className={smallButton}>
                      <RichText text={t('withdraw', { email: invitation.email })} parts={[<span className="sr-only" />]} />
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-8 text-lg font-bold">{t('inviteColleague')}</h2>
          <RoleList />
          <InviteForm lastResult={invitePosted ? actionData?.result : undefined} />
        </>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-bold">{t('whatEachRole')}</h2>
          <RoleList />
        </>
      )}
    </section>
  );
}
