import { eq, sql } from 'drizzle-orm';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/embedded-postgres';
import { routeReads } from '../../server/read-routing';
import { startReplicatedPostgres, testDatabaseUrl, type ReplicatedPostgres } from './support/replicated-postgres';

// A real PostgreSQL 15 primary and streaming replica (support/replicated-postgres.ts). The
// configuration is read once, so DATABASE_REPLICA_URLS is set before anything reads it.
const ports = { primary: await freePort(), replica: await freePort() };
process.env.DATABASE_REPLICA_URLS = testDatabaseUrl(ports.replica);
process.env.DATABASE_REPLICA_MAX_LAG_MS = '4000';

const { closeDatabase, db, useDatabase } = await import('../../app/services/db/client.server');
const { checkReplicas, closeReplicas, readDb, runWithReadContext } = await import('../../app/services/db/replicas.server');
const { getProduct } = await import('../../app/services/catalog/products.server');
const { searchProducts } = await import('../../app/services/search/search.server');
const { products } = await import('../../app/services/db/schema/catalog');

let cluster: ReplicatedPostgres;

beforeAll(async () => {
  cluster = await startReplicatedPostgres(ports, async (primaryUrl) => {
    const { runMigrations } = await import('../../app/services/db/migrate.server');
    const { seedDemoData } = await import('../../seed/seed-demo');
    useDatabase(primaryUrl);
    await runMigrations();
    await seedDemoData();
  });
}, 180_000);

afterAll(async () => {
  await closeReplicas();
  await closeDatabase();
  await cluster?.stop();
}, 60_000);

/** Which server answered a read through readDb(): its port, and whether it is a standby. */
async function server(): Promise<{ port: number; standby: boolean }> {
  const { rows } = await readDb().execute<{ port: number; standby: boolean }>(sql`SELECT inet_server_port() AS port, pg_is_in_recovery() AS standby`);
  return rows[0]!;
}

const asVisitor = <T>(work: () => Promise<T>) => runWithReadContext({ pinned: false }, work);
const asWriterSince = (wroteAt: number) => <T>(work: () => Promise<T>) => runWithReadContext({ pinned: false, wroteAt }, work);

/** Waits for the health checks (every second) to see the replica as `usable`; fails after 20 s. */
async function replicaUsable(usable: boolean): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const [health] = await checkReplicas();
    if (health?.usable === usable) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the replica did not become ${usable ? 'usable' : 'unusable'}: ${JSON.stringify(await checkReplicas())}`);
}

async function rename(slug: string, name: string): Promise<number> {
  await runWithReadContext({ pinned: true }, () => db().update(products).set({ name }).where(eq(products.slug, slug)));
  // The moment the answer to the write would leave (server/read-routing.ts stamps the cookie then).
  return Date.now();
}

describe('read replicas', () => {
  it('sends public reads to a healthy replica and writes, transactions and write requests to the primary', async () => {
    await replicaUsable(true);
    expect(await asVisitor(server)).toEqual({ port: ports.replica, standby: true });
    expect((await asVisitor(() => getProduct('basmati-rice')))?.name).toBe('Basmati Rice');
    expect((await asVisitor(() => searchProducts({ q: 'basmati' }))).items.map((item) => item.slug)).toContain('basmati-rice');

    expect(await runWithReadContext({ pinned: true }, server)).toEqual({ port: ports.primary, standby: false });
    const { inOneTransaction } = await import('../../app/services/db/client.server');
    expect(await asVisitor(() => inOneTransaction(() => server()))).toEqual({ port: ports.primary, standby: false });
  });

  it('shows a visitor their own write while the replica lags, and moves everyone to the primary when it lags too far', async () => {
    await replicaUsable(true);
    await cluster.pauseReplay();
    try {
      const wroteAt = await rename('basmati-rice', 'Basmati Rice (1121, new crop)');
      const asWriter = asWriterSince(wroteAt);
      // The writer reads the new name from the primary; another visitor, on the replica within the lag limit, the old one.
      expect((await asWriter(() => getProduct('basmati-rice')))?.name).toBe('Basmati Rice (1121, new crop)');
      expect(await asWriter(server)).toEqual({ port: ports.primary, standby: false });
      expect((await asVisitor(() => getProduct('basmati-rice')))?.name).toBe('Basmati Rice');

      // Past DATABASE_REPLICA_MAX_LAG_MS (4 s) without replay, the replica gets no reads at all.
      await replicaUsable(false);
      expect((await checkReplicas())[0]).toMatchObject({ status: 'lagging' });
      expect(await asVisitor(server)).toEqual({ port: ports.primary, standby: false });
      expect((await asVisitor(() => getProduct('basmati-rice')))?.name).toBe('Basmati Rice (1121, new crop)');
    } finally {
      await cluster.resumeReplay();
    }
    // Caught up, the replica has the write: everyone, the writer included, reads it there again.
    await replicaUsable(true);
    expect(await asVisitor(server)).toEqual({ port: ports.replica, standby: true });
    expect((await asVisitor(() => getProduct('basmati-rice')))?.name).toBe('Basmati Rice (1121, new crop)');
  });

  it('after a catalogue change it hears of, reads every visitor from the primary until the replica has replayed it', async () => {
    const { catalogueChanged, startCatalogueEvents, stopCatalogueEvents } = await import('../../app/services/catalog/catalogue-events.server');
    const { closeListening } = await import('../../app/services/db/listen.server');
    const { transaction } = await import('../../app/services/db/client.server');
    await startCatalogueEvents();
    try {
      await replicaUsable(true);
      await cluster.pauseReplay();
      try {
        // Another process's edit, as this one hears it: the NOTIFY of the committed change.
        await transaction(async (tx) => {
          await tx.update(products).set({ name: 'Tomato Seeds (F1 hybrid)' }).where(eq(products.slug, 'tomato-seeds'));
          await catalogueChanged(tx);
        });
        // A visitor who wrote nothing: the replica (within the lag limit) would show the old name and refill the caches with it.
        for (let waited = 0; (await asVisitor(server)).standby && waited < 2_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await asVisitor(server)).toEqual({ port: ports.primary, standby: false });
        expect((await asVisitor(() => getProduct('tomato-seeds')))?.name).toBe('Tomato Seeds (F1 hybrid)');
        expect((await asVisitor(() => searchProducts({ q: 'tomato seeds' }))).items.map((item) => item.name)).toContain('Tomato Seeds (F1 hybrid)');
      } finally {
        await cluster.resumeReplay();
      }
      // Replayed: back on the replica, with the change.
      for (let waited = 0; !(await asVisitor(server)).standby && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await asVisitor(server)).toEqual({ port: ports.replica, standby: true });
      expect((await asVisitor(() => getProduct('tomato-seeds')))?.name).toBe('Tomato Seeds (F1 hybrid)');
    } finally {
      await stopCatalogueEvents();
      await closeListening();
    }
  });

  it('keeps answering when the replica stops, and uses it again when it is back', async () => {
    await replicaUsable(true);
    await cluster.stopReplica();
    // Before a check notices: the read fails on the replica and is retried on the primary, no error.
    expect(await asVisitor(server)).toEqual({ port: ports.primary, standby: false });
    expect((await asVisitor(() => getProduct('tomato-seeds')))?.slug).toBe('tomato-seeds');
    expect((await checkReplicas())[0]).toMatchObject({ status: 'down', usable: false });

    await cluster.startReplica();
    await replicaUsable(true);
    expect(await asVisitor(server)).toEqual({ port: ports.replica, standby: true });
  });

  it('gives a request that writes a cookie that keeps that visitor on the primary until the replica has the write', async () => {
    await replicaUsable(true);
    const app = express();
    app.all('/probe', routeReads, async (_req, res) => {
      res.json(await server());
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/probe`;
    try {
      const post = await fetch(base, { method: 'POST' });
      expect(await post.json()).toEqual({ port: ports.primary, standby: false });
      const cookie = post.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^ts_wrote=\d+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);

      // Right after the write the replica has not been seen past it: the visitor with the cookie reads from the primary.
      expect(await (await fetch(base, { headers: { cookie: cookie.split(';')[0]! } })).json()).toEqual({ port: ports.primary, standby: false });
      expect(await (await fetch(base)).json()).toEqual({ port: ports.replica, standby: true });
      // Once a check has seen the replica past the primary's position after the write, the cookie no longer holds it back.
      let answered: unknown;
      for (let waited = 0; waited < 10_000; waited += 200) {
        answered = await (await fetch(base, { headers: { cookie: cookie.split(';')[0]! } })).json();
        if ((answered as { standby: boolean }).standby) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(answered).toEqual({ port: ports.replica, standby: true });
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
