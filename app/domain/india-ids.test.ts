import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import fixtures from '../../tests/fixtures/india-ids.json';
import {
  dpiitSchema,
  formatMobileForDisplay,
  gstinCheckCharacter,
  gstinSchema,
  gstinStateCode,
  gstStateName,
  ifscSchema,
  mobileSchema,
  panFromGstin,
  panHolderType,
  panHolderTypes,
  panSchema,
  parseDpiit,
  parseGstin,
  parseIfsc,
  parseMobile,
  parsePan,
  parsePin,
  parseUdyam,
  pinSchema,
  udyamSchema,
} from '~/domain/india-ids';
import type { ParseResult } from '~/domain/india-ids';
import { gstStates } from '~/domain/india-states';

function errorOf(result: ParseResult): string {
  if (result.ok) throw new Error(`expected a failure, got ${result.value}`);
  return result.error;
}

function valueOf(result: ParseResult): string {
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`);
  return result.value;
}

/** A GSTIN with a correct check character for the given first 14 characters. */
function withCheck(first14: string): string {
  return first14 + gstinCheckCharacter(first14);
}

/** What each invalid fixture's message must say, so messages stay specific. */
const expectedMessages: Record<string, Record<string, RegExp>> = {
  gstin: {
    '27AAPFU0939F1ZO': /check character should be V\b/,
    '09AAACT2727Q1ZA': /check character should be U\b/,
    '27AAPFU0939F1Z': /15 characters.*you entered 14/,
    '369296450896540': /Characters 3–7 of a GSTIN must be letters/,
    '27AAPFU0000F1ZJ': /never 0000/,
    '29ABCDE1234F1Z5': /check character should be W\b/,
    '22AAAAA0000A1Z5': /check character should be C\b/,
    '40AAPFU0939F1Z7': /40 is not one/,
  },
  pan: {
    ABMPA32111: /last character of a PAN must be a letter/,
    ABMXA3211G: /X is not a holder type/,
    abcpd1234: /10 characters.*you entered 9/,
  },
  udyam: {
    'UDYAM-MH-3-0012345': /district code .* must be 2 digits/,
    UDYAMMH330012345: /needs its hyphens: UDYAM-MH-33-0012345/,
  },
  mobile: {
    '5876543210': /start with 6, 7, 8 or 9; this one starts with 5/,
    '98765432': /must be 10 digits.*you entered 8/,
  },
  pin: {
    '012345': /cannot start with 0/,
    '11001': /must be 6 digits.*you entered 5/,
  },
  ifsc: {
    SBIN1001234: /5th character of an IFSC is always 0 \(zero\), not 1/,
  },
};

const parsers = {
  gstin: parseGstin,
  pan: parsePan,
  udyam: parseUdyam,
  mobile: parseMobile,
  pin: parsePin,
  ifsc: parseIfsc,
} as const;

const idFixtures = {
  gstin: fixtures.gstin,
  pan: fixtures.pan,
  udyam: fixtures.udyam,
  mobile: fixtures.mobile,
  pin: fixtures.pin,
  ifsc: fixtures.ifsc,
} as const;

describe('fixture vectors (tests/fixtures/india-ids.json)', () => {
  for (const [kind, parse] of Object.entries(parsers)) {
    const set = idFixtures[kind as keyof typeof idFixtures];
    describe(kind, () => {
      it.each(set.valid)('accepts %s', (input) => {
        expect(parse(input).ok).toBe(true);
      });
      it.each(Object.entries(set.invalid))('rejects %s (%s) with a specific message', (input) => {
        const message = errorOf(parse(input));
        const expected = expectedMessages[kind]?.[input];
        expect(expected, `no expected message written for ${kind} ${input}`).toBeDefined();
        expect(message).toMatch(expected ?? /./);
      });
    });
  }
});

describe('GSTIN', () => {
  it('computes the check character of every valid fixture', () => {
    for (const gstin of fixtures.gstin.valid) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    }
  });

  it('refuses to compute a check character over anything but 14 letters or digits', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27AAPFU0939F1Z!')).toThrow(RangeError);
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBe('V');
  });

  it('normalises case, surrounding space and separators', () => {
    expect(valueOf(parseGstin('  27aapfu0939f1zv\n'))).toBe('27AAPFU0939F1ZV');
    expect(valueOf(parseGstin('27 AAPFU 0939 F1ZV'))).toBe('27AAPFU0939F1ZV');
    expect(valueOf(parseGstin('27-AAPFU-0939-F1Z-V'))).toBe('27AAPFU0939F1ZV');
    expect(valueOf(parseGstin('27\u2013AAPFU0939F1ZV'))).toBe('27AAPFU0939F1ZV');
  });

  it('says which check character is expected and which was typed', () => {
    expect(errorOf(parseGstin('27AAPFU0939F1ZO'))).toBe(
      'GSTIN check character should be V, not O — please re-check the last character (if it is right, another character is mistyped)',
    );
  });

  it('accepts every GST state code, including legacy 25 and 28 and 97', () => {
    for (const state of gstStates) {
      const gstin = withCheck(`${state.gstCode}AAPFU0939F1Z`);
      expect(valueOf(parseGstin(gstin))).toBe(gstin);
    }
  });

  it.each(['00', '39', '96', '99'])('rejects state code %s even with a correct check character', (code) => {
    expect(errorOf(parseGstin(withCheck(`${code}AAPFU0939F1Z`)))).toMatch(`${code} is not one`);
  });

  it('rejects an embedded PAN with an unknown holder type', () => {
    const message = errorOf(parseGstin(withCheck('27AAPXU0939F1Z')));
    expect(message).toMatch(/holder's PAN \(AAPXU0939F\)/);
    expect(message).toMatch(/X is not a holder type/);
  });

  it('explains each position of the pattern', () => {
    expect(errorOf(parseGstin('2AAAPFU0939F1ZV'))).toMatch(/2-digit state code/);
    expect(errorOf(parseGstin('27AAPFUA939F1ZV'))).toMatch(/Characters 8–11 of a GSTIN must be digits/);
    expect(errorOf(parseGstin('27AAPFU093991ZV'))).toMatch(/Character 12 of a GSTIN must be a letter/);
    expect(errorOf(parseGstin('27AAPFU0939F0ZV'))).toMatch(/Character 13 .* never 0/);
    expect(errorOf(parseGstin('27AAPFU0939F1YV'))).toMatch(/Character 14 of a GSTIN is always the letter Z/);
  });

  it('accepts entity numbers above 9 (A–Z)', () => {
    const gstin = withCheck('27AAPFU0939FAZ');
    expect(valueOf(parseGstin(gstin))).toBe(gstin);
  });

  it('extracts the state code and PAN only from valid GSTINs', () => {
    expect(gstinStateCode('27aapfu0939f1zv')).toBe('27');
    expect(panFromGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(gstinStateCode('27AAPFU0939F1ZO')).toBeUndefined();
    expect(panFromGstin('not a gstin')).toBeUndefined();
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateName('40')).toBeUndefined();
  });
});

describe('PAN', () => {
  it('normalises and reports the holder type', () => {
    expect(valueOf(parsePan(' aapfu 0939 f '))).toBe('AAPFU0939F');
    expect(panHolderType('aapfu0939f')).toBe('F');
    expect(panHolderType('AAACT2727Q')).toBe('C');
    expect(panHolderType('ABMXA3211G')).toBeUndefined();
  });

  it('knows exactly the ten holder types', () => {
    expect(Object.keys(panHolderTypes).sort()).toEqual(['A', 'B', 'C', 'F', 'G', 'H', 'J', 'L', 'P', 'T']);
    expect(panHolderTypes.P).toBe('Individual');
    expect(panHolderTypes.C).toBe('Company');
  });

  it.each(Object.keys(panHolderTypes))('accepts holder type %s', (letter) => {
    expect(parsePan(`AAA${letter}A1234A`).ok).toBe(true);
  });

  it('rejects serial 0000 and names the digits to re-check', () => {
    expect(errorOf(parsePan('AAPFU0000F'))).toMatch(/serial number \(characters 6–9\) of a PAN is never 0000/);
  });

  it('gives the shape with an example when the length is wrong', () => {
    expect(errorOf(parsePan('AAPFU0939FF'))).toBe(
      'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (e.g. AAPFU0939F); you entered 11',
    );
    expect(errorOf(parsePan('AAP1U0939F'))).toMatch(/first 5 characters of a PAN must be letters/);
    expect(errorOf(parsePan('AAPFU09X9F'))).toMatch(/Characters 6–9 of a PAN must be digits/);
  });
});

describe('Udyam', () => {
  it('keeps the hyphens and forgives case and spaces', () => {
    expect(valueOf(parseUdyam('  udyam-mh-33-0012345 '))).toBe('UDYAM-MH-33-0012345');
    expect(valueOf(parseUdyam('UDYAM - KA - 03 - 1234567'))).toBe('UDYAM-KA-03-1234567');
    expect(valueOf(parseUdyam('UDYAM\u2013MH\u201333\u20130012345'))).toBe('UDYAM-MH-33-0012345');
  });

  it('explains each part', () => {
    expect(errorOf(parseUdyam('MH-33-0012345'))).toMatch(/starts with UDYAM-/);
    expect(errorOf(parseUdyam('UDYAM-M1-33-0012345'))).toMatch(/2-letter state code/);
    expect(errorOf(parseUdyam('UDYAM-MH-33-001234'))).toMatch(/must be 7 digits.*"001234"/);
    expect(errorOf(parseUdyam('UDYAM-MH-33'))).toMatch(/looks like UDYAM-MH-33-0012345/);
    expect(errorOf(parseUdyam('UDYAM-MH-33-0012345-1'))).toMatch(/looks like UDYAM-MH-33-0012345/);
    expect(errorOf(parseUdyam('UDYAM_MH_33_0012345'))).toMatch(/only letters, digits and hyphens, not "_"/);
  });
});

describe('DPIIT recognition number', () => {
  it.each([
    ['DIPP123', 'DIPP123'],
    ['dipp 12345', 'DIPP12345'],
    ['DIPP12345678', 'DIPP12345678'],
    [' DIPP-4567 ', 'DIPP4567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(valueOf(parseDpiit(input))).toBe(expected);
  });

  it('explains what is wrong', () => {
    expect(errorOf(parseDpiit('DIPP12'))).toMatch(/3 to 8 digits.*you entered 2 digits/);
    expect(errorOf(parseDpiit('DIPP123456789'))).toMatch(/you entered 9 digits/);
    expect(errorOf(parseDpiit('DPIIT12345'))).toMatch(/starts with DIPP/);
    expect(errorOf(parseDpiit('DIPP12A45'))).toMatch(/only digits 0–9, not "A"/);
  });
});

describe('mobile', () => {
  it('normalises every valid fixture to +91 and ten digits', () => {
    for (const input of fixtures.mobile.valid) {
      expect(valueOf(parseMobile(input))).toBe('+919876543210');
    }
  });

  it.each(['919876543210', '+91-98765-43210', '(+91) 98765.43210', ' 0 98765 43210 ', '+91 0 98765 43210', '+91\u201398765\u201343210'])(
    'accepts %j',
    (input) => {
      expect(valueOf(parseMobile(input))).toBe('+919876543210');
    },
  );

  it('accepts a ten-digit number that happens to start with 91', () => {
    expect(valueOf(parseMobile('9198765432'))).toBe('+919198765432');
  });

  it('rejects foreign numbers and letters clearly', () => {
    expect(errorOf(parseMobile('+1 202 555 0123'))).toBe('Only Indian mobile numbers (+91) are accepted');
    expect(errorOf(parseMobile('98765abcde'))).toMatch(/only digits 0–9.*not "a"/);
    expect(errorOf(parseMobile('98765432101'))).toMatch(/you entered 11/);
  });

  it('formats for display', () => {
    expect(formatMobileForDisplay('+919876543210')).toBe('+91 98765 43210');
    expect(formatMobileForDisplay('09876543210')).toBe('+91 98765 43210');
    expect(formatMobileForDisplay('  12345 ')).toBe('12345');
  });
});

describe('PIN and IFSC', () => {
  it('strips spaces from a PIN', () => {
    expect(valueOf(parsePin(' 110 001 '))).toBe('110001');
  });

  it('rejects letters in a PIN', () => {
    expect(errorOf(parsePin('11000I'))).toMatch(/only digits 0–9, not "I"/);
  });

  it('normalises an IFSC and spots the letter O typed for zero', () => {
    expect(valueOf(parseIfsc(' sbin 0001234 '))).toBe('SBIN0001234');
    expect(errorOf(parseIfsc('SBINO001234'))).toBe('The 5th character of an IFSC is the digit 0 (zero), not the letter O');
    expect(errorOf(parseIfsc('SB1N0001234'))).toMatch(/bank code and must be letters/);
    expect(errorOf(parseIfsc('SBIN000123'))).toMatch(/11 characters.*you entered 10/);
  });
});

describe('badly formatted input never crashes and is rejected with a message', () => {
  const allParsers = { ...parsers, dpiit: parseDpiit };
  const junk = [
    ['empty', ''],
    ['spaces only', '   \t\n '],
    ['1000 characters', 'A1'.repeat(500)],
    ['1000 digits', '9'.repeat(1000)],
    ['Devanagari digits', '९८७६५४३२१०'],
    ['full-width digits', '９８７６５４３２１０'],
    ['emoji', '📱📱📱'],
    ['lone surrogate', '\uD800abc'],
    ['HTML', '<script>alert(1)</script>'],
    ['zero-width space inside', '27AAPFU0939F1Z\u200BV'],
    ['long Udyam-like', `UDYAM-${'X'.repeat(994)}`],
    ['long Udyam serial', `UDYAM-MH-33-${'1'.repeat(988)}`],
  ] as const;

  for (const [kind, parse] of Object.entries(allParsers)) {
    it.each(junk)(`${kind}: %s`, (_label, input) => {
      const result = parse(input);
      expect(result.ok).toBe(false);
      expect(errorOf(result).length).toBeGreaterThan(10);
      expect(errorOf(result).length).toBeLessThan(300);
    });
  }

  it('names a non-ASCII digit with its code point', () => {
    expect(errorOf(parseMobile('९८७६५४३२१०'))).toMatch(/not "९" \(U\+096F\)/);
    expect(errorOf(parsePin('१२३४५६'))).toMatch(/only digits 0–9/);
    expect(errorOf(parseGstin('२७AAPFU0939F1ZV'))).toMatch(/only letters A–Z and digits 0–9/);
  });

  it('asks for the value when it is empty', () => {
    expect(errorOf(parseGstin(''))).toMatch(/^Enter a GSTIN/);
    expect(errorOf(parsePan(' '))).toMatch(/^Enter your PAN/);
    expect(errorOf(parseUdyam(''))).toMatch(/^Enter your Udyam/);
    expect(errorOf(parseDpiit(''))).toMatch(/^Enter your DPIIT/);
    expect(errorOf(parseMobile(''))).toMatch(/^Enter a 10-digit mobile/);
    expect(errorOf(parsePin(''))).toMatch(/^Enter a 6-digit PIN/);
    expect(errorOf(parseIfsc(''))).toMatch(/^Enter the branch IFSC/);
  });
});

describe('zod schemas', () => {
  it('output the normalised value', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(panSchema.parse('aapfu0939f')).toBe('AAPFU0939F');
    expect(udyamSchema.parse('udyam-mh-33-0012345')).toBe('UDYAM-MH-33-0012345');
    expect(dpiitSchema.parse('dipp 123')).toBe('DIPP123');
    expect(mobileSchema.parse('98765 43210')).toBe('+919876543210');
    expect(pinSchema.parse('560 034')).toBe('560034');
    expect(ifscSchema.parse('hdfc0000123')).toBe('HDFC0000123');
  });

  it('carry the parser message as the issue', () => {
    const result = gstinSchema.safeParse('27AAPFU0939F1ZO');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toMatch(/check character should be V/);
  });

  it('ask for a missing field with the same words as an empty one', () => {
    expect(gstinSchema.safeParse(undefined).error?.issues[0]?.message).toBe(errorOf(parseGstin('')));
    expect(mobileSchema.safeParse(42).error?.issues[0]?.message).toBe(errorOf(parseMobile('')));
  });

  it('compose into form schemas with field paths', () => {
    const form = z.object({ gstNumber: gstinSchema, mobile: mobileSchema, pan: panSchema.optional() });
    const good = form.parse({ gstNumber: '27aapfu0939f1zv', mobile: '+91 98765 43210' });
    expect(good).toEqual({ gstNumber: '27AAPFU0939F1ZV', mobile: '+919876543210' });
    const bad = form.safeParse({ gstNumber: '27AAPFU0939F1ZV', mobile: '5876543210', pan: 'ABMXA3211G' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['mobile', 'pan']);
  });
});
