import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from './support/http';
import { dropDatabase, freshDatabase, ownServer, type OwnServer } from './support/own-server';

// Point 4: writers that retry, under repeated `kill -9` of the server. Each write is an inquiry
// with its own idempotency key (and its own buyer email, to find its rows); a writer repeats it on
// a connection error or a 5xx until it gets an answer. Lost = acknowledged but not stored;
// duplicated = more than one inquiry for one key. Both must be 0. The server runs on a database
// of its own on the suite's PostgreSQL, so killing Node leaves PostgreSQL running.
const WRITERS = 4;
const WRITE_MS = 40_000;
/** How long the server runs between a restart and the next kill (it takes a few seconds to start). */
const UP_MS = 2_000;
const PRODUCT = '/product/tomato-seeds';

let server: OwnServer;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await freshDatabase(`tradesetu_crash_${randomBytes(3).toString('hex')}`);
  server = await ownServer({ databaseUrl });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

interface Write {
  email: string;
  key: string;
  ip: string;
  acknowledged: boolean;
  /** Attempts that got no answer (the server died under them, or was down) before the one that did. */
  failedAttempts: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One write, repeated until the server answers it (or `giveUpAt`); true once acknowledged. */
async function writeUntilAnswered(write: Write, giveUpAt: number): Promise<boolean> {
  const body = new URLSearchParams({
    quantity: '100',
    unit: 'pack',
    requirement: `Crash test inquiry ${write.key}: need hybrid tomato seed packs.`,
    buyerName: 'Crash Writer',
    buyerEmail: write.email,
    buyerMobile: '9876543210',
    productSlug: 'tomato-seeds',
    idempotencyKey: write.key,
  });
  while (Date.now() < giveUpAt) {
    try {
      const answer = await fetch(`${server.baseUrl}${PRODUCT}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.baseUrl, 'X-Forwarded-For': write.ip, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await answer.text();
      if (answer.status === 200 && /INQ-[0-9A-Z]{4}-[0-9A-Z]{4}/.test(text)) return true;
      // A refusal other than a 5xx would be a bug of its own: make it visible.
      if (answer.status < 500) throw new Error(`write ${write.key} answered ${answer.status}`);
      write.failedAttempts += 1;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('write ')) throw error;
      // The server died under the request, or is not up yet: the client retries, as clients do.
      write.failedAttempts += 1;
    }
    await sleep(100);
  }
  return false;
}

async function writer(until: number, writes: Write[]): Promise<void> {
  while (Date.now() < until) {
    const write: Write = { email: `crash-${randomBytes(6).toString('hex')}@example.in`, key: randomBytes(18).toString('base64url'), ip: testAddress(), acknowledged: false, failedAttempts: 0 };
    writes.push(write);
    write.acknowledged = await writeUntilAnswered(write, until + 60_000);
  }
}

describe('writers with retries under repeated kill -9 (point 4)', () => {
  it('loses no acknowledged write and duplicates none', async () => {
    const writes: Write[] = [];
    const until = Date.now() + WRITE_MS;
    let kills = 0;
    const killer = (async () => {
      while (Date.now() < until - UP_MS) {
        await sleep(UP_MS * (0.5 + Math.random()));
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        await exited;
        kills += 1;
        await server.restart();
      }
    })();
    await Promise.all([killer, ...Array.from({ length: WRITERS }, () => writer(until, writes))]);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ buyer_email: string; n: string }>("SELECT buyer_email, count(*) AS n FROM inquiries WHERE buyer_email LIKE 'crash-%' GROUP BY buyer_email");
    await client.end();
    const stored = new Map(rows.map((row) => [row.buyer_email, Number(row.n)]));
    const acknowledged = writes.filter((write) => write.acknowledged);
    const lost = acknowledged.filter((write) => !stored.has(write.email)).length;
    const duplicated = [...stored.values()].filter((n) => n > 1).length;
    const storedCount = [...stored.values()].reduce((sum, n) => sum + n, 0);
    const retried = writes.filter((write) => write.failedAttempts > 0).length;
    // Retries whose first attempt had committed before the kill: answered from the stored key.
    const replayed = (await server.log()).split('idempotency key repeated').length - 1;
    console.log(`crash test: ${kills} kills, ${writes.length} writes (${retried} retried, ${replayed} answered from a stored key), ${acknowledged.length} acknowledged, ${storedCount} stored, ${lost} lost, ${duplicated} duplicated`);
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(retried).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
  }, 180_000);
});
