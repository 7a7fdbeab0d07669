import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Starts the compiled production server (as `npm start` runs it) on a throw-away data directory,
// forwards signals to it, and removes the directory once it has stopped.
const entry = 'build/server-entry.js';
if (!existsSync(entry)) {
  console.error(`No production build at ${entry}: run \`npm run build\` before the browser journeys.`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-e2e-'));
const child = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3199',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    E2E: 'true',
  },
});
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
