import { createContext, useContext } from 'react';
import appStylesHref from '~/app.css?url';

/**
 * The site's one stylesheet, written into the page's <head> in production so the first paint does
 * not wait for a second request (docs/decisions/0009-inline-stylesheet.md). entry.server.tsx
 * provides the text; in the browser it is empty, and React adopts the <style> the server wrote
 * (it finds style resources by `data-href` and never compares their text), so hydration neither
 * replaces it nor fetches the file again. The Vite dev server keeps the plain link, which it
 * updates on every edit.
 */
const StylesheetTextContext = createContext('');

export const StylesheetTextProvider = StylesheetTextContext.Provider;

export const siteStylesheetHref = appStylesHref;

export function SiteStylesheet() {
  const text = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appStylesHref} precedence="default" />;
  return (
    <style href={appStylesHref} precedence="default">
      {text}
    </style>
  );
}
