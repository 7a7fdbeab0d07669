/**
 * Indian states and union territories keyed by their GST state code (the first two digits of a
 * GSTIN and the "place of supply" on a tax invoice). Pure data, no I/O, safe in the browser.
 */

/** How GST treats the territory: states and UTs with a legislature levy SGST, the rest UTGST. */
export type StateKind = 'state' | 'ut-with-legislature' | 'ut-without-legislature' | 'other-territory';

/** One GST state/UT code with the facts invoices and forms need. */
export interface IndianState {
  /** Two-digit GST state code, e.g. "27". */
  readonly gstCode: string;
  /** Official name as printed on GST documents. */
  readonly name: string;
  /** URL-safe, lower-case slug, e.g. "tamil-nadu". */
  readonly slug: string;
  readonly kind: StateKind;
  /**
   * True where UTGST replaces SGST on an intra-territory supply: UTs without a legislature
   * (and "Other Territory", which the UTGST Act treats as a Union territory).
   */
  readonly utWithoutLegislature: boolean;
  /**
   * False for codes no longer allotted to new registrations but still carried by older GSTINs
   * (25 Daman and Diu, merged into 26 in 2020; 28 undivided Andhra Pradesh).
   */
  readonly current: boolean;
  /** The code that now covers this territory, when it was merged into another. */
  readonly mergedInto?: string;
}

function entry(
  gstCode: string,
  name: string,
  slug: string,
  kind: StateKind,
  extra: { current?: boolean; mergedInto?: string } = {},
): IndianState {
  const base = {
    gstCode,
    name,
    slug,
    kind,
    utWithoutLegislature: kind === 'ut-without-legislature' || kind === 'other-territory',
    current: extra.current ?? true,
  };
  return extra.mergedInto === undefined ? base : { ...base, mergedInto: extra.mergedInto };
}

/**
 * Every GST state code a GSTIN can carry, in code order, including the legacy codes 25 and 28
 * (older registrations still use them) and 97 "Other Territory" (offshore areas).
 */
export const gstStates: readonly IndianState[] = [
  entry('01', 'Jammu and Kashmir', 'jammu-and-kashmir', 'ut-with-legislature'),
  entry('02', 'Himachal Pradesh', 'himachal-pradesh', 'state'),
  entry('03', 'Punjab', 'punjab', 'state'),
  entry('04', 'Chandigarh', 'chandigarh', 'ut-without-legislature'),
  entry('05', 'Uttarakhand', 'uttarakhand', 'state'),
  entry('06', 'Haryana', 'haryana', 'state'),
  entry('07', 'Delhi', 'delhi', 'ut-with-legislature'),
  entry('08', 'Rajasthan', 'rajasthan', 'state'),
  entry('09', 'Uttar Pradesh', 'uttar-pradesh', 'state'),
  entry('10', 'Bihar', 'bihar', 'state'),
  entry('11', 'Sikkim', 'sikkim', 'state'),
  entry('12', 'Arunachal Pradesh', 'arunachal-pradesh', 'state'),
  entry('13', 'Nagaland', 'nagaland', 'state'),
  entry('14', 'Manipur', 'manipur', 'state'),
  entry('15', 'Mizoram', 'mizoram', 'state'),
  entry('16', 'Tripura', 'tripura', 'state'),
  entry('17', 'Meghalaya', 'meghalaya', 'state'),
  entry('18', 'Assam', 'assam', 'state'),
  entry('19', 'West Bengal', 'west-bengal', 'state'),
  entry('20', 'Jharkhand', 'jharkhand', 'state'),
  entry('21', 'Odisha', 'odisha', 'state'),
  entry('22', 'Chhattisgarh', 'chhattisgarh', 'state'),
  entry('23', 'Madhya Pradesh', 'madhya-pradesh', 'state'),
  entry('24', 'Gujarat', 'gujarat', 'state'),
  entry('25', 'Daman and Diu', 'daman-and-diu', 'ut-without-legislature', {
    current: false,
    mergedInto: '26',
  }),
  entry(
    '26',
    'Dadra and Nagar Haveli and Daman and Diu',
    'dadra-and-nagar-haveli-and-daman-and-diu',
    'ut-without-legislature',
  ),
  entry('27', 'Maharashtra', 'maharashtra', 'state'),
  entry('28', 'Andhra Pradesh (before division)', 'andhra-pradesh-before-division', 'state', {
    current: false,
  }),
  entry('29', 'Karnataka', 'karnataka', 'state'),
  entry('30', 'Goa', 'goa', 'state'),
  entry('31', 'Lakshadweep', 'lakshadweep', 'ut-without-legislature'),
  entry('32', 'Kerala', 'kerala', 'state'),
  entry('33', 'Tamil Nadu', 'tamil-nadu', 'state'),
  entry('34', 'Puducherry', 'puducherry', 'ut-with-legislature'),
  entry('35', 'Andaman and Nicobar Islands', 'andaman-and-nicobar-islands', 'ut-without-legislature'),
  entry('36', 'Telangana', 'telangana', 'state'),
  entry('37', 'Andhra Pradesh', 'andhra-pradesh', 'state'),
  entry('38', 'Ladakh', 'ladakh', 'ut-without-legislature'),
  entry('97', 'Other Territory', 'other-territory', 'other-territory'),
];

/**
 * The 28 states and 8 union territories as they are today, for pickers, the home-page states
 * strip and state pages: legacy codes and "Other Territory" are left out.
 */
export const indianStates: readonly IndianState[] = gstStates.filter(
  (s) => s.current && s.kind !== 'other-territory',
);

const byCode = new Map(gstStates.map((s) => [s.gstCode, s] as const));
const bySlug = new Map(gstStates.map((s) => [s.slug, s] as const));

/** Looks up a GST state code ("27"); undefined when no GSTIN can carry that code. */
export function stateByGstCode(code: string): IndianState | undefined {
  return byCode.get(code);
}

/** Looks up a state by its URL slug, so state pages can resolve `/states/:slug`. */
export function stateBySlug(slug: string): IndianState | undefined {
  return bySlug.get(slug);
}

/** True when the code is one a GSTIN can start with (01–38 and 97). */
export function isGstStateCode(code: string): boolean {
  return byCode.has(code);
}

/**
 * The code that governs the territory today: legacy 25 (Daman and Diu) becomes 26, so a supply
 * between an old-code and a new-code registration in the same UT is still intra-territory.
 */
export function currentGstStateCode(code: string): string {
  return byCode.get(code)?.mergedInto ?? code;
}
