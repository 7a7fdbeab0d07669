/**
 * A company's team: who may do what. One place for the rule, used by every service that acts for a
 * company (catalogue, leads, requirements, billing, team).
 */
export const TEAM_ROLES = ['owner', 'catalogue', 'sales'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What a member can be allowed to do for the company. */
export type TeamPermission =
  /** Team, billing and plans, the company profile, API tokens and webhooks. */
  | 'manage_company'
  /** Listings, catalogue import and export. */
  | 'catalogue'
  /** Inquiries, requirement leads, quotes, conversations, the lead manager; buying for the company. */
  | 'leads';

const ALLOWED: Record<TeamRole, readonly TeamPermission[]> = {
  owner: ['manage_company', 'catalogue', 'leads'],
  catalogue: ['catalogue'],
  sales: ['leads'],
};

export function roleAllows(role: TeamRole, permission: TeamPermission): boolean {
  return ALLOWED[role].includes(permission);
}

/**
 * Whether a page for `permission` is offered to a login: a company member when the role allows it;
 * a login without a company sees its own things (what it sent, its orders) there, so it is offered too.
 */
export function offeredTo(role: TeamRole | null, permission: TeamPermission): boolean {
  return role === null || roleAllows(role, permission);
}

/** How each role is named on screen. */
export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  sales: 'Sales',
};

/** What each role is told it can do, on the team page and in the invitation email. */
export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: 'Everything, including the team, plans and billing, and the company profile',
  catalogue: 'Add and edit products, import and export the catalogue',
  sales: 'Answer inquiries and requirements, send quotes, talk to buyers, buy for the company',
};
