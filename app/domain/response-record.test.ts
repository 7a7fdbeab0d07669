import { describe, expect, it } from 'vitest';
import { MIN_THREADS, NEW_SUPPLIER_TEXT, percentText, replyTimeText, responseRecordOf } from './response-record';

const HOUR = 3600;

describe('response record wording', () => {
  it('says a reply time in Indian English, rounded up so "within" stays true', () => {
    expect(replyTimeText(20)).toBe('1 minute');
    expect(replyTimeText(45 * 60)).toBe('45 minutes');
    expect(replyTimeText(HOUR)).toBe('1 hour');
    expect(replyTimeText(2 * HOUR + 10 * 60)).toBe('3 hours');
    expect(replyTimeText(23 * HOUR + 59 * 60)).toBe('1 day');
    expect(replyTimeText(24 * HOUR)).toBe('1 day');
    expect(replyTimeText(25 * HOUR)).toBe('2 days');
  });

  it('rounds a share down, so an almost perfect record is not called perfect', () => {
    expect(percentText(0.92)).toBe('92%');
    expect(percentText(199 / 200)).toBe('99%');
    expect(percentText(1)).toBe('100%');
    expect(percentText(0)).toBe('0%');
  });

  it('shows the rate and usual reply time from the minimum number of threads on', () => {
    expect(responseRecordOf({ threads: 25, answered: 23, medianFirstReplySeconds: 3 * HOUR })).toEqual({ text: 'Replies to 92% of inquiries, usually within 3 hours', replyShare: 0.92 });
    expect(responseRecordOf({ threads: MIN_THREADS, answered: MIN_THREADS, medianFirstReplySeconds: 26 * HOUR }).text).toBe('Replies to 100% of inquiries, usually within 2 days');
    expect(responseRecordOf({ threads: MIN_THREADS, answered: 0, medianFirstReplySeconds: null })).toEqual({ text: 'Replies to 0% of inquiries', replyShare: 0 });
  });

  it('calls a supplier new below the minimum, whatever its few threads say', () => {
    expect(responseRecordOf(undefined)).toEqual({ text: NEW_SUPPLIER_TEXT, replyShare: null });
    expect(responseRecordOf({ threads: MIN_THREADS - 1, answered: MIN_THREADS - 1, medianFirstReplySeconds: 60 })).toEqual({ text: 'New on TradeSetu — not enough inquiries yet to show a reply rate', replyShare: null });
  });
});
