/**
 * A supplier's response record: how often and how fast it answers the buyers who write to it
 * (inquiries and requirements alike, each a thread). The rules and the words live here; the
 * counting is SQL in app/services/suppliers/response-record.server.ts.
 */

/** Only threads opened in the last this many days count: a record says how a supplier answers now. */
export const RESPONSE_WINDOW_DAYS = 90;
/**
 * A thread counts once the seller has answered it, or once it has had this long to answer: one
 * that arrived an hour ago is not yet a miss, so a busy supplier's rate does not fall each time a
 * buyer writes (the same fairness as a requirement's answer rate).
 */
export const ANSWER_GRACE_DAYS = 2;
/** Below this many counted threads a rate says more about chance than about the supplier: none is shown. */
export const MIN_THREADS = 5;

/** What the counting gives for one supplier. */
export interface ResponseStats {
  /** Threads that count (answered, or older than the grace period), opened within the window. */
  threads: number;
  answered: number;
  /** Median seconds from a thread's opening to the seller's first answer; null when none was answered. */
  medianFirstReplySeconds: number | null;
}

export const NO_RESPONSE_STATS: ResponseStats = { threads: 0, answered: 0, medianFirstReplySeconds: null };

/** Where the numbers come from, said beside them. */
export const RESPONSE_WINDOW_TEXT = `inquiries and requirements on TradeSetu, last ${RESPONSE_WINDOW_DAYS} days`;

export const NEW_SUPPLIER_TEXT = 'New on TradeSetu — not enough inquiries yet to show a reply rate';

/** What a buyer reads about a supplier's replies. `replyShare` is null while the record is too short to show. */
export interface ResponseRecord {
  text: string;
  replyShare: number | null;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A time to answer in words, rounded up so "within" stays true: 2 h 10 min is "3 hours", 25 hours
 * "2 days", anything under a minute "1 minute".
 */
export function replyTimeText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.ceil(hours / 24), 'day');
}

/** A share as a whole percentage, rounded down so 199 of 200 is not "100%". */
export function percentText(share: number): string {
  return `${Math.floor(share * 100 + 1e-9)}%`;
}

/** "Replies to 92% of inquiries, usually within 3 hours", or the new-supplier line below MIN_THREADS. */
export function responseRecordOf(stats: ResponseStats | undefined): ResponseRecord {
  if (!stats || stats.threads < MIN_THREADS) return { text: NEW_SUPPLIER_TEXT, replyShare: null };
  const share = stats.answered / stats.threads;
  const within = stats.medianFirstReplySeconds === null ? '' : `, usually within ${replyTimeText(stats.medianFirstReplySeconds)}`;
  return { text: `Replies to ${percentText(share)} of inquiries${within}`, replyShare: share };
}
