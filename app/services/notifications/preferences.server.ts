import { and, eq, sql } from 'drizzle-orm';
import { DELIVERY_CHANNELS, defaultMode, kindsFor, modesFor, type DeliveryChannel, type DeliveryMode, type NotificationKind, type NotificationSettingsInput, type UnsubscribeScope } from '~/domain/notification';
import { isStaffRole } from '~/domain/staff';
import { db, type Transaction } from '~/services/db/client.server';
import { users } from '~/services/db/schema/accounts';
import { notificationPreferences } from '~/services/db/schema/notifications';
import { NotFoundError } from '~/services/errors.server';
import { channelConfigured } from './channels/index.server';

export type ChannelModes = Record<DeliveryChannel, DeliveryMode>;

/** A person's choice for one kind on each channel, defaults filled in. */
export async function modesForKind(tx: Transaction, userId: number, kind: NotificationKind): Promise<ChannelModes> {
  const rows = await tx
    .select({ channel: notificationPreferences.channel, mode: notificationPreferences.mode })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  const modes = { email: defaultMode('email'), sms: defaultMode('sms'), whatsapp: defaultMode('whatsapp') };
  for (const row of rows) modes[row.channel] = row.mode;
  return modes;
}

/** What the settings page shows: each kind the person can get, with its mode on each channel, and which channels this site offers. */
export async function notificationSettings(userId: number) {
  const [user] = await db().select({ role: users.role, mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('This account no longer exists.');
  const rows = await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const kinds = kindsFor(isStaffRole(user.role));
  const modes = Object.fromEntries(
    kinds.map((kind) => [kind, Object.fromEntries(DELIVERY_CHANNELS.map((channel) => [channel, rows.find((r) => r.kind === kind && r.channel === channel)?.mode ?? defaultMode(channel)])) as ChannelModes]),
  ) as Partial<Record<NotificationKind, ChannelModes>>;
  return { kinds, modes, channels: DELIVERY_CHANNELS.filter(channelConfigured), hasMobile: Boolean(user.mobile) };
}

/** Saves the settings form: every choice posted, for kinds this person can get and channels this site offers. */
export async function saveNotificationSettings(userId: number, input: NotificationSettingsInput): Promise<number> {
  const [user] = await db().select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('This account no longer exists.');
  const allowed = new Set<string>(kindsFor(isStaffRole(user.role)));
  const values: (typeof notificationPreferences.$inferInsert)[] = [];
  for (const channel of DELIVERY_CHANNELS.filter(channelConfigured)) {
    for (const [kind, mode] of Object.entries(input[channel] ?? {})) {
      if (mode && allowed.has(kind) && modesFor(channel).includes(mode)) values.push({ userId, kind, channel, mode });
    }
  }
  if (values.length === 0) return 0;
  await db()
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel], set: { mode: sql`excluded.mode`, updatedAt: sql`now()` } });
  return values.length;
}

/**
 * What an unsubscribe link asks: its kind (or every kind) on its channel set to off. Safe to run
 * twice. Answers false when the login no longer exists.
 */
export async function applyUnsubscribe(scope: UnsubscribeScope): Promise<boolean> {
  const [user] = await db().select({ role: users.role }).from(users).where(eq(users.id, scope.userId));
  if (!user) return false;
  const kinds = scope.kind === 'all' ? kindsFor(isStaffRole(user.role)) : [scope.kind];
  await db()
    .insert(notificationPreferences)
    .values(kinds.map((kind) => ({ userId: scope.userId, kind, channel: scope.channel, mode: 'off' as const })))
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel], set: { mode: 'off', updatedAt: sql`now()` } });
  return true;
}

/** The address an unsubscribe link is for, half hidden ("a•••@example.in"); undefined when the login is gone. */
export async function maskedEmailOf(userId: number): Promise<string | undefined> {
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [local = '', domain = ''] = user.email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
