import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { config } from '~/config.server';
import { INVITATION_PROBLEMS, MAX_PENDING_INVITATIONS, type InvitationProblem } from '~/domain/team-invitations';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type TeamRole } from '~/domain/team';
import { recordAccountConsent } from '~/services/accounts/consents.server';
import { invitationMail } from '~/services/accounts/invitation-mail.server';
import { membershipOf, requireCompanyAllowing, type Membership } from '~/services/accounts/membership.server';
import { hashPassword, verifyPassword } from '~/services/accounts/passwords.server';
import { db, transaction, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { companies } from '~/services/db/schema/companies';
import { threads } from '~/services/db/schema/conversations';
import { companyInvitations, companyMembers } from '~/services/db/schema/team';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, fieldError } from '~/services/errors.server';
import { emailLocaleOf } from '~/services/mail/language.server';
import { sendEmail } from '~/services/mail/mailer.server';
import { enforceRateLimit } from '~/services/security/rate-limit.server';

/**
 * A company's team (issue 16, decision record 0020): owners invite colleagues by email with a role,
 * change roles and remove members; an invitation is accepted once, before it expires, by the
 * mailbox it was sent to. Access itself is decided by company_members on every request
 * (membership.server.ts), so a removed member loses it at once.
 */

const NO_COMPANY = 'You are not part of a company on TradeSetu, so there is no team to manage. Create your company profile first.';
/** Invitations one company may send in a day, so the form cannot be used to mail strangers in bulk. */
const INVITES_PER_DAY = 50;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

async function ownerOf(userId: number, executor?: Transaction): Promise<Membership> {
  return requireCompanyAllowing(userId, 'manage_company', NO_COMPANY, executor);
}

/** Holds the company's team still while it changes, so two owners cannot both step down at once. */
async function lockTeam(tx: Transaction, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

async function memberRows(companyId: number) {
  return db()
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.role, since: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(users.id));
}

const pending = (now: Date) => and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.withdrawnAt), gt(companyInvitations.expiresAt, now));

export type TeamPage =
  | { kind: 'no-company' }
  | {
      kind: 'team';
      company: { id: number; name: string };
      you: { userId: number; role: TeamRole };
      canManage: boolean;
      members: { userId: number; name: string; email: string; role: TeamRole; since: Date }[];
      invitations: { id: number; email: string; role: TeamRole; sentAt: Date; expiresAt: Date }[];
    };

/** /account/team: everyone sees who is on the team; owners also see and manage invitations. */
export async function teamPage(userId: number): Promise<TeamPage> {
  const membership = await membershipOf(userId);
  if (!membership) return { kind: 'no-company' };
  const canManage = membership.role === 'owner';
  const [members, invitations] = await Promise.all([
    memberRows(membership.companyId),
    canManage
      ? db()
          .select({ id: companyInvitations.id, email: companyInvitations.email, role: companyInvitations.role, sentAt: companyInvitations.createdAt, expiresAt: companyInvitations.expiresAt })
          .from(companyInvitations)
          .where(and(eq(companyInvitations.companyId, membership.companyId), pending(new Date())))
          .orderBy(desc(companyInvitations.createdAt))
      : [],
  ]);
  return { kind: 'team', company: { id: membership.companyId, name: membership.companyName }, you: { userId, role: membership.role }, canManage, members, invitations };
}

/**
 * Emails an invitation to join the owner's company with `role`. Refused in words when the address
 * is already on the team, belongs to a login of another company (one login works for one company),
 * or too many invitations wait; inviting an address again replaces its earlier invitation.
 */
export async function inviteColleague(ownerUserId: number, input: { email: string; role: TeamRole }, siteName = config().SITE_NAME): Promise<{ email: string; replaced: boolean }> {
  const email = input.email.trim().toLowerCase();
  const owner = await ownerOf(ownerUserId);
  await enforceRateLimit(`team-invite:company:${owner.companyId}`, INVITES_PER_DAY, 24 * 3600, (wait) => `Your company has sent many invitations today. You can send more in ${wait}.`);
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config().INVITATION_EXPIRY_DAYS * 24 * 3600 * 1000);
  return transaction(async (tx) => {
    const membership = await ownerOf(ownerUserId, tx);
    await lockTeam(tx, membership.companyId);
    const [existing] = await tx
      .select({ companyId: companyMembers.companyId })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, email))
      .limit(1);
    if (existing?.companyId === membership.companyId) throw new ConflictError(undefined, fieldError('email', `${email} is already on your team. Change their role in the list above instead.`));
    if (existing?.companyId) {
      throw new ConflictError(undefined, fieldError('email', `${email} already works for another company on TradeSetu. One login works for one company: they must leave that company's team first, or you can invite another email address.`));
    }
    const replaced = await tx
      .update(companyInvitations)
      .set({ withdrawnAt: now })
      .where(and(eq(companyInvitations.companyId, membership.companyId), eq(companyInvitations.email, email), pending(now)))
      .returning({ id: companyInvitations.id });
    const [waiting] = await tx.select({ n: count() }).from(companyInvitations).where(and(eq(companyInvitations.companyId, membership.companyId), pending(now)));
    if ((waiting?.n ?? 0) >= MAX_PENDING_INVITATIONS) {
      throw new ValidationError(`${MAX_PENDING_INVITATIONS} invitations are already waiting to be accepted. Withdraw some you no longer need, then invite again.`);
    }
    await tx.insert(companyInvitations).values({ companyId: membership.companyId, email, role: input.role, tokenHash: hashToken(token), invitedByUserId: ownerUserId, createdAt: now, expiresAt });
    const [inviter] = await tx.select({ name: users.name, locale: users.locale }).from(users).where(eq(users.id, ownerUserId));
    await sendEmail(invitationMail({ to: email, token, role: input.role, company: membership.companyName, siteName, inviter, locale: existing ? await emailLocaleOf({ email }, tx) : (inviter?.locale ?? 'en') }), tx);
    return { email, replaced: replaced.length > 0 };
  });
}

/** Withdraws a waiting invitation of the owner's company; its link stops working at once. */
export async function withdrawInvitation(ownerUserId: number, invitationId: number): Promise<{ email: string }> {
  const membership = await ownerOf(ownerUserId);
  const [row] = await db()
    .update(companyInvitations)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, membership.companyId), pending(new Date())))
    .returning({ email: companyInvitations.email });
  if (!row) throw new NotFoundError('That invitation is no longer waiting: it was accepted, withdrawn or has expired. Reload the page.');
  return row;
}

async function teamMember(tx: Transaction, companyId: number, userId: number) {
  const [row] = await tx
    .select({ role: companyMembers.role, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError('That person is no longer on your team. Reload the page.');
  return row;
}

/** Refuses a change that would leave the company without an owner. */
async function keepAnOwner(tx: Transaction, companyId: number, leavingUserId: number, name: string, what: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner'), ne(companyMembers.userId, leavingUserId)));
  if ((others?.n ?? 0) === 0) {
    throw new ConflictError(`${name} is the only owner of the company, so they cannot be ${what}. Make another member an owner first.`);
  }
}

/** Changes a member's role; it takes effect on their next click. The last owner stays an owner. */
export async function changeMemberRole(ownerUserId: number, memberUserId: number, role: TeamRole): Promise<{ name: string; role: TeamRole }> {
  return transaction(async (tx) => {
    const membership = await ownerOf(ownerUserId, tx);
    await lockTeam(tx, membership.companyId);
    const member = await teamMember(tx, membership.companyId, memberUserId);
    if (member.role === 'owner' && role !== 'owner') await keepAnOwner(tx, membership.companyId, memberUserId, member.name, `made ${ROLE_LABELS[role]}`);
    await tx.update(companyMembers).set({ role }).where(and(eq(companyMembers.companyId, membership.companyId), eq(companyMembers.userId, memberUserId)));
    await unassignLeadsOnlyLeadsMayHave(tx, membership.companyId, memberUserId, role);
    return { name: member.name, role };
  });
}

/**
 * Removes a member from the company: from their next request on they act for it no more (they keep
 * their login, and may create a company of their own). Leads assigned to them are unassigned.
 */
export async function removeMember(ownerUserId: number, memberUserId: number): Promise<{ name: string }> {
  return transaction(async (tx) => {
    const membership = await ownerOf(ownerUserId, tx);
    await lockTeam(tx, membership.companyId);
    const member = await teamMember(tx, membership.companyId, memberUserId);
    if (member.role === 'owner') await keepAnOwner(tx, membership.companyId, memberUserId, member.name, 'removed');
    await tx.delete(companyMembers).where(and(eq(companyMembers.companyId, membership.companyId), eq(companyMembers.userId, memberUserId)));
    await tx.update(threads).set({ assigneeUserId: null }).where(and(eq(threads.sellerCompanyId, membership.companyId), eq(threads.assigneeUserId, memberUserId)));
    return { name: member.name };
  });
}

/** A member whose new role no longer includes leads is not left holding any. */
async function unassignLeadsOnlyLeadsMayHave(tx: Transaction, companyId: number, userId: number, role: TeamRole): Promise<void> {
  if (role === 'catalogue') await tx.update(threads).set({ assigneeUserId: null }).where(and(eq(threads.sellerCompanyId, companyId), eq(threads.assigneeUserId, userId)));
}

// ---------------------------------------------------------------------------------------------
// The invitation link

type InvitationRow = typeof companyInvitations.$inferSelect & { companyName: string; invitedBy: string | null };

async function findInvitation(token: string, executor: Transaction | ReturnType<typeof db>, lock = false): Promise<InvitationRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const query = executor
    .select({ invitation: companyInvitations, companyName: companies.name, invitedBy: users.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
    .where(eq(companyInvitations.tokenHash, hashToken(token)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: companyInvitations }) : await query;
  return row ? { ...row.invitation, companyName: row.companyName, invitedBy: row.invitedBy } : undefined;
}

function problemOf(invitation: InvitationRow | undefined, now = new Date()): InvitationProblem | null {
  if (!invitation) return 'unknown';
  if (invitation.acceptedAt) return 'used';
  if (invitation.withdrawnAt) return 'withdrawn';
  if (invitation.expiresAt <= now) return 'expired';
  return null;
}

export type InvitationView =
  | { status: 'problem'; problem: InvitationProblem; message: string }
  | {
      status: 'open';
      companyName: string;
      role: TeamRole;
      roleLabel: string;
      roleDescription: string;
      email: string;
      invitedBy: string | null;
      expiresAt: Date;
      /** What the signed-in visitor can do with it. */
      viewer: { kind: 'visitor'; loginExists: boolean } | { kind: 'invitee'; otherCompany: string | null; alreadyMember: boolean } | { kind: 'someone-else'; email: string };
    };

/** What /invitations/<token> shows to the visitor, signed in or not. */
export async function invitationPage(token: string, viewer: { id: number; email: string } | null): Promise<InvitationView> {
  const invitation = await findInvitation(token, db());
  const problem = problemOf(invitation);
  if (problem || !invitation) {
    const p = problem ?? 'unknown';
    return { status: 'problem', problem: p, message: INVITATION_PROBLEMS[p] };
  }
  const base = {
    status: 'open' as const,
    companyName: invitation.companyName,
    role: invitation.role,
    roleLabel: ROLE_LABELS[invitation.role],
    roleDescription: ROLE_DESCRIPTIONS[invitation.role],
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt,
  };
  if (!viewer) {
    const [login] = await db().select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1);
    return { ...base, viewer: { kind: 'visitor', loginExists: Boolean(login) } };
  }
  if (viewer.email.toLowerCase() !== invitation.email.toLowerCase()) return { ...base, viewer: { kind: 'someone-else', email: viewer.email } };
  const membership = await membershipOf(viewer.id);
  return {
    ...base,
    viewer: { kind: 'invitee', otherCompany: membership && membership.companyId !== invitation.companyId ? membership.companyName : null, alreadyMember: membership?.companyId === invitation.companyId },
  };
}

const oneCompany = (email: string, companyName: string) =>
  `The login ${email} already works for ${companyName}. One login works for one company: ask an owner of ${companyName} to remove you from its team first, or ask to be invited with another email address.`;

/** Joins the invitation's company inside `tx`, the invitation locked; the token proved the mailbox. */
async function join(tx: Transaction, invitation: InvitationRow, userId: number): Promise<{ companyName: string; role: TeamRole }> {
  const membership = await membershipOf(userId, tx);
  if (membership && membership.companyId !== invitation.companyId) throw new ConflictError(oneCompany(invitation.email, membership.companyName));
  if (!membership) await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId, role: invitation.role, addedByUserId: invitation.invitedByUserId });
  await tx.update(companyInvitations).set({ acceptedAt: new Date(), acceptedByUserId: userId }).where(eq(companyInvitations.id, invitation.id));
  await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId));
  return { companyName: invitation.companyName, role: membership?.role ?? invitation.role };
}

/** Accepted already by this very login (a second click): the same answer again, nothing added. */
const acceptedBy = (invitation: InvitationRow | undefined, userId: number) => invitation?.acceptedAt && invitation.acceptedByUserId === userId;

/**
 * The signed-in invitee accepts: they become a member with the invited role. Only the invited
 * mailbox's login may accept; a login already at another company is refused in words. A second
 * click answers like the first.
 */
export async function acceptInvitation(token: string, user: { id: number; email: string }): Promise<{ companyName: string; role: TeamRole }> {
  return transaction(async (tx) => {
    const invitation = await findInvitation(token, tx, true);
    if (invitation && acceptedBy(invitation, user.id)) {
      const membership = await membershipOf(user.id, tx);
      if (membership?.companyId === invitation.companyId) return { companyName: invitation.companyName, role: membership.role };
    }
    const problem = problemOf(invitation);
    if (problem || !invitation) throw new ConflictError(INVITATION_PROBLEMS[problem ?? 'unknown']);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new ForbiddenError(`This invitation was sent to ${invitation.email}, and you are logged in as ${user.email}. Log out and open the link again to accept it with the invited address.`);
    }
    return join(tx, invitation, user.id);
  });
}

/**
 * A new login for the invited email, made from the invitation: the email is the invited one
 * (lower-case) and verified, since the link proved the mailbox; the login joins the company at
 * once. A repeated submit (double click) with the same password answers like the first.
 */
export async function createLoginFromInvitation(token: string, input: { name: string; password: string }, clientAddress: string | null = null): Promise<{ userId: number; companyName: string; role: TeamRole }> {
  const passwordHash = await hashPassword(input.password);
  return transaction(async (tx) => {
    const invitation = await findInvitation(token, tx, true);
    if (invitation?.acceptedAt && invitation.acceptedByUserId) {
      const [earlier] = await tx.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.id, invitation.acceptedByUserId));
      const membership = await membershipOf(invitation.acceptedByUserId, tx);
      if (earlier && membership?.companyId === invitation.companyId && (await verifyPassword(earlier.passwordHash, input.password))) {
        return { userId: earlier.id, companyName: invitation.companyName, role: membership.role };
      }
    }
    const problem = problemOf(invitation);
    if (problem || !invitation) throw new ConflictError(INVITATION_PROBLEMS[problem ?? 'unknown']);
    const email = invitation.email.toLowerCase();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) throw new ConflictError(`There is already a login for ${email}. Log in with it to accept the invitation.`);
    const [created] = await tx.insert(users).values({ email, name: input.name, passwordHash, emailVerifiedAt: new Date() }).returning({ id: users.id });
    if (!created) throw new Error('the new login was not created');
    await recordAccountConsent(tx, created.id, clientAddress);
    const joined = await join(tx, invitation, created.id);
    return { userId: created.id, ...joined };
  });
}

/**
 * What the account area's frame needs: the login's company and role (which tabs it shows), and for
 * a login without a company the one it last joined by invitation, if any, so a removed member reads
 * that they are no longer part of it.
 */
export async function accountAreaOf(userId: number): Promise<{ membership: Membership | null; formerCompany: string | null }> {
  const membership = await membershipOf(userId);
  if (membership) return { membership, formerCompany: null };
  const [former] = await db()
    .select({ name: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.acceptedByUserId, userId))
    .orderBy(desc(companyInvitations.acceptedAt))
    .limit(1);
  return { membership: null, formerCompany: former?.name ?? null };
}
