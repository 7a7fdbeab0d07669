import { isStaffRole, type UserRole } from './staff';
import { offeredTo, type TeamRole } from '~/domain/team';
import type { Locale } from '~/domain/locale';

/** Shapes of the site header's data, shared by the server service and the browser components. */
export interface NavProduct {
  name: string;
  /** The Hindi name, where the catalogue has one (issue 19). */
  nameHi?: string | null;
  slug: string;
  legacyPath: string | null;
}
export interface NavSubcategory {
  name: string;
  nameHi?: string | null;
  slug: string;
}
export interface NavCategory {
  name: string;
  nameHi?: string | null;
  slug: string;
  icon: string;
  subcategories: NavSubcategory[];
}
/**
 * The menu's product tiles (third level), keyed by menuTilesKey. They are not part of the header's
 * data on every page: the browser fetches them from /menu/tiles when the menu is first opened.
 */
export type MenuTiles = Record<string, NavProduct[]>;

export function menuTilesKey(categorySlug: string, subcategorySlug: string): string {
  return `${categorySlug}/${subcategorySlug}`;
}

/** The resource route that serves MenuTiles as JSON. */
export const MENU_TILES_PATH = '/menu/tiles';

export interface NavLink {
  slug: string;
  name: string;
  nameHi?: string | null;
}

/** A menu entry's name in the page's language: the Hindi name on a Hindi page when the data has one. */
export function navName(item: { name: string; nameHi?: string | null }, locale: Locale): string {
  return locale === 'hi' && item.nameHi ? item.nameHi : item.name;
}
export interface SiteNavigation {
  productMenu: NavCategory[];
  enterpriseTypes: NavLink[];
  services: NavLink[];
}

/**
 * What the header knows about the signed-in user: just enough to label the account menu and show
 * the Admin link. No email or id, since the root loader's data goes to every page of the session.
 */
export interface HeaderUser {
  name: string;
  role: UserRole;
  /** The role at the company the login works for; null without a company. */
  teamRole: TeamRole | null;
  /** Unread notifications, counted up to UNREAD_COUNT_CAP (app/domain/notification.ts). */
  unreadNotifications: number;
}

/**
 * The account menu's destinations (desktop and mobile): only what the login's role at its company
 * lets it open (the account tabs follow the same rule); Admin only for the marketplace team.
 */
export function accountMenuLinks(user: Pick<HeaderUser, 'role' | 'teamRole'>): Array<{ href: string; name: string }> {
  const links = [
    { href: '/account', name: 'My account' },
    ...(offeredTo(user.teamRole, 'leads') ? [{ href: '/account/messages', name: 'Messages' }, { href: '/account/inquiries', name: 'Inquiries' }] : []),
    { href: '/account/notifications', name: 'Notifications' },
    ...(offeredTo(user.teamRole, 'manage_company') ? [{ href: '/account/billing', name: 'Billing' }] : []),
    { href: '/members', name: 'Members area' },
  ];
  return isStaffRole(user.role) ? [...links, { href: '/admin', name: 'Admin' }] : links;
}
