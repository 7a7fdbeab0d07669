import { describe, expect, it } from 'vitest';
import { chatData, chatLinkTarget, chatPieces } from './chat-links';

// Finding 5: a link in a chat answer opens only a path of this site; everything else is text.
const ORIGIN = 'https://tradesetu.example';

describe('links in chat messages', () => {
  it('keeps paths of this site as links', () => {
    expect(chatPieces('See [Basmati Rice](/product/basmati-rice) or [search](/search?q=rice%20bags).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Basmati Rice', href: '/product/basmati-rice' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'search', href: '/search?q=rice%20bags' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each(['/\\evil.example', '//evil.example', '/\t/evil.example', '/%09/evil.example'.replace('%09', '\u0009'), '\\\\evil.example', 'https://evil.example/', 'http:evil.example', 'javascript:alert(1)', 'data:text/html,x', 'evil.example', '/\u3002evil.example/..//evil.example'])(
    'leaves [x](%j) as text',
    (href) => {
      const text = `before [x](${href}) after`;
      const pieces = chatPieces(text);
      for (const piece of pieces) if (piece.kind === 'link') expect(new URL(piece.href, ORIGIN).origin).toBe(ORIGIN);
      expect(pieces.map((piece) => piece.text).join('')).toContain('after');
    },
  );

  it('a refused link is shown as written, and the next good link still works', () => {
    expect(chatPieces('[a](/\\evil.example) [b](/contact)')).toEqual([
      { kind: 'text', text: '[a](/\\evil.example) ' },
      { kind: 'link', text: 'b', href: '/contact' },
    ]);
  });

  it('every target it keeps stays on this origin', () => {
    for (const href of ['/contact', '/a/../b', '/product/caf%C3%A9', '/%2F%2Fevil.example', '/.//evil.example']) {
      const target = chatLinkTarget(href);
      if (target !== null) expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('data from sellers cannot open or close a link of its own', () => {
    const name = chatData('Rice ](//evil.example) [Pay here](/subscription');
    expect(name).not.toMatch(/[[\]]/);
    expect(chatPieces(`[${name}](/product/rice)`)).toEqual([{ kind: 'link', text: name, href: '/product/rice' }]);
  });
});
