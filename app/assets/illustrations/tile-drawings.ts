/*
 * Drawings of the home page's category tiles that are neither a category nor a subcategory of
 * the marketplace (Automobile, Chemicals, …), so every tile shows a picture of its own.
 */
import type { Drawing } from './drawing';
import { ROUND_STROKE } from './svg';

export const TILE_DRAWINGS: Record<string, Drawing> = {
  automobile: {
    palette: 'robotics-automation',
    tint: 1,
    label: 'Automobile',
    draw: (c) =>
      `<path d="M-56 22V4C-56-4-50-8-42-8H-30L-18-28C-14-34-8-36 0-36H22C30-36 36-32 40-26L50-8C56-6 58-2 58 4V22Z" fill="${c.ink}"/>` +
      `<path d="M-22-10L-12-26H0V-10ZM6-10V-26H20C24-26 28-24 30-20L36-10Z" fill="#fff" fill-opacity=".85"/>` +
      `<circle cx="-32" cy="24" r="14" fill="${c.extra}"/><circle cx="-32" cy="24" r="5" fill="#fff"/><circle cx="34" cy="24" r="14" fill="${c.extra}"/><circle cx="34" cy="24" r="5" fill="#fff"/>` +
      `<rect x="50" y="-2" width="8" height="7" rx="2" fill="${c.accent}"/>`,
  },
  'building-construction': {
    palette: 'leather-products',
    tint: 2,
    label: 'Building & Construction',
    draw: (c) =>
      `<path d="M-36 4V-56M-52-56H48M-36-40L-26-56M-36-24L-26-40M-36-8L-26-24M34-56V-34" fill="none" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<path d="M28-34H40L38-24C38-18 30-18 30-24" fill="none" stroke="${c.ink}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<g fill="${c.accent}">` +
      [0, 1, 2].map((row) => [0, 1, 2, 3].map((col) => `<rect x="${-52 + col * 27 + (row % 2) * 13}" y="${8 + row * 16}" width="24" height="13" rx="2"/>`).join('')).join('') +
      `</g>`,
  },
  chemicals: {
    palette: 'healthcare',
    tint: 1,
    label: 'Chemicals',
    draw: (c) =>
      `<path d="M-12-50H12V-22L42 40C46 48 40 54 32 54H-32C-40 54-46 48-42 40L-12-22Z" fill="#fff" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<path d="M-27 14H27L39 40C42 46 38 50 32 50H-32C-38 50-42 46-39 40Z" fill="${c.accent}"/>` +
      `<rect x="-18" y="-58" width="36" height="9" rx="3" fill="${c.ink}"/>` +
      `<circle cx="-8" cy="32" r="5" fill="#fff" fill-opacity=".7"/><circle cx="10" cy="24" r="3" fill="#fff" fill-opacity=".7"/><circle cx="4" cy="-6" r="4" fill="${c.accent}"/>`,
  },
  'mobile-accessories': {
    palette: 'electrical-electronics',
    tint: 2,
    label: 'Mobile & Accessories',
    draw: (c) =>
      `<rect x="-30" y="-56" width="60" height="112" rx="12" fill="${c.ink}"/><rect x="-24" y="-44" width="48" height="84" rx="4" fill="${c.extra}"/>` +
      `<rect x="-8" y="-51" width="16" height="3" rx="1.5" fill="#fff" fill-opacity=".6"/><circle cx="0" cy="48" r="4" fill="#fff" fill-opacity=".6"/>` +
      `<g fill="${c.accent}"><rect x="-16" y="-34" width="13" height="13" rx="3"/><rect x="3" y="-34" width="13" height="13" rx="3"/><rect x="-16" y="-15" width="13" height="13" rx="3"/></g>` +
      `<rect x="3" y="-15" width="13" height="13" rx="3" fill="#fff"/>`,
  },
  pharmaceuticals: {
    palette: 'healthcare',
    tint: 2,
    label: 'Pharmaceuticals',
    draw: (c) =>
      `<g transform="rotate(-35 -8 -8)"><rect x="-52" y="-24" width="88" height="32" rx="16" fill="${c.ink}"/><path d="M-8-24H20A16 16 0 0 1 20 8H-8Z" fill="${c.accent}"/></g>` +
      `<circle cx="30" cy="34" r="19" fill="#fff" stroke="${c.ink}" stroke-width="4"/><path d="M17 34H43" stroke="${c.ink}" stroke-width="3"/>`,
  },
  'baby-care': {
    palette: 'kids-corner',
    tint: 2,
    label: 'Baby Care',
    draw: (c) =>
      `<path d="M-10-36C-10-50-4-58 0-58C4-58 10-50 10-36Z" fill="${c.accent}"/><rect x="-22" y="-38" width="44" height="12" rx="4" fill="${c.ink}"/>` +
      `<rect x="-26" y="-26" width="52" height="80" rx="14" fill="#fff" stroke="${c.ink}" stroke-width="5"/>` +
      `<path d="M-23 4H23V40C23 47 19 51 12 51H-12C-19 51-23 47-23 40Z" fill="${c.extra}" fill-opacity=".3"/>` +
      `<path d="M-23-10H-12M-23 4H-12M-23 18H-12M-23 32H-12" stroke="${c.ink}" stroke-width="3"/>`,
  },
  'home-furnishings': {
    palette: 'textiles-fabrics',
    tint: 1,
    label: 'Home Furnishings',
    draw: (c) =>
      `<rect x="-46" y="-30" width="92" height="42" rx="12" fill="${c.ink}"/>` +
      `<rect x="-34" y="-24" width="24" height="22" rx="5" fill="${c.extra}" transform="rotate(-10 -22 -13)"/>` +
      `<rect x="-42" y="6" width="84" height="22" rx="6" fill="${c.accent}"/><path d="M0 8V26" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
      `<rect x="-58" y="-8" width="20" height="44" rx="9" fill="${c.ink}"/><rect x="38" y="-8" width="20" height="44" rx="9" fill="${c.ink}"/>` +
      `<path d="M-48 38V48M48 38V48" stroke="${c.ink}" stroke-width="6" ${ROUND_STROKE}/>`,
  },
  'pumps-motors': {
    palette: 'tools-machineries',
    tint: 2,
    label: 'Pumps & Motors',
    draw: (c) =>
      `<rect x="24" y="-44" width="16" height="24" fill="${c.accent}"/><rect x="20" y="-50" width="24" height="8" rx="2" fill="${c.ink}"/>` +
      `<rect x="-56" y="-26" width="60" height="48" rx="8" fill="${c.ink}"/>` +
      `<path d="M-46-26V22M-36-26V22M-26-26V22M-16-26V22" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>` +
      `<rect x="4" y="-8" width="10" height="12" fill="${c.extra}"/><circle cx="32" cy="-2" r="22" fill="${c.accent}"/><circle cx="32" cy="-2" r="7" fill="#fff"/>` +
      `<rect x="-58" y="28" width="112" height="10" rx="3" fill="${c.extra}"/>`,
  },
  'packaging-material': {
    palette: 'leather-products',
    tint: 1,
    label: 'Packaging Material',
    draw: (c) =>
      `<path d="M-48-20L-40-42H40L48-20Z" fill="${c.accent}" fill-opacity=".7"/><rect x="-48" y="-20" width="96" height="68" fill="${c.accent}"/>` +
      `<rect x="-8" y="-42" width="16" height="56" fill="${c.extra}"/>` +
      `<path d="M-34 40V20M-40 26L-34 20L-28 26M-18 40V20M-24 26L-18 20L-12 26" fill="none" stroke="${c.ink}" stroke-width="3" ${ROUND_STROKE}/>` +
      `<rect x="14" y="24" width="26" height="16" rx="2" fill="#fff" fill-opacity=".8"/>`,
  },
  'plastics-polymers': {
    palette: 'electrical-electronics',
    tint: 1,
    label: 'Plastics & Polymers',
    draw: (c) =>
      `<path d="M-18-56H-2V-44C-2-38 12-34 12-20V46C12 52 8 56 2 56H-22C-28 56-32 52-32 46V-20C-32-34-18-38-18-44Z" fill="${c.ink}"/>` +
      `<rect x="-20" y="-60" width="20" height="10" rx="2" fill="${c.accent}"/><path d="M-24-14V38" stroke="#fff" stroke-opacity=".35" stroke-width="4" ${ROUND_STROKE}/>` +
      `<g fill="${c.accent}"><circle cx="34" cy="42" r="7"/><circle cx="48" cy="48" r="7"/><circle cx="42" cy="30" r="7"/></g>` +
      `<g fill="${c.extra}"><circle cx="54" cy="34" r="6"/><circle cx="28" cy="54" r="6"/></g>`,
  },
  'metals-alloys': {
    palette: 'robotics-automation',
    tint: 2,
    label: 'Metals & Alloys',
    draw: (c) =>
      `<path d="M-54 48H-6L-12 20H-48Z" fill="${c.ink}"/><path d="M6 48H54L48 20H12Z" fill="${c.ink}"/>` +
      `<path d="M-26 16H26L20-12H-20Z" fill="${c.accent}"/>` +
      `<path d="M-45 24H-15M15 24H45M-17-8H17" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
      `<path d="M30-46V-30M22-38H38M-34-40V-30M-39-35H-29" stroke="${c.accent}" stroke-width="3" ${ROUND_STROKE}/>`,
  },
  'paper-products': {
    palette: 'work-essentials',
    tint: 1,
    label: 'Paper & Paper Products',
    draw: (c) =>
      `<rect x="-24" y="-54" width="70" height="92" rx="4" fill="${c.extra}"/><rect x="-36" y="-44" width="70" height="92" rx="4" fill="${c.accent}"/>` +
      `<path d="M-48-34H8L24-18V56H-48Z" fill="#fff" stroke="${c.ink}" stroke-width="4" ${ROUND_STROKE}/><path d="M8-34V-18H24" fill="none" stroke="${c.ink}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<path d="M-38-10H12M-38 4H12M-38 18H12M-38 32H-6" stroke="${c.ink}" stroke-opacity=".35" stroke-width="3"/>`,
  },
  'printing-publishing': {
    palette: 'household',
    tint: 1,
    label: 'Printing & Publishing',
    draw: (c) =>
      `<rect x="-26" y="-56" width="52" height="32" fill="#fff" stroke="${c.ink}" stroke-width="3"/>` +
      `<rect x="-54" y="-30" width="108" height="48" rx="8" fill="${c.ink}"/><circle cx="40" cy="-14" r="5" fill="${c.accent}"/>` +
      `<rect x="-34" y="10" width="68" height="44" fill="#fff" stroke="${c.ink}" stroke-width="3"/>` +
      `<path d="M-24 24H24M-24 34H24M-24 44H6" stroke="${c.accent}" stroke-width="3"/>`,
  },
  'computers-it': {
    palette: 'electrical-electronics',
    tint: 0,
    label: 'Computers & IT Solutions',
    draw: (c) =>
      `<rect x="-44" y="-46" width="88" height="62" rx="6" fill="${c.ink}"/><rect x="-36" y="-38" width="72" height="46" rx="2" fill="${c.extra}"/>` +
      `<path d="M-28-28H0M-28-18H12M-28-8H-4" stroke="${c.accent}" stroke-width="4" ${ROUND_STROKE}/><path d="M18-2L26-10L18-18" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<path d="M-58 18H58L50 34H-50Z" fill="${c.ink}"/><rect x="-10" y="20" width="20" height="4" rx="2" fill="#fff" fill-opacity=".4"/>`,
  },
  'telecom-equipment': {
    palette: 'energy',
    tint: 2,
    label: 'Telecom Equipment',
    draw: (c) =>
      `<path d="M0-28L-26 56M0-28L26 56M-10 0H10M-17 18H17M-22 36H22M-10 0L17 18M10 0L-17 18M-17 18L22 36M17 18L-22 36" fill="none" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<circle cx="0" cy="-34" r="8" fill="${c.accent}"/>` +
      `<path d="M-18-50C-28-40-28-28-18-18M18-50C28-40 28-28 18-18M-32-60C-48-44-48-24-32-8M32-60C48-44 48-24 32-8" fill="none" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>`,
  },
  'lab-instruments': {
    palette: 'healthcare',
    tint: 0,
    label: 'Lab & Scientific Instruments',
    draw: (c) =>
      `<path d="M14 44C42 28 40-8 16-22" fill="none" stroke="${c.ink}" stroke-width="10" ${ROUND_STROKE}/>` +
      `<g transform="rotate(-28 -6 -22)"><rect x="-16" y="-60" width="20" height="54" rx="4" fill="${c.ink}"/><rect x="-20" y="-64" width="28" height="10" rx="3" fill="${c.accent}"/><rect x="-12" y="-8" width="12" height="10" fill="${c.ink}"/></g>` +
      `<rect x="-34" y="12" width="50" height="8" rx="2" fill="${c.accent}"/><rect x="-10" y="20" width="10" height="26" fill="${c.ink}"/>` +
      `<rect x="-44" y="44" width="84" height="12" rx="4" fill="${c.ink}"/>`,
  },
  'hotel-restaurant': {
    palette: 'food-beverages',
    tint: 1,
    label: 'Hotel & Restaurant Supplies',
    draw: (c) =>
      `<circle cx="0" cy="-40" r="7" fill="${c.accent}"/><path d="M-48 22C-48-12-26-34 0-34C26-34 48-12 48 22Z" fill="${c.ink}"/>` +
      `<path d="M-30 6C-30-10-18-22-4-24" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="5" ${ROUND_STROKE}/>` +
      `<rect x="-58" y="22" width="116" height="10" rx="5" fill="${c.accent}"/><path d="M-30 46H30" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/>`,
  },
  'sports-fitness': {
    palette: 'gifting',
    tint: 1,
    label: 'Sports & Fitness',
    draw: (c) =>
      `<path d="M30 8V56M40 8V56M50 8V56M28 8H52" stroke="${c.extra}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<g transform="rotate(35)"><rect x="-4" y="-62" width="8" height="30" rx="3" fill="${c.ink}"/><path d="M-12-34H12V38C12 44 8 48 0 48C-8 48-12 44-12 38Z" fill="${c.accent}"/></g>` +
      `<circle cx="-30" cy="36" r="14" fill="${c.ink}"/><path d="M-40 28C-34 34-26 40-22 46" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="3 2"/>`,
  },
};
