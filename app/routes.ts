import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table in code; URLs follow SPEC.md section 2 exactly.
export default [
  index('routes/home.tsx'),
  route('images/:kind/:file', 'routes/images.tsx'),
  // Accounts (issue 4): registration, login, sessions, account area, uploaded photos.
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('uploads/:file', 'routes/uploads.tsx'),
  route('account', 'routes/account.tsx', [
    index('routes/account-profile.tsx'),
    route('products', 'routes/account-products.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
