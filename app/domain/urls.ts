import type { Locale } from '~/domain/locale';

/** Canonical URLs, in one place so every page, sitemap and chat answer links the same way. */
export const productUrl = (slug: string) => `/product/${encodeURIComponent(slug)}`;
export const supplierUrl = (slug: string) => `/suppliers/${encodeURIComponent(slug)}`;
export const categoryUrl = (slug: string) => `/products/${encodeURIComponent(slug)}`;
export const subcategoryUrl = (categorySlug: string, subcategorySlug: string) =>
  `/products/${encodeURIComponent(categorySlug)}/${encodeURIComponent(subcategorySlug)}`;
export const searchUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`;
export const suppliersInStateUrl = (stateSlug: string) => `/suppliers?state=${encodeURIComponent(stateSlug)}`;

/**
 * Only same-site paths are allowed as post-login destinations, so `redirectTo` cannot send a
 * freshly logged-in user to another website.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/account'): string {
  if (!target || !target.startsWith('/') || target.length > MAX_REDIRECT_LENGTH) return fallback;
  // Browsers drop tabs and newlines inside URLs and read "\\" as "/", so "/\t/evil.example" or
  // "/\\evil.example" would leave the site: any control character or backslash is refused, and
  // what remains is parsed as a URL, kept only when it stays on our origin, and given back in its
  // normalised, percent-encoded form (a header can carry it; U+3002 and the like cannot break it).
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(target, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (parsed.origin !== REDIRECT_BASE) return fallback;
  const path = parsed.pathname + parsed.search + parsed.hash;
  return path.startsWith('//') ? fallback : path;
}

/** A placeholder origin to resolve redirect targets against: only paths on it are ours. */
const REDIRECT_BASE = 'https://tradesetu.invalid';
const MAX_REDIRECT_LENGTH = 2048;

/** Generated illustrations (app/routes/images.tsx), served with year-long cache headers. */
export const productImageUrl = (slug: string, locale: Locale = 'en') => `/images/product/${encodeURIComponent(slug)}${locale === 'en' ? '' : `.${locale}`}.svg`;

/**
 * A product card's picture in the page's language: a generated product illustration carries the
 * product's name, so a Hindi page shows the one labelled with its Hindi name; a photo is a photo.
 */
export function localisedImageUrl(url: string, locale: Locale): string {
  const slug = /^\/images\/product\/([^/.]+)\.svg$/.exec(url)?.[1];
  return slug === undefined || locale === 'en' ? url : `/images/product/${slug}.${locale}.svg`;
}
export const categoryImageUrl = (slug: string) => `/images/category/${encodeURIComponent(slug)}.svg`;
/** The own drawing of a category, subcategory or home tile (app/assets/illustrations/drawing.ts). */
export const drawingImageUrl = (key: string) => `/images/icon/${encodeURIComponent(key)}.svg`;
export const stateImageUrl = (slug: string) => `/images/state/${encodeURIComponent(slug)}.svg`;
export const partnerLogoUrl = (slug: string) => `/images/partner/${encodeURIComponent(slug)}.svg`;
export const avatarUrl = (testimonialId: number) => `/images/avatar/${testimonialId}.svg`;
export const slideUrl = (index: 0 | 1 | 2) => `/images/slide/${index}.svg`;
