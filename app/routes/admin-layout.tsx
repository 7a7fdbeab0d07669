import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/admin-layout';
import { adminPagesFor, STAFF_ROLE_LABELS } from '~/domain/staff';
import { requireStaff } from '~/services/admin/staff.server';
import { withAppErrors } from '~/services/http/route-errors.server';

/**
 * The admin console's frame: who is signed in as what, and the menu of the pages their staff role
 * opens. Every page under it still checks its own permission on the server (loaders run side by
 * side, so this one cannot guard them).
 */
export const loader = withAppErrors(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireStaff(request, 'view_accounts');
  return { email: staff.email, role: STAFF_ROLE_LABELS[staff.role], pages: adminPagesFor(staff.role).map(({ href, label }) => ({ href, label })) };
});

/** The menu entry for the page shown: the longest entry the path starts with. */
function currentHref(pathname: string, pages: ReadonlyArray<{ href: string }>): string | undefined {
  return pages
    .filter((page) => pathname === page.href || pathname.startsWith(`${page.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const current = currentHref(useLocation().pathname, loaderData.pages);
  // On a phone every admin table scrolls inside its own box and long values (emails, slugs) wrap,
  // so no page of the console is wider than the screen; wider screens lay tables out as before.
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 max-md:[overflow-wrap:anywhere] max-md:[&_table]:block max-md:[&_table]:overflow-x-auto">
      <nav aria-label="Admin" className="mb-6 border-b border-slate-200 pb-3">
        <p className="mb-2 text-sm text-slate-700">
          Signed in as {loaderData.email} ({loaderData.role})
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {loaderData.pages.map((page) => (
            <li key={page.href}>
              <a href={page.href} aria-current={page.href === current ? 'page' : undefined} className={page.href === current ? 'font-semibold text-slate-900' : 'text-brand-700 underline'}>
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </main>
  );
}
