/**
 * A message's text as pieces to show: plain text, and http(s) links. Nothing else ever becomes a
 * link — not `javascript:`, `data:`, `mailto:`, nor a scheme-relative `//host` or `/\host` that a
 * browser would resolve against the page. The text itself is always shown as text (React escapes
 * it), so markup typed into a message is read, never run.
 */
export type MessagePiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate starts with http:// or https:// (any case) and runs to the next whitespace or angle bracket.
const CANDIDATE = /https?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than a URL: "see https://x.in/a." or "(https://x.in)".
const TRAILING = /[.,;:!?'")\]}]+$/;

/** The link a candidate names, or null when it is not a well-formed http(s) URL with a host. */
export function safeHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

/** Splits a message into text and http(s) links, in order; joining every piece's text gives the message back. */
export function messagePieces(message: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let plain = '';
  let last = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate);
    if (trailing) candidate = candidate.slice(0, candidate.length - trailing[0].length);
    const href = safeHref(candidate);
    // A link glued to a word ("foohttps://…") is not a link the writer meant.
    const glued = start > 0 && /[\p{L}\p{N}]/u.test(message[start - 1] ?? '');
    if (!href || glued) continue;
    plain += message.slice(last, start);
    if (plain) pieces.push({ kind: 'text', text: plain });
    plain = '';
    pieces.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  plain += message.slice(last);
  if (plain) pieces.push({ kind: 'text', text: plain });
  return pieces;
}
