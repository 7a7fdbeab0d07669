import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

import { contentPages } from './content/pages';

/** The four benefit cards' pages plus the two programme pages, each /{slug}-info. */
const INFO_PAGES = ['millions-of-business-offerings', 'assured-quality-and-transactions', 'one-stop-trading-solution', 'tailored-experience', 'verified-supplier', 'trade-assurance'];
const CONTENT_PAGES = Object.keys(contentPages);

/**
 * Pages that exist only in a build made for the benchmarks (`BENCH_ROUTES=true npm run build`,
 * see bench/http.ts): read when the route table is built, so a production build has no such route.
 */
const BENCH_PAGES = process.env.BENCH_ROUTES === 'true' ? [route('bench/hello', 'routes/bench-hello.tsx')] : [];

/**
 * A page, in English at its path and in Hindi under /hi (issue 19): React Router's optional static
 * segment gives one route both addresses, so a page's module serves both languages and reads the
 * language from the URL (app/domain/locale.ts). Files, images, APIs and the admin console are not
 * pages: they keep `route` and one address.
 */
function page(path: string, file: string, optionsOrChildren?: { id?: string } | RouteConfigEntry[], children?: RouteConfigEntry[]): RouteConfigEntry {
  if (Array.isArray(optionsOrChildren)) return route(`hi?/${path}`, file, optionsOrChildren);
  return route(`hi?/${path}`, file, optionsOrChildren ?? {}, children);
}

// The route table in code; URLs follow SPEC.md section 2 exactly.
export default [
  route('hi?', 'routes/home.tsx'),
  route('images/:kind/:file', 'routes/images.tsx'),
  // Site shell, home and content pages (issue 3)
  page('subscription', 'routes/subscription.tsx'),
  page('enterprises/:type', 'routes/enterprises.tsx'),
  page('suppliers', 'routes/suppliers.tsx'),
  page('services/:slug', 'routes/services.tsx'),
  page('contact', 'routes/contact.tsx'),
  // The privacy notice with the retention schedule, and the Grievance Officer (issue 18, DPDP Act 2023).
  page('privacy', 'routes/privacy.tsx'),
  page('grievance-officer', 'routes/grievance-officer.tsx'),
  route('menu/tiles', 'routes/menu-tiles.tsx'),
  ...INFO_PAGES.map((slug) => page(`${slug}-info`, 'routes/info.tsx', { id: `info-${slug}` })),
  ...CONTENT_PAGES.map((path) => page(path.slice(1), 'routes/content-page.tsx', { id: `content${path}` })),
  // Accounts (issue 4): registration, login, sessions, account area, uploaded photos.
  page('login', 'routes/login.tsx'),
  page('logout', 'routes/logout.tsx'),
  page('register', 'routes/register.tsx'),
  page('forgot-password', 'routes/forgot-password.tsx'),
  page('reset-password', 'routes/reset-password.tsx'),
  page('verify-email', 'routes/verify-email.tsx'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('uploads/:file', 'routes/uploads.tsx'),
  // Catalogue files (issue 14): the seller's export and the import template, as CSV or XLSX.
  route('account/products/export.csv', 'routes/account.products.export.ts', { id: 'catalogue-export-csv' }),
  route('account/products/export.xlsx', 'routes/account.products.export.ts', { id: 'catalogue-export-xlsx' }),
  route('account/products/import/template.csv', 'routes/account.products.import.template.ts', { id: 'catalogue-template-csv' }),
  route('account/products/import/template.xlsx', 'routes/account.products.import.template.ts', { id: 'catalogue-template-xlsx' }),
  // The lead manager's CSV (issue 16), outside the account layout: a file, not a page.
  route('account/leads/export.csv', 'routes/account.leads.export.ts'),
  // A member's data download (issue 18, DPDP), a file outside the account layout.
  route('account/data/export.zip', 'routes/account.data.export.ts'),
  page('account', 'routes/account.tsx', [
    index('routes/account-profile.tsx'),
    route('dashboard', 'routes/account.dashboard.tsx'),
    route('products', 'routes/account-products.tsx'),
    // The listing editor (issue 14): one module for a new listing and for one of the company's own.
    route('products/new', 'routes/account-products.editor.tsx', { id: 'listing-new' }),
    route('products/:id', 'routes/account-products.editor.tsx', { id: 'listing-edit' }),
    route('products/import', 'routes/account.products.import.tsx'),
    route('products/import/:id', 'routes/account.products.import.$id.tsx'),
    route('billing', 'routes/account.billing.tsx'),
    route('inquiries', 'routes/account.inquiries.tsx'),
    // Buy requirements (issue 15): the buyer's list, one requirement with its quotes compared,
    // and "add a supplier I found".
    route('requirements', 'routes/account.requirements.tsx'),
    route('requirements/:ref', 'routes/account.requirements.$ref.tsx'),
    route('requirements/:ref/suppliers/new', 'routes/account.requirements.$ref.suppliers.new.tsx'),
    route('notifications', 'routes/account.notifications.tsx'),
    route('notifications/settings', 'routes/account.notifications.settings.tsx'),
    route('data', 'routes/account.data.tsx'),
    // The seller's side of buy requirements (issue 15): preferences, inbox, one requirement with the quote.
    route('requirement-preferences', 'routes/account.requirement-preferences.tsx'),
    route('leads/requirements', 'routes/account.leads.requirements.tsx'),
    route('leads/requirements/:ref', 'routes/account.leads.requirements.$ref.tsx'),
    // The company's team (issue 16): members, roles and invitations.
    route('team', 'routes/account.team.tsx'),
    // Changing the password while signed in (issue 18): other sessions and reset links end.
    route('password', 'routes/account.password.tsx'),
    // Conversations (issue 16): every thread of the user's company on both sides, and one thread.
    route('messages', 'routes/account.messages.tsx'),
    route('messages/:ref', 'routes/account.messages.$ref.tsx'),
    // The lead manager (issue 16): every lead of the company, and one lead's status, notes, follow-up, assignee.
    route('leads', 'routes/account.leads.tsx'),
    route('leads/:ref', 'routes/account.leads.$ref.tsx'),
    // For CRMs (issue 16): API tokens, webhooks and their delivery log.
    route('integrations', 'routes/account.integrations.tsx'),
    // Reviews from real deals and the user's reports of abuse (issue 17).
    route('reviews', 'routes/account.reviews.tsx'),
    route('reviews/new', 'routes/account.reviews.new.tsx'),
    route('reports', 'routes/account.reports.tsx'),
    // Verification (issue 17): the company's checks, level and documents for review.
    route('verification', 'routes/account.verification.tsx'),
    // Consents under the privacy notice: withdraw or give again the optional ones (issue 18).
    route('privacy', 'routes/account.privacy.tsx'),
  ]),
  // Reporting a listing, a supplier, a message or a review (issue 17); a visitor logs in first.
  page('report', 'routes/report.tsx'),
  // A verification document, for the company's owners and the reviewers only (issue 17).
  route('account/verification/documents/:id', 'routes/account.verification.documents.$id.ts'),
  // An emailed invitation to join a company's team (issue 16).
  page('invitations/:token', 'routes/invitations.$token.tsx'),
  // A thread's live updates (server-sent events) and the files attached to its messages, for its two parties.
  route('account/messages/:ref/events', 'routes/account.messages.$ref.events.ts'),
  route('account/messages/:ref/read', 'routes/account.messages.$ref.read.ts'),
  route('account/messages/:ref/files/:messageId/:key', 'routes/account.messages.$ref.files.$messageId.$key.ts'),
  route('requirements/:ref/quotes/:quoteId/versions/:version/attachment', 'routes/requirements.$ref.quotes.$quoteId.attachment.ts'),
  // Posting a buy requirement (a visitor may write it first) and its attachments, for its parties only.
  page('requirements/new', 'routes/requirements.new.tsx'),
  route('requirements/:ref/attachments/:key', 'routes/requirements.$ref.attachments.$key.ts'),
  // The listing editor's autosave and its specification-name suggestions (JSON, no page).
  route('account/products/autosave', 'routes/account-products.autosave.ts'),
  route('account/products/spec-names', 'routes/account-products.spec-names.ts'),
  // Chat widget and assistant (issue 6)
  route('api/registration/autofill', 'routes/api.registration.autofill.ts'),
  route('api/chat/start', 'routes/api.chat.start.ts'),
  route('api/chat/messages', 'routes/api.chat.messages.ts'),
  route('api/chat/transcript', 'routes/api.chat.transcript.ts'),
  // The CRM API (issue 16): leads for a Bearer token, and its OpenAPI description.
  route('api/v1/leads', 'routes/api.v1.leads.ts'),
  route('api/v1/openapi.json', 'routes/api.v1.openapi.ts'),
  // Billing and membership (issue 7)
  page('subscription/checkout', 'routes/subscription.checkout.tsx'),
  page('subscription/orders/:ref', 'routes/subscription.orders.$ref.tsx'),
  page('account/billing/invoices/:number', 'routes/account.billing.invoices.$number.tsx'),
  route('account/billing/invoices/:number.pdf', 'routes/account.billing.invoices.$number.pdf.ts'),
  page('members', 'routes/members.tsx'),
  // Purchase orders from accepted quotes (issue 15), for the buyer and the supplier of each.
  page('purchase-orders/:number', 'routes/purchase-orders.$number.tsx'),
  route('purchase-orders/:number.pdf', 'routes/purchase-orders.$number.pdf.ts'),
  // The admin console (issue 17): one frame with the menu of what the staff role opens; each page
  // checks its own permission on the server (app/domain/staff.ts).
  layout('routes/admin-layout.tsx', [
    route('admin', 'routes/admin.tsx'),
    route('admin/confirm-password', 'routes/admin.confirm-password.tsx'),
    route('admin/payments', 'routes/admin.payments.tsx'),
    route('admin/chats', 'routes/admin.chats.tsx'),
    // Queues, invoices and the audit log (issue 17): contact messages for support, every issued
    // invoice and every order for finance, every staff action for view_audit.
    route('admin/contact-messages', 'routes/admin.contact-messages.tsx'),
    route('admin/invoices', 'routes/admin.invoices.tsx'),
    route('admin/orders', 'routes/admin.orders.tsx'),
    route('admin/audit', 'routes/admin.audit.tsx'),
    // Review of listings (issue 14)
    route('admin/listings', 'routes/admin.listings.tsx'),
    route('admin/listings/log', 'routes/admin.listings.log.tsx'),
    route('admin/listings/:id', 'routes/admin.listings.$id.tsx'),
    // Reports of abuse (issue 17)
    route('admin/reports', 'routes/admin.reports.tsx'),
    route('admin/reports/:id', 'routes/admin.reports.$id.tsx'),
    // Companies, users and staff accounts (issue 17): search, suspension, staff roles.
    route('admin/companies', 'routes/admin.companies.tsx'),
    route('admin/companies/:id', 'routes/admin.companies.$id.tsx'),
    route('admin/users', 'routes/admin.users.tsx'),
    route('admin/users/:id', 'routes/admin.users.$id.tsx'),
    route('admin/staff', 'routes/admin.staff.tsx'),
    // Verification of companies (issue 17): the queue of documents and one company's checks.
    route('admin/verification', 'routes/admin.verification.tsx'),
    route('admin/verification/:companyId', 'routes/admin.verification.$companyId.tsx'),
  ]),
  route('webhooks/razorpay', 'routes/webhooks.razorpay.ts'),
  // One-click unsubscribe from notification emails, without a login (signed link; see server/http-app.ts).
  page('unsubscribe/:token', 'routes/unsubscribe.$token.tsx'),
  // Catalog, search, inquiries and SEO (issue 5)
  page('products/:category', 'routes/category.tsx', { id: 'category' }),
  page('products/:category/:subcategory', 'routes/category.tsx', { id: 'subcategory' }),
  page('product/:slug', 'routes/product.tsx'),
  page('suppliers/:slug', 'routes/supplier.tsx'),
  page('search', 'routes/search.tsx'),
  route('search/suggest', 'routes/search-suggest.tsx'),
  page('enterprises/startup/sub', 'routes/enterprises-startup-sub.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('sitemaps/:file', 'routes/sitemap-file.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  // Languages (issue 19): the switch on every page, and a namespace of messages for the browser.
  route('language', 'routes/language.ts'),
  route('i18n/:locale/:ns', 'routes/i18n.ts'),
  ...BENCH_PAGES,
  // Single-segment legacy product tiles; unknown segments answer 404 like the catch-all below.
  page(':legacy', 'routes/legacy-product.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
