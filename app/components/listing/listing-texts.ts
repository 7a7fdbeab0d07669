import type { MessageKey } from '~/content/messages';
import { LANGUAGE_TAGS, type Locale } from '~/domain/locale';
import type { Availability, ListingState, MaterialPart } from '~/domain/listing';
import type { Translate } from '~/domain/translate';

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

const CHANGE_KEYS: Record<MaterialPart, Key> = { name: 'changeName', category: 'changeCategory', price: 'changePrice', 'price breaks': 'changePriceBreaks', photos: 'changePhotos' };

/** What a waiting edit changes, in the page's language: "name, price and photos" (no part: "listing"). */
export function changeWords(t: Translate<'sellerListings'>, parts: readonly MaterialPart[], locale: Locale): string {
  if (parts.length === 0) return t('changeListing');
  return new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' }).format(parts.map((part) => t(CHANGE_KEYS[part])));
}
