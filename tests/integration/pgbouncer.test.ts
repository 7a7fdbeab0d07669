import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, postgresUser } from '../../server/embedded-postgres';
import { createLogger } from '../../app/services/logging/logger.server';

// The app through a real PgBouncer in transaction mode with two server connections for a pool of
// ten: consecutive statements of one app connection land on different server connections, so
// anything that leaned on session state (a named prepared statement, a session advisory lock, SET)
// would fail here. PgBouncer 1.18 (Debian 12) does not carry named statements: the hot queries go
// unnamed (DATABASE_NAMED_STATEMENTS=false), read before the configuration is first read.
process.env.DATABASE_NAMED_STATEMENTS = 'false';

const { closeDatabase, databaseUrl, db, inOneTransaction, useDatabase } = await import('../../app/services/db/client.server');
const { runMigrations } = await import('../../app/services/db/migrate.server');
const { getProduct, getSupplier } = await import('../../app/services/catalog/products.server');
const { searchProducts } = await import('../../app/services/search/search.server');
const { createSession, getUser } = await import('../../app/services/accounts/sessions.server');
const { createServiceRequest } = await import('../../app/services/site/service-requests.server');
const { users } = await import('../../app/services/db/schema/accounts');
const { serviceRequests } = await import('../../app/services/db/schema/leads');

const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
let bouncer: ChildProcess;
let dir: string;

beforeAll(async () => {
  const direct = new URL(databaseUrl());
  const port = await freePort();
  dir = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-pgbouncer-'));
  const database = direct.pathname.slice(1);
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${direct.hostname} port=${direct.port} dbname=${database}`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 100',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'logfile =',
      'pidfile =',
    ].join('\n'),
  );
  // The server password PgBouncer logs in with; the app's own login to PgBouncer is trusted here.
  await writeFile(path.join(dir, 'userlist.txt'), `"${decodeURIComponent(direct.username)}" "${decodeURIComponent(direct.password)}"\n`);
  // PgBouncer will not run as root; as root it runs as the postgres user, as PostgreSQL does.
  const runAs = process.getuid?.() === 0 ? await postgresUser(createLogger('warn')) : undefined;
  if (runAs) {
    await chmod(dir, 0o755);
    for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) await chown(path.join(dir, file), runAs.uid, runAs.gid);
  }
  bouncer = spawn(PGBOUNCER, [path.join(dir, 'pgbouncer.ini')], { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    bouncer.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('process up')) resolve();
    });
    bouncer.once('exit', (code) => reject(new Error(`pgbouncer exited (${code}): ${output}`)));
  });
  const pooled = new URL(direct);
  pooled.port = String(port);
  useDatabase(pooled.toString());
}, 60_000);

afterAll(async () => {
  // The pool first: its idle connections would otherwise see PgBouncer go away as errors.
  await closeDatabase();
  bouncer?.kill('SIGTERM');
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('through PgBouncer in transaction mode', () => {
  it('answers the search, catalogue and session reads, many at once on two server connections', async () => {
    expect((await db().execute<{ port: number }>(sql`SELECT 1 AS port`)).rows).toHaveLength(1);
    const slugs = ['basmati-rice', 'tomato-seeds'];
    // Twenty lookups over the app's ten connections and PgBouncer's two, the same statements repeated.
    const pages = await Promise.all(Array.from({ length: 20 }, (_, index) => getProduct(slugs[index % 2]!)));
    expect(pages.map((page) => page?.slug)).toEqual(Array.from({ length: 20 }, (_, index) => slugs[index % 2]));
    expect((await getSupplier(pages[0]!.supplier.slug))?.name).toBe(pages[0]!.supplier.name);
    const found = await Promise.all(['basmati', 'tomato seeds', 'turmeric'].map((q) => searchProducts({ q, facets: true })));
    expect(found.map((result) => result.total > 0)).toEqual([true, true, true]);

    const [user] = await db().insert(users).values({ email: 'pooled@rao.example', name: 'Asha Rao', passwordHash: 'not-a-login' }).returning({ id: users.id });
    const cookie = (await createSession(new Request('http://localhost/'), user!.id)).split(';')[0]!;
    const seen = await Promise.all(Array.from({ length: 12 }, () => getUser(new Request('http://localhost/', { headers: { cookie } }))));
    expect(seen.map((found) => found?.id)).toEqual(Array.from({ length: 12 }, () => user!.id));
  });

  it('writes in transactions and takes the migrations lock', async () => {
    const { id } = await createServiceRequest('contact', { name: 'Asha Rao', email: 'asha@rao.example', mobile: '+919876543210', companyName: 'Rao Traders', message: 'Please call about bulk basmati orders.' }, '203.0.113.7');
    const [saved] = await db().select({ name: serviceRequests.name }).from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(saved?.name).toBe('Asha Rao');
    // An ambient transaction keeps one server connection from BEGIN to COMMIT.
    const locked = await inOneTransaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(42)`);
      return (await db().execute<{ held: boolean }>(sql`SELECT count(*) > 0 AS held FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`)).rows[0]?.held;
    });
    expect(locked).toBe(true);
    // Twice in a row: a session lock left behind on some server connection would make the second wait forever.
    await runMigrations();
    await runMigrations();
  });
});
