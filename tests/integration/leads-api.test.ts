import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { threads } from '~/services/db/schema/conversations';
import { apiTokens } from '~/services/db/schema/integrations';
import * as integrations from '~/routes/account.integrations';
import * as leadsApi from '~/routes/api.v1.leads';
import * as openapi from '~/routes/api.v1.openapi';
import { API_RATE_LIMIT } from '~/services/integrations/api-tokens.server';
import { colleague, inquiryLead, requirementLead } from './support/lead-fixtures';
import { newBuyer, newSupplier } from './support/requirement-fixtures';
import { answerOf, callRoute, formPost, requestAs } from './support/route-call';

type Page = Awaited<ReturnType<typeof integrations.loader>>;

async function post(userId: number, fields: Record<string, string>) {
  const answer = await answerOf(callRoute(integrations.action, await requestAs(userId, '/account/integrations', formPost(fields))));
  return { status: answer.status, body: answer.data as { ok: boolean; message?: string; secret?: string; result: { error?: Record<string, string[] | null> } } };
}
async function page(userId: number) {
  return answerOf(callRoute(integrations.loader, await requestAs(userId, '/account/integrations')));
}
async function makeToken(userId: number, name = 'Zoho CRM') {
  const made = await post(userId, { intent: 'create-token', name, scopes: 'leads:read' });
  expect(made.status).toBe(200);
  return made.body.secret!;
}
/** GET /api/v1/leads as a CRM calls it: no cookie, a Bearer token. */
async function api(token: string | null, query = '') {
  const request = new Request(`http://localhost/api/v1/leads${query}`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const response = (await answerOf(callRoute(leadsApi.loader, request))).data as Response;
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> & { data: Record<string, unknown>[]; next_cursor: string | null; error: { code: string; message: string } } };
}

describe('API tokens', () => {
  it('are made by owners only, shown once, kept as a SHA-256 with a prefix, listed without their text, and refused once revoked', async () => {
    const seller = await newSupplier();
    const token = await makeToken(seller.userId);
    expect(token).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    const [stored] = await db().select().from(apiTokens).where(eq(apiTokens.companyId, seller.companyId));
    expect(stored).toMatchObject({ name: 'Zoho CRM', tokenHash: createHash('sha256').update(token).digest('hex'), prefix: token.slice(0, 12), scopes: ['leads:read'], lastUsedAt: null });
    const listed = (await page(seller.userId)).data as Page;
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed.tokens[0]).toMatchObject({ name: 'Zoho CRM', prefix: token.slice(0, 12) });

    expect((await api(token)).status).toBe(200);
    const [used] = await db().select().from(apiTokens).where(eq(apiTokens.id, stored!.id));
    expect(used?.lastUsedAt).not.toBeNull();

    const revoked = await post(seller.userId, { intent: 'revoke-token', tokenId: String(stored!.id) });
    expect(revoked.body.message).toMatch(/revoked/);
    const after = await api(token);
    expect(after.status).toBe(401);
    expect(after.json.error).toMatchObject({ code: 'unauthenticated' });
    expect(after.json.error.message).toMatch(/revoked/);

    // A sales colleague may not make tokens; another company cannot revoke this one.
    const sales = await colleague(seller.companyId, 'sales');
    const refused = await post(sales.userId, { intent: 'create-token', name: 'Mine', scopes: 'leads:read' });
    expect(refused.status).toBe(403);
    expect(refused.body.result.error?.['']?.[0]).toMatch(/Sales\) does not include the team, plans, billing/);
    expect((await page(sales.userId)).status).toBe(403);
    const stranger = await newSupplier();
    expect((await post(stranger.userId, { intent: 'revoke-token', tokenId: String(stored!.id) })).status).toBe(404);
    // A name is needed.
    expect((await post(seller.userId, { intent: 'create-token', name: ' ', scopes: 'leads:read' })).body.result.error?.name).toEqual(['Name the token, e.g. after the CRM that uses it']);
  });

  it('answer 401 without a token or with a wrong one, 403 without the scope, 429 past the limit, all as JSON errors', async () => {
    expect(await api(null)).toMatchObject({ status: 401, json: { error: { code: 'unauthenticated' } } });
    expect((await api('tsk_not-a-real-token')).status).toBe(401);
    const seller = await newSupplier();
    const token = 'tsk_without_the_scope_0000000000000000000000000';
    await db().insert(apiTokens).values({ companyId: seller.companyId, name: 'No scope', tokenHash: createHash('sha256').update(token).digest('hex'), prefix: token.slice(0, 12), scopes: ['other:read'] });
    const forbidden = await api(token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error.message).toContain('leads:read');

    const busy = await makeToken(seller.userId);
    let last = await api(busy, '?limit=1');
    for (let i = 1; i <= API_RATE_LIMIT && last.status === 200; i += 1) last = await api(busy, '?limit=1');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.json.error.code).toBe('rate-limited');
  });
});

describe('GET /api/v1/leads', () => {
  it('pages the company’s leads by cursor, oldest change first, and since= keeps those changed at or after a time', async () => {
    const seller = await newSupplier();
    const buyer = await newBuyer();
    const other = await newSupplier();
    await inquiryLead(other, buyer);
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push((await requirementLead(buyer, seller)).thread);
    const inquiry = await inquiryLead(seller, buyer, { name: 'Anil Shah' });
    made.push(inquiry);
    const base = Date.now() - 3600_000;
    for (const [i, thread] of made.entries()) {
      await db().update(threads).set({ lastMessageAt: new Date(base + i * 60_000), leadUpdatedAt: new Date(base + i * 60_000) }).where(eq(threads.id, thread.id));
    }
    const token = await makeToken(seller.userId);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await api(token, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status).toBe(200);
      seen.push(...answer.json.data.map((lead) => lead.reference as string));
      cursor = answer.json.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((t) => t.reference));

    const inquiryLeadJson = (await api(token, '?limit=100')).json.data.at(-1);
    expect(inquiryLeadJson).toMatchObject({ reference: inquiry.reference, kind: 'inquiry', status: 'new', lost_reason: null, buyer: { name: 'Anil Shah', company: buyer.companyName, email: null, phone: null }, quantity: 500, unit: 'pack', requirement_reference: null });

    const since = new Date(base + 3 * 60_000).toISOString();
    expect((await api(token, `?since=${encodeURIComponent(since)}`)).json.data.map((lead) => lead.reference)).toEqual(made.slice(3).map((t) => t.reference));
    // A lead that changes later (its status) comes again after the others.
    await db().update(threads).set({ leadStatus: 'won', leadUpdatedAt: new Date() }).where(eq(threads.id, made[0]!.id));
    const changed = (await api(token, `?since=${encodeURIComponent(since)}`)).json.data;
    expect(changed.at(-1)).toMatchObject({ reference: made[0]!.reference, status: 'won' });

    for (const bad of ['?since=yesterday', '?since=2026-11-24', '?limit=0', '?limit=101', '?limit=abc', '?cursor=garbage']) {
      const answer = await api(token, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.json.error.code).toBe('validation');
    }
  });

  it('matches its OpenAPI description: every required field of a lead is in a real answer, with the described types', async () => {
    const document = (await (await openapi.loader({})).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: { Lead: { required: string[]; properties: Record<string, { type: string | string[]; required?: string[]; enum?: unknown[] }> }; Error: { required: string[] } } };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/leads']);
    const seller = await newSupplier();
    const buyer = await newBuyer();
    await inquiryLead(seller, buyer);
    await requirementLead(buyer, seller);
    const token = await makeToken(seller.userId);
    const answer = await api(token);
    expect(Object.keys(answer.json).sort()).toEqual(['data', 'next_cursor']);
    const schema = document.components.schemas.Lead;
    const typeOf = (value: unknown) => (value === null ? 'null' : Number.isInteger(value) ? 'integer' : Array.isArray(value) ? 'array' : typeof value);
    for (const lead of answer.json.data) {
      expect(Object.keys(lead).sort()).toEqual([...schema.required].sort());
      for (const [field, property] of Object.entries(schema.properties)) {
        const allowed = Array.isArray(property.type) ? property.type : [property.type];
        expect(allowed, `${field} = ${JSON.stringify(lead[field])}`).toContain(typeOf(lead[field]));
        if (property.enum) expect(property.enum).toContain(lead[field]);
        if (property.required) expect(Object.keys(lead[field] as object).sort()).toEqual([...property.required].sort());
      }
    }
    const error = (await api(null)).json;
    for (const field of document.components.schemas.Error.required) expect(error).toHaveProperty(field);
  });
});
