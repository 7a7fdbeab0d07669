import { describe, expect, it } from 'vitest';
import { notificationActionSchema, safeNotificationLink, unreadBadge } from './notification';

describe('notifications', () => {
  it('keeps links inside the site', () => {
    expect(safeNotificationLink('/account/requirements/RQ-7KD2M9X4')).toBe('/account/requirements/RQ-7KD2M9X4');
    expect(safeNotificationLink('/account/leads/requirements?tab=open#q')).toBe('/account/leads/requirements?tab=open#q');
    for (const outside of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 'account', '/a b']) {
      expect(safeNotificationLink(outside)).toBe('/account/notifications');
    }
  });

  it('caps the header count', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('reads the two buttons and refuses anything else', () => {
    expect(notificationActionSchema.parse({ intent: 'open', notificationId: '12' })).toEqual({ intent: 'open', notificationId: 12 });
    expect(notificationActionSchema.parse({ intent: 'read-all' })).toEqual({ intent: 'read-all' });
    expect(notificationActionSchema.safeParse({ intent: 'open', notificationId: 'x' }).success).toBe(false);
    expect(notificationActionSchema.safeParse({ intent: 'delete' }).success).toBe(false);
  });
});
