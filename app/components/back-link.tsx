import { Link } from '~/components/i18n/links';

/** The link above a page's heading back to the list or page it belongs to ("All leads", "Notifications"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="text-sm">
      <Link to={to} className="text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
