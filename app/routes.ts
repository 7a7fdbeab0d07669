import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table in code; URLs follow SPEC.md section 2 exactly.
export default [
  index('routes/home.tsx'),
  route('images/:kind/:file', 'routes/images.tsx'),
  // Catalog, search, inquiries and SEO (issue 5)
  route('products/:category', 'routes/category.tsx', { id: 'category' }),
  route('products/:category/:subcategory', 'routes/category.tsx', { id: 'subcategory' }),
  route('product/:slug', 'routes/product.tsx'),
  route('suppliers/:slug', 'routes/supplier.tsx'),
  route('search', 'routes/search.tsx'),
  route('search/suggest', 'routes/search-suggest.tsx'),
  route('enterprises/startup/sub', 'routes/enterprises-startup-sub.tsx'),
  route('account/inquiries', 'routes/account.inquiries.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('sitemaps/:file', 'routes/sitemap-file.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('bench/hello', 'routes/bench-hello.tsx'),
  // Single-segment legacy product tiles; unknown segments answer 404 like the catch-all below.
  route(':legacy', 'routes/legacy-product.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
