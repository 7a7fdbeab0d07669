import { describe, expect, it } from 'vitest';
import { messagePieces, safeHref } from './message-text';

const links = (text: string) => messagePieces(text).filter((piece) => piece.kind === 'link').map((piece) => (piece.kind === 'link' ? piece.href : ''));

describe('message text', () => {
  it('makes http and https addresses links, leaving sentence punctuation outside', () => {
    expect(messagePieces('See https://example.in/spec.pdf, and http://Shop.Example.in/a?b=1.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.in/spec.pdf', href: 'https://example.in/spec.pdf' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'http://Shop.Example.in/a?b=1', href: 'http://shop.example.in/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
    expect(links('(HTTPS://example.in/x)')).toEqual(['https://example.in/x']);
  });

  it('never links other schemes, scheme-relative or backslash addresses, or credentials in a URL', () => {
    for (const text of ['javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '/\\evil.example', 'mailto:a@b.in', 'ftp://files.example.in', 'http://', 'https://user:pass@evil.example/']) {
      expect(links(text), text).toEqual([]);
    }
    // A link glued to a word is not one the writer meant, and a scheme hidden inside another is not a link.
    expect(links('xhttps://evil.example')).toEqual([]);
    expect(links('javascript:https://evil.example')).toEqual(['https://evil.example/']);
    expect(safeHref('javascript://example.in/%0Aalert(1)')).toBeNull();
  });

  it('gives back every character of the message, markup included, as text', () => {
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)> https://example.in <b>bold</b>';
    expect(messagePieces(text).map((piece) => piece.text).join('')).toBe(text);
    expect(messagePieces('')).toEqual([]);
  });
});
