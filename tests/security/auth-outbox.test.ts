import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { hashPassword } from '~/services/accounts/passwords.server';
import { startSmtpSink, textBody, type SmtpSink } from '../integration/support/smtp-sink';
import { testAddress } from './support/http';
import { freePort, startServer, stopServer } from './support/server';

// Finding 8e: reset links stayed in plain text in the mail outbox forever. A server of our own,
// with mail on (SMTP_URL at a fake SMTP server) and its own database, so its mail worker is the
// only one; and a proxy list that does not include loopback, for finding 8a's other half.

const DATABASE = 'tradesetu_security_auth_outbox';
let sink: SmtpSink;
let server: ChildProcess;
let workDir: string;
let baseUrl: string;
let database: pg.Client;

beforeAll(async () => {
  sink = await startSmtpSink('mailer', 'sink-password');
  const adminUrl = inject('securityDatabaseUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-auth-outbox-'));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = await startServer(path.resolve('build/server-entry.js'), {
    port,
    baseUrl,
    databaseUrl: url.toString(),
    dataDir: path.join(workDir, 'data'),
    logFile: path.join(workDir, 'server.log'),
    env: { SMTP_URL: sink.url, MAIL_FROM: 'no-reply@tradesetu.example', SEED_DEMO_DATA: 'false', TRUST_PROXY: '10.9.9.9' },
  });
  database = new pg.Client({ connectionString: url.toString() });
  await database.connect();
}, 180_000);

afterAll(async () => {
  await database?.end();
  if (server) await stopServer(server);
  await sink?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function member(): Promise<{ email: string; password: string }> {
  const email = `outbox-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'a long enough password';
  await database.query(`INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, 'Outbox Member', $2, now())`, [email, await hashPassword(password)]);
  return { email, password };
}

const post = (pathName: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${pathName}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: { Origin: baseUrl, ...headers } });

describe('a delivered email keeps no usable link in the outbox (finding 8e)', () => {
  it('the reset email reaches the inbox with its link; the stored copy no longer has it', async () => {
    const { email } = await member();
    expect((await post('/forgot-password', { email })).status).toBe(200);
    const mail = await vi.waitFor(
      () => {
        const found = sink.received.find((m) => m.to.includes(email));
        if (!found) throw new Error('not delivered yet');
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{32})/.exec(textBody(mail.raw))?.[1];
    expect(token, 'the delivered email carries the link').toBeDefined();

    const row = await vi.waitFor(
      async () => {
        const { rows } = await database.query<{ status: string; text: string; html: string | null; redacted_at: Date | null }>(
          `SELECT status, text, html, redacted_at FROM outbox_emails WHERE "to" = $1`,
          [email],
        );
        if (rows[0]?.status !== 'sent') throw new Error(`status ${rows[0]?.status}`);
        return rows[0];
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(row.text).not.toContain(token);
    expect(row.text).not.toMatch(/token=/);
    expect(row.text).toContain('[one-time link removed from this copy after delivery]');
    expect(row.redacted_at).not.toBeNull();
    // Nor can the token be rebuilt from the database: it is stored as a hash only.
    const { rows: stored } = await database.query<{ token_hash: string }>(`SELECT token_hash FROM account_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    // The link in the recipient's inbox still works, once.
    const page = await fetch(`${baseUrl}/reset-password?token=${token}`);
    // What the page shows, without the message catalogue it carries for the browser (issue 19).
    const shown = (await page.text()).replace(/<script type="application\/json" id="ts-i18n">.*?<\/script>/s, '');
    expect(shown).not.toContain('This link has expired or was already used');
  }, 40_000);
});

describe('X-Forwarded-Proto is believed only from a trusted proxy (finding 8a)', () => {
  it('with TRUST_PROXY naming another host, a loopback client cannot claim https', async () => {
    const { email, password } = await member();
    const answer = await post('/login', { email, password, redirectTo: '/' }, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': testAddress() });
    expect(answer.status).toBe(302);
    const session = answer.headers.getSetCookie().find((line) => line.startsWith('ts_session='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Secure/i);
  });
});
