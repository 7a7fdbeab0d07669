import { describe, expect, it } from 'vitest';
import { sitemapFile, sitemapIndex } from '~/services/seo/sitemap.server';

const origin = 'https://tradesetu.example';

describe('the sitemaps carry both languages (issue 19)', () => {
  it('lists each page in English and in Hindi, each with hreflang alternates and English as x-default', async () => {
    const pages = (await sitemapFile(origin, 'pages-1.xml')) ?? '';
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(pages).toContain(`<url><loc>${origin}/</loc>`);
    expect(pages).toContain(`<url><loc>${origin}/hi</loc>`);
    expect(pages).toContain(`<url><loc>${origin}/hi/subscription</loc>`);
    const alternates = `<xhtml:link rel="alternate" hreflang="en-IN" href="${origin}/subscription"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}/hi/subscription"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/subscription"/>`;
    // Both the English and the Hindi entry name the same set of alternates.
    expect(pages.split(alternates).length - 1).toBe(2);

    const products = (await sitemapFile(origin, 'products-1.xml')) ?? '';
    const english = [...products.matchAll(/<loc>https:\/\/tradesetu\.example\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    const hindi = [...products.matchAll(/<loc>https:\/\/tradesetu\.example\/hi\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(english.length).toBeGreaterThan(0);
    expect(hindi).toEqual(english);
  });

  it('the index still lists the files, which stay in one copy', async () => {
    const index = await sitemapIndex(origin);
    expect(index).toContain(`<loc>${origin}/sitemaps/pages-1.xml</loc>`);
    expect(index).not.toContain('/hi/sitemaps');
  });
});
