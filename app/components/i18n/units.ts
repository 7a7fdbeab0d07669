import { useCallback } from 'react';
import type { MessageKey } from '~/content/messages';
import { INQUIRY_UNITS } from '~/domain/inquiry';
import { UNITS, type Unit } from '~/domain/listing';
import type { Translate } from '~/domain/translate';
import { useT } from './context';

/**
 * Units in the page's language (issue 19): the stored value stays the English code ("kg",
 * "pack"), pages show its name from the `units` namespace. A code no list knows (an older row,
 * a unit a seller typed in a CSV long ago) is shown as it is.
 */
const NAMED_UNITS: ReadonlySet<string> = new Set([...UNITS.map((unit) => unit.code), ...INQUIRY_UNITS]);

type UnitKey = MessageKey<'units'>;

/** The short name shown after a number or a price: "50 pack" → "50 पैक", "₹82/kg" → "₹82/किलो". */
export function unitName(t: Translate<'units'>, code: string): string {
  return NAMED_UNITS.has(code) ? t(code as UnitKey) : code;
}

/** The key of a unit's name in a picker: "sq ft" → choiceSqFt. */
const choiceKey = (code: Unit): UnitKey => `choice${code.split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}` as UnitKey;

/** `unitName` for a component: `const unit = useUnitName(); unit(product.unit)`. */
export function useUnitName(): (code: string) => string {
  const t = useT('units');
  return useCallback((code: string) => unitName(t, code), [t]);
}

/** A unit's name as a picker (<select>) shows it: "kilogram (kg)" / "किलोग्राम (kg)"; the option's value stays the code. */
export function useUnitChoiceName(): (code: Unit) => string {
  const t = useT('units');
  return useCallback((code: Unit) => t(choiceKey(code)), [t]);
}
