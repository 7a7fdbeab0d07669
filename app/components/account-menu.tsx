import { RichText, useT } from '~/components/i18n/context';
import { Form } from '~/components/i18n/links';
import { accountMenuLinks, type HeaderUser } from '~/domain/navigation';
import { LinkList } from '~/components/link-list';
import { DROPDOWN_LINK, MenuChevron } from '~/components/mega-menu';
import { useDisclosure } from '~/components/use-disclosure';

/** The account menu's link names (app/domain/navigation.ts names them in English) → their messages. */
const LINK_KEYS = {
  'My account': 'linkMyAccount',
  Messages: 'linkMessages',
  Inquiries: 'linkInquiries',
  Notifications: 'linkNotifications',
  Billing: 'linkBilling',
  'Members area': 'linkMembersArea',
  Admin: 'linkAdmin',
} as const;

/** accountMenuLinks in the page's language. */
export function useAccountLinks(user: HeaderUser): Array<{ href: string; name: string }> {
  const t = useT('accountMenu');
  return accountMenuLinks(user).map((link) => {
    const key = LINK_KEYS[link.name as keyof typeof LINK_KEYS] as (typeof LINK_KEYS)[keyof typeof LINK_KEYS] | undefined;
    return { href: link.href, name: key ? t(key) : link.name };
  });
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0) ?? '').join('').toUpperCase() || '?';
}

/**
 * Logging out changes state, so it is a POST to /logout (which redirects home); a plain form, so it
 * works before hydration too.
 */
export function LogoutButton({ className }: { className: string }) {
  const t = useT('accountMenu');
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {t('logOut')}
      </button>
    </Form>
  );
}

/** The signed-in user's menu in the desktop header: hover, click, tap or keyboard, like the other menus. */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const { open, close, rootProps, buttonProps } = useDisclosure();
  const t = useT('accountMenu');
  const links = useAccountLinks(user);
  return (
    <div {...rootProps} className="relative" data-testid="account-menu">
      <button {...buttonProps} aria-controls="account-menu-panel" className="nav-button max-w-56">
        <span aria-hidden="true" className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initials(user.name)}
        </span>
        <span className="sr-only">{t('accountMenuFor')}</span>
        <span className="truncate" data-user-text>{user.name}</span>
        <MenuChevron />
      </button>
      {open ? (
        <div id="account-menu-panel" className="absolute right-0 top-full z-40 mt-1 w-56 rounded-lg border border-slate-200 bg-white py-2 text-slate-900 shadow-xl">
          <p className="truncate px-4 pb-2 text-xs text-slate-600">
            <RichText text={t('signedInAs', { name: user.name })} parts={[<span key="name" className="font-semibold text-slate-800" data-user-text />]} />
          </p>
          <LinkList links={links} onPick={close} className="border-t border-slate-100 pt-1" linkClassName={DROPDOWN_LINK} />
          <div className="mt-1 border-t border-slate-100 pt-1">
            <LogoutButton className="flex w-full items-center px-4 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
