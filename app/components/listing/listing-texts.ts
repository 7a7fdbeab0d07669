import type { MessageKey } from '~/content/messages';
import type { Availability, ListingState } from '~/domain/listing';

type Key = MessageKey<'sellerListings'>;

export const STATE_KEYS: Record<ListingState, Key> = {
  draft: 'stateDraft',
  submitted: 'stateSubmitted',
  live: 'stateLive',
  rejected: 'stateRejected',
  paused: 'statePaused',
  archived: 'stateArchived',
};

export const AVAILABILITY_KEYS: Record<Availability, Key> = { in_stock: 'availabilityInStock', made_to_order: 'availabilityMadeToOrder' };
