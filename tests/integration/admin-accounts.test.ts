import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, like, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '~/domain/staff';
import { loader as companiesLoader } from '~/routes/admin.companies';
import { loader as companyLoader } from '~/routes/admin.companies.$id';
import { loader as staffLoader, action as staffAction } from '~/routes/admin.staff';
import { loader as usersLoader } from '~/routes/admin.users';
import { action as userAction, loader as userLoader } from '~/routes/admin.users.$id';
import { action as loginAction } from '~/routes/login';
import { action as registerAction } from '~/routes/register';
import { action as resetAction } from '~/routes/reset-password';
import { hashPassword } from '~/services/accounts/passwords.server';
import { getUser } from '~/services/accounts/sessions.server';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { adminAuditLog } from '~/services/db/schema/billing';
import { companies } from '~/services/db/schema/companies';
import { createStaffFromCommandLine, parseAdminArgs } from '../../scripts/admin-create';
import { createBuyer } from './support/billing-fixtures';
import { firstCategoryPair } from './support/catalog-fixtures';
import { call, form } from './support/form-call';
import { createSeller, insertListings, lastCategoryPair } from './support/listing-fixtures';
import { validRegistration } from './support/registration-data';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

/* The admin console's companies, users and staff accounts (issue 17). */

const PASSWORD = 'staff-password-123';

async function newStaff(role: StaffRole) {
  const email = `${role}-${randomUUID()}@tradesetu.example`;
  const [row] = await db().insert(users).values({ email, name: `Staff ${role}`, passwordHash: await hashPassword(PASSWORD), role, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return { id: row!.id, email };
}

type Listed = { rows: Array<{ id: number; name: string; email?: string; role?: string }>; total: number; page: number; pages: number };

async function listed(loader: typeof companiesLoader | typeof usersLoader, staffId: number, url: string): Promise<Listed> {
  const answer = await answerOf(callRoute(loader as (args: unknown) => Promise<unknown>, await requestAs(staffId, url)));
  expect(answer.status).toBe(200);
  return answer.data as Listed;
}

const support = await newStaff('support');

describe('companies: search and filters', () => {
  it('finds a company by GSTIN, a piece of its name, its email or city, case-insensitively; filters narrow it', async () => {
    const seller = await createSeller(false, '27');
    const [company] = await db().update(companies).set({ name: `Zephyrine Spices ${randomBytes(2).toString('hex')}`, city: 'Kolhapur' }).where(eq(companies.id, seller.companyId)).returning();
    const ids = async (query: string) => (await listed(companiesLoader, support.id, `/admin/companies?${query}`)).rows.map((row) => row.id);
    expect(await ids(`q=${seller.gstin.toLowerCase()}`)).toEqual([seller.companyId]);
    expect(await ids('q=ZEPHYRINE')).toContain(seller.companyId);
    expect(await ids(`q=${encodeURIComponent(company!.email)}`)).toEqual([seller.companyId]);
    expect(await ids('q=kolhapur&role=seller&state=27&level=none&type=msme&suspended=no')).toContain(seller.companyId);
    expect(await ids('q=zephyrine&role=buyer')).not.toContain(seller.companyId);
    expect(await ids('q=zephyrine&state=29')).not.toContain(seller.companyId);
    expect(await ids('q=zephyrine&suspended=yes')).not.toContain(seller.companyId);
    expect(await ids('q=zephyrine&level=documents_reviewed')).not.toContain(seller.companyId);
    // LIKE's wildcards are taken literally; unknown filters and a bad page are ignored, not errors.
    expect(await ids('q=%25%25%25')).toEqual([]);
    expect(await ids('q=zephyrine&role=admin&page=-3&state=Maharashtra')).toContain(seller.companyId);
  });

  it('pages of 50 with the total', async () => {
    const word = `Pagetest${randomBytes(3).toString('hex')}`;
    for (let index = 0; index < 52; index += 1) {
      const buyer = await createBuyer('29');
      await db().update(companies).set({ name: `${word} ${index}` }).where(eq(companies.ownerUserId, buyer.id));
    }
    const first = await listed(companiesLoader, support.id, `/admin/companies?q=${word}`);
    expect(first).toMatchObject({ total: 52, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(50);
    const second = await listed(companiesLoader, support.id, `/admin/companies?q=${word}&page=2`);
    expect(second.rows).toHaveLength(2);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(52);
  });

  it("a company's page: members with team roles, listings by state, open reports, verification link", async () => {
    const seller = await createSeller(false, '27');
    const place = await lastCategoryPair();
    const [live] = await insertListings(seller.companyId, place, [{ name: 'Tamarind Paste' }, { name: 'Kokum Syrup', status: 'paused' }, { name: 'Amla Candy', status: 'paused' }]);
    await db().execute(sql`INSERT INTO reports (target_kind, target_id, reason) VALUES ('company', ${seller.companyId}, 'fraud'), ('listing', ${live!.id}, 'counterfeit'), ('listing', ${live!.id}, 'spam'), ('listing', ${live!.id}, 'other')`);
    await db().execute(sql`UPDATE reports SET status = 'dismissed' WHERE target_kind = 'listing' AND target_id = ${live!.id} AND reason = 'other'`);
    const answer = await answerOf(callRoute(companyLoader, await requestAs(support.id, `/admin/companies/${seller.companyId}`), { id: String(seller.companyId) }));
    expect(answer.status).toBe(200);
    const page = answer.data as { members: Array<{ email: string; teamRole: string }>; listingCounts: Array<{ status: string; count: number }>; openReports: number; canSuspend: boolean };
    expect(page.members).toEqual([expect.objectContaining({ email: seller.email, teamRole: 'owner' })]);
    expect(Object.fromEntries(page.listingCounts.map((entry) => [entry.status, entry.count]))).toEqual({ live: 1, paused: 2 });
    expect(page.openReports).toBe(3);
    // Support reads, but is not offered the suspension form.
    expect(page.canSuspend).toBe(false);
    expect((await answerOf(callRoute(companyLoader, await requestAs(support.id, '/admin/companies/999999999'), { id: '999999999' }))).status).toBe(404);
    expect((await answerOf(callRoute(companyLoader, await requestAs(support.id, '/admin/companies/abc'), { id: 'abc' }))).status).toBe(404);
    const member = await createBuyer();
    expect((await answerOf(callRoute(companyLoader, await requestAs(member.id, `/admin/companies/${seller.companyId}`), { id: String(seller.companyId) }))).status).toBe(403);
  });
});

describe('users: search, details and roles', () => {
  it('finds logins by email or name, filters by role and suspension; a login page shows its company, team role and sessions', async () => {
    const seller = await createSeller(false, '27');
    await requestAs(seller.id, '/account');
    await requestAs(seller.id, '/account');
    const found = await listed(usersLoader, support.id, `/admin/users?q=${encodeURIComponent(seller.email.toUpperCase())}`);
    expect(found.rows.map((row) => row.id)).toEqual([seller.id]);
    const moderators = await listed(usersLoader, support.id, '/admin/users?role=moderator');
    expect(moderators.rows.every((row) => row.role === 'moderator')).toBe(true);
    expect((await listed(usersLoader, support.id, `/admin/users?q=${encodeURIComponent(seller.email)}&suspended=yes`)).total).toBe(0);
    const answer = await answerOf(callRoute(userLoader, await requestAs(support.id, `/admin/users/${seller.id}`), { id: String(seller.id) }));
    const page = answer.data as { user: { company: { id: number; teamRole: string } }; sessions: number; lastLogin: string | null; canChangeRole: boolean };
    expect(page.user.company).toMatchObject({ id: seller.companyId, teamRole: 'owner' });
    expect(page.sessions).toBe(2);
    expect(page.lastLogin).not.toBeNull();
    expect(page.canChangeRole).toBe(false);
  });

  it('an administrator changes a role (audited before/after); a moderator cannot (403, audited); nobody changes their own role', async () => {
    const administrator = await newStaff('administrator');
    const member = await createBuyer();
    const changeRole = async (staffId: number, userId: number, role: string) =>
      answerOf(callRoute(userAction, await requestAs(staffId, `/admin/users/${userId}`, formPost({ form: 'role', role })), { id: String(userId) }));

    expect((await changeRole(administrator.id, member.id, 'support')).status).toBe(200);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `user ${member.email}`)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ adminUserId: administrator.id, action: 'changed role', before: { role: 'member' }, after: { role: 'support' } });
    const browser = await requestAs(member.id, '/admin');
    expect((await getUser(browser))?.role).toBe('support');

    const moderator = await newStaff('moderator');
    expect((await changeRole(moderator.id, member.id, 'administrator')).status).toBe(403);
    const [refusal] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, moderator.id)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(refusal).toMatchObject({ action: 'refused', detail: { role: 'moderator', permission: 'manage_staff' } });
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, member.id)))[0]?.role).toBe('support');

    const own = await changeRole(administrator.id, administrator.id, 'member');
    expect(own.status).toBe(403);
    expect(JSON.stringify(own.data)).toContain('cannot change your own role');
  });
});

describe('staff accounts', () => {
  it('an administrator invites a new staff member: an unusable password, a set-password link, then a staff login', async () => {
    const administrator = await newStaff('administrator');
    const email = `new-moderator-${randomBytes(3).toString('hex')}@tradesetu.example`;
    const invite = await answerOf(callRoute(staffAction, await requestAs(administrator.id, '/admin/staff', formPost({ email, name: 'Meera Iyer', role: 'moderator' }))));
    expect(invite.status).toBe(200);
    const [created] = await db().select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ role: 'moderator', name: 'Meera Iyer' });
    // Nobody knows the password: logging in with anything fails.
    expect((await answerOf(callRoute(loginAction, new Request('http://localhost/login', formPost({ email, password: 'anything-at-all', redirectTo: '/admin' })), {}, '10.40.1.1'))).status).toBe(401);
    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id)).limit(1);
    expect(mail?.subject).toContain('staff account');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    // Choosing the password through the emailed link lands a staff member in the console, not on a company form.
    const chosen = await call(resetAction, '/reset-password', { body: form({ token, password: 'chosen-by-meera-123', confirmPassword: 'chosen-by-meera-123' }) });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/admin');
    const signedIn = await answerOf(callRoute(loginAction, new Request('http://localhost/login', formPost({ email, password: 'chosen-by-meera-123', redirectTo: '/admin' })), {}, '10.40.1.2'));
    expect(signedIn.status).toBe(302);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `user ${email}`)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'invited staff', before: null, after: { role: 'moderator' } });
    const list = await answerOf(callRoute(staffLoader, await requestAs(administrator.id, '/admin/staff')));
    expect(JSON.stringify(list.data)).toContain(email);
  });

  it('an existing member is promoted only after the administrator confirms; staff already staff is refused; a moderator cannot open the page', async () => {
    const administrator = await newStaff('administrator');
    const member = await createBuyer();
    const invite = async (fields: Record<string, string>) => answerOf(callRoute(staffAction, await requestAs(administrator.id, '/admin/staff', formPost(fields))));
    const unconfirmed = await invite({ email: member.email, name: 'Someone', role: 'finance' });
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.data)).toContain('Promote this member');
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, member.id)))[0]?.role).toBe('member');
    expect((await invite({ email: member.email, name: 'Someone', role: 'finance', promote: 'yes' })).status).toBe(200);
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, member.id)))[0]?.role).toBe('finance');
    expect((await invite({ email: member.email, name: 'Someone', role: 'support', promote: 'yes' })).status).toBe(400);
    const bad = await invite({ email: 'not-an-email', name: '', role: 'owner' });
    expect(bad.status).toBe(400);
    const moderator = await newStaff('moderator');
    expect((await answerOf(callRoute(staffLoader, await requestAs(moderator.id, '/admin/staff')))).status).toBe(403);
  });

  it('the command line creates staff with a role, changes an existing login’s role, and refuses an unknown role', async () => {
    expect(parseAdminArgs(['someone@example.in'])).toEqual({ email: 'someone@example.in', role: 'administrator' });
    expect(parseAdminArgs(['--role=finance', 'Someone@Example.in'])).toEqual({ email: 'someone@example.in', role: 'finance' });
    expect(parseAdminArgs(['someone@example.in', '--role', 'owner'])).toMatchObject({ error: expect.stringContaining('Unknown role') });
    expect(parseAdminArgs([])).toMatchObject({ error: expect.stringContaining('Usage') });

    const email = `cli-${randomBytes(3).toString('hex')}@tradesetu.example`;
    const lines = await createStaffFromCommandLine([email, '--role', 'support'], () => Promise.resolve({ password: 'typed-on-the-terminal', generated: false }));
    expect(lines).toEqual([`Created Support ${email}.`]);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe('support');
    expect(await createStaffFromCommandLine([email, '--role', 'moderator'])).toEqual([`${email} is now Moderator (was support); their password is unchanged.`]);
    expect(await createStaffFromCommandLine([email, '--role', 'moderator'])).toEqual([`${email} is already Moderator.`]);
    const entries = await db().select().from(adminAuditLog).where(eq(adminAuditLog.subject, `user ${email}`)).orderBy(adminAuditLog.id);
    expect(entries.map((entry) => [entry.adminEmail, entry.action, entry.before, entry.after])).toEqual([
      ['npm run admin:create', 'created staff', null, { role: 'support' }],
      ['npm run admin:create', 'changed role', { role: 'support' }, { role: 'moderator' }],
    ]);
    await expect(createStaffFromCommandLine([email, '--role', 'root'])).rejects.toThrow('Unknown role');

    // The last active administrator keeps the role: the command line cannot take it away either.
    const last = await newStaff('administrator');
    await db().update(users).set({ role: 'member' }).where(ne(users.id, last.id));
    await db().update(users).set({ role: 'administrator' }).where(eq(users.email, email));
    await db().update(users).set({ suspendedAt: new Date(), suspendedReason: 'left' }).where(eq(users.email, email));
    await expect(createStaffFromCommandLine([last.email, '--role', 'finance'])).rejects.toThrow('last administrator');
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, last.id)))[0]?.role).toBe('administrator');
  });

  it('registration never makes staff, whatever fields the form carries', async () => {
    const { category, subCategory } = await firstCategoryPair();
    const values = validRegistration(category, subCategory);
    const answer = await call(registerAction, '/register', { body: form({ ...values, intent: 'submit', isAdmin: 'true', userRole: 'administrator', staffRole: 'administrator' }) });
    expect(answer.status).toBe(302);
    const [user] = await db().select({ role: users.role }).from(users).where(eq(users.email, String(values.email)));
    expect(user?.role).toBe('member');
    const other = validRegistration(category, subCategory);
    const asAdministrator = await call(registerAction, '/register', { body: form({ ...other, intent: 'submit', role: 'administrator' }) });
    expect(asAdministrator.status).toBe(400);
    expect(await db().select().from(users).where(like(users.email, String(other.email)))).toEqual([]);
  });
});
