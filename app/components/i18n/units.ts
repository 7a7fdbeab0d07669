import { useCallback } from 'react';
import type { MessageKey } from '~/content/messages';
import type { Unit } from '~/domain/listing';
import { quantityText, unitName } from '~/domain/unit-names';
import { useT } from './context';

/** The key of a unit's name in a picker: "sq ft" → choiceSqFt. */
const choiceKey = (code: Unit) => `choice${code.split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}` as MessageKey<'units'>;

/** A unit's short name in the page's language: `const unit = useUnitName(); unit(product.unit)` (app/domain/unit-names.ts). */
export function useUnitName(): (code: string) => string {
  const t = useT('units');
  return useCallback((code: string) => unitName(t, code), [t]);
}

/** "1,200 kg" / "1,200 किलो": a quantity with its unit's short name. */
export function useQuantityText(): (quantity: number, code: string) => string {
  const t = useT('units');
  return useCallback((quantity: number, code: string) => quantityText(t, quantity, code), [t]);
}

/** A unit's name as a picker (<select>) shows it: "kilogram (kg)" / "किलोग्राम (kg)"; the option's value stays the code. */
export function useUnitChoiceName(): (code: Unit) => string {
  const t = useT('units');
  return useCallback((code: Unit) => t(choiceKey(code)), [t]);
}
