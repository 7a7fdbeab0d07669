import { describe, expect, it } from 'vitest';
import { placeName, shownName } from './catalog';

describe('catalogue words in the page language (issue 19)', () => {
  it("says where a supplier is with the state's name in the page's language and the city as written", () => {
    expect(placeName('Nashik', 'Maharashtra', 'en')).toBe('Nashik, Maharashtra');
    expect(placeName('Nashik', 'Maharashtra', 'hi')).toBe('Nashik, महाराष्ट्र');
    expect(placeName('Nashik', null, 'hi')).toBe('Nashik');
    expect(placeName('', 'Atlantis', 'hi')).toBe('Atlantis');
  });

  it('shows a Hindi name (a category facet, a product) on Hindi pages when there is one', () => {
    expect(shownName({ name: 'Seeds', nameHi: 'बीज' }, 'hi')).toBe('बीज');
    expect(shownName({ name: 'Seeds', nameHi: 'बीज' }, 'en')).toBe('Seeds');
    expect(shownName({ name: 'Seeds' }, 'hi')).toBe('Seeds');
  });
});
