import { z } from 'zod';

/** How many notifications one page of /account/notifications lists. */
export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * A notification's link is a path inside the site. Anything else (an absolute or protocol-relative
 * URL, a backslash trick) is refused, so opening a notification can never send a user elsewhere.
 */
export function safeNotificationLink(link: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(link) ? link : '/account/notifications';
}

const gone = 'This notification is not in your list any more. Reload the page.';

/** The buttons of /account/notifications: open one (marks it read, then goes to its link), or mark all read. */
export const notificationActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('open'), notificationId: z.coerce.number({ error: gone }).int(gone).positive(gone) }),
    z.object({ intent: z.literal('read-all') }),
  ],
  { error: 'This form was not understood. Reload the page and try again.' },
);

/** Channels outside the site; in the site every notification is always shown. */
export const DELIVERY_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** Right away, gathered in one email a day, or not at all. */
export const DELIVERY_MODES = ['immediate', 'digest', 'off'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * Every kind of event a person hears about, its words on the settings page, and the group it is
 * shown in. The kind is stored in notifications.kind and notification_preferences.kind.
 */
export const NOTIFICATION_GROUPS = ['Leads and messages', 'Requirements and quotes', 'Reviews and reports', 'Payments', 'Your company', 'Admin'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_KINDS = {
  inquiry_received: { label: 'A new inquiry for your company', group: 'Leads and messages' },
  message_received: { label: 'A new message in a conversation', group: 'Leads and messages' },
  requirement_matched: { label: 'A buy requirement that matches what you sell', group: 'Leads and messages' },
  lead_assigned: { label: 'A lead assigned to you', group: 'Leads and messages' },
  lead_follow_up: { label: 'A lead’s follow-up date has come', group: 'Leads and messages' },
  quote_received: { label: 'A quote on your requirement', group: 'Requirements and quotes' },
  quote_revised: { label: 'A revised quote', group: 'Requirements and quotes' },
  quote_accepted: { label: 'Your quote was accepted', group: 'Requirements and quotes' },
  quote_not_chosen: { label: 'Another quote was chosen', group: 'Requirements and quotes' },
  quote_declined: { label: 'Your quote was declined', group: 'Requirements and quotes' },
  revision_requested: { label: 'A buyer asks you to revise a quote', group: 'Requirements and quotes' },
  requirement_declined: { label: 'A supplier declined your requirement', group: 'Requirements and quotes' },
  requirement_expiring: { label: 'Your requirement expires in two days', group: 'Requirements and quotes' },
  requirement_expired: { label: 'A requirement expired', group: 'Requirements and quotes' },
  quote_expired: { label: 'A quote expired', group: 'Requirements and quotes' },
  review_received: { label: 'A buyer reviewed your company', group: 'Reviews and reports' },
  review_replied: { label: 'A supplier replied to your review', group: 'Reviews and reports' },
  report_outcome: { label: 'The outcome of a report you sent', group: 'Reviews and reports' },
  payment_confirmed: { label: 'Your payment was confirmed', group: 'Payments' },
  payment_failed: { label: 'Your payment could not be confirmed', group: 'Payments' },
  verification_result: { label: 'A reviewer decided on a document you uploaded for verification', group: 'Your company' },
  admin_queue: { label: 'A queue you work has new items (reviews, verification, payments, chats, contact messages)', group: 'Admin' },
} as const satisfies Record<string, { label: string; group: NotificationGroup }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, kind);
}

/** The kinds shown to a person: the Admin group only to admins. */
export function kindsFor(isAdmin: boolean): NotificationKind[] {
  return NOTIFICATION_KIND_NAMES.filter((kind) => isAdmin || NOTIFICATION_KINDS[kind].group !== 'Admin');
}

/** No saved choice: email right away; SMS and WhatsApp off until the person turns them on. */
export function defaultMode(channel: DeliveryChannel): DeliveryMode {
  return channel === 'email' ? 'immediate' : 'off';
}

/** The daily digest is an email; a text message is sent right away or not at all. */
export function modesFor(channel: DeliveryChannel): readonly DeliveryMode[] {
  return channel === 'email' ? DELIVERY_MODES : ['immediate', 'off'];
}

export const CHANNEL_NAMES: Record<DeliveryChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };
export const MODE_NAMES: Record<DeliveryMode, string> = { immediate: 'Immediately', digest: 'Daily digest', off: 'Off' };

const settingsError = 'This choice is not one of the offered ones. Reload the page and choose again.';
const channelChoices = (channel: DeliveryChannel) =>
  z.object(Object.fromEntries(NOTIFICATION_KIND_NAMES.map((kind) => [kind, z.enum(modesFor(channel) as [DeliveryMode, ...DeliveryMode[]], { error: settingsError }).optional()]))).partial().optional();

/**
 * The settings form: one select per kind and channel, named `email.quote_received` and so on.
 * A kind or channel left out of the post keeps its saved choice.
 */
export const notificationSettingsSchema = z.object({ email: channelChoices('email'), sms: channelChoices('sms'), whatsapp: channelChoices('whatsapp') });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

/** What an unsubscribe link turns off: one kind or all of them, on one channel, for one login. */
export interface UnsubscribeScope {
  userId: number;
  kind: NotificationKind | 'all';
  channel: DeliveryChannel;
}

/** "emails about a quote on your requirement", "all emails": what the unsubscribe pages say. */
export function describeUnsubscribe(scope: Pick<UnsubscribeScope, 'kind' | 'channel'>): string {
  const what = scope.channel === 'email' ? 'emails' : `${CHANNEL_NAMES[scope.channel]} messages`;
  if (scope.kind === 'all') return `all notification ${what}`;
  return `${what} about “${NOTIFICATION_KINDS[scope.kind].label.replace(/^./, (c) => c.toLowerCase())}”`;
}
