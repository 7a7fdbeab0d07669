/**
 * A failure the user can fix, with a code routes map to a status and field errors shown beside
 * the fields (the one shape every form reads).
 */
export type DomainErrorCode = 'invalid' | 'conflict' | 'unauthorized' | 'forbidden' | 'not-found' | 'rate-limited' | 'too-large';

const STATUS: Record<DomainErrorCode, number> = {
  invalid: 400,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'rate-limited': 429,
  'too-large': 413,
};

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }
}
