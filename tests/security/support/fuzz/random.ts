// The fuzzer's randomness: one seeded generator (mulberry32), so a failing run replays exactly
// with FUZZ_SEED (docs/decisions/0030-fuzzing-in-ci.md), and the values it draws from.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}

/**
 * Hostile values. None contains what the leak check looks for (an internal path, a stack frame),
 * so a page that echoes a value back is not mistaken for a leak.
 */
const HOSTILE = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "' UNION SELECT NULL, version() --",
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '#{7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/\\evil.example',
  '//evil.example/',
  'javascript:alert(1)',
  'https://evil.example/',
  '%00',
  '%',
  '%E0%A4%A',
  '%uD800',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9999999999999999999999999',
  '-9223372036854775809',
  '0x7fffffff',
  '1.5',
  'true',
  '[]',
  '{}',
  '{"__proto__":{"polluted":1}}',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'RQ-AAAAAAAA',
  'TH-00000000',
  ' ',
  '',
];

const UNICODE = [
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0335\u0321\u032a\u0354\u0324\u0347\u0353',
  '😀👍🏽👨‍👩‍👧‍👦',
  '\u0001\u0002\u0007\u0008\u000b\u000c\u001b\u007f',
  '\u200b\u200c\u200d\ufeff',
  '\ufffd\uffff',
  'ﬃ ℌ ⅷ',
  'İıſK',
  'बासमती चावल',
  '\u3002evil.example',
  '\t\r\n',
];

/** Percent-encoded sequences that are not valid UTF-8 or are lone surrogates once decoded. */
const BAD_ENCODINGS = ['%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%FF%FE', '%F4%90%80%80', '%E2%82', '%25%32%35'];

/** A value for a field or parameter: hostile, unicode, huge, or a mutation of the real one. */
export function fuzzValue(random: Random, original = ''): string {
  switch (random.int(7)) {
    case 0:
      return random.pick(HOSTILE);
    case 1:
      return random.pick(UNICODE);
    case 2:
      return `${original}${random.pick(UNICODE)}${random.pick(HOSTILE)}`;
    case 3:
      return random.pick(['a', '9', 'ह', '😀', '<', "'"]).repeat(random.pick([256, 1_001, 5_001, 70_000]));
    case 4:
      return original.length > 0 ? original.slice(0, random.int(original.length)) : '';
    case 5:
      return String(random.pick([-1, 0, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e21, 0.1]));
    default:
      return random.pick(HOSTILE) + random.pick(UNICODE);
  }
}

/** A raw (already percent-encoded) value for a URL: sometimes invalid encodings. */
export function fuzzUrlValue(random: Random, original = ''): string {
  if (random.chance(0.25)) return random.pick(BAD_ENCODINGS);
  return encodeURIComponent(fuzzValue(random, original)).slice(0, random.chance(0.8) ? 600 : 20_000);
}

/** A field or parameter name: the real one, or a prototype-polluting or odd one. */
export function fuzzName(random: Random, original: string): string {
  return random.pick([original, original, `${original}[]`, `${original}[__proto__]`, '__proto__[polluted]', 'constructor[prototype][polluted]', `${original}.0`, `${original}[0][x]`, '', 'a'.repeat(5_000)]);
}
