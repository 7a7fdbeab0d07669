import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * npm run build: the React Router app (build/client, build/server) and the process entry
 * (server/index.ts and what it imports) compiled to plain JavaScript in build/server-entry.js, so
 * production runs `node build/server-entry.js` with no TypeScript loader; the one-off database
 * commands likewise in build/commands/ (db-migrate.js, db-seed.js, admin-create.js), for an image
 * without the development dependencies (Dockerfile, docs/deploy.md).
 *
 * `--if-changed` (npm start) skips the build when build/.inputs-hash matches a hash of every
 * source the build reads; a full build costs about 25 s, a check a few milliseconds.
 * Runs on Node's own type stripping (no tsx), so it may import only packages and node: modules.
 */
const COMMANDS = ['db-migrate', 'db-seed', 'admin-create'];
const INPUTS = ['app', 'server', 'seed', 'db/migrations', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'scripts/build.ts', ...COMMANDS.map((name) => `scripts/${name}.ts`)];
/**
 * Packages the server loads from node_modules, as the React Router build does; only drizzle-orm is
 * bundled in, in both builds (vite.config.ts): on Node 24 the ESM loader parses drizzle's 179 KB
 * package.json "exports" again for each drizzle module it loads, which cost the start about 0.6 s
 * of CPU and left ~150 MB of heap behind (bench/RESULTS.md, "Start and idle memory").
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const BUNDLED = new Set(['drizzle-orm']);
const EXTERNAL = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);
const OUTPUTS = ['build/server/index.js', 'build/client', 'build/server-entry.js', ...COMMANDS.map((name) => `build/commands/${name}.js`)];
const STAMP = 'build/.inputs-hash';
/** Tests are never part of the build, so writing one does not cost the next start a rebuild. */
const NOT_BUILT = /\.test\.tsx?$/;

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !NOT_BUILT.test(item.name))
    .map((item) => path.join(item.parentPath, item.name));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const onlyIfChanged = process.argv.includes('--if-changed');
const hash = inputsHash();
const upToDate = existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash && OUTPUTS.every((output) => existsSync(output));
if (onlyIfChanged && upToDate) {
  console.log('Build is up to date with the sources; not rebuilding.');
  process.exit(0);
}

rmSync(STAMP, { force: true });
// The React Router CLI, on the same Node that runs this script (the project's Node 24).
const app = spawnSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], { stdio: 'inherit' });
if (app.status !== 0) process.exit(app.status ?? 1);

await build({
  entryPoints: { 'server-entry': 'server/index.ts', ...Object.fromEntries(COMMANDS.map((name) => [`commands/${name}`, `scripts/${name}.ts`])) },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: EXTERNAL,
  // No source map: the bundle is not minified and names each file it came from, so a stack trace
  // reads as it is, and --enable-source-maps cost the idle server about 25 MB.
  logLevel: 'warning',
});
writeFileSync(STAMP, `${hash}\n`);
console.log('Built build/client, build/server, build/server-entry.js and build/commands/.');
