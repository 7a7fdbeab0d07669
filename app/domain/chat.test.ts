import { describe, expect, it } from 'vitest';
import { chatPagePath } from './chat';

describe('the page path the chat widget sends', () => {
  it('keeps a path of this site', () => {
    for (const path of ['/', '/product/basmati-rice', '/products/agriculture/rice', '/suppliers/malnad-coffee-curers', '/product/caf%C3%A9']) expect(chatPagePath(path)).toBe(path);
  });

  it('drops anything that could lead elsewhere or is not a path', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'product/x', '/a b', '/search?q=x', '/x#top', '', null, undefined, 42, `/${'x'.repeat(300)}`]) {
      expect(chatPagePath(value)).toBeNull();
    }
  });
});
