import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { productionNodeFlags } from '../../../server/node-flags';
import { serverDataDirFile, serverLogFile } from './server-log';

// Starts the compiled production server (as `npm start` runs it) on a throw-away data directory,
// forwards signals to it, and removes the directory once it has stopped. Its whole log goes to
// serverLogFile(port) for the logging journey; warnings and errors also show in the test output.
const entry = 'build/server-entry.js';
if (!existsSync(entry)) {
  console.error(`No production build at ${entry}: run \`npm run build\` before the browser journeys.`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradesetu-e2e-'));
const port = process.env.E2E_PORT ?? '3199';
writeFileSync(serverDataDirFile(port), dataDir);
const child = spawn(process.execPath, [...productionNodeFlags(), entry], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    E2E: 'true',
  },
});
const log = createWriteStream(serverLogFile(port), { flags: 'w' });
for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    log.write(`${line}\n`);
    if (!/^\{"level":"(info|debug)"/.test(line)) process.stderr.write(`${line}\n`);
  });
}
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverDataDirFile(port), { force: true });
  process.exit(code ?? 0);
});
