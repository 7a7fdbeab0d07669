/*
 * Drawings of the subcategories of the first seven categories (Agriculture to Gifting), each
 * its own picture in its category's colours. Pictograms share the 120×120 box of categories.ts.
 */
import type { Drawing } from './drawing';
import { ROUND_STROKE } from './svg';

export const SUBCATEGORY_DRAWINGS_A: Record<string, Drawing> = {
  seeds: {
    palette: 'agriculture',
    tint: 1,
    label: 'Seeds',
    draw: (c) =>
      `<path d="M-36-20H36L32 52H-32Z" fill="${c.ink}"/><path d="M-36-20L-30-30H30L36-20Z" fill="${c.ink}" fill-opacity=".75"/>` +
      `<rect x="-20" y="4" width="40" height="30" rx="6" fill="#fff" fill-opacity=".9"/>` +
      `<ellipse cx="-7" cy="19" rx="5" ry="8" fill="${c.extra}"/><ellipse cx="8" cy="19" rx="5" ry="8" fill="${c.extra}" transform="rotate(25 8 19)"/>` +
      `<path d="M0-30V-44" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<path d="M0-44C-4-56-18-58-26-52C-20-44-8-42 0-44ZM0-46C6-58 20-60 28-54C22-46 8-44 0-46Z" fill="${c.accent}"/>`,
  },
  'farm-produce': {
    palette: 'agriculture',
    tint: 2,
    label: 'Farm Produce',
    draw: (c) =>
      `<path d="M0 58V-40M-24 58C-24 30-16 8-6-8M24 58C24 30 16 8 6-8" fill="none" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<g fill="${c.extra}">` +
      [-44, -30, -16, -2].map((y) => `<ellipse cx="-9" cy="${y}" rx="6" ry="11" transform="rotate(-30 -9 ${y})"/><ellipse cx="9" cy="${y}" rx="6" ry="11" transform="rotate(30 9 ${y})"/>`).join('') +
      `<ellipse cx="0" cy="-54" rx="5" ry="10"/></g>` +
      `<path d="M-6 30C-22 24-34 26-44 34C-32 42-18 40-6 30ZM6 22C22 16 34 18 44 26C32 34 18 32 6 22Z" fill="${c.accent}"/>`,
  },
  'farm-tools-inputs': {
    palette: 'agriculture',
    tint: 0,
    label: 'Farm Tools & Inputs',
    draw: (c) =>
      `<path d="M-36-8C-36-42 12-42 12-8" fill="none" stroke="${c.ink}" stroke-width="7"/>` +
      `<path d="M14 8L50-22" stroke="${c.ink}" stroke-width="9" ${ROUND_STROKE}/>` +
      `<rect x="42" y="-34" width="18" height="12" rx="3" fill="${c.accent}" transform="rotate(-40 51 -28)"/>` +
      `<path d="M-44-8H20V40Q20 48 12 48H-36Q-44 48-44 40Z" fill="${c.ink}"/><rect x="-44" y="8" width="64" height="9" fill="${c.accent}"/>` +
      `<path d="M58-12V-4M50-6V2M58 6V12" stroke="${c.accent}" stroke-width="4" ${ROUND_STROKE}/>`,
  },
  'mens-wear': {
    palette: 'apparels-and-fashion',
    tint: 1,
    label: 'Men’s Wear',
    draw: (c) =>
      `<rect x="-36" y="-40" width="72" height="94" rx="10" fill="${c.ink}"/>` +
      `<path d="M-20-40L0-16L20-40Z" fill="#fff"/>` +
      `<path d="M-24-44L-2-16L-14-8L-32-32ZM24-44L2-16L14-8L32-32Z" fill="${c.extra}"/>` +
      `<path d="M-6-18H6L8-8L4-4L10 36L0 46L-10 36L-4-4L-8-8Z" fill="${c.accent}"/>`,
  },
  'denim-casual-wear': {
    palette: 'apparels-and-fashion',
    tint: 2,
    label: 'Denim & Casual Wear',
    draw: (c) =>
      `<path d="M-34-52H34L42 54H10L0-4L-10 54H-42Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
      `<rect x="-34" y="-52" width="68" height="10" fill="#000" fill-opacity=".2"/><circle cx="0" cy="-47" r="3" fill="${c.accent}"/>` +
      `<path d="M-27-40C-25-28-15-24-6-26M27-40C25-28 15-24 6-26M0-42V-10" fill="none" stroke="${c.accent}" stroke-width="2.5" stroke-dasharray="4 3"/>`,
  },
  'footwear-accessories': {
    palette: 'apparels-and-fashion',
    tint: 0,
    label: 'Footwear & Accessories',
    draw: (c) =>
      `<path d="M-54 26V-6C-54-14-46-16-42-12L-30 0C-22 6-10 4-4-4L8-20C12-25 18-25 22-20L44 6C52 12 58 18 58 26Z" fill="${c.ink}"/>` +
      `<rect x="-58" y="24" width="118" height="14" rx="7" fill="${c.extra}"/>` +
      `<path d="M-2 0L10 8M6-9L18-1M14-18L25-10" stroke="#fff" stroke-width="3" ${ROUND_STROKE}/>` +
      `<path d="M-44 14C-14 18 16 12 40 0" fill="none" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>`,
  },
  'wires-cables-switchgear': {
    palette: 'electrical-electronics',
    tint: 1,
    label: 'Wires, Cables & Switchgear',
    draw: (c) =>
      `<rect x="-46" y="-50" width="74" height="74" rx="12" fill="${c.ink}"/>` +
      `<rect x="-23" y="-34" width="28" height="42" rx="5" fill="${c.extra}"/><rect x="-23" y="-34" width="28" height="21" rx="5" fill="#fff"/>` +
      `<path d="M-9 24V36C-9 50 8 54 20 50C34 46 36 30 48 30C56 30 58 40 58 50" fill="none" stroke="${c.accent}" stroke-width="7" ${ROUND_STROKE}/>`,
  },
  lighting: {
    palette: 'electrical-electronics',
    tint: 2,
    label: 'Lighting',
    draw: (c) =>
      `<path d="M0-50C-24-50-38-32-38-12C-38 4-28 14-22 24V34H22V24C28 14 38 4 38-12C38-32 24-50 0-50Z" fill="${c.accent}"/>` +
      `<rect x="-20" y="34" width="40" height="8" rx="3" fill="${c.ink}"/><rect x="-17" y="44" width="34" height="7" rx="3" fill="${c.ink}"/><path d="M-8 53H8L4 58H-4Z" fill="${c.ink}"/>` +
      `<path d="M-10 24V4L-4-6L0 2L4-6L10 4V24" fill="none" stroke="#fff" stroke-width="3" ${ROUND_STROKE}/>` +
      `<path d="M-54-42L-45-35M54-42L45-35M-58-8H-48M58-8H48" stroke="${c.ink}" stroke-width="4" ${ROUND_STROKE}/>`,
  },
  'electronic-devices': {
    palette: 'electrical-electronics',
    tint: 0,
    label: 'Electronic Devices',
    draw: (c) =>
      `<path d="M-24-44V-56M-8-44V-56M8-44V-56M24-44V-56M-24 44V56M-8 44V56M8 44V56M24 44V56M-44-24H-56M-44-8H-56M-44 8H-56M-44 24H-56M44-24H56M44-8H56M44 8H56M44 24H56" stroke="${c.extra}" stroke-width="6" ${ROUND_STROKE}/>` +
      `<rect x="-42" y="-42" width="84" height="84" rx="10" fill="${c.ink}"/>` +
      `<rect x="-20" y="-20" width="40" height="40" rx="5" fill="${c.accent}"/><circle cx="-30" cy="-30" r="4" fill="#fff" fill-opacity=".6"/>`,
  },
  solar: {
    palette: 'energy',
    tint: 1,
    label: 'Solar',
    draw: (c) =>
      `<circle cx="26" cy="-34" r="16" fill="${c.accent}"/>` +
      `<path d="M26-60V-56M26-12V-8M52-34H48M4-34H0M44-52L41-49M11-19L8-16M44-16L41-19M11-49L8-52" stroke="${c.accent}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<path d="M-44-6H34L48 38H-58Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
      `<path d="M-18-6L-22 38M8-6L10 38M-51 16H41" stroke="${c.extra}" stroke-width="3"/>` +
      `<path d="M-5 38V54M-22 54H12" stroke="${c.ink}" stroke-width="6" ${ROUND_STROKE}/>`,
  },
  'batteries-power-backup': {
    palette: 'energy',
    tint: 2,
    label: 'Batteries & Power Backup',
    draw: (c) =>
      `<rect x="-32" y="-52" width="14" height="12" rx="2" fill="${c.ink}"/><rect x="18" y="-52" width="14" height="12" rx="2" fill="${c.ink}"/>` +
      `<rect x="-50" y="-42" width="100" height="90" rx="10" fill="${c.ink}"/>` +
      `<path d="M6-30L-16 6H0L-6 36L18-4H2Z" fill="${c.accent}" ${ROUND_STROKE}/>` +
      `<path d="M-38-26H-26M-32-32V-20M26-26H38" stroke="${c.extra}" stroke-width="4" ${ROUND_STROKE}/>`,
  },
  'bioenergy-fuels': {
    palette: 'energy',
    tint: 0,
    label: 'Bioenergy & Fuels',
    draw: (c) =>
      `<path d="M0-56C8-36 34-24 34 6C34 30 18 46 0 46C-18 46-34 30-34 6C-34-12-20-20-16-34C-10-22-4-20 0-26C4-36 0-46 0-56Z" fill="${c.accent}"/>` +
      `<path d="M-6 42C-6 18 6 2 28-4C30 22 16 38-6 42Z" fill="${c.ink}"/><path d="M-3 38C3 24 11 14 21 6" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.5"/>` +
      `<path d="M-42 56L42 44M-42 44L42 56" stroke="${c.extra}" stroke-width="8" ${ROUND_STROKE}/>`,
  },
  'atta-dal-rice': {
    palette: 'food-beverages',
    tint: 1,
    label: 'Atta, Dal & Rice',
    draw: (c) =>
      `<path d="M-30-34C-44-10-48 20-40 44C-36 54-24 56 0 56C24 56 36 54 40 44C48 20 44-10 30-34Z" fill="${c.ink}"/>` +
      `<path d="M-22-34L-28-52H28L22-34Z" fill="${c.ink}"/><rect x="-28" y="-42" width="56" height="9" rx="4" fill="${c.accent}"/>` +
      `<path d="M0 42V4" stroke="${c.extra}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<g fill="${c.extra}">` +
      [12, 22, 32].map((y) => `<ellipse cx="-6" cy="${y}" rx="4" ry="7" transform="rotate(-30 -6 ${y})"/><ellipse cx="6" cy="${y}" rx="4" ry="7" transform="rotate(30 6 ${y})"/>`).join('') +
      '</g>',
  },
  'spices-condiments': {
    palette: 'food-beverages',
    tint: 2,
    label: 'Spices & Condiments',
    draw: (c) =>
      `<path d="M-34-30C-50-8-36 30 46 52C22 34 4 10-8-22C-14-36-28-40-34-30Z" fill="${c.ink}"/>` +
      `<path d="M-38-32C-42-42-30-48-20-42C-14-38-14-30-20-27C-26-31-30-31-38-32Z" fill="${c.accent}"/>` +
      `<path d="M-27-44C-27-52-21-57-13-59" fill="none" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<path d="M-31-14C-31 6-15 24 14 38" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4" ${ROUND_STROKE}/>`,
  },
  'beverages-dairy': {
    palette: 'food-beverages',
    tint: 0,
    label: 'Beverages & Dairy',
    draw: (c) =>
      `<path d="M-16-26C-22-36-10-40-16-52M6-26C0-36 12-40 6-52" fill="none" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<path d="M26-6C48-8 50 22 24 24" fill="none" stroke="${c.ink}" stroke-width="7"/>` +
      `<path d="M-42-14H30V8C30 30 14 44-6 44C-26 44-42 30-42 8Z" fill="${c.ink}"/><ellipse cx="-6" cy="-14" rx="36" ry="6" fill="${c.extra}"/>` +
      `<ellipse cx="-6" cy="49" rx="50" ry="7" fill="${c.accent}"/>`,
  },
  'ethnic-wear': {
    palette: 'for-her',
    tint: 1,
    label: 'Ethnic Wear',
    draw: (c) =>
      `<path d="M-16-52H16L24-44L46-30L54 0L38 4L32-14V52H-32V-14L-38 4L-54 0L-46-30L-24-44Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
      `<path d="M-10-52C-10-40 10-40 10-52Z" fill="${c.extra}"/><path d="M0-44V-28" stroke="${c.extra}" stroke-width="3"/>` +
      `<rect x="-32" y="42" width="64" height="8" fill="${c.accent}"/><path d="M-52-4L-38 0M52-4L38 0" stroke="${c.accent}" stroke-width="5"/>` +
      `<g fill="${c.accent}"><circle cx="-16" cy="-2" r="3"/><circle cx="14" cy="6" r="3"/><circle cx="-6" cy="20" r="3"/><circle cx="18" cy="28" r="3"/><circle cx="-20" cy="32" r="3"/></g>`,
  },
  'jewellery-accessories': {
    palette: 'for-her',
    tint: 2,
    label: 'Jewellery & Accessories',
    draw: (c) =>
      `<circle cx="0" cy="18" r="34" fill="none" stroke="${c.accent}" stroke-width="10"/><path d="M-12-12L0-22L12-12Z" fill="${c.accent}"/>` +
      `<path d="M-20-44H20L30-32L0-2L-30-32Z" fill="${c.ink}"/>` +
      `<path d="M-30-32H30M-10-44L-14-32L0-2L14-32L10-44" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
      `<path d="M44-44V-32M38-38H50M-44-20V-10M-49-15H-39" stroke="${c.accent}" stroke-width="3" ${ROUND_STROKE}/>`,
  },
  'beauty-personal-care': {
    palette: 'for-her',
    tint: 0,
    label: 'Beauty & Personal Care',
    draw: (c) =>
      `<path d="M-28-14V-40L-8-52V-14Z" fill="${c.ink}" fill-opacity=".75"/><rect x="-31" y="-16" width="26" height="14" fill="${c.accent}"/>` +
      `<rect x="-34" y="-2" width="32" height="54" rx="4" fill="${c.ink}"/>` +
      `<rect x="16" y="-26" width="22" height="14" rx="3" fill="${c.ink}"/><rect x="8" y="-12" width="38" height="64" rx="9" fill="${c.extra}"/>` +
      `<rect x="14" y="12" width="26" height="18" rx="3" fill="#fff"/>`,
  },
  'corporate-gifts': {
    palette: 'gifting',
    tint: 1,
    label: 'Corporate Gifts',
    draw: (c) =>
      `<path d="M-30-40H-46C-46-16-38-10-28-8M30-40H46C46-16 38-10 28-8" fill="none" stroke="${c.accent}" stroke-width="6"/>` +
      `<path d="M-30-50H30V-22C30 0 16 12 0 12C-16 12-30 0-30-22Z" fill="${c.accent}"/><rect x="-6" y="10" width="12" height="18" fill="${c.accent}"/>` +
      `<rect x="-26" y="28" width="52" height="10" rx="3" fill="${c.ink}"/><rect x="-34" y="38" width="68" height="16" rx="4" fill="${c.ink}"/>` +
      `<path d="M0-40L4-30H14L6-24L9-14L0-20L-9-14L-6-24L-14-30H-4Z" fill="#fff"/>`,
  },
  'festive-gifts': {
    palette: 'gifting',
    tint: 2,
    label: 'Festive Gifts',
    draw: (c) =>
      `<path d="M40-42C53-24 55-8 42 0C31-6 29-22 40-42Z" fill="${c.accent}"/><path d="M41-20C46-12 46-4 41 0C37-4 37-12 41-20Z" fill="#fff"/>` +
      `<path d="M-54 8H38L56 0C50 20 30 38 0 38C-30 38-50 26-54 8Z" fill="${c.ink}"/><ellipse cx="-8" cy="8" rx="46" ry="6" fill="${c.extra}"/>` +
      `<rect x="-16" y="38" width="32" height="9" rx="3" fill="${c.ink}"/>` +
      `<g fill="#fff" fill-opacity=".7"><circle cx="-30" cy="22" r="3"/><circle cx="-14" cy="26" r="3"/><circle cx="2" cy="26" r="3"/><circle cx="18" cy="22" r="3"/></g>`,
  },
  'handicrafts-decor': {
    palette: 'gifting',
    tint: 0,
    label: 'Handicrafts & Decor',
    draw: (c) =>
      `<path d="M-14-50H14V-44C14-36 36-24 36 6C36 34 20 52 0 52C-20 52-36 34-36 6C-36-24-14-36-14-44Z" fill="${c.ink}"/>` +
      `<rect x="-19" y="-56" width="38" height="9" rx="3" fill="${c.ink}"/>` +
      `<path d="M-35 0H35" stroke="${c.accent}" stroke-width="8"/>` +
      `<path d="M-28 16L-20 24L-12 16L-4 24L4 16L12 24L20 16L28 24" fill="none" stroke="${c.extra}" stroke-width="3"/><circle cx="0" cy="-20" r="6" fill="${c.accent}"/>`,
  },
};
