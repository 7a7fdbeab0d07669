import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startCatalogueEvents, stopCatalogueEvents } from '~/services/catalog/catalogue-events.server';
import { db, transaction } from '~/services/db/client.server';
import { closeListening, isListening, listen, LISTEN_APPLICATION_NAME } from '~/services/db/listen.server';
import { searchProducts } from '~/services/search/search.server';
import { createSeller, insertListings, lastCategoryPair } from './support/listing-fixtures';

/*
 * The process's one LISTEN connection (db/listen.server.ts) on a real PostgreSQL: notifications
 * arrive on commit only, and a dropped connection is noticed, re-made and told to its subscribers,
 * which is how the catalogue caches forget what they may have missed (docs/decisions/0036).
 */

/** Ends this database's LISTEN session from the server side, as a restart or a network cut would. */
async function cutListenConnection(): Promise<void> {
  const { rows } = await db().execute<{ cut: boolean }>(sql`
    SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
    WHERE application_name = ${LISTEN_APPLICATION_NAME} AND datname = current_database()`);
  expect(rows.map((row) => row.cut)).toEqual([true]);
}

afterAll(async () => {
  await stopCatalogueEvents();
  await closeListening();
});

describe('the LISTEN connection', () => {
  it('hears a notification when its transaction commits and never one that rolled back', async () => {
    const heard: string[] = [];
    const unlisten = await listen('listen_test', { notified: (payload) => heard.push(payload) });
    try {
      await transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('listen_test', 'committed')`);
        // Not before the commit: nothing has arrived while the transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard).toEqual([]);
      });
      await transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('listen_test', 'rolled back')`);
        tx.rollback();
      }).catch(() => undefined);
      await db().execute(sql`SELECT pg_notify('listen_test', 'after')`);
      await vi.waitFor(() => expect(heard).toEqual(['committed', 'after']), { timeout: 2000, interval: 20 });
    } finally {
      unlisten();
    }
  });

  it('reconnects after the connection is cut, telling its subscribers it was lost and listens again', async () => {
    const calls: string[] = [];
    const unlisten = await listen('listen_test', { notified: (payload) => calls.push(`notified ${payload}`), listening: () => calls.push('listening'), lost: () => calls.push('lost') });
    try {
      expect(calls).toEqual(['listening']);
      await cutListenConnection();
      await vi.waitFor(() => expect(calls.slice(1, 2).concat(calls.slice(-1))).toEqual(['lost', 'listening']), { timeout: 5000, interval: 20 });
      expect(isListening()).toBe(true);
      await db().execute(sql`SELECT pg_notify('listen_test', 'again')`);
      await vi.waitFor(() => expect(calls.at(-1)).toBe('notified again'), { timeout: 2000, interval: 20 });
    } finally {
      unlisten();
    }
  });
});

describe('the catalogue caches after a lost LISTEN connection', () => {
  it('forget what they hold, so a change this process could not hear of shows once it listens again', async () => {
    await startCatalogueEvents();
    const seller = await createSeller(true);
    const place = await lastCategoryPair();
    const found = async () => (await searchProducts({ q: 'quollnut' })).items.map((item) => item.slug).sort();
    const [butter] = await insertListings(seller.companyId, place, [{ name: 'Quollnut Butter' }]);
    expect(await found()).toEqual([butter?.slug]);

    await cutListenConnection();
    await vi.waitFor(() => expect(isListening()).toBe(false), { timeout: 2000, interval: 5 });
    // Deaf now: this answer is cached, and a change made meanwhile sends a notification nobody hears.
    expect(await found()).toEqual([butter?.slug]);
    const [spread] = await insertListings(seller.companyId, place, [{ name: 'Quollnut Spread' }]);
    await db().execute(sql`SELECT pg_notify('catalogue_changed', '')`);

    await vi.waitFor(() => expect(isListening()).toBe(true), { timeout: 5000, interval: 20 });
    expect(await found()).toEqual([butter?.slug, spread?.slug].sort());
  });
});
