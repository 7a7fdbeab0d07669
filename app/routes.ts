import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table in code; URLs follow SPEC.md section 2 exactly.
export default [
  index('routes/home.tsx'),
  route('images/:kind/:file', 'routes/images.tsx'),
  // Billing and membership (issue 7)
  route('subscription/checkout', 'routes/subscription.checkout.tsx'),
  route('subscription/orders/:ref', 'routes/subscription.orders.$ref.tsx'),
  route('account/billing', 'routes/account.billing.tsx'),
  route('account/billing/invoices/:number', 'routes/account.billing.invoices.$number.tsx'),
  route('account/billing/invoices/:number.pdf', 'routes/account.billing.invoices.$number.pdf.ts'),
  route('members', 'routes/members.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/payments', 'routes/admin.payments.tsx'),
  route('webhooks/razorpay', 'routes/webhooks.razorpay.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
