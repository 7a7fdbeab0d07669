import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node options the production server runs with, read from package.json's `serve` script (the
 * one place they are written; `start` uses the same), so the security suite, the benchmarks and
 * the browser tests measure the server as `npm start` runs it. Today: caps on V8's old space and
 * young generation, which keep a busy server's resident memory under its budget (docs/decisions/0028).
 */
export function productionNodeFlags(root = process.cwd()): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return nodeFlagsOf(scripts.serve ?? '');
}

/** The `--flags` given to `node` before the entry file in a script's command line. */
export function nodeFlagsOf(command: string): string[] {
  const invocation = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+build\/server-entry\.js/.exec(command);
  return invocation?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}
