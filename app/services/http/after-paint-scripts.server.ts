import { Transform } from 'node:stream';

/*
 * Page JavaScript after the first paint (docs/decisions/0035-page-javascript-after-first-paint.md).
 *
 * React Router's <Scripts> renders a <link rel="modulepreload"> for each of the page's modules
 * (React hoists them into <head>) and, at the end of <body>, an inline module script that imports
 * them and hydrates. The browser fetched all ~135 KB gzip of JavaScript while it was still laying
 * out the page, so on a phone the scripts competed with the page's first paint; Lighthouse's first
 * paint and LCP swung between ~1.1 s and ~2.7 s with whether they happened to arrive first.
 *
 * This stream takes the preload links out of <head> and turns the module script into a small
 * classic script that adds the same links and the same module script right after the next paint
 * (requestAnimationFrame, then a task; at most a second later if no frame comes, as in a
 * background tab) and the document is parsed. Hydration is unchanged, only started once the
 * visitor sees the page.
 */

const HEAD_END = Buffer.from('</head>');
const SCRIPT_END = Buffer.from('</script>');
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;

/** The id of the script that loads the page's modules (bench/js-size.ts reads its list). */
export const AFTER_PAINT_SCRIPT_ID = 'ts-after-paint';

/** Adds the listed modulepreload links and the module script `c` once the page has painted and is parsed. */
const LOAD_AFTER_PAINT =
  "(function(s,c){var h=s.getAttribute('data-hrefs').split(' ').filter(Boolean),n=s.nonce,d=0;" +
  // A frame can come while the parser waits for more of the page: the module (entry.client reads
  // the translations script after this one) runs only on the whole document.
  "function go(){if(d)return;d=1;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',load);else load()}" +
  'function load(){h.forEach(function(u){var l=document.createElement(\'link\');l.rel=\'modulepreload\';l.href=u;l.nonce=n;document.head.appendChild(l)});' +
  "var m=document.createElement('script');m.type='module';m.nonce=n;m.textContent=c;document.head.appendChild(m)}" +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})';

/** Vite's asset paths have no spaces, quotes or markup; anything else is left where React put it. */
const isPlainPath = (href: string) => !/[\s"'<>&]/.test(href);

/** `head` (the document up to `</head>`) without its modulepreload links, and their hrefs. */
export function takePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (tag, href: string) => {
    if (!isPlainPath(href)) return tag;
    hrefs.push(href);
    return '';
  });
  return { head: rest, hrefs };
}

/** The classic script that stands in for the module script `code` and the preloads `hrefs`. */
export function afterPaintScript(nonce: string, hrefs: string[], code: string): string {
  // JSON is a JavaScript string literal; "<" escaped so nothing in it can close the <script>.
  const literal = JSON.stringify(code).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}" id="${AFTER_PAINT_SCRIPT_ID}" data-hrefs="${hrefs.join(' ')}">${LOAD_AFTER_PAINT}(document.currentScript,${literal})</script>`;
}

const NOTHING_HELD = Buffer.alloc(0);

/** How many bytes at the end of `buffer` could be the start of `marker` (to hold for the next chunk). */
function partialMarkerAtEnd(buffer: Buffer, marker: Buffer): number {
  // Longest first; only where the marker's first byte ('<', rare in a chunk's last bytes) is.
  for (let start = Math.max(0, buffer.length - (marker.length - 1)); start < buffer.length; start += 1) {
    if (buffer[start] === marker[0] && buffer.compare(marker, 0, buffer.length - start, start) === 0) return buffer.length - start;
  }
  return 0;
}

/**
 * A pass-through for the rendered page that applies the above. Bytes are held only while a marker
 * (`</head>`, the module script's opening tag, its `</script>`) may be split across chunks; the
 * rest streams as React writes it. A page without a module script gets its preloads back at the end.
 */
export function deferPageScripts(nonce: string): Transform {
  const moduleScript = Buffer.from(`<script nonce="${nonce}" type="module" async="">`);
  let stage: 'head' | 'body' | 'script' | 'done' = 'head';
  let held: Buffer = NOTHING_HELD;
  let hrefs: string[] = [];

  function advance(input: Buffer): Buffer[] {
    const out: Buffer[] = [];
    // Most chunks follow nothing held: no copy of the page for them.
    let buffer = held.length === 0 ? input : Buffer.concat([held, input]);
    held = NOTHING_HELD;
    for (;;) {
      if (stage === 'done') {
        out.push(buffer);
        return out;
      }
      const marker = stage === 'head' ? HEAD_END : stage === 'body' ? moduleScript : SCRIPT_END;
      const at = buffer.indexOf(marker);
      if (at === -1) {
        // Inside the head or the script, everything waits; in the body only a possible marker start.
        const keep = stage === 'body' ? partialMarkerAtEnd(buffer, marker) : buffer.length;
        out.push(buffer.subarray(0, buffer.length - keep));
        held = buffer.subarray(buffer.length - keep);
        return out;
      }
      if (stage === 'head') {
        // Markers are ASCII, so the bytes before one end on a whole character.
        const taken = takePreloads(buffer.subarray(0, at).toString('utf8'));
        hrefs = taken.hrefs;
        out.push(Buffer.from(taken.head, 'utf8'));
        buffer = buffer.subarray(at);
        stage = 'body';
      } else if (stage === 'body') {
        out.push(buffer.subarray(0, at));
        buffer = buffer.subarray(at + marker.length);
        stage = 'script';
      } else {
        out.push(Buffer.from(afterPaintScript(nonce, hrefs, buffer.subarray(0, at).toString('utf8')), 'utf8'));
        buffer = buffer.subarray(at + marker.length);
        stage = 'done';
      }
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (const part of advance(chunk)) if (part.length > 0) this.push(part);
      callback();
    },
    flush(callback) {
      // A script never closed is passed on as it came; preloads with no module script are put back.
      if (stage === 'script') this.push(Buffer.concat([moduleScript, held]));
      else if (held.length > 0) this.push(held);
      if (stage !== 'done' && hrefs.length > 0) this.push(Buffer.from(hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join(''), 'utf8'));
      callback();
    },
  });
}
