import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { outboxEmails, users } from '~/services/db/schema/accounts';
import { newSeller } from '../integration/support/listing-fixtures';
import { baseUrl, logIn, newMember, rawRequest, testAddress } from './support/http';

// Finding 1: links in emails are built from SITE_URL, never from the request's Host or
// X-Forwarded-Host, so a forged header cannot send a victim a link to the attacker's site.

/** The links in the newest email to `to` written after `since`. */
async function linksMailedTo(to: string, since: Date): Promise<string[]> {
  const [email] = await db()
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), gt(outboxEmails.createdAt, since)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  expect(email, `an email to ${to}`).toBeDefined();
  return email!.text.match(/https?:\/\/\S+/g) ?? [];
}

function rawPost(path: string, fields: Record<string, string>, headers: Record<string, string>): Promise<{ status: number }> {
  const body = new URLSearchParams(fields).toString();
  const lines = [`POST ${path} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
  return rawRequest(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

// Sent as a script would (curl), or from the attacker's own page with an Origin to match the forged host.
const forgeries: [string, Record<string, string>][] = [
  ['a forged Host', { Host: 'evil.example' }],
  ['a forged Host and Origin', { Host: 'evil.example', Origin: 'http://evil.example' }],
  ['X-Forwarded-Host', { Host: new URL(baseUrl).host, 'X-Forwarded-Host': 'evil.example' }],
  ['X-Forwarded-Host and -Proto', { Host: new URL(baseUrl).host, 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
  ['Forwarded host=', { Host: new URL(baseUrl).host, Forwarded: 'host=evil.example;proto=https', Origin: baseUrl }],
];

describe('links in emails come from SITE_URL (finding 1)', () => {
  it.each(forgeries)('a reset request with %s mails a link to this site', async (_label, headers) => {
    const member = await newMember();
    const since = new Date(Date.now() - 1000);
    const answer = await rawPost('/forgot-password', { email: member.email }, { ...headers, 'X-Forwarded-For': testAddress() });
    expect(answer.status).toBe(200);
    const links = await linksMailedTo(member.email, since);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${baseUrl}/`), link).toBe(true);
  });

  it('a resent email confirmation with a forged Host links to this site', async () => {
    const member = await newMember();
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    const ip = testAddress();
    const cookie = await logIn(member.email, member.password, { ip });
    expect(cookie).toBeDefined();
    const since = new Date(Date.now() - 1000);
    const answer = await rawPost('/account?index', { intent: 'resend-verification' }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Cookie: cookie!, 'X-Forwarded-For': ip });
    expect(answer.status).toBeLessThan(500);
    for (const link of await linksMailedTo(member.email, since)) expect(link.startsWith(`${baseUrl}/`), link).toBe(true);
  });

  it('a team invitation sent with a forged Host links to this site', async () => {
    const seller = await newSeller();
    const ip = testAddress();
    const cookie = await logIn(seller.email, 'seed-trays-and-soil', { ip });
    expect(cookie).toBeDefined();
    const invitee = `invitee-${Date.now()}@example.in`;
    const since = new Date(Date.now() - 1000);
    const answer = await rawPost('/account/team', { intent: 'invite', email: invitee, role: 'sales' }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Cookie: cookie!, 'X-Forwarded-For': ip });
    expect(answer.status).toBeLessThan(500);
    for (const link of await linksMailedTo(invitee, since)) expect(link.startsWith(`${baseUrl}/`), link).toBe(true);
  });
});
