import { describe, expect, it } from 'vitest';
import { accountMenuLinks } from '~/domain/navigation';

const names = (teamRole: Parameters<typeof accountMenuLinks>[0]['teamRole'], role: 'member' | 'administrator' = 'member') => accountMenuLinks({ role, teamRole }).map((link) => link.name);

describe('the account menu follows the role at the company', () => {
  it('an owner, and a login without a company, get every member link', () => {
    const all = ['My account', 'Messages', 'Inquiries', 'Notifications', 'Billing', 'Members area'];
    expect(names('owner')).toEqual(all);
    expect(names(null)).toEqual(all);
  });

  it('sales gets the conversations but not billing; catalogue gets neither', () => {
    expect(names('sales')).toEqual(['My account', 'Messages', 'Inquiries', 'Notifications', 'Members area']);
    expect(names('catalogue')).toEqual(['My account', 'Notifications', 'Members area']);
  });

  it('the marketplace team also gets Admin', () => {
    expect(names(null, 'administrator').at(-1)).toBe('Admin');
  });
});
