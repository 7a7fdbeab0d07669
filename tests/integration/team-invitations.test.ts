import { and, count, eq, isNull } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITATION_CONSENT_REQUIRED, MAX_PENDING_INVITATIONS } from '~/domain/team-invitations';
import { companyAllowing, membershipOf } from '~/services/accounts/membership.server';
import { createSession } from '~/services/accounts/sessions.server';
import { acceptInvitation, changeMemberRole, createLoginFromInvitation, invitationPage, inviteColleague, removeMember, teamPage, withdrawInvitation } from '~/services/accounts/team.server';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { consents } from '~/services/db/schema/privacy';
import { companyInvitations, companyMembers } from '~/services/db/schema/team';
import { ConflictError, ForbiddenError, ValidationError } from '~/services/errors.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { action as invitationAction, loader as invitationLoader } from '~/routes/invitations.$token';
import { action as teamAction } from '~/routes/account.team';
import { call, cookieOf, form } from './support/form-call';
import { newSupplier, userWithoutCompany } from './support/requirement-fixtures';
import { colleagueEmail, colleagueOf, invitationToken, invite } from './support/team-fixtures';

const PASSWORD = 'rows-of-sprouting-seeds';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const membersOf = async (userId: number) => (await db().select({ n: count() }).from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.n;
const sessionCookie = async (userId: number) => cookieOf(await createSession(new Request('http://localhost/'), userId));
const emailOf = async (userId: number) => (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

describe('inviting a colleague and accepting', () => {
  it('emails a link to /invitations/<token> (only its SHA-256 kept); a new login made from it joins as the invited role, its email lower-case and verified', async () => {
    const seller = await newSupplier();
    const email = colleagueEmail('neha');
    await inviteColleague(seller.userId, { email: email.toUpperCase(), role: 'sales' });
    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail?.subject).toContain('invites you to');
    expect(mail?.text).toContain(`${siteUrlForLinks()}/invitations/`);
    expect(mail?.text).toContain('Sales: Answer inquiries and requirements');
    const token = await invitationToken(email);
    const [stored] = await db().select().from(companyInvitations).where(eq(companyInvitations.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ companyId: seller.companyId, email, role: 'sales', acceptedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await invitationPage(token, null);
    expect(page).toMatchObject({ status: 'open', email, roleLabel: 'Sales', viewer: { kind: 'visitor', loginExists: false } });

    const joined = await call(invitationAction, `/invitations/${token}`, { params: { token }, body: form({ intent: 'create-login', name: 'Neha Joshi', password: PASSWORD, confirmPassword: PASSWORD, consent: 'on' }) });
    expect(joined.status).toBe(302);
    expect(joined.headers.get('location')).toBe('/account');
    expect(joined.headers.get('set-cookie')).toContain('ts_session=');
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await membershipOf(user!.id)).toMatchObject({ companyId: seller.companyId, role: 'sales' });
    expect(await invitationPage(token, null)).toMatchObject({ status: 'problem', problem: 'used' });
    // The privacy notice's consent is recorded with the new login, as at registration (issue 18).
    expect((await db().select().from(consents).where(eq(consents.userId, user!.id))).map((row) => [row.purpose, row.clientAddress])).toEqual([['account', '10.20.0.1']]);
  });

  it('the create-login form keeps the registration password rules and says what is wrong beside each field', async () => {
    const seller = await newSupplier();
    const email = colleagueEmail();
    const token = await invite(seller.userId, email);
    const answer = await call(invitationAction, `/invitations/${token}`, { params: { token }, body: form({ intent: 'create-login', name: '', password: 'password', confirmPassword: 'other' }) });
    expect(answer.status).toBe(400);
    expect(answer.error.name).toEqual(['Enter your name']);
    expect(answer.error.password?.join(' ')).toContain('most common');
    expect(answer.error.consent).toEqual([INVITATION_CONSENT_REQUIRED]);
    expect(answer.initialValue.password).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a double submit of the new login gives one login and one membership; another password is told the invitation was used', async () => {
    const seller = await newSupplier();
    const token = await invite(seller.userId, colleagueEmail(), 'catalogue');
    const [first, second] = await Promise.all([createLoginFromInvitation(token, { name: 'Ravi', password: PASSWORD }), createLoginFromInvitation(token, { name: 'Ravi', password: PASSWORD })]);
    expect(second.userId).toBe(first.userId);
    expect(await membersOf(first.userId)).toBe(1);
    await expect(createLoginFromInvitation(token, { name: 'Ravi', password: 'a-different-password' })).rejects.toThrow(/already accepted/);
  });

  it('an existing login without a company joins with one button, the email matched case-insensitively; a second click adds nothing', async () => {
    const seller = await newSupplier();
    const existing = await userWithoutCompany();
    const email = await emailOf(existing.id);
    const token = await invite(seller.userId, email.toUpperCase(), 'sales');
    expect(await invitationPage(token, null)).toMatchObject({ viewer: { kind: 'visitor', loginExists: true } });
    expect(await invitationPage(token, { id: existing.id, email: email.toUpperCase() })).toMatchObject({ viewer: { kind: 'invitee', otherCompany: null, alreadyMember: false } });
    const cookie = await sessionCookie(existing.id);
    const [a, b] = await Promise.all([
      call(invitationAction, `/invitations/${token}`, { params: { token }, cookie, body: form({ intent: 'join' }) }),
      call(invitationAction, `/invitations/${token}`, { params: { token }, cookie, body: form({ intent: 'join' }) }),
    ]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(await membersOf(existing.id)).toBe(1);
    expect(await membershipOf(existing.id)).toMatchObject({ companyId: seller.companyId, role: 'sales' });
    expect(await acceptInvitation(token, { id: existing.id, email })).toMatchObject({ role: 'sales' });
    const [verified] = await db().select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, existing.id));
    expect(verified?.at).not.toBeNull();
  });

  it('a visitor who must log in first is sent to /login and back to the invitation', async () => {
    const seller = await newSupplier();
    const existing = await userWithoutCompany();
    const token = await invite(seller.userId, await emailOf(existing.id));
    const page = await call(invitationLoader, `/invitations/${token}`, { params: { token } });
    expect(page.status).toBe(200);
    expect((page.data as { loginPath: string }).loginPath).toBe(`/login?redirectTo=${encodeURIComponent(`/invitations/${token}`)}`);
  });
});

describe('invitations refused in words', () => {
  it('expired, withdrawn, already used and unknown links each say so', async () => {
    const seller = await newSupplier();
    const expiredToken = await invite(seller.userId, colleagueEmail());
    await db().update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.tokenHash, sha256(expiredToken)));
    expect(await invitationPage(expiredToken, null)).toMatchObject({ status: 'problem', message: expect.stringContaining('expired') });
    await expect(createLoginFromInvitation(expiredToken, { name: 'Late', password: PASSWORD })).rejects.toThrow(/expired/);

    const email = colleagueEmail();
    const withdrawnToken = await invite(seller.userId, email);
    const [row] = await db().select({ id: companyInvitations.id }).from(companyInvitations).where(eq(companyInvitations.tokenHash, sha256(withdrawnToken)));
    await withdrawInvitation(seller.userId, row!.id);
    expect(await invitationPage(withdrawnToken, null)).toMatchObject({ status: 'problem', message: expect.stringContaining('withdrawn') });
    await expect(createLoginFromInvitation(withdrawnToken, { name: 'Too late', password: PASSWORD })).rejects.toThrow(/withdrawn/);
    const team = await teamPage(seller.userId);
    expect(team.kind === 'team' && team.invitations.map((i) => i.email)).not.toContain(email);

    expect(await invitationPage('A'.repeat(32), null)).toMatchObject({ status: 'problem', problem: 'unknown' });
    expect((await call(invitationLoader, `/invitations/${'A'.repeat(32)}`, { params: { token: 'A'.repeat(32) } })).status).toBe(404);
    expect((await call(invitationLoader, `/invitations/${expiredToken}`, { params: { token: expiredToken } })).status).toBe(410);
    expect(await invitationPage('../../etc', null)).toMatchObject({ status: 'problem', problem: 'unknown' });
  });

  it('a login with another email is told whom the invitation is for; a login of another company is told one login works for one company', async () => {
    const seller = await newSupplier();
    const other = await newSupplier();
    const stranger = await userWithoutCompany();
    const token = await invite(seller.userId, colleagueEmail());
    expect(await invitationPage(token, { id: stranger.id, email: await emailOf(stranger.id) })).toMatchObject({ viewer: { kind: 'someone-else' } });
    await expect(acceptInvitation(token, { id: stranger.id, email: await emailOf(stranger.id) })).rejects.toThrow(/was sent to .* and you are logged in as/);
    expect(await membershipOf(stranger.id)).toBeNull();

    // An invitation to a login that joined another company after it was sent.
    const lateToken = await invite(seller.userId, (await emailOf(stranger.id)).toUpperCase());
    await db().insert(companyMembers).values({ companyId: other.companyId, userId: stranger.id, role: 'sales' });
    expect(await invitationPage(lateToken, { id: stranger.id, email: await emailOf(stranger.id) })).toMatchObject({ viewer: { kind: 'invitee', otherCompany: expect.any(String) } });
    const refused = acceptInvitation(lateToken, { id: stranger.id, email: await emailOf(stranger.id) });
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toThrow(/One login works for one company/);
    expect(await membershipOf(stranger.id)).toMatchObject({ companyId: other.companyId });
  });

  it('the invite form refuses an address already on the team, a login of another company, and more than the waiting limit', async () => {
    const seller = await newSupplier();
    const other = await newSupplier();
    const cookie = await sessionCookie(seller.userId);
    const mine = await call(teamAction, '/account/team', { cookie, body: form({ intent: 'invite', email: seller.email, role: 'sales' }) });
    expect(mine.status).toBe(409);
    expect(mine.error.email?.[0]).toContain('is already on your team');
    const theirs = await call(teamAction, '/account/team', { cookie, body: form({ intent: 'invite', email: other.email.toUpperCase(), role: 'sales' }) });
    expect(theirs.status).toBe(409);
    expect(theirs.error.email?.[0]).toContain('One login works for one company');

    for (let i = 0; i < MAX_PENDING_INVITATIONS; i += 1) await inviteColleague(seller.userId, { email: colleagueEmail(`many${i}`), role: 'catalogue' });
    await expect(inviteColleague(seller.userId, { email: colleagueEmail('one-too-many'), role: 'sales' })).rejects.toBeInstanceOf(ValidationError);
    // Inviting an address again replaces its invitation instead of counting twice; the old link stops working.
    const again = colleagueEmail('again');
    const [row] = await db().select({ id: companyInvitations.id }).from(companyInvitations).where(and(eq(companyInvitations.companyId, seller.companyId), isNull(companyInvitations.withdrawnAt))).limit(1);
    await withdrawInvitation(seller.userId, row!.id);
    const first = await invite(seller.userId, again);
    expect(await inviteColleague(seller.userId, { email: again, role: 'owner' })).toMatchObject({ replaced: true });
    expect(await invitationPage(first, null)).toMatchObject({ status: 'problem', problem: 'withdrawn' });
    expect(await invitationPage(await invitationToken(again), null)).toMatchObject({ status: 'open', role: 'owner' });
  });

  it('only an owner manages the team: a sales colleague reads the team and is refused in words', async () => {
    const seller = await newSupplier();
    const sales = await colleagueOf(seller.userId, 'sales');
    const page = await teamPage(sales.userId);
    expect(page).toMatchObject({ kind: 'team', canManage: false, invitations: [] });
    expect(page.kind === 'team' && page.members.map((m) => m.email).sort()).toEqual([seller.email, sales.email].sort());
    const answer = await call(teamAction, '/account/team', { cookie: await sessionCookie(sales.userId), body: form({ intent: 'invite', email: colleagueEmail(), role: 'owner' }) });
    expect(answer.status).toBe(403);
    expect(answer.error.email ?? answer.error['']).toEqual([expect.stringContaining('does not include the team, plans, billing and the company profile')]);
    await expect(removeMember(sales.userId, seller.userId)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('roles and the last owner', () => {
  it('the last owner can be neither removed nor demoted; with a second owner both work', async () => {
    const seller = await newSupplier();
    const cookie = await sessionCookie(seller.userId);
    const demote = await call(teamAction, '/account/team', { cookie, body: form({ intent: 'change-role', userId: String(seller.userId), role: 'sales' }) });
    expect(demote.status).toBe(409);
    expect(demote.error['']?.[0]).toContain('is the only owner of the company');
    await expect(removeMember(seller.userId, seller.userId)).rejects.toThrow(/only owner/);
    const partner = await colleagueOf(seller.userId, 'owner');
    await changeMemberRole(partner.userId, seller.userId, 'sales');
    await expect(changeMemberRole(partner.userId, partner.userId, 'catalogue')).rejects.toThrow(/only owner/);
    await removeMember(partner.userId, seller.userId);
    expect(await membershipOf(seller.userId)).toBeNull();
  });

  it('a role change takes effect on the next request', async () => {
    const seller = await newSupplier();
    const colleague = await colleagueOf(seller.userId, 'sales');
    expect(await companyAllowing(colleague.userId, 'leads')).toMatchObject({ companyId: seller.companyId });
    await expect(companyAllowing(colleague.userId, 'catalogue')).rejects.toThrow(/does not include the catalogue/);
    const answer = await call(teamAction, '/account/team', { cookie: await sessionCookie(seller.userId), body: form({ intent: 'change-role', userId: String(colleague.userId), role: 'catalogue' }) });
    expect(answer.status).toBe(200);
    expect((answer.data as { message: string }).message).toBe('Colleague sales is now Catalogue.');
    expect(await companyAllowing(colleague.userId, 'catalogue')).toMatchObject({ companyId: seller.companyId });
    await expect(companyAllowing(colleague.userId, 'leads')).rejects.toThrow(/does not include inquiries/);
  });

  it('removing asks for a confirmation', async () => {
    const seller = await newSupplier();
    const colleague = await colleagueOf(seller.userId, 'sales');
    const answer = await call(teamAction, '/account/team', { cookie: await sessionCookie(seller.userId), body: form({ intent: 'remove', userId: String(colleague.userId) }) });
    expect(answer.status).toBe(400);
    expect(answer.error.confirm).toEqual(['Tick the box to confirm the removal']);
    expect(await membershipOf(colleague.userId)).not.toBeNull();
  });
});
