import type { MessageKey } from '~/content/messages';
import { INQUIRY_UNITS } from '~/domain/inquiry';
import { UNITS } from '~/domain/listing';
import type { Translate } from '~/domain/translate';

/**
 * Units in the page's language (issue 19): the stored value stays the English code ("kg",
 * "pack"), pages, emails and documents show its name from the `units` namespace. A code no list
 * knows (an older row, a unit a seller typed in a CSV long ago) is shown as it is.
 */
const NAMED_UNITS: ReadonlySet<string> = new Set([...UNITS.map((unit) => unit.code), ...INQUIRY_UNITS]);

/** The short name shown after a number or a price: "50 pack" → "50 पैक", "₹82/kg" → "₹82/किलो". */
export function unitName(t: Translate<'units'>, code: string): string {
  return NAMED_UNITS.has(code) ? t(code as MessageKey<'units'>) : code;
}

/** "1,200 kg" (Indian digit grouping) with the unit's short name. */
export function quantityText(t: Translate<'units'>, quantity: number, code: string): string {
  return `${quantity.toLocaleString('en-IN')} ${unitName(t, code)}`;
}
