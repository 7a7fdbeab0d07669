import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';

export { freePort } from '../security/support/server';

// The cluster test's children: every process it starts goes through `Supervisor.start`, so one
// call (on success, failure, Ctrl-C or an uncaught error) ends them all, and each writes its
// output to a file of its own that is shown when something about it fails.

export interface RunAs {
  uid: number;
  gid: number;
}

export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  exited: Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  logFile: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  runAs?: RunAs;
  /** How to ask it to stop (PostgreSQL: SIGINT is a fast shutdown). SIGKILL follows after 10 s. */
  stopSignal?: NodeJS.Signals;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Supervisor {
  private readonly children = new Set<Child & { stopSignal: NodeJS.Signals }>();

  constructor() {
    // Last resort when the test ends without stopAll (process.exit, a crash): exit handlers are
    // synchronous, and a signal is.
    process.on('exit', () => {
      for (const child of this.children) child.process.kill('SIGKILL');
    });
  }

  start(options: StartOptions): Child {
    const fd = openSync(options.logFile, 'a', 0o644);
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', fd, fd],
      ...(options.runAs ?? {}),
    });
    closeSync(fd);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const entry = { name: options.name, process: child, logFile: options.logFile, exited, stopSignal: options.stopSignal ?? 'SIGTERM' };
    this.children.add(entry);
    void exited.then(() => this.children.delete(entry));
    child.once('error', (error) => appendNote(options.logFile, `could not start ${options.command}: ${error.message}`));
    return entry;
  }

  /** Asks every child to stop, newest first (app processes before the balancer before PostgreSQL), then kills what is left. */
  async stopAll(): Promise<void> {
    for (const child of [...this.children].reverse()) await stop(child, child.stopSignal);
  }
}

/** Stops one child: `signal`, then SIGKILL if it has not exited within `graceMs`. */
export async function stop(child: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export const running = (child: Child) => child.process.exitCode === null && child.process.signalCode === null;

function appendNote(file: string, note: string): void {
  appendFileSync(file, `${note}\n`);
}

/** The last `lines` lines of a log file, each cut at 500 characters (a logged stack is one long JSON line), for a failure message. */
export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((line) => (line.length > 500 ? `${line.slice(0, 500)} …` : line)).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Polls `condition` until it returns a truthy value or `timeoutMs` passes; `child`, when given,
 * must stay alive meanwhile (its log tail is in the error). Errors from `condition` count as "not yet".
 */
export async function waitFor<T>(what: string, condition: () => Promise<T | undefined | false>, timeoutMs: number, child?: Child, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child && !running(child)) throw new Error(`${child.name} exited (${child.process.exitCode ?? child.process.signalCode}) while waiting for ${what}; its log ends:\n${tail(child.logFile)}`);
    try {
      const value = await condition();
      if (value) return value;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${lastError ? ` (last error: ${lastError})` : ''}${child ? `; ${child.name}'s log ends:\n${tail(child.logFile)}` : ''}`);
}

/** Runs a command to completion (as `runAs` when given); throws with its output when it fails. */
export function runCommand(command: string, args: string[], options: { runAs?: RunAs; env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], ...(options.runAs ?? {}) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output.trimEnd().split('\n').slice(-30).join('\n')}`));
    });
  });
}
