import type { MessageKey } from '~/content/messages';
import type { Availability, ListingState } from '~/domain/listing';

type Key = MessageKey<'sellerListings'>;

/** The message of a unit's name (UNITS in app/domain/listing.ts): "sq ft" → unitSqFt. */
export const unitKey = (code: string): Key => `unit${code.split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}` as Key;

export const STATE_KEYS: Record<ListingState, Key> = {
  draft: 'stateDraft',
  submitted: 'stateSubmitted',
  live: 'stateLive',
  rejected: 'stateRejected',
  paused: 'statePaused',
  archived: 'stateArchived',
};

export const AVAILABILITY_KEYS: Record<Availability, Key> = { in_stock: 'availabilityInStock', made_to_order: 'availabilityMadeToOrder' };
