import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import { deleteDueAccounts } from '~/services/accounts/account-deletion.server';
import { db } from '~/services/db/client.server';
import { conversation, paperwork, person, tracesOf } from '../integration/support/data-rights-fixtures';
import { logIn, postForm, site, testAddress } from './support/http';

// Point 6 of issue 18 (DPDP Act 2023): a member downloads all their data and nobody else's, and
// deletion leaves none of their name, email or phone outside the tax invoice. The fixtures write
// files where the server under attack keeps them, so its export reads them back.
process.env.DATA_DIR = inject('securityDataDir');

const DAY = 24 * 3600 * 1000;

/** Every entry of a ZIP answer: name → bytes. */
async function unzip(answer: Response): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(await answer.arrayBuffer()), { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return entries;
}

describe('downloading one’s data', () => {
  it('sends a visitor to log in', async () => {
    for (const path of ['/account/data', '/account/data/export.zip']) {
      const answer = await site(path);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it('holds the member’s own data and files, and none of the other side’s email, phone or files, though they talked', async () => {
    const buyer = await person('buyer');
    const seller = await person('seller');
    const reference = await conversation(buyer, seller);
    await paperwork(seller);
    const cookie = await logIn(buyer.email, buyer.password, { ip: testAddress() });
    expect(cookie).toBeDefined();

    const answer = await site('/account/data/export.zip', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const entries = await unzip(answer);
    const json = entries.get('data.json')!.toString('utf8');
    const data = JSON.parse(json) as {
      account: unknown;
      companies: unknown[];
      inquiriesSent: unknown[];
      conversations: Array<{ reference: string; messages: Array<{ from: string; body: string }> }>;
    };
    expect(data.account).toMatchObject({ id: buyer.id, email: buyer.email, name: buyer.name, mobile: buyer.mobile });
    expect(data.companies).toEqual([expect.objectContaining({ id: buyer.companyId, your_role: 'owner' })]);
    expect(data.inquiriesSent).toHaveLength(1);
    const thread = data.conversations.find((talk) => talk.reference === reference)!;
    expect(thread.messages.map((message) => message.from)).toContain('you');
    expect(thread.messages.map((message) => message.body)).toContain('Thank you, our specification is attached.');
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual([expect.stringMatching(/^files\/message-attachments\/\d+-buyer-spec\.pdf$/)]);

    // Nothing of the seller's but what the thread showed: no email, no phone, no files.
    expect(json).not.toContain(seller.email);
    expect(json).not.toContain(seller.mobile.slice(3));
    expect(json).not.toContain(seller.name);
    expect(json).not.toContain('gst-certificate');
    // No secrets: password hash, session or token hashes.
    expect(json).not.toMatch(/argon2|id_hash|token_hash|password_hash|idempotency/i);
  });

  it('is limited to a few downloads an hour', async () => {
    const member = await person('buyer');
    const cookie = await logIn(member.email, member.password, { ip: testAddress() });
    for (let download = 0; download < 3; download++) expect((await site('/account/data/export.zip', { cookie })).status).toBe(200);
    const refused = await site('/account/data/export.zip', { cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('deleting one’s account', () => {
  it('asks for the password, then after the grace period leaves no name, email or phone outside the invoice, and no way to log in', async () => {
    const buyer = await person('buyer');
    const seller = await person('seller');
    await conversation(buyer, seller);
    await paperwork(buyer);
    const cookie = await logIn(buyer.email, buyer.password, { ip: testAddress() });

    const odds: Array<Record<string, string>> = [{ intent: 'nonsense' }, { intent: 'request-deletion' }, { intent: 'request-deletion', password: buyer.password }, {}];
    for (const odd of odds) {
      expect((await postForm('/account/data', odd, { cookie })).status).toBe(400);
    }
    const wrong = await postForm('/account/data', { intent: 'request-deletion', password: 'not-my-password', confirm: 'yes' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That is not your password');
    const asked = await postForm('/account/data', { intent: 'request-deletion', password: buyer.password, confirm: 'yes' }, { cookie });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toMatch(/Your account will be deleted on \d{1,2} \w+ \d{4}/);
    const mail = await db().execute<{ subject: string }>(sql`SELECT subject FROM outbox_emails WHERE "to" = ${buyer.email}`);
    expect(mail.rows.map((row) => row.subject)).toContainEqual(expect.stringMatching(/account will be deleted on/));

    expect((await deleteDueAccounts(new Date(Date.now() + 15 * DAY))).deleted).toBeGreaterThanOrEqual(1);

    expect(await tracesOf([buyer.email, buyer.mobile.slice(3), buyer.name])).toEqual(['invoices.recipient_name']);
    expect((await site('/account', { cookie })).status).toBe(302);
    expect(await logIn(buyer.email, buyer.password, { ip: testAddress() })).toBeUndefined();
  });
});
