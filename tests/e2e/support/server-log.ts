import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser-test server on `port` writes its log (every line, at level info), so a journey
 * can read what the server wrote while it was used.
 */
export function serverLogFile(port: string | number): string {
  return path.join(os.tmpdir(), `tradesetu-e2e-${port}.log`);
}

/** Where the browser-test server on `port` names its data directory (uploads live under it), for journeys that add files. */
export function serverDataDirFile(port: string | number): string {
  return path.join(os.tmpdir(), `tradesetu-e2e-${port}.data-dir`);
}
