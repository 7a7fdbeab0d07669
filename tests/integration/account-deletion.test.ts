import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, deletedUserEmail } from '~/domain/account-data';
import { cancelAccountDeletion, deleteDueAccounts, deletionStateOf, requestAccountDeletion } from '~/services/accounts/account-deletion.server';
import { CLOSED_REASON } from '~/services/accounts/company-closure.server';
import { verifyPassword } from '~/services/accounts/passwords.server';
import { NOT_PERSONAL, PERSONAL_DATA } from '~/services/accounts/personal-data.server';
import { userDetails } from '~/services/admin/accounts.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { invoices } from '~/services/db/schema/billing';
import { companies } from '~/services/db/schema/companies';
import { threadMessages } from '~/services/db/schema/conversations';
import { companyMembers } from '~/services/db/schema/team';
import { ForbiddenError, ValidationError } from '~/services/errors.server';
import { readPrivateFile } from '~/services/requirements/private-files.server';
import { makeAdmin } from './support/billing-fixtures';
import { conversation, paperwork, person, tracesOf, type Person } from './support/data-rights-fixtures';
import { colleagueOf } from './support/team-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-deletion-'));

const DAY = 24 * 3600 * 1000;
const afterGrace = () => new Date(Date.now() + 15 * DAY);

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const privateKeysSentBy = async (id: number) =>
  (await db().execute<{ key: string }>(sql`SELECT f->>'key' AS key FROM thread_messages m, jsonb_array_elements(m.attachments) f WHERE m.sender_user_id = ${id}`)).rows.map((row) => row.key);

describe('the list of personal data', () => {
  it('names every column of the schema that is called like an email, phone, name or address, and nothing that is not there', async () => {
    const columns = await db().execute<{ key: string }>(sql`
      SELECT c.table_name || '.' || c.column_name AS key FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'jsonb', 'character varying', 'ARRAY') AND c.column_name ~ '(email|phone|mobile|name|address)'`);
    const listed = new Set([...PERSONAL_DATA.map((entry) => `${entry.table}.${entry.column}`), ...Object.keys(NOT_PERSONAL)]);
    expect(columns.rows.map((row) => row.key).filter((key) => !listed.has(key))).toEqual([]);
    const all = await db().execute<{ key: string }>(sql`SELECT table_name || '.' || column_name AS key FROM information_schema.columns WHERE table_schema = 'public'`);
    const existing = new Set(all.rows.map((row) => row.key));
    expect([...listed].filter((key) => !existing.has(key))).toEqual([]);
  });
});

describe('deleting an account', () => {
  async function deletedAfterGrace(someone: Person) {
    await requestAccountDeletion(someone, someone.password);
    expect(await deleteDueAccounts(afterGrace())).toEqual({ deleted: 1 });
  }

  it('leaves no name, email or phone of the person outside the tax invoice, and keeps what the other side needs', async () => {
    const buyer = await person('buyer');
    const seller = await person('seller');
    const reference = await conversation(buyer, seller);
    const { invoiceNumber } = await paperwork(buyer);
    const files = await privateKeysSentBy(buyer.id);
    expect(files).toHaveLength(1);
    expect(await readPrivateFile(files[0]!)).toBeDefined();

    await deletedAfterGrace(buyer);

    const needles = [buyer.email, buyer.mobile.slice(3), buyer.name];
    expect(await tracesOf(needles)).toEqual(['invoices.recipient_name']);
    const row = await userRow(buyer.id);
    expect(row).toMatchObject({ name: DELETED_USER_NAME, email: deletedUserEmail(buyer.id), mobile: null, deletionDueAt: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await userDetails(buyer.id)).user).toMatchObject({ deletedAt: row.deletedAt, deletionDueAt: null });
    expect(await verifyPassword(row.passwordHash, buyer.password)).toBe(false);
    for (const table of ['sessions', 'account_tokens', 'notification_preferences', 'notifications', 'listing_drafts', 'pending_photos', 'company_members']) {
      const left = await db().execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE user_id = ${buyer.id}`);
      expect(left.rows, table).toHaveLength(0);
    }
    // The invoice stays as issued; the buyer's files are gone from the disk.
    const [invoice] = await db().select().from(invoices).where(eq(invoices.number, invoiceNumber));
    expect(invoice?.recipientName).toBe(buyer.name);
    expect(await readPrivateFile(files[0]!)).toBeUndefined();
    // The seller's conversation keeps the buyer's messages, now from "a deleted user".
    const thread = await db().execute<{ body: string; sender: string }>(sql`
      SELECT m.body, u.name AS sender FROM thread_messages m JOIN threads t ON t.id = m.thread_id LEFT JOIN users u ON u.id = m.sender_user_id
      WHERE t.reference = ${reference} AND m.side = 'buyer' ORDER BY m.id`);
    expect(thread.rows.map((message) => message.sender)).toEqual([DELETED_USER_NAME, DELETED_USER_NAME]);
    expect(thread.rows.at(-1)?.body).toBe('Thank you, our specification is attached.');
    const sellerFiles = await privateKeysSentBy(seller.id);
    expect(await readPrivateFile(sellerFiles[0]!)).toBeDefined();
    // The buyer's company (owned alone) is closed; the seller is untouched.
    const [closed] = await db().select().from(companies).where(eq(companies.id, buyer.companyId));
    expect(closed).toMatchObject({ suspendedReason: CLOSED_REASON, ownerUserId: null, email: '', mobile: '', contactName: '' });
    expect((await userRow(seller.id)).name).toBe(seller.name);
    // The address is free for a new registration, and the job has nothing more to do.
    await db().insert(users).values({ email: buyer.email, name: 'New owner of the address', passwordHash: 'x' });
    expect(await deleteDueAccounts(afterGrace())).toEqual({ deleted: 0 });
  });

  it('takes a closed company’s listings down and clears only the person’s details from a company another owner keeps', async () => {
    const seller = await person('seller');
    const listing = await db().execute(sql`INSERT INTO products (slug, company_id, category_id, subcategory_id, name, status)
      SELECT ${`deleted-seller-${seller.id}`}, ${seller.companyId}, s.category_id, s.id, 'Hybrid tomato seeds', 'live' FROM subcategories s LIMIT 1 RETURNING id`);
    await deletedAfterGrace(seller);
    const products = await db().execute<{ status: string }>(sql`SELECT status FROM products WHERE id = ${(listing.rows[0] as { id: number }).id}`);
    expect(products.rows[0]?.status).toBe('archived');

    const owner = await person('buyer');
    const partner = await colleagueOf(owner.id, 'owner');
    await db().update(companies).set({ contactName: partner.name, email: partner.email }).where(eq(companies.id, owner.companyId));
    await requestAccountDeletion(partner, 'rows-of-sprouting-seeds');
    expect(await deleteDueAccounts(afterGrace())).toEqual({ deleted: 1 });
    const [kept] = await db().select().from(companies).where(eq(companies.id, owner.companyId));
    expect(kept).toMatchObject({ suspendedAt: null, contactName: '', email: '', mobile: owner.mobile });
    expect(await db().select().from(companyMembers).where(eq(companyMembers.companyId, owner.companyId))).toHaveLength(1);
  });

  it('waits for the grace period, and a cancelled request deletes nothing', async () => {
    const someone = await person('buyer');
    const { dueAt } = await requestAccountDeletion(someone, someone.password);
    expect(dueAt.getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect(await deleteDueAccounts(new Date(Date.now() + 13 * DAY))).toEqual({ deleted: 0 });
    // Staff who open the login see the pending deletion.
    expect((await userDetails(someone.id)).user.deletionDueAt).toEqual(dueAt);
    await cancelAccountDeletion(someone);
    expect(await deletionStateOf(someone.id)).toBeNull();
    expect(await deleteDueAccounts(afterGrace())).toEqual({ deleted: 0 });
    expect((await userRow(someone.id)).name).toBe(someone.name);
    const mails = await db().execute<{ subject: string }>(sql`SELECT subject FROM outbox_emails WHERE "to" = ${someone.email} ORDER BY id`);
    expect(mails.rows.map((mail) => mail.subject)).toEqual([expect.stringMatching(/account will be deleted on/), expect.stringMatching(/will not be deleted/)]);
  });

  it('asks for the right password, and leaves staff accounts to an administrator', async () => {
    const someone = await person('buyer');
    const refused = await requestAccountDeletion(someone, 'not-the-password').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fieldErrors.password?.[0]).toMatch(/not your password/);
    expect(await deletionStateOf(someone.id)).toBeNull();
    const admin = await makeAdmin();
    await expect(requestAccountDeletion(admin, 'anything')).rejects.toBeInstanceOf(ForbiddenError);
    expect(await db().select().from(threadMessages).where(eq(threadMessages.senderUserId, someone.id))).toHaveLength(0);
  });
});
