/**
 * The marketplace team (staff) and what each staff role may do. One place for the rule: every
 * admin page and action asks `staffAllows` on the server (app/services/admin/staff.server.ts), and
 * the admin menu offers only what the role opens.
 */
export const STAFF_ROLES = ['administrator', 'moderator', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A login's role on the marketplace: a member of the public (buyer or seller) or staff. */
export const USER_ROLES = ['member', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type StaffPermission =
  /** Companies and users: search, read their details. */
  | 'view_accounts'
  /** Suspend and restore companies and users. */
  | 'manage_accounts'
  /** Company verification: documents and reviewer decisions. */
  | 'verify_companies'
  /** Listings to review, reviews and reports. */
  | 'moderate_content'
  /** Payments, orders and invoices. */
  | 'finance'
  /** Chat hand-overs and contact messages. */
  | 'support'
  /** Create staff accounts and change staff roles. */
  | 'manage_staff'
  /** The audit log of every staff action. */
  | 'view_audit';

const ALLOWED: Record<StaffRole, readonly StaffPermission[]> = {
  administrator: ['view_accounts', 'manage_accounts', 'verify_companies', 'moderate_content', 'finance', 'support', 'manage_staff', 'view_audit'],
  moderator: ['view_accounts', 'manage_accounts', 'verify_companies', 'moderate_content'],
  finance: ['view_accounts', 'finance'],
  support: ['view_accounts', 'support'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function staffAllows(role: UserRole, permission: StaffPermission): boolean {
  return isStaffRole(role) && ALLOWED[role].includes(permission);
}

/** The staff roles that hold `permission` (for "tell everyone who works this queue"). */
export function staffRolesAllowing(permission: StaffPermission): StaffRole[] {
  return STAFF_ROLES.filter((role) => ALLOWED[role].includes(permission));
}

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  moderator: 'Moderator',
  finance: 'Finance',
  support: 'Support',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrator: 'Everything, including staff accounts and the audit log',
  moderator: 'Verification, listings, reviews and reports; suspending companies and users',
  finance: 'Payments, orders and invoices',
  support: 'Chats handed over to the team and contact messages',
};

/** Sensitive staff actions ask for the password again when the last one was typed longer ago than this. */
export const STAFF_REAUTH_MINUTES = 15;

/** The admin console's pages and the permission each needs; the menu shows what the role opens. */
const ADMIN_PAGES: ReadonlyArray<{ href: string; label: string; permission: StaffPermission }> = [
  { href: '/admin', label: 'Overview', permission: 'view_accounts' },
  { href: '/admin/payments', label: 'UPI payments', permission: 'finance' },
  { href: '/admin/listings', label: 'Listings to review', permission: 'moderate_content' },
  { href: '/admin/listings/log', label: 'Review log', permission: 'moderate_content' },
  { href: '/admin/reports', label: 'Reports of abuse', permission: 'moderate_content' },
  { href: '/admin/chats', label: 'Chats for the team', permission: 'support' },
  { href: '/admin/contact-messages', label: 'Contact messages', permission: 'support' },
  { href: '/admin/invoices', label: 'Invoices', permission: 'finance' },
  { href: '/admin/orders', label: 'Orders', permission: 'finance' },
  { href: '/admin/audit', label: 'Audit log', permission: 'view_audit' },
  { href: '/admin/companies', label: 'Companies', permission: 'view_accounts' },
  { href: '/admin/users', label: 'Users', permission: 'view_accounts' },
  { href: '/admin/staff', label: 'Staff', permission: 'manage_staff' },
  { href: '/admin/verification', label: 'Verification', permission: 'verify_companies' },
];

export function adminPagesFor(role: UserRole) {
  return ADMIN_PAGES.filter((page) => staffAllows(role, page.permission));
}
