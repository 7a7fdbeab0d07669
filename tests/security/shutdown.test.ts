import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { db } from '~/services/db/client.server';
import { serviceRequests } from '~/services/db/schema/leads';
import { testAddress } from './support/http';
import { dropDatabase, freshDatabase, ownServer, type OwnServer } from './support/own-server';

// Issue 20, point 4: health, readiness and shutdown of the production build as a balancer and an
// orchestrator see them. A rolling restart sends SIGTERM: what is in flight must finish, nothing new
// may start, and the process must be gone within 10 s.

/** A raw connection whose bytes the test writes in pieces and whose answer it reads as it comes. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    write: (bytes: string) => socket.write(bytes),
    received: () => received,
    /** The final answer (after any `100 Continue`) once the server has closed the connection. */
    answer: async () => {
      await closed;
      const final = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      const [head = '', ...body] = final.split('\r\n\r\n');
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: Buffer.from(body.join('\r\n\r\n'), 'latin1').toString('utf8') };
    },
  };
}

/** Whether a new TCP connection to the port is accepted or refused. */
function tryConnect(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

function exitOf(server: OwnServer): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, reports not ready and exits 0 within 10 s', async () => {
    const server = await ownServer();
    try {
      const port = Number(new URL(server.baseUrl).port);
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', failed: [], checks: { database: { ok: true }, migrations: { ok: true } } });

      // A probe whose request line has arrived but not the end of its head: a connection in use.
      const probe = connection(port);
      probe.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n');

      // A real form post whose body comes slowly, as from a phone on a bad network. The server
      // says `100 Continue` once it has the request, so the test knows it is in flight.
      const email = `slow-${randomBytes(4).toString('hex')}@example.in`;
      const body = new URLSearchParams({ name: 'Slow Sender', email, mobile: '9876543210', companyName: '', message: 'Sent over a slow link while the server is asked to stop.' }).toString();
      const slow = connection(port);
      slow.write(
        `POST /contact HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${server.baseUrl}\r\nX-Forwarded-For: ${testAddress()}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await expect.poll(() => slow.received(), { timeout: 10_000 }).toContain('100 Continue');
      slow.write(body.slice(0, 20));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const exit = exitOf(server);

      await expect.poll(() => tryConnect(port), { timeout: 5_000 }).toBe('refused');

      probe.write('\r\n');
      const notReady = await probe.answer();
      expect(notReady.status).toBe(503);
      expect(notReady.head).toMatch(/^connection: close$/im);
      expect(JSON.parse(notReady.body)).toMatchObject({ status: 'shutting down' });

      slow.write(body.slice(20));
      const finished = await slow.answer();
      expect(finished.status).toBe(200);
      expect(finished.head).toMatch(/^connection: close$/im);
      const saved = await db().select({ email: serviceRequests.email }).from(serviceRequests).where(eq(serviceRequests.email, email));
      expect(saved).toHaveLength(1);

      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      const log = await server.log();
      expect(log).toMatch(/"msg":"shutting down"/);
      expect(log).toMatch(/"msg":"stopped"/);
    } finally {
      await server.stop();
    }
  });
});

describe('MIGRATE_ON_START=false', () => {
  it('serves /healthz, answers /readyz 503 naming the migrations until db:migrate has run, and never seeds', async () => {
    const databaseUrl = await freshDatabase(`tradesetu_nomigrate_${randomBytes(3).toString('hex')}`);
    const server = await ownServer({ databaseUrl, env: { MIGRATE_ON_START: 'false' } });
    try {
      const alive = await fetch(`${server.baseUrl}/healthz`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toMatchObject({ status: 'ok', phase: 'starting' });

      const waiting = await fetch(`${server.baseUrl}/readyz`);
      expect(waiting.status).toBe(503);
      const reasons = (await waiting.json()) as { failed: string[]; checks: { migrations: { error: string } } };
      expect(reasons.failed).toEqual(expect.arrayContaining(['migrations', 'start-up']));
      expect(reasons.checks.migrations.error).toMatch(/^\d+ migrations not applied: run npm run db:migrate$/);

      // The one-off step, as the image runs it (build/commands/, DATABASE_URL only).
      const migrate = spawnSync(process.execPath, [path.resolve('build/commands/db-migrate.js')], { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' }, encoding: 'utf8' });
      expect(migrate.stderr).toBe('');
      expect(migrate.stdout).toContain('Migrations are up to date.');
      expect(migrate.status).toBe(0);

      await expect.poll(async () => (await fetch(`${server.baseUrl}/readyz`)).status, { timeout: 15_000, interval: 500 }).toBe(200);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const products = await client.query<{ n: string }>('SELECT count(*) AS n FROM products');
      await client.end();
      expect(Number(products.rows[0]?.n)).toBe(0);
      expect(await server.log()).toMatch(/"msg":"database is up to date with this build: serving"/);
    } finally {
      await server.stop();
      await dropDatabase(databaseUrl);
    }
  });

  it('stops cleanly while still waiting for the migrations', async () => {
    const databaseUrl = await freshDatabase(`tradesetu_nomigrate_${randomBytes(3).toString('hex')}`);
    const server = await ownServer({ databaseUrl, env: { MIGRATE_ON_START: 'false' } });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(503);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await exitOf(server)).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(await server.log()).not.toMatch(/database is up to date/);
    } finally {
      await server.stop();
      await dropDatabase(databaseUrl);
    }
  });
});
