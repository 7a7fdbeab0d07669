import { describe, expect, it } from 'vitest';
import { dashboardPeriods, dashboardUrl, indiaDay, parseDashboardQuery, profileCompleteness, type ProfileFacts } from './seller-dashboard';

describe('India days and the periods the dashboard reports', () => {
  it('counts a view under the calendar day in India, which starts 5½ hours before UTC’s', () => {
    expect(indiaDay(new Date('2026-03-10T18:29:59.999Z'))).toBe('2026-03-10');
    expect(indiaDay(new Date('2026-03-10T18:30:00.000Z'))).toBe('2026-03-11');
    expect(indiaDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('makes the last 7 and 30 days end today in India, today included', () => {
    const periods = dashboardPeriods(new Date('2026-03-10T20:00:00Z')); // 01:30 on 11 March in India
    expect(periods.today).toBe('2026-03-11');
    expect(periods.week.from).toBe('2026-03-05');
    expect(periods.week.since.toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(periods.month.from).toBe('2026-02-10');
    expect(periods.month.since.toISOString()).toBe('2026-02-09T18:30:00.000Z');
  });
});

describe('the listings table query', () => {
  it('reads sort, state and page, and falls back to the defaults for anything else', () => {
    expect(parseDashboardQuery(new URLSearchParams('sort=inquiries7&state=rejected&page=3'))).toEqual({ sort: 'inquiries7', state: 'rejected', page: 3 });
    expect(parseDashboardQuery(new URLSearchParams(''))).toEqual({ sort: 'views30', state: undefined, page: 1 });
    expect(parseDashboardQuery(new URLSearchParams('sort=price;DROP TABLE&state=gone&page=-2'))).toEqual({ sort: 'views30', state: undefined, page: 1 });
    expect(parseDashboardQuery(new URLSearchParams('page=2.5&state='))).toEqual({ sort: 'views30', state: undefined, page: 1 });
  });

  it('links leave the defaults out', () => {
    expect(dashboardUrl({ sort: 'views30', page: 1 })).toBe('/account/dashboard');
    expect(dashboardUrl({ sort: 'name', state: 'paused', page: 2 })).toBe('/account/dashboard?sort=name&state=paused&page=2');
  });
});

const complete: ProfileFacts = {
  description: true,
  address: true,
  gstin: true,
  pan: true,
  udyam: true,
  photos: true,
  website: true,
  yearEstablished: true,
  contact: true,
  categories: true,
  listings: { live: 3 },
  listingToFix: null,
};

describe('profile completeness', () => {
  it('is 100% with nothing left to do when everything is there', () => {
    const result = profileCompleteness(complete);
    expect(result.percent).toBe(100);
    expect(result.next).toBeNull();
    expect(result.steps.reduce((sum, step) => sum + step.weight, 0)).toBe(100);
  });

  it('asks first for a live listing: the rejected one to fix, else a draft to finish, else a first listing', () => {
    const none = { ...complete, listings: {} };
    expect(profileCompleteness(none)).toMatchObject({ percent: 75, next: { action: 'Add your first product listing', href: '/account/products' } });
    const rejected = profileCompleteness({ ...none, listings: { rejected: 1, draft: 1 }, listingToFix: { id: 42, name: 'Basmati rice', state: 'rejected' } });
    expect(rejected.next).toMatchObject({ href: '/account/products/42', action: 'Fix the rejected listing “Basmati rice” and submit it again' });
    const draft = profileCompleteness({ ...none, listings: { draft: 1 }, listingToFix: { id: 7, name: 'Jute bags', state: 'draft' } });
    expect(draft.next).toMatchObject({ href: '/account/products/7', action: 'Finish and submit your draft “Jute bags”' });
  });

  it('does not ask the seller to wait for a review: the next profile item comes first', () => {
    const result = profileCompleteness({ ...complete, website: false, listings: { submitted: 2 } });
    expect(result.percent).toBe(70);
    expect(result.next).toMatchObject({ key: 'website', href: '/account#profile-website' });
  });

  it('puts a way to reach the seller before the paperwork, and the profile form’s field in the link', () => {
    const result = profileCompleteness({ ...complete, contact: false, udyam: false, description: false });
    expect(result.percent).toBe(75);
    expect(result.next).toMatchObject({ key: 'contact', href: '/account#profile-mobile' });
    expect(result.steps.filter((step) => !step.done).map((step) => step.key)).toEqual(['contact', 'udyam', 'description']);
  });
});
