import { sql } from 'drizzle-orm';
import type { Transaction } from '~/services/db/client.server';
import { listen } from '~/services/db/listen.server';

/**
 * One signal for "the public catalogue changed": a listing went live, was edited while live,
 * paused, archived or taken down; a supplier was suspended, restored, closed, changed its profile or
 * its verification level; a company registered. Caches of public catalogue data (search, the site's
 * navigation, the home page's figures) subscribe with `onCatalogueChange` and forget what they hold.
 *
 * Across processes (docs/decisions/0036-stateless-processes.md): `catalogueChanged(tx)` sends a
 * NOTIFY inside the transaction that writes the change, so PostgreSQL delivers it to every app
 * process when, and only if, that transaction commits; each process LISTENs once
 * (`startCatalogueEvents`, db/listen.server.ts) and forgets its caches within milliseconds. The
 * writing process also forgets at once, so its own next read does not depend on that round trip (a
 * read that refills a cache before the commit is forgotten again when the notification comes).
 * When the LISTEN connection is down, notifications are lost: the caches are forgotten then, at
 * every second while it stays down, and again once it is back.
 */
type Listener = () => void;

const CATALOGUE_CHANNEL = 'catalogue_changed';

const holder = globalThis as typeof globalThis & { __tradesetuCatalogueListeners?: Set<Listener>; __tradesetuCatalogueEvents?: Promise<() => void> };
const listeners = (holder.__tradesetuCatalogueListeners ??= new Set<Listener>());

export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every cache of this process forgets the catalogue. */
function forgetCatalogue(): void {
  for (const listener of listeners) listener();
}

/**
 * Tells every process that buyers' view of the catalogue changed, inside the transaction `tx` that
 * changed it (a savepoint's NOTIFY is sent when the outer transaction commits). Several calls in
 * one transaction deliver one notification.
 */
export async function catalogueChanged(tx: Pick<Transaction, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
  forgetCatalogue();
}

/**
 * Starts hearing other processes' catalogue changes (the server calls it once at start-up; the
 * connection closes with `closeListening`). Resolves once listening.
 */
export async function startCatalogueEvents(): Promise<void> {
  holder.__tradesetuCatalogueEvents ??= listen(CATALOGUE_CHANNEL, { notified: forgetCatalogue, listening: forgetCatalogue, lost: forgetCatalogue });
  await holder.__tradesetuCatalogueEvents;
}

/** Stops hearing them (tests that start and stop a listener of their own). */
export async function stopCatalogueEvents(): Promise<void> {
  const started = holder.__tradesetuCatalogueEvents;
  holder.__tradesetuCatalogueEvents = undefined;
  (await started)?.();
}
