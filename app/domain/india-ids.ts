/**
 * Indian business and personal identifiers: GSTIN, PAN, Udyam, DPIIT recognition, mobile, PIN
 * and IFSC. Each parser normalises what people actually type (spaces, lower case, +91 …) and
 * either returns the canonical value to store and show back, or a message that says what is
 * wrong and how to fix it. Pure and isomorphic: the same rules run in the form and the action.
 */
import { z } from 'zod';
import { stateByGstCode } from '~/domain/india-states';

/** Outcome of parsing user input: the normalised value, or a message fit to show beside the field. */
export type ParseResult<T = string> = { ok: true; value: T } | { ok: false; error: string };

function ok<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

/** Dashes that word processors and phones substitute for the ASCII hyphen. */
const UNICODE_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** Trim, upper-case and drop the separators people put inside identifiers that have none. */
function compactUpper(input: string): string {
  return input.replace(UNICODE_DASHES, '-').replace(/[\s-]+/g, '').toUpperCase();
}

/** The first character (whole code point) outside the allowed set, for naming it in a message. */
function firstCharOutside(value: string, allowed: RegExp): string | undefined {
  for (const ch of value) {
    if (!allowed.test(ch)) return ch;
  }
  return undefined;
}

/** Quotes a character for a message, adding its code point when it is not plain ASCII. */
function describeChar(ch: string): string {
  if (/^[\x21-\x7E]$/.test(ch)) return `"${ch}"`;
  const hex = (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `"${ch}" (U+${hex})`;
}

/** Quotes a piece of user input for a message, cut short so a pasted essay stays out of the UI. */
function quoteInput(text: string): string {
  const chars = Array.from(text);
  return chars.length > 12 ? `"${chars.slice(0, 12).join('')}…"` : `"${text}"`;
}

interface Segment {
  readonly from: number;
  readonly to: number;
  readonly pattern: RegExp;
  readonly message: string;
}

/** Message for the first fixed-position segment that does not match, for fixed-length identifiers. */
function firstBadSegment(value: string, segments: readonly Segment[]): string | undefined {
  for (const seg of segments) {
    if (!seg.pattern.test(value.slice(seg.from, seg.to))) return seg.message;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// PAN

/** PAN holder types, keyed by the 4th letter of the PAN (Income Tax Department's allotment). */
export const panHolderTypes = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family (HUF)',
  F: 'Firm / Limited Liability Partnership',
  A: 'Association of Persons (AOP)',
  T: 'Trust',
  B: 'Body of Individuals (BOI)',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government Agency',
} as const;

/** A letter that can appear 4th in a PAN. */
export type PanHolderType = keyof typeof panHolderTypes;

const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const PAN_SHAPE = 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (e.g. AAPFU0939F)';
const HOLDER_LETTERS = Object.keys(panHolderTypes).join(', ');

function isPanHolderType(letter: string): letter is PanHolderType {
  return Object.hasOwn(panHolderTypes, letter);
}

/** Holder-type and serial rules for a PAN that already has the right shape. */
function panRuleProblem(pan: string): string | undefined {
  const holder = pan.charAt(3);
  if (!isPanHolderType(holder)) {
    return `the 4th letter of a PAN shows the holder type and must be one of ${HOLDER_LETTERS} — ${holder} is not a holder type`;
  }
  if (pan.slice(5, 9) === '0000') {
    return 'the serial number (characters 6–9) of a PAN is never 0000 — please re-check those digits';
  }
  return undefined;
}

const PAN_SEGMENTS: readonly Segment[] = [
  { from: 0, to: 5, pattern: /^[A-Z]{5}$/, message: `The first 5 characters of a PAN must be letters. ${PAN_SHAPE}` },
  { from: 5, to: 9, pattern: /^[0-9]{4}$/, message: `Characters 6–9 of a PAN must be digits. ${PAN_SHAPE}` },
  { from: 9, to: 10, pattern: /^[A-Z]$/, message: `The last character of a PAN must be a letter. ${PAN_SHAPE}` },
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Permanent Account Number: `^[A-Z]{5}[0-9]{4}[A-Z]$`, 4th letter a known holder type, serial
 * not 0000. Spaces and hyphens are dropped and letters upper-cased before checking.
 */
export function parsePan(input: string): ParseResult {
  const pan = compactUpper(input);
  if (pan === '') return fail('Enter your PAN (10 characters, e.g. AAPFU0939F)');
  const bad = firstCharOutside(pan, /^[A-Z0-9]$/);
  if (bad !== undefined) return fail(`PAN can contain only letters A–Z and digits 0–9, not ${describeChar(bad)}. ${PAN_SHAPE}`);
  if (pan.length !== 10) return fail(`${PAN_SHAPE}; you entered ${pan.length}`);
  if (!PAN_RE.test(pan)) return fail(firstBadSegment(pan, PAN_SEGMENTS) ?? PAN_SHAPE);
  const rule = panRuleProblem(pan);
  if (rule !== undefined) return fail(capitalise(rule));
  return ok(pan);
}

/** The holder type (4th letter) of a valid PAN, e.g. "C" for a company; undefined if invalid. */
export function panHolderType(pan: string): PanHolderType | undefined {
  const parsed = parsePan(pan);
  if (!parsed.ok) return undefined;
  const letter = parsed.value.charAt(3);
  return isPanHolderType(letter) ? letter : undefined;
}

// ---------------------------------------------------------------------------------------------
// GSTIN

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';

const GSTIN_SEGMENTS: readonly Segment[] = [
  {
    from: 0,
    to: 2,
    pattern: /^[0-9]{2}$/,
    message: 'A GSTIN starts with the 2-digit state code (e.g. 27 for Maharashtra)',
  },
  {
    from: 2,
    to: 7,
    pattern: /^[A-Z]{5}$/,
    message: 'Characters 3–7 of a GSTIN must be letters — characters 3–12 are the PAN (5 letters, 4 digits, 1 letter)',
  },
  {
    from: 7,
    to: 11,
    pattern: /^[0-9]{4}$/,
    message: 'Characters 8–11 of a GSTIN must be digits — characters 3–12 are the PAN (5 letters, 4 digits, 1 letter)',
  },
  {
    from: 11,
    to: 12,
    pattern: /^[A-Z]$/,
    message: 'Character 12 of a GSTIN must be a letter — characters 3–12 are the PAN (5 letters, 4 digits, 1 letter)',
  },
  {
    from: 12,
    to: 13,
    pattern: /^[1-9A-Z]$/,
    message: 'Character 13 of a GSTIN is the registration number for this PAN in the state: 1–9 or A–Z, never 0',
  },
  { from: 13, to: 14, pattern: /^Z$/, message: 'Character 14 of a GSTIN is always the letter Z' },
];

/**
 * The GSTIN check character for the first 14 characters (GSTN's mod-36 scheme): each
 * character's index in 0–9A–Z is multiplied by 1, 2, 1, 2 … from the left, each product p adds
 * floor(p/36) + p%36, and the check is ALPHA[(36 − sum%36) % 36]. Throws RangeError unless given
 * exactly 14 letters or digits, because a check over anything else means nothing.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(body)) {
    throw new RangeError('gstinCheckCharacter needs exactly 14 letters or digits');
  }
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(body.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * GST Identification Number. Checked in the order that gives the most useful message: shape,
 * state code, the mod-36 check character (which catches most typos anywhere), then the PAN
 * embedded in characters 3–12 (holder type and non-zero serial).
 */
export function parseGstin(input: string): ParseResult {
  const gstin = compactUpper(input);
  if (gstin === '') return fail(`Enter a GSTIN (15 characters, e.g. ${GSTIN_EXAMPLE})`);
  const bad = firstCharOutside(gstin, /^[A-Z0-9]$/);
  if (bad !== undefined) return fail(`A GSTIN can contain only letters A–Z and digits 0–9, not ${describeChar(bad)}`);
  if (gstin.length !== 15) {
    return fail(`A GSTIN must be 15 characters (e.g. ${GSTIN_EXAMPLE}); you entered ${gstin.length}`);
  }
  if (!GSTIN_RE.test(gstin)) {
    return fail(firstBadSegment(gstin, GSTIN_SEGMENTS) ?? `A GSTIN looks like ${GSTIN_EXAMPLE}`);
  }
  const code = gstin.slice(0, 2);
  if (stateByGstCode(code) === undefined) {
    return fail(`A GSTIN starts with a GST state code (01–38 or 97, e.g. 27 for Maharashtra); ${code} is not one — please re-check the first two digits`);
  }
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  const actual = gstin.charAt(14);
  if (actual !== expected) {
    return fail(`GSTIN check character should be ${expected}, not ${actual} — please re-check the last character (if it is right, another character is mistyped)`);
  }
  const pan = gstin.slice(2, 12);
  const panProblem = panRuleProblem(pan);
  if (panProblem !== undefined) {
    return fail(`Characters 3–12 of a GSTIN are the holder's PAN (${pan}), but ${panProblem}`);
  }
  return ok(gstin);
}

/** The 2-digit GST state code a valid GSTIN starts with (e.g. "27"); undefined if invalid. */
export function gstinStateCode(gstin: string): string | undefined {
  const parsed = parseGstin(gstin);
  return parsed.ok ? parsed.value.slice(0, 2) : undefined;
}

/** The PAN embedded in a valid GSTIN (characters 3–12); undefined if the GSTIN is invalid. */
export function panFromGstin(gstin: string): string | undefined {
  const parsed = parseGstin(gstin);
  return parsed.ok ? parsed.value.slice(2, 12) : undefined;
}

/** Name of a GST state code ("27" → "Maharashtra"), for invoices and messages. */
export function gstStateName(code: string): string | undefined {
  return stateByGstCode(code)?.name;
}

// ---------------------------------------------------------------------------------------------
// Udyam, DPIIT

const UDYAM_RE = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;
const UDYAM_EXAMPLE = 'UDYAM-MH-33-0012345';
const UDYAM_SHAPE = `A Udyam registration number looks like ${UDYAM_EXAMPLE}: UDYAM, the 2-letter state code, the 2-digit district code and 7 digits, separated by hyphens`;

/**
 * Udyam (MSME) registration number `UDYAM-XX-00-0000000`. The hyphens are part of the number,
 * so they are kept; case, surrounding and stray spaces and typographic dashes are forgiven.
 */
export function parseUdyam(input: string): ParseResult {
  const udyam = input.replace(UNICODE_DASHES, '-').replace(/\s+/g, '').toUpperCase();
  if (udyam === '') return fail(`Enter your Udyam registration number (e.g. ${UDYAM_EXAMPLE})`);
  const bad = firstCharOutside(udyam, /^[A-Z0-9-]$/);
  if (bad !== undefined) return fail(`A Udyam number can contain only letters, digits and hyphens, not ${describeChar(bad)}. ${UDYAM_SHAPE}`);
  if (UDYAM_RE.test(udyam)) return ok(udyam);
  const unhyphenated = /^UDYAM([A-Z]{2})(\d{2})(\d{7})$/.exec(udyam);
  if (unhyphenated !== null) {
    const [, state, district, serial] = unhyphenated;
    return fail(`A Udyam number needs its hyphens: UDYAM-${state ?? ''}-${district ?? ''}-${serial ?? ''}`);
  }
  if (!udyam.startsWith('UDYAM-')) return fail(`A Udyam number starts with UDYAM- (e.g. ${UDYAM_EXAMPLE})`);
  const parts = udyam.split('-');
  if (parts.length !== 4) return fail(UDYAM_SHAPE);
  const [, state = '', district = '', serial = ''] = parts;
  if (!/^[A-Z]{2}$/.test(state)) return fail(`After UDYAM- comes the 2-letter state code (e.g. MH); ${quoteInput(state)} is not 2 letters`);
  if (!/^\d{2}$/.test(district)) {
    return fail(`The district code after the state must be 2 digits (e.g. UDYAM-${state}-03-…); ${quoteInput(district)} is not 2 digits`);
  }
  return fail(`The last part of a Udyam number must be 7 digits (e.g. ${UDYAM_EXAMPLE}); ${quoteInput(serial)} is not 7 digits`);
}

const DPIIT_RE = /^DIPP\d{3,8}$/;

/** DPIIT start-up recognition number: DIPP followed by 3–8 digits (spaces and hyphens dropped). */
export function parseDpiit(input: string): ParseResult {
  const dpiit = compactUpper(input);
  if (dpiit === '') return fail('Enter your DPIIT recognition number (e.g. DIPP12345)');
  if (DPIIT_RE.test(dpiit)) return ok(dpiit);
  if (!dpiit.startsWith('DIPP')) {
    return fail('A DPIIT recognition number starts with DIPP followed by 3 to 8 digits (e.g. DIPP12345), as on the recognition certificate');
  }
  const rest = dpiit.slice(4);
  const bad = firstCharOutside(rest, /^[0-9]$/);
  if (bad !== undefined) return fail(`After DIPP a DPIIT recognition number has only digits 0–9, not ${describeChar(bad)} (e.g. DIPP12345)`);
  return fail(`A DPIIT recognition number is DIPP followed by 3 to 8 digits (e.g. DIPP12345); you entered ${rest.length} digits`);
}

// ---------------------------------------------------------------------------------------------
// Mobile, PIN, IFSC

/**
 * Indian mobile number: 10 digits starting 6–9, with an optional +91, 91 or 0 prefix; spaces,
 * hyphens, dots and brackets are dropped. Stored and returned as E.164, `+91XXXXXXXXXX`.
 */
export function parseMobile(input: string): ParseResult {
  let digits = input.replace(UNICODE_DASHES, '-').replace(/[\s\-().]+/g, '');
  if (digits === '') return fail('Enter a 10-digit mobile number (e.g. 98765 43210)');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return fail('Only Indian mobile numbers (+91) are accepted');
    digits = digits.slice(3);
  }
  const bad = firstCharOutside(digits, /^[0-9]$/);
  if (bad !== undefined) {
    return fail(`A mobile number can contain only digits 0–9 (spaces, hyphens and +91 are fine), not ${describeChar(bad)}`);
  }
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10) {
    return fail(`A mobile number must be 10 digits (not counting +91 or 0 in front); you entered ${digits.length}`);
  }
  if (!/^[6-9]/.test(digits)) {
    return fail(`Indian mobile numbers start with 6, 7, 8 or 9; this one starts with ${digits.charAt(0)}`);
  }
  return ok(`+91${digits}`);
}

/** Shows a mobile number the way Indians write it, "+91 98765 43210"; unparseable input is returned trimmed. */
export function formatMobileForDisplay(mobile: string): string {
  const parsed = parseMobile(mobile);
  if (!parsed.ok) return mobile.trim();
  const digits = parsed.value.slice(3);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** Postal Index Number: 6 digits, first digit 1–9 (spaces dropped, as in "110 001"). */
export function parsePin(input: string): ParseResult {
  const pin = input.replace(/\s+/g, '');
  if (pin === '') return fail('Enter a 6-digit PIN code (e.g. 110001)');
  const bad = firstCharOutside(pin, /^[0-9]$/);
  if (bad !== undefined) return fail(`A PIN code can contain only digits 0–9, not ${describeChar(bad)}`);
  if (pin.length !== 6) return fail(`A PIN code must be 6 digits (e.g. 110001); you entered ${pin.length}`);
  if (pin.startsWith('0')) return fail('A PIN code cannot start with 0 — Indian PIN codes start with 1 to 9');
  return ok(pin);
}

const IFSC_SHAPE = 'An IFSC is 11 characters: the 4-letter bank code, 0, then 6 letters or digits (e.g. SBIN0001234)';

/** Indian Financial System Code of a bank branch: `^[A-Z]{4}0[A-Z0-9]{6}$`. */
export function parseIfsc(input: string): ParseResult {
  const ifsc = compactUpper(input);
  if (ifsc === '') return fail('Enter the branch IFSC (11 characters, e.g. SBIN0001234)');
  const bad = firstCharOutside(ifsc, /^[A-Z0-9]$/);
  if (bad !== undefined) return fail(`An IFSC can contain only letters A–Z and digits 0–9, not ${describeChar(bad)}`);
  if (ifsc.length !== 11) return fail(`${IFSC_SHAPE}; you entered ${ifsc.length}`);
  if (!/^[A-Z]{4}$/.test(ifsc.slice(0, 4))) return fail(`The first 4 characters of an IFSC are the bank code and must be letters. ${IFSC_SHAPE}`);
  const fifth = ifsc.charAt(4);
  if (fifth === 'O') return fail('The 5th character of an IFSC is the digit 0 (zero), not the letter O');
  if (fifth !== '0') return fail(`The 5th character of an IFSC is always 0 (zero), not ${fifth}`);
  return ok(ifsc);
}

// ---------------------------------------------------------------------------------------------
// zod schemas for forms

/**
 * Wraps a parser as a zod schema whose output is the normalised value and whose error is the
 * parser's message, so one schema serves the browser (Conform) and the action. A missing field
 * (Conform sends undefined for an empty input) gets the parser's "Enter …" message.
 */
function schemaFromParser(parse: (input: string) => ParseResult) {
  const missing = parse('');
  const missingMessage = missing.ok ? 'Required' : missing.error;
  return z.string({ error: missingMessage }).transform((input, ctx) => {
    const parsed = parse(input);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });
}

/** zod schema: GSTIN as typed → normalised 15-character GSTIN. */
export const gstinSchema = /* @__PURE__ */ schemaFromParser(parseGstin);
/** zod schema: PAN as typed → normalised 10-character PAN. */
export const panSchema = /* @__PURE__ */ schemaFromParser(parsePan);
/** zod schema: Udyam number → `UDYAM-XX-00-0000000`. */
export const udyamSchema = /* @__PURE__ */ schemaFromParser(parseUdyam);
/** zod schema: DPIIT recognition number → `DIPP…`. */
export const dpiitSchema = /* @__PURE__ */ schemaFromParser(parseDpiit);
/** zod schema: Indian mobile number → `+91XXXXXXXXXX`. */
export const mobileSchema = /* @__PURE__ */ schemaFromParser(parseMobile);
/** zod schema: PIN code → 6 digits. */
export const pinSchema = /* @__PURE__ */ schemaFromParser(parsePin);
/** zod schema: IFSC → 11 upper-case characters. */
export const ifscSchema = /* @__PURE__ */ schemaFromParser(parseIfsc);
