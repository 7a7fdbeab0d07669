import { pool } from './client.server';

export type DatabaseHealth = { ok: true; latencyMs: number } | { ok: false; error: string };

/** Pings the database with a short timeout, for /healthz. */
export async function checkDatabase(timeoutMs = 2000): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await Promise.race([
      pool().query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref()),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
