import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '~/services/db/client.server';
import { newMember, postForm, sessionCookie, testAddress } from './support/http';

// Finding 4: six wrong passwords locked an account for 19 minutes, the owner with the right
// password included. Now failures only slow the next attempt down (growing waits, capped), a
// browser that has logged in before is not slowed by strangers' failures at all, and the
// guessing address is the one refused.

const CAP_SECONDS = 30;

/** The known-device cookie (name=value) a login answer set, if any. */
function deviceCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('ts_device=') && pair !== 'ts_device=');
}

const attempt = (email: string, password: string, init: { ip?: string; cookie?: string } = {}) => postForm('/login', { email, password, redirectTo: '/' }, init);

/** 50 wrong passwords for `email`, each from another address, ten at a time. */
async function strangersGuess(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let batch = 0; batch < 5; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => attempt(email, `guess-${batch}-${n}`, { ip: testAddress() })));
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

describe('failed logins slow down, never lock the owner out (finding 4)', () => {
  it('after 50 wrong passwords from many addresses, the owner on a known device gets in at once', async () => {
    const owner = await newMember();
    const first = await attempt(owner.email, owner.password);
    expect(first.status).toBe(302);
    const device = deviceCookie(first);
    expect(device, 'a login leaves a known-device cookie').toBeDefined();
    expect(first.headers.getSetCookie().find((line) => line.startsWith('ts_device='))).toMatch(/HttpOnly/);

    const statuses = await strangersGuess(owner.email);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length, 'strangers are slowed down').toBeGreaterThan(0);

    const owners = await attempt(owner.email, owner.password, { cookie: device });
    expect(owners.status).toBe(302);
    expect(sessionCookie(owners)).toBeDefined();
  });

  it('on a new device the owner waits at most the capped delay, told how long, and then gets in', async () => {
    const owner = await newMember();
    await strangersGuess(owner.email);
    // The owner arrives right after the strangers' last counted failure (the worst moment).
    await db().execute(sql`UPDATE login_failures SET last_failed_at = now() WHERE key = ${`login:account:${owner.email}`}`);
    const ip = testAddress();
    const refused = await attempt(owner.email, owner.password, { ip });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CAP_SECONDS);
    expect(await refused.text()).toMatch(/Too many wrong passwords for this account\. Please wait \d+ seconds? and try again/);

    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    const later = await attempt(owner.email, owner.password, { ip });
    expect(later.status).toBe(302);
    expect(sessionCookie(later)).toBeDefined();
  }, 60_000);

  it('however many failures pile up, the wait for an account is never longer than the cap', async () => {
    const owner = await newMember();
    await db().execute(sql`INSERT INTO login_failures (key, failures, last_failed_at) VALUES (${`login:account:${owner.email}`}, 100000, now())`);
    const refused = await attempt(owner.email, owner.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(CAP_SECONDS);
    // A known device of another account, or a forged one, is no way around the wait.
    const other = await newMember();
    const otherDevice = deviceCookie(await attempt(other.email, other.password));
    expect((await attempt(owner.email, owner.password, { cookie: otherDevice })).status).toBe(429);
    expect((await attempt(owner.email, owner.password, { cookie: `${otherDevice!.slice(0, -3)}abc` })).status).toBe(429);
  });

  it("the guessing address gets 429 with a clear message, and other addresses are not affected", async () => {
    const attacker = testAddress();
    let refused: Response | undefined;
    for (let n = 0; n < 100 && !refused; n += 1) {
      const answer = await attempt(`victim-${n}-${Date.now()}@example.in`, 'a-guess', { ip: attacker });
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refused, 'the address is refused within 100 guesses').toBeDefined();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused!.text()).toMatch(/Too many failed logins from your network address\. Please wait \d+ \w+ and try again/);

    const member = await newMember();
    expect((await attempt(member.email, member.password, { ip: attacker })).status).toBe(429);
    const elsewhere = await attempt(member.email, member.password, { ip: testAddress() });
    expect(elsewhere.status).toBe(302);
    // Someone who shares the attacker's address (an office, a carrier's NAT) still gets in on a known device.
    expect((await attempt(member.email, member.password, { ip: attacker, cookie: deviceCookie(elsewhere) })).status).toBe(302);
  });

  it('a hundred guesses sent at once do not all slip through the free attempts', async () => {
    const owner = await newMember();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => attempt(owner.email, `burst-${n}`, { ip: testAddress() })));
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeLessThanOrEqual(8);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
  });
});
