import { safeRedirectPath } from '~/domain/urls';

/**
 * Links in chat messages (issue 18, finding 5). Answers write links as [text](/path); the widget
 * and the admin's transcript turn them into anchors. Only a path of this site becomes a link, and
 * it is checked by the same parser as redirect targets (safeRedirectPath): "/\evil.example",
 * "//evil.example", "/\t/evil.example" or "javascript:" stay text, because a browser would take
 * them to another host or run them. There are no external links in chat.
 */
export type ChatPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;
const NOT_A_PATH = '';

/** The same-origin path a chat link may open, normalised, or null when it must stay text. */
export function chatLinkTarget(href: string): string | null {
  const path = safeRedirectPath(href, NOT_A_PATH);
  return path === NOT_A_PATH ? null : path;
}

/** A message split into text and the links it may carry; a refused link stays as its written text. */
export function chatPieces(text: string): ChatPiece[] {
  const pieces: ChatPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const target = chatLinkTarget(href);
    if (target === null) continue;
    if (match.index > last) pieces.push({ kind: 'text', text: text.slice(last, match.index) });
    pieces.push({ kind: 'link', text: label, href: target });
    last = match.index + whole.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/**
 * Data written by sellers or visitors (a product or company name, a city, a search phrase), made
 * safe to put into an answer: square brackets become round ones, so the data cannot open or
 * close a link of its own ("Rice ](//evil.example)" or "[Pay here](/subscription)").
 */
export function chatData(value: string): string {
  return value.replaceAll('[', '(').replaceAll(']', ')');
}
