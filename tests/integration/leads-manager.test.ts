import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { leadNotes, threads } from '~/services/db/schema/conversations';
import { notifications, requirements } from '~/services/db/schema/requirements';
import { acceptQuote, declineQuote } from '~/services/requirements/decisions.server';
import { remindFollowUps } from '~/services/leads/follow-ups.server';
import { submitQuote } from '~/services/requirements/quotes.server';
import * as leadList from '~/routes/account.leads';
import * as leadPanel from '~/routes/account.leads.$ref';
import * as leadExport from '~/routes/account.leads.export';
import { colleague, inquiryLead, requirementLead } from './support/lead-fixtures';
import { daysFromToday, insertQuote, insertRequirement, newBuyer, newSupplier, quoteInput, sendTo } from './support/requirement-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

type List = Awaited<ReturnType<typeof leadList.loader>>;
type Panel = Awaited<ReturnType<typeof leadPanel.loader>>;

async function listAs(userId: number, query = '') {
  return answerOf(callRoute(leadList.loader, await requestAs(userId, `/account/leads${query}`)));
}
async function list(userId: number, query = ''): Promise<List> {
  const answer = await listAs(userId, query);
  expect(answer.status).toBe(200);
  return answer.data as List;
}
const refs = (page: List) => page.rows.map((row) => row.reference);

async function panel(userId: number, reference: string) {
  return answerOf(callRoute(leadPanel.loader, await requestAs(userId, `/account/leads/${reference}`), { ref: reference }));
}
async function update(userId: number, reference: string, fields: Record<string, string>) {
  const answer = await answerOf(callRoute(leadPanel.action, await requestAs(userId, `/account/leads/${reference}`, formPost(fields)), { ref: reference }));
  const body = answer.data as { ok: boolean; message?: string; result: { error?: Record<string, string[] | null> } };
  return { status: answer.status, ok: body.ok, message: body.message, errors: body.result.error ?? {} };
}
const threadRow = async (id: number) => (await db().select().from(threads).where(eq(threads.id, id)))[0];

describe('the lead manager list', () => {
  it('shows inquiries and requirement leads of the company in one list, filters by kind and status, searches what the seller may see', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const inquiry = await inquiryLead(seller, buyer, { name: 'Meenakshi Iyer' });
    const { requirement, thread: reqThread } = await requirementLead(buyer, seller, { title: 'Jute bags 50 kg' });
    const other = await newSupplier();
    await inquiryLead(other, buyer);

    const all = await list(seller.userId);
    expect(refs(all).sort()).toEqual([inquiry.reference, reqThread.reference].sort());
    const inquiryRow = all.rows.find((row) => row.reference === inquiry.reference);
    expect(inquiryRow).toMatchObject({ kind: 'inquiry', buyerName: 'Meenakshi Iyer', buyerCompany: buyer.companyName, buyerEmail: null, buyerPhone: null, quantity: 500, unit: 'pack', status: 'new', unread: true });
    // The requirement's buyer did not show its company name: the seller reads neither it nor a contact.
    const reqRow = all.rows.find((row) => row.reference === reqThread.reference);
    expect(reqRow).toMatchObject({ kind: 'requirement', subject: 'Jute bags 50 kg', requirementReference: requirement.reference, buyerCompany: null, buyerName: null, buyerEmail: null });

    expect(refs(await list(seller.userId, '?kind=inquiry'))).toEqual([inquiry.reference]);
    expect(refs(await list(seller.userId, '?kind=requirement'))).toEqual([reqThread.reference]);
    expect(refs(await list(seller.userId, '?q=meenakshi'))).toEqual([inquiry.reference]);
    expect(refs(await list(seller.userId, `?q=${requirement.reference}`))).toEqual([reqThread.reference]);
    expect(refs(await list(seller.userId, '?q=jute'))).toEqual([reqThread.reference]);
    // Searching for the hidden company name finds only the inquiry, where the company is shown.
    expect(refs(await list(seller.userId, `?q=${encodeURIComponent(buyer.companyName)}`))).toEqual([inquiry.reference]);

    await db().update(threads).set({ leadStatus: 'won' }).where(eq(threads.id, reqThread.id));
    expect(refs(await list(seller.userId, '?status=won'))).toEqual([reqThread.reference]);
    expect(refs(await list(seller.userId, '?status=new'))).toEqual([inquiry.reference]);
    // Unknown filter values are ignored, not an error.
    expect((await list(seller.userId, '?status=bogus&kind=%3Cscript%3E&page=-4')).total).toBe(2);

    // Once the buyer shares contact details in the thread, they show.
    await db().update(threads).set({ contactSharedAt: new Date() }).where(eq(threads.id, inquiry.id));
    const shared = (await list(seller.userId, '?kind=inquiry')).rows[0];
    expect(shared?.buyerEmail).toMatch(/^priya-.*@example\.in$/);
    expect(shared?.buyerPhone).toBe('+919876543210');
  });

  it('pages 25 at a time, most recent activity first', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const made: string[] = [];
    for (let i = 0; i < 27; i += 1) {
      const { thread } = await requirementLead(buyer, seller);
      await db().update(threads).set({ lastMessageAt: new Date(Date.now() - (27 - i) * 60_000), leadUpdatedAt: new Date(Date.now() - (27 - i) * 60_000) }).where(eq(threads.id, thread.id));
      made.push(thread.reference);
    }
    const first = await list(seller.userId);
    expect(first).toMatchObject({ total: 27, page: 1, pages: 2 });
    expect(refs(first)).toEqual(made.slice().reverse().slice(0, 25));
    const second = await list(seller.userId, '?page=2');
    expect(refs(second)).toEqual(made.slice(0, 2).reverse());
  });

  it('filters by assignee (mine, nobody, a colleague) and by follow-up due', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const sales = await colleague(seller.companyId, 'sales');
    const a = (await requirementLead(buyer, seller)).thread;
    const b = (await requirementLead(buyer, seller)).thread;
    const c = (await requirementLead(buyer, seller)).thread;
    await db().update(threads).set({ assigneeUserId: sales.userId, followUpOn: daysFromToday(-2) }).where(eq(threads.id, a.id));
    await db().update(threads).set({ assigneeUserId: seller.userId, followUpOn: daysFromToday(3) }).where(eq(threads.id, b.id));
    expect(refs(await list(sales.userId, '?assignee=mine'))).toEqual([a.reference]);
    expect(refs(await list(seller.userId, '?assignee=mine'))).toEqual([b.reference]);
    expect(refs(await list(seller.userId, '?assignee=unassigned'))).toEqual([c.reference]);
    expect(refs(await list(seller.userId, `?assignee=${sales.userId}`))).toEqual([a.reference]);
    expect(refs(await list(seller.userId, '?followUp=due'))).toEqual([a.reference]);
    expect(refs(await list(seller.userId, '?followUp=overdue'))).toEqual([a.reference]);
    expect(refs(await list(seller.userId, '?followUp=upcoming'))).toEqual([b.reference]);
    expect(refs(await list(seller.userId, '?followUp=none'))).toEqual([c.reference]);
    expect((await list(seller.userId)).team.map((m) => m.userId).sort()).toEqual([seller.userId, sales.userId].sort());
  });

  it('refuses a colleague in the catalogue role in words, sends a visitor to log in, and answers another company’s lead as not found', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const lead = (await requirementLead(buyer, seller)).thread;
    const cataloguer = await colleague(seller.companyId, 'catalogue');
    const refused = await listAs(cataloguer.userId);
    expect(refused.status).toBe(403);
    expect(String(refused.data)).toMatch(/Catalogue\) does not include inquiries/);
    expect((await panel(cataloguer.userId, lead.reference)).status).toBe(403);

    const visitor = await answerOf(callRoute(leadList.loader, await requestAs(undefined, '/account/leads')));
    expect(visitor.status).toBe(302);
    expect((visitor.data as Response).headers.get('location')).toBe('/login?redirectTo=%2Faccount%2Fleads');

    const stranger = await newSupplier();
    expect((await panel(stranger.userId, lead.reference)).status).toBe(404);
    expect((await update(stranger.userId, lead.reference, { intent: 'note', body: 'Mine now' })).status).toBe(404);
    // The buyer of the thread reads it in the conversation, not in a lead manager.
    expect((await panel(buyer.userId, lead.reference)).status).toBe(404);
    expect((await panel(seller.userId, 'TH-NOTATHRD')).status).toBe(404);
  });
});

describe('one lead', () => {
  it('sets the status (lost needs a reason), keeps notes private to the team, and records who changed what', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const lead = await inquiryLead(seller, buyer);

    const noReason = await update(seller.userId, lead.reference, { intent: 'status', status: 'lost', lostReason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.errors.lostReason).toEqual(['Choose why the lead was lost']);
    expect((await threadRow(lead.id))?.leadStatus).toBe('new');

    const lost = await update(seller.userId, lead.reference, { intent: 'status', status: 'lost', lostReason: 'price' });
    expect(lost).toMatchObject({ status: 200, ok: true, message: 'Status set to Lost (Price did not suit the buyer).' });
    const won = await update(seller.userId, lead.reference, { intent: 'status', status: 'won', lostReason: 'price' });
    expect(won.ok).toBe(true);
    const row = await threadRow(lead.id);
    expect(row).toMatchObject({ leadStatus: 'won', lostReason: null });
    expect(row!.leadUpdatedAt.getTime()).toBeGreaterThan(lead.leadUpdatedAt.getTime());

    const note = await update(seller.userId, lead.reference, { intent: 'note', body: '  Called on Monday; wants 10% off. <b>not bold</b>  ' });
    expect(note.message).toBe('Note added.');
    const empty = await update(seller.userId, lead.reference, { intent: 'note', body: '   ' });
    expect(empty.errors.body).toEqual(['Write the note']);
    expect((await update(seller.userId, lead.reference, { intent: 'note', body: 'x'.repeat(2001) })).errors.body?.[0]).toMatch(/at most 2,000/);

    const page = (await panel(seller.userId, lead.reference)).data as Panel;
    expect(page.notes.map((n) => n.body)).toEqual([
      'Called on Monday; wants 10% off. <b>not bold</b>',
      'Status changed from Lost (Price did not suit the buyer) to Won.',
      'Status changed from New to Lost (Price did not suit the buyer).',
    ]);
    expect(page.notes.every((n) => n.author === seller.name)).toBe(true);
    expect(page.lead.status).toBe('won');
  });

  it('sets a follow-up date (an Indian date, not in the past) and assigns a colleague, who is told', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const sales = await colleague(seller.companyId, 'sales', 'Ravi Kumar');
    const cataloguer = await colleague(seller.companyId, 'catalogue');
    const lead = (await requirementLead(buyer, seller)).thread;

    expect((await update(seller.userId, lead.reference, { intent: 'follow-up', followUpOn: daysFromToday(-1) })).errors.followUpOn).toEqual(['Choose today or a later date']);
    expect((await update(seller.userId, lead.reference, { intent: 'follow-up', followUpOn: '2026-02-30' })).errors.followUpOn?.[0]).toMatch(/date/);
    const set = await update(seller.userId, lead.reference, { intent: 'follow-up', followUpOn: daysFromToday(2) });
    expect(set.ok).toBe(true);
    expect((await threadRow(lead.id))?.followUpOn).toBe(daysFromToday(2));
    expect((await update(seller.userId, lead.reference, { intent: 'clear-follow-up' })).message).toBe('Follow-up date removed.');
    expect((await threadRow(lead.id))?.followUpOn).toBeNull();

    const notSales = await update(seller.userId, lead.reference, { intent: 'assign', assigneeUserId: String(cataloguer.userId) });
    expect(notSales.errors.assigneeUserId).toEqual(['Choose a colleague whose role includes leads']);
    const stranger = await newSupplier();
    expect((await update(seller.userId, lead.reference, { intent: 'assign', assigneeUserId: String(stranger.userId) })).status).toBe(400);

    const assigned = await update(seller.userId, lead.reference, { intent: 'assign', assigneeUserId: String(sales.userId) });
    expect(assigned.message).toBe('Assigned to Ravi Kumar.');
    expect((await threadRow(lead.id))?.assigneeUserId).toBe(sales.userId);
    const told = await db().select().from(notifications).where(and(eq(notifications.userId, sales.userId), eq(notifications.kind, 'lead_assigned')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/account/leads/${lead.reference}` });
    expect(told[0]?.title).toContain(seller.name);
    // The same assignment sent again changes and tells nothing.
    expect((await update(seller.userId, lead.reference, { intent: 'assign', assigneeUserId: String(sales.userId) })).message).toBe('That colleague is already assigned.');
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, sales.userId), eq(notifications.kind, 'lead_assigned')))).toHaveLength(1);
    // The colleague now works on it from the lead manager.
    expect(((await panel(sales.userId, lead.reference)).data as Panel).lead.assigneeName).toBe('Ravi Kumar');
    expect((await update(sales.userId, lead.reference, { intent: 'assign', assigneeUserId: '' })).message).toBe('Nobody is assigned now.');
  });

  it('a requirement lead follows its quote: accepted is won, the other supplier lost (bought elsewhere), a declined quote lost with its reason', async () => {
    const buyer = await newBuyer('27');
    const requirement = await insertRequirement(buyer);
    const winner = await newSupplier('27');
    const loser = await newSupplier('29');
    const winnerQuote = await insertQuote(requirement.id, winner, '27', [quoteInput()]);
    await insertQuote(requirement.id, loser, '29', [quoteInput({ unitPricePaise: 12_000 })]);
    const leadOf = async (companyId: number) => (await db().select().from(threads).where(and(eq(threads.requirementId, requirement.id), eq(threads.sellerCompanyId, companyId))))[0];
    await acceptQuote(buyer, requirement.reference, winnerQuote.id);
    expect(await leadOf(winner.companyId)).toMatchObject({ leadStatus: 'won', lostReason: null });
    expect(await leadOf(loser.companyId)).toMatchObject({ leadStatus: 'lost', lostReason: 'bought_elsewhere' });
    const notes = await db().select().from(leadNotes).where(eq(leadNotes.threadId, (await leadOf(winner.companyId))!.id)).orderBy(asc(leadNotes.id));
    expect(notes.map((n) => [n.authorUserId, n.body])).toEqual([[null, 'Status set to Won: the buyer accepted the quote.']]);

    // A quote sent through the supplier's form makes its lead "quoted".
    const third = await insertRequirement(buyer);
    const quoting = await newSupplier('27');
    await sendTo(third.id, quoting.companyId);
    await submitQuote(quoting.userId, third.reference, quoteInput(), null, 'lead-quote-0001');
    expect((await db().select().from(threads).where(eq(threads.requirementId, third.id)))[0]).toMatchObject({ leadStatus: 'quoted' });

    const second = await insertRequirement(buyer);
    const quote = await insertQuote(second.id, loser, '29');
    await declineQuote(buyer, second.reference, quote.id, 'price_too_high', '');
    const [declined] = await db().select().from(threads).where(eq(threads.requirementId, second.id));
    expect(declined).toMatchObject({ leadStatus: 'lost', lostReason: 'price' });
    expect((await db().select().from(requirements).where(eq(requirements.id, second.id)))[0]?.status).toBe('quoted');
  });
});

describe('follow-up reminders', () => {
  it('tell the assignee (or the team when nobody is assigned) once, on the day', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const sales = await colleague(seller.companyId, 'sales');
    const assigned = (await requirementLead(buyer, seller)).thread;
    const unassigned = (await requirementLead(buyer, seller)).thread;
    const later = (await requirementLead(buyer, seller)).thread;
    const closed = (await requirementLead(buyer, seller)).thread;
    await db().update(threads).set({ followUpOn: daysFromToday(0), assigneeUserId: sales.userId }).where(eq(threads.id, assigned.id));
    await db().update(threads).set({ followUpOn: daysFromToday(0) }).where(eq(threads.id, unassigned.id));
    await db().update(threads).set({ followUpOn: daysFromToday(1) }).where(eq(threads.id, later.id));
    await db().update(threads).set({ followUpOn: daysFromToday(0), leadStatus: 'won' }).where(eq(threads.id, closed.id));

    const first = await remindFollowUps();
    expect(first.reminded).toBeGreaterThanOrEqual(2);
    const again = await remindFollowUps();
    expect(again.reminded).toBe(0);

    const reminders = async (userId: number) => (await db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'lead_follow_up')))).map((n) => n.link);
    // The assigned lead reminds its assignee only; the unassigned one everyone in the team with leads.
    expect((await reminders(sales.userId)).sort()).toEqual([`/account/leads/${assigned.reference}`, `/account/leads/${unassigned.reference}`].sort());
    expect(await reminders(seller.userId)).toEqual([`/account/leads/${unassigned.reference}`]);
    expect((await threadRow(assigned.id))?.followUpRemindedOn).toBe(daysFromToday(0));
    expect((await threadRow(later.id))?.followUpRemindedOn).toBeNull();
    // A new date set on the lead reminds again on that day.
    await db().update(threads).set({ followUpOn: daysFromToday(0), followUpRemindedOn: null }).where(eq(threads.id, later.id));
    expect((await remindFollowUps()).reminded).toBe(1);
  });
});

describe('CSV export', () => {
  it('downloads the filtered list as an attachment, with formula-like cells made harmless', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const evil = await inquiryLead(seller, buyer, { name: '=HYPERLINK("http://evil.example","click")' });
    await requirementLead(buyer, seller, { title: '@SUM(1+1) cotton yarn' });
    const response = (await answerOf(callRoute(leadExport.loader, await requestAs(seller.userId, '/account/leads/export.csv?kind=inquiry')))).data as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const parsed = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]?.slice(0, 3)).toEqual(['Reference', 'Kind', 'Subject']);
    expect(parsed).toHaveLength(2);
    const row = parsed[1]!;
    expect(row[0]).toBe(evil.reference);
    expect(row[8]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(row[11]).toBe('');

    const all = (await answerOf(callRoute(leadExport.loader, await requestAs(seller.userId, '/account/leads/export.csv')))).data as Response;
    const text = await all.text();
    expect(text).toContain("'@SUM(1+1) cotton yarn");
    expect(text).not.toMatch(/(^|,)@SUM/m);
    const cataloguer = await colleague(seller.companyId, 'catalogue');
    expect((await answerOf(callRoute(leadExport.loader, await requestAs(cataloguer.userId, '/account/leads/export.csv')))).status).toBe(403);
  });
});
