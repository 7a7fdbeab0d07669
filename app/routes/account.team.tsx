import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
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

export function meta() {
  return [{ title: 'Team' }, { name: 'robots', content: 'noindex' }];
}

export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const user = await requireUser(request);
  return teamPage(user.id);
});

export const headers = formHeaders;

export const action = withAppErrors(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return submitForm(
    request,
    TeamActionSchema,
    async (input) => {
      switch (input.intent) {
        case 'invite': {
          const { email, replaced } = await inviteColleague(user.id, input);
          return { message: replaced ? `We sent a new invitation to ${email}; the earlier link no longer works.` : `We sent an invitation to ${email}.` };
        }
        case 'withdraw': {
          const { email } = await withdrawInvitation(user.id, input.invitationId);
          return { message: `The invitation to ${email} is withdrawn; its link no longer works.` };
        }
        case 'change-role': {
          const { name, role } = await changeMemberRole(user.id, input.userId, input.role);
          return { message: `${name} is now ${ROLE_LABELS[role]}.` };
        }
        case 'remove': {
          const { name } = await removeMember(user.id, input.userId);
          return { message: `${name} is removed from the team and can no longer act for the company.` };
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
  return (
    <tr className="border-t border-slate-200 align-top" data-member={member.email}>
      <td className="py-2 pr-3 font-semibold">
        {member.name}
        {self ? <span className="font-normal text-slate-600"> (you)</span> : null}
      </td>
      <td className="py-2 pr-3">{member.email}</td>
      <td className="py-2 pr-3">
        {canManage ? (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="userId" value={member.userId} />
            <label className="sr-only" htmlFor={`role-${member.userId}`}>
              Role of {member.name}
            </label>
            <select id={`role-${member.userId}`} name="role" defaultValue={member.role} className="rounded-md border border-slate-400 px-2 py-1 text-sm">
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="change-role" className={smallButton}>
              Change role<span className="sr-only"> of {member.name}</span>
            </button>
          </Form>
        ) : (
          ROLE_LABELS[member.role]
        )}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatIndianDay(member.since)}</td>
      {canManage ? (
        <td className="py-2">
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="userId" value={member.userId} />
            <label className="flex items-center gap-1 text-sm">
              <input type="checkbox" name="confirm" value="yes" required />
              Yes, remove {member.name}
            </label>
            <button type="submit" name="intent" value="remove" className={`${smallButton} border-red-700 text-red-800`}>
              Remove<span className="sr-only"> {member.name}</span>
            </button>
          </Form>
        </td>
      ) : null}
    </tr>
  );
}

function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(InviteSchema, { id: 'invite', lastResult, defaultValue: { intent: 'invite', role: 'sales' } });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-xl gap-4">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="invite" />
      <FormField meta={fields.email} label="Their email address" required hint="They get an email with a link to join; it works once.">
        <input {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: fields.email.descriptionId })} autoComplete="off" className={inputClass} />
      </FormField>
      <FormField meta={fields.role} label="Role" required>
        <select {...getSelectProps(fields.role)} className={inputClass}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]} — {ROLE_DESCRIPTIONS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <button type="submit" className={buttonClass} onMouseDown={keepFieldFocus} disabled={navigation.state === 'submitting'}>
          Send invitation
        </button>
      </div>
    </Form>
  );
}

function RoleList() {
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
      {TEAM_ROLES.map((role: TeamRole) => (
        <div key={role} className="rounded-md border border-slate-200 p-3">
          <dt className="font-semibold">{ROLE_LABELS[role]}</dt>
          <dd className="text-slate-700">{ROLE_DESCRIPTIONS[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'no-company') {
    return (
      <section className="py-6">
        <h1 className="text-2xl font-bold text-brand-700">Team</h1>
        <p className="mt-4 text-slate-700" data-testid="no-company">
          You are not part of a company on TradeSetu, so there is no team to show.{' '}
          <Link to="/account" className="text-brand-700 underline">
            Create your company profile
          </Link>
          , or ask an owner of your company to invite you.
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
      <h1 className="text-2xl font-bold text-brand-700">Team of {company.name}</h1>
      {canManage ? (
        <p className="mt-2 text-slate-700">Everyone here logs in with their own email and password and acts for {company.name} as their role allows.</p>
      ) : (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="not-owner">
          You are {ROLE_LABELS[you.role]} at {company.name}. Only an owner can manage the team: invite colleagues, change roles or remove members.
        </p>
      )}
      <DoneNotice message={message} />
      <UnplacedErrors errors={refusal} />
      <h2 className="mt-6 text-lg font-bold">Members ({members.length})</h2>
      {/* relative: the visually hidden labels in the rows stay in this scrolling box instead of widening the page */}
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-2 pr-3">
                Name
              </th>
              <th scope="col" className="py-2 pr-3">
                Email
              </th>
              <th scope="col" className="py-2 pr-3">
                Role
              </th>
              <th scope="col" className="py-2 pr-3">
                Member since
              </th>
              {canManage ? (
                <th scope="col" className="py-2">
                  Remove
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
          <h2 className="mt-8 text-lg font-bold">Invitations waiting ({invitations.length})</h2>
          {invitations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No invitations are waiting to be accepted.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm" data-invitation={invitation.email}>
                  <span>
                    <strong>{invitation.email}</strong> as {ROLE_LABELS[invitation.role]} — sent {formatIndianMoment(new Date(invitation.sentAt))}, expires {formatIndianMoment(new Date(invitation.expiresAt))}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button type="submit" name="intent" value="withdraw" className={smallButton}>
                      Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-8 text-lg font-bold">Invite a colleague</h2>
          <RoleList />
          <InviteForm lastResult={invitePosted ? actionData?.result : undefined} />
        </>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-bold">What each role can do</h2>
          <RoleList />
        </>
      )}
    </section>
  );
}
