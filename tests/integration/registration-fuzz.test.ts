import { asc, eq, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validRegistration } from './support/registration-data';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-fuzz-'));
const { db } = await import('~/services/db/client.server');
const { categories, subcategories } = await import('~/services/db/schema/catalog');
const { action } = await import('~/routes/register');

// A deterministic generator, so a failing body can be reproduced from its index.
function rng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NASTY = ['', ' ', '\u0000', '<script>alert(1)</script>', "' OR 1=1 --", '😀'.repeat(50), 'x'.repeat(5000), 'Not registered', '-1', '99999999999', 'NaN', '２７ＡＡＰＦＵ', '\u202Eevil', '{"a":1}'];

describe('registration action under random and malformed bodies', () => {
  it('answers 1,000 bodies with a 4xx and field errors or a success, never a 500, and writes no half rows', async () => {
    const [pair] = await db()
      .select({ c: categories.id, s: subcategories.id })
      .from(categories)
      .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
      .orderBy(asc(categories.position))
      .limit(1);
    const [{ started } = { started: '' }] = (await db().execute<{ started: string }>(sql`SELECT now()::text AS started`)).rows;
    const random = rng(42);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const base: Record<string, string | string[]> = validRegistration(pair?.c ?? 1, pair?.s ?? 1);
      const body = new FormData();
      const mode = random();
      for (const [key, value] of Object.entries(base)) {
        if (mode < 0.15 && random() < 0.5) continue;
        const values = Array.isArray(value) ? value : [value];
        for (const v of values) body.append(key, random() < 0.25 ? pick(NASTY) : v);
      }
      if (random() < 0.2) body.append(pick(Object.keys(base)), pick(NASTY));
      if (random() < 0.1) body.append('photos', new File([pick(NASTY)], 'x.jpg', { type: 'image/jpeg' }));
      if (random() < 0.05) body.set('intent', pick(['save', 'upload-photos', 'remove-photo', 'submit', '💥']));
      const raw = random() < 0.05;
      const request = new Request('http://localhost/register', {
        method: 'POST',
        body: raw ? pick(NASTY) : body,
        headers: raw ? { 'Content-Type': pick(['multipart/form-data; boundary=zz', 'application/x-www-form-urlencoded', 'text/plain']) } : undefined,
      });
      // An unreadable body is refused by the route boundary (thrown as an error page with its status);
      // anything else that escapes would be a 500.
      const result = await action({ request, context: { clientIp: '127.0.0.1', cspNonce: '', requestId: String(i) }, params: {}, url: new URL(request.url), pattern: '/register' }).catch(
        (thrown: unknown) => thrown,
      );
      if (result instanceof Error) throw new Error(`body ${i} crashed the action`, { cause: result });
      const answer = result as Response | { data: unknown; init: ResponseInit | null };
      const status = answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status, `body ${i}`).toBeLessThan(500);
      if (status >= 400 && !(answer instanceof Response)) {
        // Either the error page's message, or the form with its messages beside the fields (or above them).
        const shown = typeof answer.data === 'string' ? [answer.data] : Object.values((answer.data as { result: { error?: Record<string, string[] | null> } }).result.error ?? {}).flat();
        expect(shown.filter(Boolean).length, `body ${i} says what is wrong`).toBeGreaterThan(0);
      }
    }
    expect([...statuses.keys()].some((s) => s === 302)).toBe(true);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
    const orphans = await db().execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM users u WHERE u.created_at >= ${started}::timestamptz
                AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.owner_user_id = u.id))
           + (SELECT count(*) FROM companies c WHERE c.created_at >= ${started}::timestamptz AND c.owner_user_id IS NULL) AS n`);
    const created = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE created_at >= ${started}::timestamptz`);
    expect(Number(created.rows[0]?.n)).toBe(statuses.get(302));
    expect(Number(orphans.rows[0]?.n)).toBe(0);
  }, 240_000);
});
