import { BRAND, FONT, gearPath, idPrefix, initialsOf, layoutLines, linearGradient, ROUND_STROKE, svgOpen, textEl } from './svg';

export type PartnerKind = 'bank' | 'venture' | 'college' | 'council';

export interface PartnerLogoInput {
  readonly name: string;
  readonly kind: PartnerKind;
}

const PARTNER_STYLES: Record<PartnerKind, { colors: readonly [string, string]; caption: string }> = {
  bank: { colors: ['#2541a8', BRAND.indigoDark], caption: 'BANKING PARTNER' },
  venture: { colors: ['#f59e0b', '#c2410c'], caption: 'VENTURE PARTNER' },
  college: { colors: ['#16a34a', '#166534'], caption: 'ACADEMIC PARTNER' },
  council: { colors: ['#0e7490', BRAND.indigo], caption: 'INDUSTRY COUNCIL' },
};

/** Emblem outlines in an 88×88 box: pillared roof, rising circle, shield, rosette. */
function partnerEmblem(kind: PartnerKind, fill: string): string {
  switch (kind) {
    case 'bank':
      return `<path d="M44 4L84 24V84H4V24Z" fill="${fill}" stroke-linejoin="round"/><path d="M12 28H76" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
    case 'venture':
      return `<circle cx="44" cy="44" r="42" fill="${fill}"/><path d="M18 70L40 50L50 58L72 32M60 32H72V44" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="5" ${ROUND_STROKE}/>`;
    case 'college':
      return `<path d="M44 2L84 14V44C84 66 66 80 44 86C22 80 4 66 4 44V14Z" fill="${fill}"/>`;
    case 'council':
      return `<path d="${gearPath(44, 44, 43, 37, 12)}" fill="${fill}"/><circle cx="44" cy="44" r="31" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>`;
  }
}

/** A 320×120 partner wordmark: kind-shaped emblem with initials, then the name. */
export function partnerLogo({ name, kind }: PartnerLogoInput): string {
  const style = PARTNER_STYLES[kind];
  const title = name.trim() === '' ? style.caption : name.trim();
  const id = idPrefix('l', `${kind}|${name}`);
  const initials = initialsOf(title, 3);
  const initialsSize = initials.length > 2 ? 24 : 30;
  const { lines, size: nameSize } = layoutLines(title, 184, 2, 24, 15);
  const nameY = lines.length === 1 ? 64 : 50;
  const nameText = lines
    .map((line, i) =>
      textEl(line, 118, nameY + i * nameSize * 1.15, nameSize, BRAND.ink, { anchor: 'start', weight: 800 }),
    )
    .join('');
  const captionY = nameY + (lines.length - 1) * nameSize * 1.15 + 24;
  return (
    svgOpen(320, 120, title, ` font-family="${FONT}"`) +
    `<defs>${linearGradient(`${id}e`, style.colors[0], style.colors[1], 1)}</defs>` +
    `<rect x="1" y="1" width="318" height="118" rx="20" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>` +
    `<g transform="translate(16 16)">${partnerEmblem(kind, `url(#${id}e)`)}` +
    textEl(initials, 44, kind === 'bank' ? 62 : 54, initialsSize, '#fff', { weight: 800, spacing: 1 }) +
    '</g>' +
    nameText +
    textEl(style.caption, 118, captionY, 10, BRAND.slate, { anchor: 'start', weight: 700, spacing: 1.5 }) +
    '</svg>'
  );
}
