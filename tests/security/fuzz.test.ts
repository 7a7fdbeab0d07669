import { appendFileSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '~/services/accounts/passwords.server';
import { db } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { createBuyer } from '../integration/support/billing-fixtures';
import { createSeller } from '../integration/support/listing-fixtures';
import { logIn, newMember, baseUrl, serverLog } from './support/http';
import { distinctForms, findForms, queryNames, type FoundForm } from './support/fuzz/forms';
import { seededRandom } from './support/fuzz/random';
import { formRequest, rawFuzzRequest, routeRequest, send, verdict, type FuzzRequest } from './support/fuzz/requests';
import { fillPattern, loadSamples, routePatterns } from './support/fuzz/targets';

/**
 * Point 3 of issue 18: a bounded fuzzer. Every route of app/routes.ts and every form the pages
 * offer (to a visitor, a fresh member and the demo supplier, buyer and admin) gets malformed,
 * huge, unicode and hostile values, other methods, odd headers and query strings, for
 * FUZZ_SECONDS. It fails on any 5xx, a stack trace or internal path in a body, a request that
 * hangs, or the server's memory over FUZZ_RSS_MB. Replay: FUZZ_SEED=<seed> (and FUZZ_REQUEST=<n>
 * for one request) npm run test:security -- tests/security/fuzz.test.ts
 * (docs/decisions/0030-fuzzing-in-ci.md).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125) >>> 0;
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 75);
const ONLY = process.env.FUZZ_REQUEST === undefined ? undefined : Number(process.env.FUZZ_REQUEST);
const RSS_BUDGET_MB = Number(process.env.FUZZ_RSS_MB ?? 500);
const WORKERS = 4;
const REQUEST_TIMEOUT_MS = 20_000;

/** Who sends a request: writes only as fresh accounts, so the demo data other files use stays as it is. */
interface Identity {
  name: string;
  cookie: string | undefined;
  writes: boolean;
  /** Sends only fuzzed values in forms (a staff account must not act on real rows with real values). */
  allFuzzed: boolean;
}

interface Failure {
  why: string;
  count: number;
  example: string;
}

const identities: Identity[] = [];
const forms: FoundForm[] = [];
const names = new Set<string>();
let patterns: string[] = [];
let samples: Awaited<ReturnType<typeof loadSamples>>;
const failures = new Map<string, Failure>();
let requests = 0;
let maxRssMb = 0;

function rssMb(): number {
  const status = readFileSync(`/proc/${inject('securityServerPid')}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const now = Math.round(kb / 1024);
  maxRssMb = Math.max(maxRssMb, now);
  return now;
}

async function withPassword(userId: number): Promise<string> {
  const password = `fuzz-${userId}-pass`;
  await db().update(users).set({ passwordHash: await hashPassword(password), emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  return password;
}

async function identity(name: string, email: string, password: string, writes: boolean, allFuzzed = false): Promise<Identity> {
  const cookie = await logIn(email, password);
  if (!cookie) throw new Error(`the fuzzer could not log in as ${name} (${email})`);
  return { name, cookie, writes, allFuzzed };
}

function record(index: number, request: FuzzRequest, identityName: string, pattern: string, outcome: Awaited<ReturnType<typeof send>>): void {
  requests++;
  if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `${index}\t${identityName}\t${outcome?.status ?? '-'}\t${request.method}\t${pattern}\t${request.path.slice(0, 120)}\t${request.note.slice(0, 200)}\n`);
  const why = verdict(outcome);
  if (why === null) return;
  const key = `${why} · ${request.kind ? `raw: ${request.kind}` : `${request.method} ${pattern}`}`;
  const known = failures.get(key);
  if (known) known.count++;
  else {
    const body = (outcome?.body ?? '').slice(0, 200).replace(/\s+/g, ' ');
    const example = `#${index} as ${identityName}: ${request.method} ${request.path.slice(0, 200)} — sent ${request.note.slice(0, 300)} — got ${outcome?.status ?? 'nothing'}: ${body}`;
    failures.set(key, { why, count: 1, example });
  }
}

/** Request n of this seed: the same n and seed always make the same request. */
function planned(index: number): { request: FuzzRequest; pattern: string; who: Identity } {
  const random = seededRandom(SEED ^ Math.imul(index + 1, 0x9e3779b1));
  const targets = patterns.length + forms.length;
  const target = index < targets ? index : random.int(targets);
  if (target >= patterns.length) {
    const form = forms[target - patterns.length]!;
    const writers = identities.filter((who) => who.writes);
    const who = form.method === 'GET' ? random.pick(identities) : random.pick(writers);
    return { request: formRequest(random, form, who.allFuzzed), pattern: `form ${form.action.split('?')[0]}`, who };
  }
  const pattern = patterns[target]!;
  const path = fillPattern(pattern, samples, random);
  const request = random.chance(0.06) ? rawFuzzRequest(random, path) : routeRequest(random, path, [...names]);
  // Raw requests carry no session; the demo accounts only read, and never log out.
  const eligible = identities.filter((who) => (request.method === 'GET' || request.method === 'HEAD' ? pattern !== 'logout' || who.writes : who.writes));
  const who = request.raw === undefined ? random.pick(eligible) : identities[0]!;
  return { request, pattern: `/${pattern}`, who };
}

beforeAll(async () => {
  console.info(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${SECONDS} s, server RSS ${rssMb()} MB (budget ${RSS_BUDGET_MB} MB)`);
  patterns = routePatterns();
  samples = await loadSamples();
  const member = await newMember();
  const seller = await createSeller(true);
  const admin = await createBuyer('29', 'administrator');
  identities.push(
    { name: 'a visitor', cookie: undefined, writes: true, allFuzzed: false },
    await identity('a fresh member', member.email, member.password, true),
    await identity('a fresh seller', seller.email, await withPassword(seller.id), true),
    await identity('a fresh admin', admin.email, await withPassword(admin.id), true, true),
    await identity('the demo supplier', 'supplier@tradesetu.example', 'demo-supplier-pass', false),
    await identity('the demo buyer', 'buyer@tradesetu.example', 'demo-buyer-pass', false),
    await identity('the demo admin', 'admin@tradesetu.example', 'demo-admin-pass', false),
  );
  // Forms, as each identity sees the pages (real parameter values only).
  const found: FoundForm[] = [];
  const pages = patterns.filter((pattern) => pattern !== 'logout' && !pattern.includes('*'));
  const real = seededRandom(SEED);
  for (const who of identities.filter((who) => who.name !== 'a fresh admin')) {
    await Promise.all(
      pages.map(async (pattern) => {
        const path = fillPattern(pattern, samples, real, 1);
        const request: FuzzRequest = { method: 'GET', path, headers: {}, note: 'page for its forms' };
        const outcome = await send(request, who.cookie, REQUEST_TIMEOUT_MS);
        record(-1, request, who.name, `/${pattern}`, outcome);
        if (outcome?.status !== 200) return;
        found.push(...findForms(outcome.body, path, baseUrl));
        for (const name of queryNames(outcome.body)) names.add(name);
      }),
    );
  }
  forms.push(...distinctForms(found).filter((form) => form.action !== '/logout'));
  console.info(`fuzz: ${patterns.length} routes, ${forms.length} distinct forms, ${names.size} query names, ${identities.length} identities, server RSS ${rssMb()} MB`);
});

/**
 * Errors the server logged while fuzzed, one entry per kind (type and message without the
 * request's own values), for those whose answer never came back (a stream, a cut connection).
 */
function loggedErrors(since: number): string[] {
  const kinds = new Map<string, { count: number; path: string }>();
  for (const line of serverLog(since).split('\n')) {
    if (!/^\{"level":"(error|fatal)"/.test(line)) continue;
    const entry = JSON.parse(line) as { msg?: string; path?: string; err?: { type?: string; message?: string } };
    const kind = `${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${(entry.err?.message ?? '').replace(/https?:\S*|\d+/g, '…').slice(0, 120)}`;
    const known = kinds.get(kind);
    if (known) known.count++;
    else kinds.set(kind, { count: 1, path: entry.path ?? '' });
  }
  return [...kinds.entries()].map(([kind, { count, path }]) => `- the server logged "${kind}" (${count}×), first on ${path.slice(0, 120)}`);
}

afterAll(() => {
  console.info(`fuzz: ${requests} requests, ${failures.size} kinds of failure, server RSS at most ${maxRssMb} MB (seed ${SEED})`);
});

describe('the fuzzer (point 3)', () => {
  it(
    'finds no 5xx, no leak of internals and no memory over budget on any route or form',
    async () => {
      const logStart = serverLog().length;
      const deadline = Date.now() + SECONDS * 1_000;
      let next = 0;
      const worker = async () => {
        while (Date.now() < deadline) {
          const index = ONLY ?? next++;
          const { request, pattern, who } = planned(index);
          record(index, request, who.name, pattern, await send(request, who.cookie, REQUEST_TIMEOUT_MS));
          if (ONLY !== undefined) return;
        }
      };
      const memory = setInterval(() => {
        const now = rssMb();
        if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `rss\t${now}\t${requests}\n`);
      }, 1_000);
      await Promise.all(Array.from({ length: ONLY === undefined ? WORKERS : 1 }, worker));
      clearInterval(memory);
      rssMb();
      const report = [...failures.entries()].map(([key, failure]) => `- ${key} (${failure.count}×) ${failure.example}`);
      report.push(...loggedErrors(logStart));
      if (maxRssMb >= RSS_BUDGET_MB) report.push(`- the server's RSS reached ${maxRssMb} MB, over the budget of ${RSS_BUDGET_MB} MB (FUZZ_RSS_MB)`);
      expect(report, `fuzz failures (replay with FUZZ_SEED=${SEED} FUZZ_REQUEST=<#n>):\n${report.join('\n')}`).toEqual([]);
    },
    (SECONDS + 45) * 1_000,
  );
});
