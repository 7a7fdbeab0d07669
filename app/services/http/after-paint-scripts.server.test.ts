import { Readable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT_ID, afterPaintScript, deferPageScripts, takePreloads } from './after-paint-scripts.server';

const NONCE = 'abc+/=';
const HEAD =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/><title>चावल — TradeSetu</title>' +
  `<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="${NONCE}"/>` +
  '<link rel="alternate" hrefLang="hi-IN" href="http://x/hi"/>' +
  `<link rel="modulepreload" href="/assets/root-B2.js" nonce="${NONCE}"/>`;
const CODE = 'import * as route0 from "/assets/root-B2.js";\nwindow.x = 1 < 2 ? "<b>" : "";\nimport("/assets/entry.client-A1.js");';
const BEFORE = `</head><body><h1>चावल</h1><script nonce="${NONCE}">window.__ctx = 1;</script>`;
const MODULE = `<script nonce="${NONCE}" type="module" async="">${CODE}</script>`;
const AFTER = `<script nonce="${NONCE}">enqueue("चावल")</script></body></html>`;
const PAGE = HEAD + BEFORE + MODULE + AFTER;
const EXPECTED = takePreloads(HEAD).head + BEFORE + afterPaintScript(NONCE, ['/assets/entry.client-A1.js', '/assets/root-B2.js'], CODE) + AFTER;

async function streamThrough(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferPageScripts(NONCE))) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

/** The page cut into pieces at every `step` bytes (through markers and Devanagari characters alike). */
function cut(page: string, step: number): Buffer[] {
  const bytes = Buffer.from(page, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += step) chunks.push(bytes.subarray(at, at + step));
  return chunks;
}

/** Runs the after-paint script in a minimal document; `paint` runs the next frame and the tasks after it. */
function runInDocument(script: string, readyState: 'loading' | 'interactive') {
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const onParsed: Array<() => void> = [];
  const document = {
    readyState,
    currentScript: { getAttribute: () => '/assets/a.js /assets/b.js', nonce: NONCE },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (node: Record<string, string>) => added.push(node) },
    addEventListener: (type: string, listener: () => void) => (type === 'DOMContentLoaded' ? onParsed.push(listener) : undefined),
  };
  const body = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  runInNewContext(body, { document, requestAnimationFrame: (fn: () => void) => frames.push(fn), setTimeout: (fn: () => void) => tasks.push(fn) });
  const drain = (queue: Array<() => void>) => queue.splice(0).forEach((fn) => fn());
  return {
    added,
    paint: () => {
      drain(frames);
      drain(tasks);
    },
    parsed: () => {
      document.readyState = 'interactive';
      drain(onParsed);
    },
  };
}

describe('page JavaScript after the first paint', () => {
  it('takes every modulepreload link out of <head> and leaves the other links', () => {
    const { head, hrefs } = takePreloads(HEAD);
    expect(hrefs).toEqual(['/assets/entry.client-A1.js', '/assets/root-B2.js']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="alternate" hrefLang="hi-IN" href="http://x/hi"/>');
    expect(takePreloads('<head><link rel="modulepreload" href="/assets/a b.js"/>').hrefs).toEqual([]);
  });

  it('replaces the module script with one that adds the preloads and the same module after the paint', () => {
    const script = afterPaintScript(NONCE, ['/assets/a.js', '/assets/b.js'], CODE);
    expect(afterPaintScript(NONCE, [], 'window.x = "</script><script>alert(1)</script>";').match(/<\/script>/gi)).toHaveLength(1);
    expect(script).toMatch(new RegExp(`^<script nonce="abc\\+/=" id="${AFTER_PAINT_SCRIPT_ID}" data-hrefs="/assets/a.js /assets/b.js">`));
    // Only the wrapper's own tag closes it, however the code reads.

    const expected = [
      { rel: 'modulepreload', href: '/assets/a.js', nonce: NONCE },
      { rel: 'modulepreload', href: '/assets/b.js', nonce: NONCE },
      { type: 'module', nonce: NONCE, textContent: CODE },
    ];
    // Parsed document: nothing before the frame, everything once after it.
    const parsed = runInDocument(script, 'interactive');
    expect(parsed.added).toEqual([]);
    parsed.paint();
    expect(parsed.added).toEqual(expected);
    parsed.paint();
    expect(parsed.added).toHaveLength(3);
    // A frame while the parser still waits for the rest of the page: the module waits for the whole document.
    const loading = runInDocument(script, 'loading');
    loading.paint();
    expect(loading.added).toEqual([]);
    loading.parsed();
    expect(loading.added).toEqual(expected);
  });

  it('rewrites the page the same however the stream is cut, Devanagari and markers split included', async () => {
    for (const step of [1, 2, 3, 7, 64, 100_000]) expect(await streamThrough(cut(PAGE, step))).toBe(EXPECTED);
  });

  it('puts the preloads back at the end of a page without a module script, and passes other documents whole', async () => {
    const noModule = HEAD + BEFORE + AFTER;
    const out = await streamThrough(cut(noModule, 5));
    expect(out).toBe(takePreloads(HEAD).head + BEFORE + AFTER + `<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/root-B2.js" nonce="${NONCE}"/>`);
    expect(await streamThrough([Buffer.from('<p>no head'), Buffer.from(' here</p>')])).toBe('<p>no head here</p>');
    const unclosed = HEAD + BEFORE + `<script nonce="${NONCE}" type="module" async="">import "/x.js"`;
    expect(await streamThrough(cut(unclosed, 9))).toContain(`<script nonce="${NONCE}" type="module" async="">import "/x.js"`);
  });
});
