/*
 * Drawings of the subcategories of the last eight categories (Healthcare to Work Essentials), each
 * its own picture in its category's colours. Pictograms share the 120×120 box of categories.ts.
 */
import type { Drawing } from './drawing';
import { gearPath, ROUND_STROKE } from './svg';

export const SUBCATEGORY_DRAWINGS_B: Record<string, Drawing> = {
  'medical-devices': {
    palette: 'healthcare',
    tint: 1,
    label: 'Medical Devices',
    draw: (c) =>
      `<path d="M-30-48V-14C-30 12 30 12 30-14V-48" fill="none" stroke="${c.ink}" stroke-width="7" ${ROUND_STROKE}/>` +
      `<circle cx="-30" cy="-52" r="6" fill="${c.accent}"/><circle cx="30" cy="-52" r="6" fill="${c.accent}"/>` +
      `<path d="M0 6V22C0 46 36 50 40 30" fill="none" stroke="${c.ink}" stroke-width="7" ${ROUND_STROKE}/>` +
      `<circle cx="40" cy="20" r="15" fill="${c.ink}"/><circle cx="40" cy="20" r="7" fill="${c.accent}"/>`,
  },
  'medical-consumables': {
    palette: 'healthcare',
    tint: 2,
    label: 'Medical Consumables',
    draw: (c) =>
      `<g transform="rotate(-45)"><path d="M-30 0H-50M-50-14V14" stroke="${c.ink}" stroke-width="7" ${ROUND_STROKE}/>` +
      `<rect x="-30" y="-14" width="64" height="28" rx="4" fill="#fff" stroke="${c.ink}" stroke-width="5"/><rect x="4" y="-9" width="27" height="18" fill="${c.accent}"/>` +
      `<path d="M-16-14V-4M-4-14V-4M8-14V-4M20-14V-4" stroke="${c.ink}" stroke-width="3"/>` +
      `<rect x="34" y="-6" width="10" height="12" fill="${c.ink}"/><path d="M44 0H64" stroke="${c.ink}" stroke-width="3" ${ROUND_STROKE}/></g>`,
  },
  'ayurvedic-wellness': {
    palette: 'healthcare',
    tint: 0,
    label: 'Ayurvedic & Wellness',
    draw: (c) =>
      `<path d="M-14-6C-42-12-52-36-46-56C-22-52-10-32-14-6Z" fill="${c.ink}"/><path d="M-16-10C-24-26-32-38-42-50" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.5"/>` +
      `<path d="M8-2L40-50" stroke="${c.ink}" stroke-width="12" ${ROUND_STROKE}/>` +
      `<rect x="-52" y="-6" width="104" height="10" rx="5" fill="${c.accent}"/><path d="M-48 2H48C48 30 26 46 0 46C-26 46-48 30-48 2Z" fill="${c.accent}"/>` +
      `<rect x="-22" y="44" width="44" height="10" rx="4" fill="${c.accent}"/>`,
  },
  'kitchen-appliances': {
    palette: 'household',
    tint: 1,
    label: 'Kitchen Appliances',
    draw: (c) =>
      `<path d="M24-44H36V-14H22" fill="none" stroke="${c.ink}" stroke-width="5"/>` +
      `<path d="M-26-52H26L20 0H-20Z" fill="${c.extra}" stroke="${c.ink}" stroke-width="4" ${ROUND_STROKE}/><rect x="-30" y="-60" width="60" height="10" rx="4" fill="${c.ink}"/>` +
      `<path d="M-12-8L12-16M-12-16L12-8" stroke="${c.ink}" stroke-width="3"/>` +
      `<path d="M-34 0H34L40 54H-40Z" fill="${c.ink}"/><circle cx="0" cy="28" r="10" fill="${c.accent}"/>`,
  },
  'cookware-kitchenware': {
    palette: 'household',
    tint: 2,
    label: 'Cookware & Kitchenware',
    draw: (c) =>
      `<path d="M0-46C-6-52 6-56 0-62" fill="none" stroke="${c.ink}" stroke-width="3" ${ROUND_STROKE}/><rect x="-6" y="-42" width="12" height="14" rx="3" fill="${c.accent}"/>` +
      `<path d="M-48-10C-48-34 48-34 48-10Z" fill="${c.extra}"/><rect x="40" y="-22" width="22" height="10" rx="5" fill="${c.accent}"/><rect x="-60" y="-4" width="18" height="10" rx="5" fill="${c.accent}"/>` +
      `<path d="M-44-10H44V34C44 46 36 52 24 52H-24C-36 52-44 46-44 34Z" fill="${c.ink}"/><path d="M-44 8H44" stroke="#fff" stroke-opacity=".3" stroke-width="4"/>`,
  },
  'home-care-cleaning': {
    palette: 'household',
    tint: 0,
    label: 'Home Care & Cleaning',
    draw: (c) =>
      `<path d="M-20-20V-42H20L32-32V-24H10V-20Z" fill="${c.accent}"/><path d="M-2-20L-8 0" stroke="${c.accent}" stroke-width="6" ${ROUND_STROKE}/>` +
      `<rect x="-14" y="-22" width="24" height="16" fill="${c.ink}"/><path d="M-26-6H22V46C22 52 18 56 12 56H-16C-22 56-26 52-26 46Z" fill="${c.ink}"/>` +
      `<rect x="-18" y="14" width="32" height="22" rx="4" fill="${c.extra}"/>` +
      `<g fill="${c.accent}"><circle cx="42" cy="-34" r="3"/><circle cx="50" cy="-42" r="3"/><circle cx="50" cy="-26" r="3"/><circle cx="58" cy="-34" r="3"/></g>`,
  },
  'toys-games': {
    palette: 'kids-corner',
    tint: 1,
    label: 'Toys & Games',
    draw: (c) =>
      `<circle cx="-32" cy="-30" r="16" fill="${c.accent}"/><circle cx="32" cy="-30" r="16" fill="${c.accent}"/>` +
      `<circle cx="-32" cy="-30" r="8" fill="#fff" fill-opacity=".5"/><circle cx="32" cy="-30" r="8" fill="#fff" fill-opacity=".5"/>` +
      `<circle cx="0" cy="6" r="44" fill="${c.accent}"/><ellipse cx="0" cy="22" rx="18" ry="14" fill="#fff"/><ellipse cx="0" cy="15" rx="7" ry="5" fill="${c.ink}"/>` +
      `<path d="M0 20V26M-6 28C-3 31 3 31 6 28" fill="none" stroke="${c.ink}" stroke-width="3" ${ROUND_STROKE}/>` +
      `<circle cx="-15" cy="-6" r="5" fill="${c.ink}"/><circle cx="15" cy="-6" r="5" fill="${c.ink}"/>`,
  },
  'kids-clothing': {
    palette: 'kids-corner',
    tint: 2,
    label: 'Kids Clothing',
    draw: (c) =>
      `<path d="M-16-52C-10-42 10-42 16-52L40-40L52-16L36-8L30-20V22C30 30 22 32 18 38L14 52H-14L-18 38C-22 32-30 30-30 22V-20L-36-8L-52-16L-40-40Z" fill="${c.ink}" ${ROUND_STROKE}/>` +
      `<path d="M-16-52C-10-40 10-40 16-52" fill="none" stroke="${c.extra}" stroke-width="4"/>` +
      `<path d="M0 14C-14 4-10-10 0-4C10-10 14 4 0 14Z" fill="${c.accent}"/><circle cx="-6" cy="46" r="3" fill="#fff"/><circle cx="6" cy="46" r="3" fill="#fff"/>`,
  },
  'school-baby-essentials': {
    palette: 'kids-corner',
    tint: 0,
    label: 'School & Baby Essentials',
    draw: (c) =>
      `<path d="M-14-38V-48C-14-56 14-56 14-48V-38" fill="none" stroke="${c.ink}" stroke-width="6"/>` +
      `<rect x="-40" y="-40" width="80" height="94" rx="18" fill="${c.ink}"/><path d="M-40-14H40V-22C40-32 32-40 22-40H-22C-32-40-40-32-40-22Z" fill="#000" fill-opacity=".15"/>` +
      `<rect x="-6" y="-20" width="12" height="10" rx="2" fill="${c.extra}"/>` +
      `<rect x="-26" y="10" width="52" height="34" rx="8" fill="${c.accent}"/><path d="M-20 18H20" stroke="#fff" stroke-width="3"/>`,
  },
  'leather-bags': {
    palette: 'leather-products',
    tint: 1,
    label: 'Leather Bags',
    draw: (c) =>
      `<path d="M-20-12C-20-42 20-42 20-12" fill="none" stroke="${c.ink}" stroke-width="7"/>` +
      `<rect x="-56" y="-14" width="112" height="62" rx="30" fill="${c.ink}"/>` +
      `<ellipse cx="-44" cy="17" rx="8" ry="25" fill="#000" fill-opacity=".2"/><ellipse cx="44" cy="17" rx="8" ry="25" fill="#000" fill-opacity=".2"/>` +
      `<path d="M-36-6H36" stroke="${c.accent}" stroke-width="3" stroke-dasharray="4 3"/><rect x="-24" y="-14" width="10" height="62" fill="${c.extra}"/><rect x="14" y="-14" width="10" height="62" fill="${c.extra}"/>`,
  },
  'leather-footwear': {
    palette: 'leather-products',
    tint: 2,
    label: 'Leather Footwear',
    draw: (c) =>
      `<path d="M-32-54H12V2C28 8 48 14 54 24C58 30 58 38 58 42H-32Z" fill="${c.ink}"/>` +
      `<path d="M-8-44C0-30 0-14-8 0" fill="none" stroke="${c.accent}" stroke-width="8"/><rect x="-22" y="-62" width="14" height="12" rx="3" fill="${c.accent}"/>` +
      `<rect x="-36" y="40" width="98" height="11" rx="4" fill="${c.extra}"/><rect x="-36" y="40" width="28" height="16" rx="3" fill="${c.extra}"/>` +
      `<path d="M-26 33H50" stroke="${c.accent}" stroke-width="2" stroke-dasharray="4 3"/>`,
  },
  'small-leather-goods': {
    palette: 'leather-products',
    tint: 0,
    label: 'Small Leather Goods',
    draw: (c) =>
      `<rect x="-34" y="-50" width="60" height="36" rx="5" fill="${c.accent}" transform="rotate(-8 -4 -32)"/>` +
      `<rect x="-54" y="-38" width="108" height="78" rx="10" fill="${c.ink}"/>` +
      `<path d="M-54-6H54V30C54 36 50 40 44 40H-44C-50 40-54 36-54 30Z" fill="${c.extra}"/><circle cx="38" cy="12" r="7" fill="${c.accent}"/>` +
      `<path d="M-46 32H46" stroke="${c.accent}" stroke-width="2" stroke-dasharray="5 4"/>`,
  },
  'industrial-automation': {
    palette: 'robotics-automation',
    tint: 1,
    label: 'Industrial Automation',
    draw: (c) =>
      `<rect x="-44" y="-54" width="88" height="108" rx="8" fill="${c.ink}"/><rect x="-32" y="-42" width="64" height="36" rx="4" fill="#fff"/>` +
      `<path d="M-26-16L-14-28L-2-20L10-34L26-26" fill="none" stroke="${c.accent}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<circle cx="-22" cy="14" r="8" fill="${c.accent}"/><circle cx="0" cy="14" r="8" fill="#fff"/><circle cx="22" cy="14" r="8" fill="${c.extra}"/>` +
      `<path d="M-28 38H28M-28 46H8" stroke="#fff" stroke-opacity=".5" stroke-width="4" ${ROUND_STROKE}/>`,
  },
  'industrial-robots': {
    palette: 'robotics-automation',
    tint: 2,
    label: 'Industrial Robots',
    draw: (c) =>
      `<path d="M0-40V-52" stroke="${c.ink}" stroke-width="5"/><circle cx="0" cy="-55" r="6" fill="${c.accent}"/>` +
      `<rect x="-50" y="-22" width="12" height="26" rx="3" fill="${c.extra}"/><rect x="38" y="-22" width="12" height="26" rx="3" fill="${c.extra}"/>` +
      `<rect x="-40" y="-42" width="80" height="66" rx="14" fill="${c.ink}"/>` +
      `<circle cx="-16" cy="-14" r="9" fill="#fff"/><circle cx="16" cy="-14" r="9" fill="#fff"/><circle cx="-16" cy="-14" r="4" fill="${c.accent}"/><circle cx="16" cy="-14" r="4" fill="${c.accent}"/>` +
      `<rect x="-20" y="4" width="40" height="8" rx="4" fill="${c.accent}"/><path d="M-32 56V42C-32 34-24 30-16 30H16C24 30 32 34 32 42V56Z" fill="${c.ink}" fill-opacity=".8"/>`,
  },
  'educational-robotics-drones': {
    palette: 'robotics-automation',
    tint: 0,
    label: 'Educational Robotics & Drones',
    draw: (c) =>
      `<path d="M-34-34L34 34M34-34L-34 34" stroke="${c.ink}" stroke-width="9" ${ROUND_STROKE}/>` +
      [-36, 36]
        .flatMap((x) => [-36, 36].map((y) => `<ellipse cx="${x}" cy="${y}" rx="21" ry="6" fill="${c.accent}" fill-opacity=".75"/><circle cx="${x}" cy="${y}" r="5" fill="${c.extra}"/>`))
        .join('') +
      `<rect x="-18" y="-14" width="36" height="28" rx="8" fill="${c.ink}"/><circle cx="0" cy="0" r="6" fill="${c.accent}"/>`,
  },
  'cotton-handloom': {
    palette: 'textiles-fabrics',
    tint: 1,
    label: 'Cotton & Handloom',
    draw: (c) =>
      `<path d="M0 26V58" stroke="${c.ink}" stroke-width="6" ${ROUND_STROKE}/>` +
      `<path d="M0 40L-16 16L-48 22L-26 -2L-38-30L0-16L38-30L26-2L48 22L16 16Z" fill="${c.accent}" ${ROUND_STROKE}/>` +
      `<g fill="#fff" stroke="${c.extra}" stroke-width="3"><circle cx="-20" cy="0" r="19"/><circle cx="20" cy="0" r="19"/><circle cx="0" cy="14" r="19"/><circle cx="0" cy="-20" r="21"/></g>`,
  },
  'silk-synthetics': {
    palette: 'textiles-fabrics',
    tint: 2,
    label: 'Silk & Synthetics',
    draw: (c) =>
      `<rect x="-40" y="-38" width="48" height="76" fill="${c.accent}"/>` +
      `<path d="M-40-26H8M-40-14H8M-40-2H8M-40 10H8M-40 22H8" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
      `<rect x="-50" y="-50" width="68" height="12" rx="4" fill="${c.ink}"/><rect x="-50" y="38" width="68" height="12" rx="4" fill="${c.ink}"/>` +
      `<path d="M8 0C30 0 30 32 48 40" fill="none" stroke="${c.accent}" stroke-width="3"/>` +
      `<path d="M38-52L52 34" stroke="${c.ink}" stroke-width="4" ${ROUND_STROKE}/><ellipse cx="39" cy="-44" rx="1.8" ry="5" fill="#fff" transform="rotate(-9 39 -44)"/>`,
  },
  'yarn-home-textiles': {
    palette: 'textiles-fabrics',
    tint: 0,
    label: 'Yarn & Home Textiles',
    draw: (c) =>
      `<path d="M-50-50L30 30M50-50L-30 30" stroke="${c.ink}" stroke-width="5" ${ROUND_STROKE}/><circle cx="-50" cy="-50" r="5" fill="${c.ink}"/><circle cx="50" cy="-50" r="5" fill="${c.ink}"/>` +
      `<circle cx="0" cy="12" r="40" fill="${c.accent}"/>` +
      `<path d="M-34-8C-10 2 10 32 14 50M-38 16C-16 16 10 38 4 52M-20-24C10-18 34 8 38 28M4-28C24-18 40-2 40 12" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
      `<path d="M-38 24C-52 38-40 52-56 58" fill="none" stroke="${c.accent}" stroke-width="4" ${ROUND_STROKE}/>`,
  },
  'power-tools': {
    palette: 'tools-machineries',
    tint: 1,
    label: 'Power Tools',
    draw: (c) =>
      `<rect x="44" y="-28" width="12" height="14" rx="2" fill="${c.extra}"/><path d="M56-21H62" stroke="${c.extra}" stroke-width="4"/>` +
      `<path d="M-44-36H30C40-36 44-30 44-22V-10C44-4 40 0 30 0H-6L-14 44H-40L-30 0H-44C-52 0-56-6-56-14V-24C-56-32-52-36-44-36Z" fill="${c.ink}"/>` +
      `<rect x="-46" y="42" width="40" height="14" rx="3" fill="${c.accent}"/><path d="M-8 4V14" stroke="${c.accent}" stroke-width="5" ${ROUND_STROKE}/>` +
      `<path d="M-42-26V-12M-34-26V-12M-26-26V-12" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`,
  },
  'hand-tools': {
    palette: 'tools-machineries',
    tint: 2,
    label: 'Hand Tools',
    draw: (c) =>
      `<g transform="rotate(45)"><rect x="-54" y="-8" width="40" height="16" rx="6" fill="${c.accent}"/><rect x="-14" y="-3" width="52" height="6" fill="${c.extra}"/><path d="M38-3L48 0L38 3Z" fill="${c.extra}"/></g>` +
      `<g transform="rotate(-45)"><rect x="-50" y="-6" width="78" height="12" rx="5" fill="${c.ink}"/><rect x="22" y="-24" width="18" height="48" rx="3" fill="${c.ink}"/></g>`,
  },
  'industrial-machinery': {
    palette: 'tools-machineries',
    tint: 0,
    label: 'Industrial Machinery',
    draw: (c) =>
      `<path d="${gearPath(-14, -12, 38, 29, 10)}" fill="${c.ink}"/><circle cx="-14" cy="-12" r="11" fill="#fff"/>` +
      `<path d="${gearPath(30, 30, 25, 18, 8)}" fill="${c.accent}"/><circle cx="30" cy="30" r="7" fill="#fff"/>`,
  },
  'safety-gear-ppe': {
    palette: 'work-essentials',
    tint: 1,
    label: 'Safety Gear (PPE)',
    draw: (c) =>
      `<path d="M-22-54L-44-44C-38-28-38-12-44 0V52H44V0C38-12 38-28 44-44L22-54C14-30-14-30-22-54Z" fill="${c.accent}" ${ROUND_STROKE}/>` +
      `<path d="M-44 14H44M-44 34H44" stroke="#fff" stroke-opacity=".85" stroke-width="7"/>` +
      `<path d="M0-34V52" stroke="${c.ink}" stroke-width="3"/>`,
  },
  'office-supplies': {
    palette: 'work-essentials',
    tint: 2,
    label: 'Office Supplies',
    draw: (c) =>
      `<rect x="-44" y="-46" width="72" height="100" rx="8" fill="${c.ink}"/><rect x="-34" y="-32" width="52" height="76" rx="3" fill="#fff"/>` +
      `<rect x="-22" y="-54" width="28" height="16" rx="4" fill="${c.accent}"/>` +
      `<path d="M-26-16H10M-26-4H10M-26 8H10M-26 20H-2" stroke="${c.extra}" stroke-width="4" ${ROUND_STROKE}/>` +
      `<g transform="rotate(25 44 0)"><rect x="38" y="-34" width="12" height="60" fill="${c.accent}"/><path d="M38 26H50L44 40Z" fill="${c.ink}"/></g>`,
  },
  'office-furniture': {
    palette: 'work-essentials',
    tint: 0,
    label: 'Office Furniture',
    draw: (c) =>
      `<rect x="-26" y="-58" width="52" height="52" rx="12" fill="${c.ink}"/><path d="M-40-18V4M40-18V4" stroke="${c.extra}" stroke-width="6" ${ROUND_STROKE}/>` +
      `<rect x="-36" y="-4" width="72" height="15" rx="7" fill="${c.ink}"/><rect x="-4" y="11" width="8" height="24" fill="${c.extra}"/>` +
      `<path d="M-38 44L0 34L38 44M0 34V48" fill="none" stroke="${c.extra}" stroke-width="6" ${ROUND_STROKE}/>` +
      `<circle cx="-38" cy="49" r="6" fill="${c.accent}"/><circle cx="38" cy="49" r="6" fill="${c.accent}"/><circle cx="0" cy="53" r="6" fill="${c.accent}"/>`,
  },
};
