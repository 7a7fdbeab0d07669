/* The registration page's slideshow: three 800×1000 flat scenes of trading in India. */
import { BRAND, FONT, idPrefix, initialsOf, layoutLines, linearGradient, num, svgOpen, textEl, truncateToWidth } from './svg';

const SLIDES = [
  { title: 'Source from verified suppliers', caption: 'Thousands of Indian manufacturers and wholesalers, one marketplace.' },
  { title: 'Trade with confidence', caption: 'Verified businesses, clear quotes and trade assurance on every deal.' },
  { title: 'Deliver across India', caption: 'Reach buyers in every state, from local markets to export hubs.' },
] as const;

function box(x: number, y: number, w: number, h: number, fill: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/>` +
    `<path d="M${x + w / 2 - 8} ${y}V${y + h * 0.35}H${x + w / 2 + 8}V${y}" fill="#fff" fill-opacity=".35"/>` +
    `<path d="M${x} ${y + h}H${x + w}" stroke="#000" stroke-opacity=".12" stroke-width="4"/>`
  );
}

function marketScene(): string {
  const shelves: string[] = [];
  const colors = ['#f59e0b', '#fbbf24', '#d97706', '#f97316', '#fcd34d'];
  for (let row = 0; row < 3; row++) {
    const y = 430 + row * 92;
    shelves.push(`<rect x="140" y="${y + 66}" width="520" height="10" fill="#1e293b"/>`);
    for (let col = 0; col < 6; col++) {
      const w = 56 + ((row * 7 + col * 13) % 4) * 6;
      const h = 44 + ((row * 5 + col * 11) % 3) * 8;
      shelves.push(box(156 + col * 84, y + 66 - h, w, h, colors[(row + col) % colors.length] ?? '#f59e0b'));
    }
  }
  return (
    `<rect y="908" width="800" height="92" fill="#0f172a" fill-opacity=".3"/>` +
    '<g transform="translate(0 150)">' +
    `<path d="M90 400L400 250L710 400Z" fill="#172554"/>` +
    `<rect x="110" y="398" width="580" height="360" fill="#f8fafc"/>` +
    `<rect x="110" y="398" width="580" height="18" fill="#cbd5e1"/>` +
    `<rect x="130" y="416" width="540" height="342" fill="#e2e8f0"/>` +
    shelves.join('') +
    `<circle cx="400" cy="330" r="34" fill="#f59e0b"/><path d="M384 330H416M400 314V346" stroke="#172554" stroke-width="6" stroke-linecap="round"/>` +
    // hand trolley with parcels
    `<g transform="translate(560 640)"><path d="M0 0V110H80" fill="none" stroke="#15803d" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="16" cy="122" r="14" fill="#172554"/><circle cx="70" cy="122" r="14" fill="#172554"/>` +
    box(12, 44, 60, 60, '#f59e0b') +
    box(18, -4, 48, 48, '#fbbf24') +
    '</g>' +
    // buyer with clipboard
    `<g transform="translate(210 610)"><circle cx="0" cy="0" r="26" fill="#fcd7b6"/><path d="M-26-6C-26-34 26-34 26-6C18-16-18-16-26-6Z" fill="#1e293b"/>` +
    `<path d="M-40 150V60C-40 38-22 30 0 30C22 30 40 38 40 60V150Z" fill="#15803d"/>` +
    `<rect x="14" y="64" width="34" height="44" rx="4" fill="#fff"/><path d="M20 78H42M20 88H42M20 98H34" stroke="#94a3b8" stroke-width="3"/></g>` +
    '</g>'
  );
}

/** Seller's factory and buyer's shop joined by a bridge ("setu"), a verified badge above. */
function bridgeScene(): string {
  const hangers = [310, 350, 450, 490]
    .map((x) => {
      const t = (x - 270) / 260;
      return `M${x} 400V${num(470 - 280 * t * (1 - t))}`;
    })
    .join('');
  return (
    '<g transform="translate(0 400)">' +
    `<path d="M0 470H800V600H0Z" fill="#60a5fa" fill-opacity=".3"/>` +
    `<path d="M300 500q20-10 40 0t40 0M420 530q20-10 40 0t40 0M330 545q20-10 40 0" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>` +
    // seller: factory with saw-tooth roof
    `<rect x="214" y="150" width="26" height="90" fill="#94a3b8"/>` +
    `<circle cx="236" cy="128" r="14" fill="#fff" fill-opacity=".3"/><circle cx="256" cy="104" r="18" fill="#fff" fill-opacity=".2"/>` +
    `<path d="M40 262V212L98 262V212L156 262V212L214 262V212L270 262V470H40Z" fill="#f59e0b"/>` +
    `<rect x="40" y="260" width="230" height="210" fill="#f8fafc"/>` +
    `<path d="M64 296H118V340H64ZM140 296H194V340H140ZM216 296H254V340H216Z" fill="#93c5fd"/>` +
    `<rect x="70" y="380" width="70" height="90" fill="#1e3a8a"/><path d="M70 402H140M70 424H140M70 446H140" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>` +
    // buyer: shop with striped awning
    `<rect x="530" y="250" width="230" height="220" fill="#f8fafc"/>` +
    `<rect x="548" y="214" width="194" height="40" rx="8" fill="#1e3a8a"/>` +
    `<rect x="600" y="228" width="90" height="12" rx="6" fill="#fff" fill-opacity=".8"/>` +
    `<path d="M524 254H766L756 296H534Z" fill="#15803d"/>` +
    `<path d="M558 254L554 296M606 254L604 296M654 254V296M702 254L704 296M746 254L750 296" stroke="#fff" stroke-width="14" stroke-opacity=".9"/>` +
    `<path d="M534 296q12 16 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0" fill="#15803d"/>` +
    `<rect x="556" y="330" width="80" height="70" fill="#93c5fd"/><rect x="660" y="330" width="72" height="140" fill="#f59e0b"/>` +
    `<circle cx="720" cy="404" r="5" fill="#fff"/>` +
    // the bridge
    `<path d="M270 470Q400 330 530 470" fill="none" stroke="#f59e0b" stroke-width="14"/>` +
    `<path d="${hangers}" stroke="#fcd34d" stroke-width="6"/>` +
    `<path d="M256 400H544" stroke="#e2e8f0" stroke-width="16" stroke-linecap="round"/>` +
    box(374, 344, 52, 48, '#fbbf24') +
    // verified badge and trade documents
    `<circle cx="400" cy="150" r="70" fill="#fff" fill-opacity=".1"/>` +
    `<path d="M400 92L446 110V146C446 176 426 196 400 206C374 196 354 176 354 146V110Z" fill="#15803d" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M380 150L395 165L422 136" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g transform="translate(120 40) rotate(-8)"><rect width="120" height="140" rx="12" fill="#fff"/>` +
    `<path d="M20 34H100M20 58H100M20 82H76" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="20" y="104" width="50" height="16" rx="8" fill="#15803d"/></g>` +
    `<g transform="translate(570 50) rotate(7)"><rect width="110" height="130" rx="12" fill="#f59e0b"/>` +
    `<path d="M20 32H90M20 54H90" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>` +
    `<text x="55" y="108" font-size="36" font-weight="800" fill="#fff" text-anchor="middle">₹</text></g>` +
    `<path d="M300 60l7 14 14 7-14 7-7 14-7-14-14-7 14-7zM520 210l5 10 10 5-10 5-5 10-5-10-10-5 10-5z" fill="#fbbf24"/>` +
    '</g>'
  );
}

function deliveryScene(): string {
  const pins = [
    [160, 500, '#f59e0b'],
    [380, 450, '#22c55e'],
    [650, 500, '#f59e0b'],
    [540, 640, '#22c55e'],
    [260, 650, '#f59e0b'],
  ] as const;
  return (
    `<path d="M160 500C250 430 320 440 380 450S600 430 650 500S620 620 540 640S330 690 260 650" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>` +
    pins
      .map(
        ([x, y, color]) =>
          `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="4" rx="16" ry="5" fill="#000" fill-opacity=".2"/>` +
          `<path d="M0 0C-4-14-24-30-24-46A24 24 0 0 1 24-46C24-30 4-14 0 0Z" fill="${color}"/><circle cx="0" cy="-46" r="9" fill="#fff"/></g>`,
      )
      .join('') +
    `<path d="M0 880H800V1000H0Z" fill="#0f172a" fill-opacity=".4"/>` +
    `<path d="M30 930H130M200 930H300M370 930H470M540 930H640M710 930H790" stroke="#fbbf24" stroke-width="6" stroke-linecap="round"/>` +
    `<g transform="translate(150 690)"><rect x="0" y="0" width="330" height="170" rx="12" fill="#f8fafc"/>` +
    `<rect x="0" y="120" width="330" height="16" fill="#15803d"/>` +
    `<path d="M330 40H420L480 110V170H330Z" fill="#f59e0b"/><path d="M350 58H412L452 108H350Z" fill="#bfdbfe"/>` +
    `<circle cx="80" cy="176" r="32" fill="#0f172a"/><circle cx="80" cy="176" r="13" fill="#cbd5e1"/>` +
    `<circle cx="400" cy="176" r="32" fill="#0f172a"/><circle cx="400" cy="176" r="13" fill="#cbd5e1"/>` +
    `<path d="M36 40H160M36 70H120" stroke="#1e3a8a" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M-60 60H-10M-80 100H-20M-50 140H-10" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/></g>`
  );
}

const SLIDE_BACKGROUNDS = [
  ['#1e3a8a', '#172554'],
  ['#1e40af', '#1e3a8a'],
  ['#166534', '#1e3a8a'],
] as const;

/** One of three 800×1000 flat illustrations for the registration page slideshow. */
export function slideshowImage(index: 0 | 1 | 2, siteName: string): string {
  const slide = SLIDES[index];
  const [from, to] = SLIDE_BACKGROUNDS[index];
  const site = siteName.trim() === '' ? 'TradeSetu' : truncateToWidth(siteName.trim(), 560, 30);
  const id = idPrefix('r', `${index}|${site}`);
  const scene = index === 0 ? marketScene() : index === 1 ? bridgeScene() : deliveryScene();
  const title = layoutLines(slide.title, 680, 2, 56, 40);
  const titleLines = title.lines;
  const titleSize = title.size;
  const captionY = 196 + titleLines.length * titleSize * 1.12;
  const caption = layoutLines(slide.caption, 640, 2, 26, 20);
  return (
    svgOpen(800, 1000, `${site}: ${slide.title}`, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}b`, from, to, 0)}</defs>` +
    `<rect width="800" height="1000" fill="url(#${id}b)"/>` +
    `<circle cx="700" cy="120" r="220" fill="#fff" fill-opacity=".05"/><circle cx="80" cy="960" r="260" fill="#fff" fill-opacity=".05"/>` +
    `<rect x="60" y="64" width="44" height="44" rx="12" fill="${BRAND.saffron}"/>` +
    textEl(initialsOf(site, 1), 82, 96, 28, BRAND.indigoDark, { weight: 800 }) +
    textEl(site, 120, 96, 30, '#fff', { anchor: 'start', weight: 800 }) +
    titleLines
      .map((line, i) => textEl(line, 60, 190 + i * titleSize * 1.12, titleSize, '#fff', { anchor: 'start', weight: 800 }))
      .join('') +
    caption.lines
      .map((line, i) =>
        textEl(line, 60, captionY + i * caption.size * 1.4, caption.size, '#fff', { anchor: 'start', weight: 500, opacity: 0.8 }),
      )
      .join('') +
    scene +
    '</svg>'
  );
}
