import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { RichText, useLocale, useLocalisedHref, useT } from '~/components/i18n/context';
import { navName, type HeaderUser, type SiteNavigation } from '~/domain/navigation';
import { unreadBadge } from '~/domain/notification-badge';
import { categoryUrl } from '~/domain/urls';
import { AccountMenu, LogoutButton, useAccountLinks } from '~/components/account-menu';
import { LanguageSwitch } from '~/components/i18n/language-switch';
import { LinkList } from '~/components/link-list';
import { LoginModal, preloadLoginForm } from '~/components/login-modal';
import { MegaMenu, NavDropdown } from '~/components/mega-menu';
import { SearchBox } from '~/components/search-box';
import { useScrollThresholds } from '~/components/use-scroll-thresholds';

interface SiteHeaderProps {
  siteName: string;
  navigation: SiteNavigation;
  /** The signed-in user, or null for a visitor (who gets Login and Register instead of the account menu). */
  user: HeaderUser | null;
  /** True on pages with their own hero search: the navbar search then waits until the hero's is scrolled past. */
  hasHeroSearch: boolean;
}

function Logo({ siteName }: { siteName: string }) {
  const t = useT('shell');
  const href = useLocalisedHref();
  return (
    <a href={href('/')} className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t('logoHome', { siteName })}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="8" fill="#1e3a8a" />
        <path d="M7 11h18v3H17.6v11h-3.2V14H7z" fill="#fff" />
        <path d="M7 22.5 12 19v7z" fill="#f59e0b" />
        <path d="M25 22.5 20 19v7z" fill="#16a34a" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-brand-700">{siteName}</span>
    </a>
  );
}

/** The shared header of SPEC.md section 2 on every route. */
export function SiteHeader({ siteName, navigation, user, hasHeroSearch }: SiteHeaderProps) {
  const { scrolled, pastHero } = useScrollThresholds();
  const [loginOpen, setLoginOpen] = useState(false);
  // A login from the modal re-renders the header signed in; the modal must not reopen after a later logout.
  const signedIn = user !== null;
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn !== wasSignedIn) {
    setWasSignedIn(signedIn);
    if (signedIn) setLoginOpen(false);
  }
  const { mobileOpen, setMobileOpen, menuRef, toggleRef } = useMobileMenu();
  const t = useT('shell');
  const common = useT('common');
  const locale = useLocale();
  const href = useLocalisedHref();

  const showNavSearch = !hasHeroSearch || pastHero;
  const enterpriseLinks = navigation.enterpriseTypes.map((type) => ({ href: `/enterprises/${type.slug}`, name: navName(type, locale) }));
  const serviceLinks = navigation.services.map((service) => ({ href: `/services/${service.slug}`, name: navName(service, locale) }));

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-30 transition-colors duration-200 ${scrolled ? 'bg-white shadow-md' : 'bg-brand-50'}`}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {common('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Logo siteName={siteName} />
        <nav aria-label={t('mainNavigation')} className="hidden items-center gap-1 lg:flex">
          <MegaMenu categories={navigation.productMenu} />
          <NavDropdown label={t('enterprises')} id="enterprises" links={enterpriseLinks} />
          <NavDropdown label={t('services')} id="services" links={serviceLinks} />
          <a href={href('/subscription')} className="nav-button">
            {t('pricing')}
          </a>
        </nav>
        <div
          className={`ml-auto hidden max-w-sm flex-1 lg:block ${showNavSearch ? '' : 'invisible'}`}
          data-testid="navbar-search"
          data-visible={showNavSearch ? 'true' : 'false'}
          aria-hidden={showNavSearch ? undefined : true}
          inert={!showNavSearch}
        >
          <SearchBox label={t('searchNavbar')} />
        </div>
        <div className="ml-auto hidden items-center gap-2 lg:ml-0 lg:flex">
          <LanguageSwitch />
          {user ? (
            <>
              <NotificationsLink count={user.unreadNotifications} />
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              <button type="button" className="btn-outline" onClick={() => setLoginOpen(true)} onPointerEnter={preloadLoginForm} onFocus={preloadLoginForm}>
                {t('login')}
              </button>
              <a href={href('/register')} className="btn-primary">
                {t('register')}
              </a>
            </>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="ml-auto rounded-md p-2 text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMobileOpen((value) => !value)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {mobileOpen ? (
        <div ref={menuRef} id="mobile-menu" className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-4 lg:hidden">
          <SearchBox label={t('searchMenu')} />
          <div className="mt-3 flex justify-end">
            <LanguageSwitch className="btn-outline" />
          </div>
          {user ? (
            <MobileAccount user={user} />
          ) : (
            <div className="mt-4 grid grid-cols-2 gap-3">
              <a href={href('/login')} className="btn-outline">
                {t('login')}
              </a>
              <a href={href('/register')} className="btn-primary">
                {t('register')}
              </a>
            </div>
          )}
          <MobileSection title={t('productsCategory')} links={navigation.productMenu.map((c) => ({ href: categoryUrl(c.slug), name: navName(c, locale) }))} />
          <MobileSection title={t('enterprises')} links={enterpriseLinks} />
          <MobileSection title={t('services')} links={serviceLinks} />
          <MobileSection title={t('membership')} links={[{ href: '/subscription', name: t('subscriptionPlans') }]} />
        </div>
      ) : null}
      {user ? null : <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />}
    </header>
  );
}

/**
 * The small-screen menu: toggled by the hamburger, closed on navigation, on Escape and on a tap
 * outside it. Escape hands focus back to the hamburger; a tap outside leaves focus where the visitor
 * tapped, like every other tap.
 */
function useMobileMenu() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Closed on navigation: set while rendering the new page, not in an effect after it.
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (location.key !== menuLocation) {
    setMenuLocation(location.key);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mobileOpen]);

  return { mobileOpen, setMobileOpen, menuRef, toggleRef };
}

/** The account links in the mobile menu: always listed, since a phone menu is already one tap deep. */
function MobileAccount({ user }: { user: HeaderUser }) {
  const t = useT('accountMenu');
  const links = useAccountLinks(user);
  return (
    <section aria-label={t('yourAccount')} className="mt-4 rounded-lg border border-slate-200 bg-brand-50/60 p-3" data-testid="mobile-account">
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-sm text-slate-700">
          <RichText text={t('signedInAs', { name: user.name })} parts={[<span key="name" className="font-semibold text-slate-900" data-user-text />]} />
        </p>
        <NotificationsLink count={user.unreadNotifications} />
      </div>
      <LinkList links={links} className="mt-2 grid grid-cols-2 gap-1" linkClassName="block rounded px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-white" />
      <LogoutButton className="btn-outline mt-3 w-full" />
    </section>
  );
}

/** The bell in the header: a link to /account/notifications with the unread count (read aloud with it). */
function NotificationsLink({ count }: { count: number }) {
  const t = useT('accountMenu');
  const href = useLocalisedHref();
  const label = count === 0 ? t('notificationsNone') : t('notificationsUnread', { count: unreadBadge(count) });
  return (
    <a href={href('/account/notifications')} className="nav-button relative" aria-label={label} data-testid="header-notifications">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span aria-hidden="true" data-testid="notification-count" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white">
          {unreadBadge(count)}
        </span>
      ) : null}
    </a>
  );
}

function MobileSection({ title, links }: { title: string; links: Array<{ href: string; name: string }> }) {
  return (
    <details className="mt-4 border-t border-slate-200 pt-3">
      <summary className="cursor-pointer py-1 font-semibold text-slate-900">{title}</summary>
      <LinkList links={links} className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2" linkClassName="block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50" />
    </details>
  );
}
