/** Letters and digits a person can read out on the phone without confusion (no 0/O, 1/I/L). */
const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A public reference such as "RQ-7KD2M9X4": a prefix and 8 readable characters from random bytes. */
export function readableReference(prefix: string, random: Uint8Array): string {
  return `${prefix}-${[...random.subarray(0, 8)].map((byte) => READABLE[byte % READABLE.length]).join('')}`;
}

/** Whether `text` has the shape of a reference with this prefix (before any database lookup). */
export function isReadableReference(prefix: string, text: string): boolean {
  return new RegExp(`^${prefix}-[${READABLE}]{8}$`).test(text);
}
