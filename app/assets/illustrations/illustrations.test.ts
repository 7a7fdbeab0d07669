import { describe, expect, it } from 'vitest';
import { avatar } from '~/assets/illustrations/avatar';
import { CATEGORY_SLUGS, categoryIcon, categoryLabel } from '~/assets/illustrations/categories';
import { INDIA_STATE_OUTLINES, findStateOutline } from '~/assets/illustrations/india-state-outlines';
import { partnerLogo } from '~/assets/illustrations/partner';
import { productIllustration } from '~/assets/illustrations/product';
import { slideshowImage } from '~/assets/illustrations/slideshow';
import { stateIllustration } from '~/assets/illustrations/state';
import { escapeXml, initialsOf } from '~/assets/illustrations/svg';

const NASTY = 'Tom & Jerry <Ltd>';
const NASTY_ESCAPED = 'Tom &amp; Jerry &lt;Ltd&gt;';

/**
 * A small XML well-formedness check: one root <svg> with the SVG namespace, every opened
 * element closed in order, quoted attributes, and no bare '&' or '<' in text.
 */
function expectWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toMatch(/^<svg [^>]*role="img"/);
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  expect(svg).toMatch(/<title>[^<]+<\/title>/);

  const stack: string[] = [];
  let roots = 0;
  let last = 0;
  for (const match of svg.matchAll(/<[^>]*>/g)) {
    const text = svg.slice(last, match.index);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    last = match.index + match[0].length;

    const tag = match[0];
    expect(tag).not.toMatch(/^<[^>]*</);
    const quotes = (tag.match(/"/g) ?? []).length;
    expect(quotes % 2, `unbalanced quotes in ${tag}`).toBe(0);
    for (const value of tag.matchAll(/="([^"]*)"/g)) {
      expect(value[1]).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    }

    const name = /^<\/?([a-zA-Z][\w:-]*)/.exec(tag)?.[1];
    expect(name, `malformed tag ${tag}`).toBeDefined();
    if (tag.startsWith('</')) {
      expect(stack.pop(), `closing ${tag}`).toBe(name);
    } else if (!tag.endsWith('/>')) {
      if (stack.length === 0) roots++;
      stack.push(name ?? '');
    } else if (stack.length === 0) {
      roots++;
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  expect(svg.slice(last)).toBe('');
}

function titleOf(svg: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(svg)?.[1];
}

function idsOf(svg: string): string[] {
  return [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? '');
}

const bytes = (text: string): number => new TextEncoder().encode(text).length;

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of significant words', () => {
    expect(initialsOf('Basmati Rice')).toBe('BR');
    expect(initialsOf(NASTY)).toBe('TJ');
    expect(initialsOf('State Bank of India', 3)).toBe('SBI');
    expect(initialsOf('NeemOil')).toBe('NO');
    expect(initialsOf('wheat')).toBe('WH');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('productIllustration', () => {
  it('returns a well-formed, titled 400×400 SVG for every category', () => {
    for (const slug of CATEGORY_SLUGS) {
      const svg = productIllustration({ name: 'Cordless Drill', categorySlug: slug });
      expectWellFormedSvg(svg);
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(titleOf(svg)).toBe('Cordless Drill');
    }
  });

  it('escapes the product name in the title and the label', () => {
    const svg = productIllustration({ name: NASTY, categorySlug: 'gifting' });
    expectWellFormedSvg(svg);
    expect(titleOf(svg)).toBe(NASTY_ESCAPED);
    expect(svg).not.toContain('<Ltd>');
    expect(svg).toContain(`>${NASTY_ESCAPED}</text>`);
    const quoted = productIllustration({ name: `Ram's "Best" Atta`, categorySlug: 'food-beverages' });
    expectWellFormedSvg(quoted);
    expect(titleOf(quoted)).toBe('Ram&apos;s &quot;Best&quot; Atta');
  });

  it('is deterministic for the same input', () => {
    const input = { name: 'Basmati Rice', categorySlug: 'food-beverages' };
    expect(productIllustration(input)).toBe(productIllustration({ ...input }));
    expect(productIllustration({ ...input, seed: 7 })).toBe(productIllustration({ ...input, seed: 7 }));
  });

  it('differs between products, and not only in the text', () => {
    const names = ['Tomato Seeds', 'Corn', 'Wheat', 'Barley', 'Pumpkin', 'Sunflower', 'Hand Trowel', 'Neem Oil'];
    const svgs = names.map((name) => productIllustration({ name, categorySlug: 'agriculture' }));
    expect(new Set(svgs).size).toBe(names.length);
    const artwork = svgs.map((svg) =>
      svg
        .replace(/<title>[^<]*<\/title>/, '')
        .replace(/<text[^>]*>[^<]*<\/text>/g, '')
        .replace(/<rect x="[\d.]+" y="326" width="[\d.]+"/, '')
        .replace(/(id="|url\(#)[a-z0-9]+/g, '$1'),
    );
    expect(new Set(artwork).size).toBeGreaterThanOrEqual(names.length - 1);
    expect(productIllustration({ name: 'Corn', categorySlug: 'agriculture', seed: 1 })).not.toBe(
      productIllustration({ name: 'Corn', categorySlug: 'agriculture', seed: 2 }),
    );
  });

  it('draws each category with its own pictogram', () => {
    const strip = (svg: string) => svg.replace(/<title>.*?<\/title>|<defs>.*?<\/defs>/g, '');
    const pictograms = CATEGORY_SLUGS.map((slug) => {
      const svg = strip(productIllustration({ name: 'Same Name', categorySlug: slug }));
      return /<g transform="translate\(200 \d+\)[^>]*>(.*?)<\/g><circle cx="46"/.exec(svg)?.[1];
    });
    expect(pictograms.every((p) => p !== undefined && p.length > 100)).toBe(true);
    expect(new Set(pictograms).size).toBe(CATEGORY_SLUGS.length);
  });

  it('stays under 2.5 KB for every category, even with long names', () => {
    const long = 'Extra Large Premium Quality Industrial Grade Stainless Steel Multipurpose Container';
    for (const slug of CATEGORY_SLUGS) {
      for (const name of [long, NASTY, 'Corn']) {
        const svg = productIllustration({ name, categorySlug: slug });
        expect(bytes(svg), `${slug} / ${name}`).toBeLessThanOrEqual(2560);
      }
    }
  });

  it('shortens long names in the label but keeps the full name in the title', () => {
    const long = 'Extra Large Premium Quality Industrial Grade Stainless Steel Container';
    const svg = productIllustration({ name: long, categorySlug: 'household' });
    expect(titleOf(svg)).toBe(long);
    expect(svg).toMatch(/>[^<>]+…<\/text>/);
  });

  it('falls back to a parcel pictogram and the category label for unknown slugs', () => {
    const svg = productIllustration({ name: '', categorySlug: 'industrial-supplies' });
    expectWellFormedSvg(svg);
    expect(titleOf(svg)).toBe('Industrial Supplies');
  });
});

describe('categoryIcon', () => {
  it('returns a small titled 64×64 icon for each category', () => {
    const icons = CATEGORY_SLUGS.map((slug) => categoryIcon(slug));
    for (const [index, svg] of icons.entries()) {
      expectWellFormedSvg(svg);
      expect(svg).toContain('viewBox="0 0 64 64"');
      expect(titleOf(svg)).toBe(escapeXml(categoryLabel(CATEGORY_SLUGS[index] ?? '')));
      expect(bytes(svg)).toBeLessThanOrEqual(2048);
    }
    expect(new Set(icons).size).toBe(CATEGORY_SLUGS.length);
    expect(categoryIcon('agriculture')).toBe(categoryIcon('agriculture'));
    expect(titleOf(categoryIcon('food-beverages'))).toBe('Food &amp; Beverages');
  });
});

describe('india state outlines', () => {
  it('has 18 states with distinct GST codes and compact paths inside a 200×200 box', () => {
    expect(INDIA_STATE_OUTLINES).toHaveLength(18);
    expect(new Set(INDIA_STATE_OUTLINES.map((s) => s.gstCode)).size).toBe(18);
    for (const state of INDIA_STATE_OUTLINES) {
      expect(state.d.length).toBeLessThanOrEqual(3072);
      expect(state.d).toMatch(/^M[\d LMZ]+Z$/);
      const coordinates = state.d.match(/\d+/g)?.map(Number) ?? [];
      expect(coordinates.length).toBeGreaterThan(40);
      expect(Math.min(...coordinates)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...coordinates)).toBeLessThanOrEqual(200);
    }
  });

  it('finds a state by GST code, two-letter code, alias, name or slug', () => {
    expect(findStateOutline('27')?.name).toBe('Maharashtra');
    expect(findStateOutline('9')?.name).toBe('Uttar Pradesh');
    expect(findStateOutline('mh')?.gstCode).toBe('27');
    expect(findStateOutline('OR')?.name).toBe('Odisha');
    expect(findStateOutline('TS')?.name).toBe('Telangana');
    expect(findStateOutline('tamil-nadu')?.gstCode).toBe('33');
    expect(findStateOutline(' West  Bengal ')?.gstCode).toBe('19');
    expect(findStateOutline('30')).toBeUndefined();
    expect(findStateOutline('')).toBeUndefined();
  });
});

describe('stateIllustration', () => {
  it('draws the real outline with the name and GST code for each of the 18 states', () => {
    for (const state of INDIA_STATE_OUTLINES) {
      const svg = stateIllustration({ code: state.gstCode, name: state.name });
      expectWellFormedSvg(svg);
      expect(svg).toContain('viewBox="0 0 200 200"');
      expect(titleOf(svg)).toBe(state.name);
      expect(svg).toContain(`d="${state.d}"`);
      expect(svg).toContain(`>GST ${state.gstCode}</text>`);
      expect(svg).toContain(`>${state.name}</text>`);
      expect(bytes(svg)).toBeLessThanOrEqual(4096);
    }
  });

  it('accepts a two-letter code and is deterministic', () => {
    const byLetters = stateIllustration({ code: 'KL', name: 'Kerala' });
    expect(byLetters).toContain(`d="${findStateOutline('32')?.d ?? ''}"`);
    expect(byLetters).toContain('>GST 32</text>');
    expect(byLetters).toBe(stateIllustration({ code: 'KL', name: 'Kerala' }));
  });

  it('falls back to a map-pin tile for a state without an outline, escaping the name', () => {
    const svg = stateIllustration({ code: '30', name: NASTY });
    expectWellFormedSvg(svg);
    expect(titleOf(svg)).toBe(NASTY_ESCAPED);
    expect(svg).toContain('>GST 30</text>');
    expect(svg).not.toContain('<use');
  });
});

describe('partnerLogo', () => {
  it('returns a wordmark for every kind with initials and the escaped name', () => {
    for (const kind of ['bank', 'venture', 'college', 'council'] as const) {
      const svg = partnerLogo({ name: NASTY, kind });
      expectWellFormedSvg(svg);
      expect(titleOf(svg)).toBe(NASTY_ESCAPED);
      expect(svg).toContain('>TJ</text>');
      expect(svg).not.toContain('<Ltd>');
    }
  });

  it('is deterministic and differs between partners', () => {
    const sbi = partnerLogo({ name: 'State Bank of India', kind: 'bank' });
    expect(sbi).toBe(partnerLogo({ name: 'State Bank of India', kind: 'bank' }));
    expect(sbi).toContain('>SBI</text>');
    expect(sbi).not.toBe(partnerLogo({ name: 'Bank of Baroda', kind: 'bank' }));
    expect(sbi).not.toBe(partnerLogo({ name: 'State Bank of India', kind: 'council' }));
  });

  it('wraps long names onto two lines, each short enough for the box', () => {
    const svg = partnerLogo({ name: 'Small Industries Development Bank of India', kind: 'bank' });
    const lines = [...svg.matchAll(/font-size="(\d+)"[^>]*text-anchor="start">([^<]+)<\/text>/g)];
    expect(lines.map((m) => m[2])).toEqual(['Small Industries', expect.stringMatching(/^Development Bank/)]);
    for (const line of lines) expect(Number(line[1])).toBeGreaterThanOrEqual(15);
    expect(svg).toContain('>BANKING PARTNER</text>');
  });
});

describe('avatar', () => {
  it('returns a round avatar with the initials, deterministic and escaped', () => {
    const svg = avatar({ initials: 'rs' });
    expectWellFormedSvg(svg);
    expect(svg).toContain('>RS</text>');
    expect(svg).toContain('<circle cx="48" cy="48" r="48"');
    expect(svg).toBe(avatar({ initials: 'rs' }));
    expect(svg).not.toBe(avatar({ initials: 'PK' }));
    const named = avatar({ initials: '<&>', name: NASTY });
    expectWellFormedSvg(named);
    expect(titleOf(named)).toBe(NASTY_ESCAPED);
    expect(named).toContain('>&lt;&amp;&gt;</text>');
  });
});

describe('slideshowImage', () => {
  it('returns three distinct 800×1000 slides naming the site', () => {
    const slides = ([0, 1, 2] as const).map((index) => slideshowImage(index, 'A&B Trade'));
    for (const svg of slides) {
      expectWellFormedSvg(svg);
      expect(svg).toContain('viewBox="0 0 800 1000"');
      expect(svg).toContain('>A&amp;B Trade</text>');
      expect(bytes(svg)).toBeLessThanOrEqual(12_000);
    }
    expect(new Set(slides).size).toBe(3);
    expect(slideshowImage(1, 'TradeSetu')).toBe(slideshowImage(1, 'TradeSetu'));
  });
});

describe('inlining several illustrations in one page', () => {
  it('never reuses an element id across different illustrations', () => {
    const svgs = [
      productIllustration({ name: 'Corn', categorySlug: 'agriculture' }),
      productIllustration({ name: 'Wheat', categorySlug: 'agriculture' }),
      categoryIcon('agriculture'),
      stateIllustration({ code: '27', name: 'Maharashtra' }),
      stateIllustration({ code: '29', name: 'Karnataka' }),
      partnerLogo({ name: 'NASSCOM', kind: 'council' }),
      avatar({ initials: 'RS' }),
      slideshowImage(0, 'TradeSetu'),
    ];
    const ids = svgs.flatMap(idsOf);
    expect(ids.length).toBeGreaterThan(svgs.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
