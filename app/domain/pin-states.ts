/**
 * The state (as a GST state code) that an Indian PIN code delivers to, from India Post's PIN
 * ranges: the first three digits name a sorting district, and each district lies in one postal
 * circle. A few districts straddle a state line (for example 247: Saharanpur in Uttar Pradesh,
 * Roorkee in Uttarakhand); there the four-digit prefix decides where it can, and where it cannot
 * the answer is `undefined` so the buyer is asked instead of being told a wrong state. PINs from
 * 900 are the Army Postal Service, not a place of delivery.
 */

/** [first prefix, last prefix, GST state code] for three-digit prefixes, in ascending order. */
const THREE_DIGIT_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [110, 110, '07'], // Delhi
  [121, 136, '06'], // Haryana
  [140, 159, '03'], // Punjab
  [160, 160, '04'], // Chandigarh (Mohali's 1600xx are Punjab: see the four-digit list)
  [171, 177, '02'], // Himachal Pradesh
  [180, 193, '01'], // Jammu and Kashmir
  [194, 194, '38'], // Ladakh
  [201, 245, '09'], // Uttar Pradesh
  [246, 246, '05'], // Uttarakhand (Pauri, Chamoli, Rudraprayag)
  [247, 247, '09'], // Uttar Pradesh (Saharanpur; Roorkee's 2476xx are Uttarakhand: see below)
  [248, 249, '05'], // Uttarakhand (Dehradun, Haridwar, Tehri)
  [250, 262, '09'], // Uttar Pradesh (Pithoragarh's 2625xx are Uttarakhand: see below)
  [263, 263, '05'], // Uttarakhand (Nainital, Almora)
  [271, 285, '09'], // Uttar Pradesh
  [301, 345, '08'], // Rajasthan
  [360, 396, '24'], // Gujarat (Daman and Silvassa are 3962xx: see below)
  [400, 402, '27'], // Maharashtra
  [403, 403, '30'], // Goa
  [404, 445, '27'], // Maharashtra
  [450, 488, '23'], // Madhya Pradesh
  [490, 497, '22'], // Chhattisgarh
  [500, 509, '36'], // Telangana
  [515, 535, '37'], // Andhra Pradesh
  [560, 591, '29'], // Karnataka
  [600, 643, '33'], // Tamil Nadu (Puducherry and Karaikal: see below)
  [670, 695, '32'], // Kerala (Lakshadweep is 6825xx: see below)
  [700, 736, '19'], // West Bengal
  [737, 737, '11'], // Sikkim
  [741, 743, '19'], // West Bengal
  [744, 744, '35'], // Andaman and Nicobar Islands
  [751, 770, '21'], // Odisha
  [781, 788, '18'], // Assam
  [790, 792, '12'], // Arunachal Pradesh
  [793, 794, '17'], // Meghalaya
  [795, 795, '14'], // Manipur
  [796, 796, '15'], // Mizoram
  [797, 798, '13'], // Nagaland
  [799, 799, '16'], // Tripura
  [800, 813, '10'], // Bihar
  [814, 816, '20'], // Jharkhand
  [821, 821, '10'], // Bihar
  [822, 822, '20'], // Jharkhand
  [823, 824, '10'], // Bihar
  [825, 835, '20'], // Jharkhand
  [841, 855, '10'], // Bihar
];

/** Four-digit prefixes that differ from their three-digit district; `null` means "cannot tell". */
const FOUR_DIGIT_EXCEPTIONS: ReadonlyMap<string, string | null> = new Map([
  ['1600', null], // Chandigarh and Mohali (Punjab) share 1600xx
  ['2447', '05'], // Udham Singh Nagar's Kashipur and Jaspur
  ['2476', '05'], // Roorkee
  ['2477', null], // Saharanpur district villages and Haridwar district villages
  ['2625', '05'], // Pithoragarh, Champawat
  ['2626', '05'],
  ['3962', '26'], // Daman, Silvassa
  ['3963', null],
  ['5334', null], // Yanam (Puducherry) among East Godavari
  ['6050', '34'], // Puducherry
  ['6051', '34'],
  ['6096', '34'], // Karaikal
  ['6825', '31'], // Lakshadweep
  ['6735', null], // Mahe (Puducherry) among Kannur and Kozhikode
]);

/** The GST state code a 6-digit PIN delivers to, or undefined when the PIN alone cannot tell. */
export function stateCodeForPin(pin: string): string | undefined {
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  const exception = FOUR_DIGIT_EXCEPTIONS.get(pin.slice(0, 4));
  if (exception !== undefined) return exception ?? undefined;
  const prefix = Number(pin.slice(0, 3));
  return THREE_DIGIT_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

/**
 * Whether a 6-digit PIN is in a postal district India Post uses: false for a prefix no district
 * has (a mistyped PIN, most likely), so the buyer is asked to check it rather than told the
 * district lies on both sides of a state line.
 */
export function isKnownPinDistrict(pin: string): boolean {
  if (!/^[1-9]\d{5}$/.test(pin)) return false;
  if (FOUR_DIGIT_EXCEPTIONS.has(pin.slice(0, 4))) return true;
  const prefix = Number(pin.slice(0, 3));
  return THREE_DIGIT_RANGES.some(([from, to]) => prefix >= from && prefix <= to);
}
