import { describe, expect, it } from 'vitest';
import { pool, useDatabase } from '~/services/db/client.server';
import { checkDatabase } from '~/services/db/health.server';
import { pendingMigrations } from '~/services/db/migrate.server';
import { checkReadiness, migrationsApplied } from '~/services/health/readiness.server';

describe('database health', () => {
  it('reports the database as up with a latency', async () => {
    const health = await checkDatabase();
    expect(health.ok).toBe(true);
  });

  it('reports the database as down when it cannot be reached', async () => {
    const saved = pool().options.connectionString;
    if (!saved) throw new Error('the test database has no URL');
    useDatabase('postgres://nobody:wrong@127.0.0.1:1/none');
    try {
      const health = await checkDatabase(1000);
      expect(health).toMatchObject({ ok: false });
      // Readiness names the database; the count of migrations cannot be read either.
      const readiness = await checkReadiness();
      expect(readiness.ready).toBe(false);
      expect(readiness.checks.database).toMatchObject({ ok: false });
      expect(readiness.checks.migrations).toMatchObject({ ok: false });
    } finally {
      useDatabase(saved);
    }
  });
});

describe('readiness', () => {
  it('is ready on a migrated database, with a time for each check', async () => {
    const readiness = await checkReadiness();
    expect(readiness).toMatchObject({ ready: true, checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true }, replicas: { ok: true, informational: true } } });
    expect(readiness.checks.database?.ms).toBeGreaterThanOrEqual(0);
  });

  it('reports a failing informational check (a read replica down) without turning unready', async () => {
    const replicaDown = { name: 'replicas', check: () => Promise.resolve({ ok: false, error: '127.0.0.1:5433: down' }), informational: true };
    const ready = await checkReadiness([{ name: 'database', check: () => Promise.resolve({ ok: true }) }, replicaDown], 200);
    expect(ready).toEqual({ ready: true, checks: { database: { ok: true, ms: expect.any(Number) }, replicas: { ok: false, ms: expect.any(Number), error: '127.0.0.1:5433: down', informational: true } } });
    const storageDown = await checkReadiness([{ name: 'storage', check: () => Promise.resolve({ ok: false, error: 'bucket missing' }) }, replicaDown], 200);
    expect(storageDown.ready).toBe(false);
  });

  it('counts a migration the database lacks, and says so until the cached count expires', async () => {
    // This file's own database: forget the last migration, as a database one release behind would.
    const { rows } = await pool().query<{ id: number; hash: string; created_at: string }>('DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at');
    const forgotten = rows[0];
    if (!forgotten) throw new Error('the test database records no migration');
    try {
      expect(await pendingMigrations()).toBe(1);
      const at = Date.now() + 60_000;
      expect(await migrationsApplied(at)).toEqual({ ok: false, error: '1 migration not applied: run npm run db:migrate' });
      await pool().query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [forgotten.id, forgotten.hash, forgotten.created_at]);
      // Within five seconds of the count, the cached answer stands; after, the database is asked again.
      expect(await migrationsApplied(at + 4_000)).toMatchObject({ ok: false });
      expect(await migrationsApplied(at + 5_000)).toEqual({ ok: true });
    } finally {
      await pool().query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [forgotten.id, forgotten.hash, forgotten.created_at]);
    }
  });

  it('fails a check that rejects, says not ok, or does not answer in time, naming each', async () => {
    const readiness = await checkReadiness(
      [
        { name: 'fine', check: () => Promise.resolve({ ok: true }) },
        { name: 'refused', check: () => Promise.reject(new Error('connection refused')) },
        { name: 'unhealthy', check: () => Promise.resolve({ ok: false, error: 'bucket missing' }) },
        { name: 'silent', check: () => new Promise(() => undefined) },
      ],
      200,
    );
    expect(readiness.ready).toBe(false);
    expect(readiness.checks).toMatchObject({
      fine: { ok: true },
      refused: { ok: false, error: 'connection refused' },
      unhealthy: { ok: false, error: 'bucket missing' },
      silent: { ok: false, error: 'no answer within 200 ms' },
    });
  });
});
