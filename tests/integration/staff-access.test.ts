import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '~/domain/staff';
import { loader as paymentsLoader } from '~/routes/admin.payments';
import { action as paymentsAction } from '~/routes/admin.payments';
import { action as confirmAction } from '~/routes/admin.confirm-password';
import { getUser } from '~/services/accounts/sessions.server';
import { hashPassword } from '~/services/accounts/passwords.server';
import { db } from '~/services/db/client.server';
import { sessions, users } from '~/services/db/schema/accounts';
import { adminAuditLog } from '~/services/db/schema/billing';
import { companies } from '~/services/db/schema/companies';
import { createBuyer } from './support/billing-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

// The staff roles' permissions, checked on the server; the password asked again for sensitive
// actions; a suspended login or company has no session (issue 17, foundation).

async function newStaff(role: StaffRole, password = 'staff-password-123') {
  const email = `${role}-${randomUUID()}@tradesetu.example`;
  const [row] = await db().insert(users).values({ email, name: `Staff ${role}`, passwordHash: await hashPassword(password), role, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return { id: row!.id, email, password };
}

describe('staff permissions', () => {
  it('a moderator is refused a finance page with 403, and the refusal is in the audit log', async () => {
    const moderator = await newStaff('moderator');
    const answer = await answerOf(callRoute(paymentsLoader, await requestAs(moderator.id, '/admin/payments')));
    expect(answer.status).toBe(403);
    expect(String(answer.data)).toContain('staff role does not allow');
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, moderator.id)).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'refused', subject: 'GET /admin/payments', detail: { role: 'moderator', permission: 'finance' } });
  });

  it('finance opens the payments page; a member is refused without an audit entry', async () => {
    const finance = await newStaff('finance');
    expect((await answerOf(callRoute(paymentsLoader, await requestAs(finance.id, '/admin/payments')))).status).toBe(200);
    const member = await createBuyer();
    expect((await answerOf(callRoute(paymentsLoader, await requestAs(member.id, '/admin/payments')))).status).toBe(403);
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, member.id))).toHaveLength(0);
  });

  it('a sensitive action asks for the password when it was typed more than 15 minutes ago, and goes through after confirming it', async () => {
    const finance = await newStaff('finance');
    const request = await requestAs(finance.id, '/admin/payments', formPost({ intent: 'confirm', paymentId: '999999999' }));
    const cookie = request.headers.get('cookie')!;
    await db()
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, finance.id));
    const stale = await answerOf(callRoute(paymentsAction, request));
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe('/admin/confirm-password?redirectTo=%2Fadmin%2Fpayments');

    const wrong = await answerOf(callRoute(confirmAction, new Request('http://localhost/admin/confirm-password', { ...formPost({ password: 'not-it', redirectTo: '/admin/payments' }), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } })));
    expect(wrong.status).toBe(400);
    const right = await answerOf(callRoute(confirmAction, new Request('http://localhost/admin/confirm-password', { ...formPost({ password: finance.password, redirectTo: '/admin/payments' }), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } })));
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/admin/payments');

    const fresh = await answerOf(callRoute(paymentsAction, new Request('http://localhost/admin/payments', { ...formPost({ intent: 'confirm', paymentId: '999999999' }), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } })));
    expect(fresh.status).toBe(404);
  });
});

describe('suspension ends sessions', () => {
  it('a suspended login, or a member of a suspended company, is a visitor on the next request', async () => {
    const member = await createBuyer();
    const request = await requestAs(member.id, '/account');
    expect((await getUser(request))?.id).toBe(member.id);
    await db().update(users).set({ suspendedAt: new Date(), suspendedReason: 'test' }).where(eq(users.id, member.id));
    expect(await getUser(request)).toBeNull();
    await db().update(users).set({ suspendedAt: null }).where(eq(users.id, member.id));
    expect((await getUser(request))?.id).toBe(member.id);
    await db().update(companies).set({ suspendedAt: new Date(), suspendedReason: 'test' }).where(eq(companies.ownerUserId, member.id));
    expect(await getUser(request)).toBeNull();
  });

  it('the verified flag follows the verification level and cannot be written', async () => {
    const member = await createBuyer();
    const [company] = await db().update(companies).set({ verificationLevel: 'identifiers_checked' }).where(eq(companies.ownerUserId, member.id)).returning({ verified: companies.verified });
    expect(company?.verified).toBe(false);
    const [reviewed] = await db()
      .update(companies)
      .set({ verificationLevel: 'documents_reviewed' })
      .where(and(eq(companies.ownerUserId, member.id)))
      .returning({ verified: companies.verified });
    expect(reviewed?.verified).toBe(true);
  });
});
