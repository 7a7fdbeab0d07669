import { describe, expect, it } from 'vitest';
import { pool, useDatabase } from '~/services/db/client.server';
import { checkDatabase } from '~/services/db/health.server';

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
    } finally {
      useDatabase(saved);
    }
  });
});
