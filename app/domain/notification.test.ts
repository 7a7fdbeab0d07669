import { describe, expect, it } from 'vitest';
import { defaultMode, describeUnsubscribe, isNotificationKind, kindsFor, modesFor, NOTIFICATION_GROUPS, NOTIFICATION_KINDS, notificationActionSchema, notificationSettingsSchema, safeNotificationLink } from './notification';
import { unreadBadge } from './notification-badge';

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

describe('kinds, groups and choices', () => {
  it('every kind has words and one of the five groups; admins alone see the Admin group', () => {
    for (const { label, group } of Object.values(NOTIFICATION_KINDS)) {
      expect(label.length).toBeGreaterThan(5);
      expect(NOTIFICATION_GROUPS).toContain(group);
    }
    expect(kindsFor(false)).not.toContain('admin_queue');
    expect(kindsFor(true)).toContain('admin_queue');
    expect(isNotificationKind('quote_received')).toBe(true);
    expect(isNotificationKind('toString')).toBe(false);
  });

  it('email defaults to immediately, text messages to off; the digest is offered for email only', () => {
    expect(defaultMode('email')).toBe('immediate');
    expect(defaultMode('sms')).toBe('off');
    expect(modesFor('email')).toEqual(['immediate', 'digest', 'off']);
    expect(modesFor('whatsapp')).toEqual(['immediate', 'off']);
    expect(notificationSettingsSchema.safeParse({ sms: { quote_received: 'digest' } }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ email: { quote_received: 'digest' }, sms: { quote_received: 'off' } }).success).toBe(true);
  });

  it('says in words what an unsubscribe link turns off', () => {
    expect(describeUnsubscribe({ kind: 'quote_received', channel: 'email' })).toBe('emails about “a quote on your requirement”');
    expect(describeUnsubscribe({ kind: 'all', channel: 'email' })).toBe('all notification emails');
    expect(describeUnsubscribe({ kind: 'all', channel: 'sms' })).toBe('all notification SMS messages');
  });
});
