const LINKS = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/payments', label: 'UPI payments' },
  { href: '/admin/listings', label: 'Listings to review' },
  { href: '/admin/listings/log', label: 'Review log' },
  { href: '/admin/chats', label: 'Chats for the team' },
] as const;

/** The admin console's pages, on top of each of them; the page being shown is marked for screen readers too. */
export function AdminNav({ current }: { current: (typeof LINKS)[number]['href'] }) {
  return (
    <nav aria-label="Admin" className="mb-6 border-b border-slate-200 pb-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.href === current ? 'page' : undefined} className={link.href === current ? 'font-semibold text-slate-900' : 'text-brand-700 underline'}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
