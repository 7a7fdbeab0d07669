import { RateLimitedError, waitInWords } from '~/services/errors.server';
import { consumeRateLimit } from '~/services/security/rate-limit.server';

/**
 * What one visitor without an account may upload in an hour (registration photos, a requirement's
 * attachments before logging in): a whole
 * registration's ten 5 MB photos three times over, for replacing some, and no more. Counted per
 * client address and per registration draft, so neither new drafts from one address nor many
 * addresses on one draft get round it.
 */
const ANONYMOUS_UPLOAD_QUOTA = { files: 30, megabytes: 150, windowSeconds: 3600 } as const;

/**
 * Counts `files` against each subject's hourly quota (e.g. `ip:1.2.3.4`, `draft:<hash>`) and
 * throws RateLimitedError (429 with Retry-After) when any is exceeded: before the files are
 * decoded or stored.
 */
export async function consumeUploadQuota(subjects: readonly string[], files: readonly { size: number }[], what: 'photos' | 'files' = 'photos'): Promise<void> {
  if (files.length === 0) return;
  const { files: maxFiles, megabytes, windowSeconds } = ANONYMOUS_UPLOAD_QUOTA;
  const kilobytes = Math.max(1, Math.ceil(files.reduce((sum, file) => sum + file.size, 0) / 1024));
  let wait = 0;
  for (const subject of subjects) {
    const [count, size] = await Promise.all([
      consumeRateLimit(`upload-files:${subject}`, maxFiles, windowSeconds, Date.now(), files.length),
      consumeRateLimit(`upload-kb:${subject}`, megabytes * 1024, windowSeconds, Date.now(), kilobytes),
    ]);
    for (const result of [count, size]) if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait > 0) {
    throw new RateLimitedError(wait, `Too many ${what} uploaded from here: at most ${maxFiles} ${what} (${megabytes} MB) an hour. Please wait ${waitInWords(wait)} and try again.`);
  }
}
