import type { DeliveryChannel } from '~/domain/notification';
import { msg91Notifier } from './msg91.server';
import type { Notifier } from './notifier';
import { whatsappNotifier } from './whatsapp.server';

/** The text-message channels and the provider configuration chose for each. */
const NOTIFIERS: Record<'sms' | 'whatsapp', Notifier> = { sms: msg91Notifier, whatsapp: whatsappNotifier };

export function notifierFor(channel: 'sms' | 'whatsapp'): Notifier {
  return NOTIFIERS[channel];
}

/** Whether a channel can be used on this site: email always (held in the outbox when mail is off). */
export function channelConfigured(channel: DeliveryChannel): boolean {
  return channel === 'email' || NOTIFIERS[channel].isConfigured();
}
