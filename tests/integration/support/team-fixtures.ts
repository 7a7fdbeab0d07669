import { and, desc, eq, like } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { TeamRole } from '~/domain/team';
import { createLoginFromInvitation, inviteColleague } from '~/services/accounts/team.server';
import { db } from '~/services/db/client.server';
import { outboxEmails } from '~/services/db/schema/accounts';

/** Fixtures for the team tests: invitations sent and read back from the outbox as the invitee would. */

export const colleagueEmail = (tag = 'colleague') => `${tag}.${randomBytes(5).toString('hex')}@example.in`;

/** The token of the latest invitation emailed to `email`, read from the link in its text. */
export async function invitationToken(email: string): Promise<string> {
  const [mail] = await db()
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email.toLowerCase()), like(outboxEmails.subject, '%invites you%')))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation emailed to ${email}`);
  return token;
}

/** Invites `email` to the owner's company and returns the emailed token. */
export async function invite(ownerUserId: number, email: string, role: TeamRole = 'sales'): Promise<string> {
  await inviteColleague(ownerUserId, { email, role });
  return invitationToken(email);
}

/** A new login that joined the owner's company through an invitation with `role`. */
export async function colleagueOf(ownerUserId: number, role: TeamRole = 'sales'): Promise<{ userId: number; id: number; email: string; role: 'member'; name: string; emailVerified: true; locale: 'en' }> {
  const email = colleagueEmail(role);
  const token = await invite(ownerUserId, email, role);
  const { userId } = await createLoginFromInvitation(token, { name: `Colleague ${role}`, password: 'rows-of-sprouting-seeds' });
  return { userId, id: userId, email, role: 'member', name: `Colleague ${role}`, emailVerified: true, locale: 'en' };
}
