import { describe, expect, it } from 'vitest';
import { auditParamsSchema, changedValues, indiaDayStart } from './audit-log';

describe('changedValues', () => {
  it('lists only the keys that changed, alphabetically, with readable values', () => {
    expect(changedValues({ status: 'submitted', reason: null, version: 3, same: 'x' }, { status: 'live', reason: 'Fine', version: 3, same: 'x' })).toEqual([
      { key: 'reason', before: 'none', after: 'Fine' },
      { key: 'status', before: 'submitted', after: 'live' },
    ]);
  });

  it('counts a key on one side only, shows objects as JSON and empty text as (empty)', () => {
    expect(changedValues(null, { note: '', photos: [{ key: 'a' }] })).toEqual([
      { key: 'note', before: '—', after: '(empty)' },
      { key: 'photos', before: '—', after: '[{"key":"a"}]' },
    ]);
    expect(changedValues({ done: false }, null)).toEqual([{ key: 'done', before: 'false', after: '—' }]);
    expect(changedValues(null, null)).toEqual([]);
  });
});

describe('the audit filters', () => {
  it('keeps good values and drops bad ones instead of failing', () => {
    expect(auditParamsSchema.parse({ staff: '  ravi@ ', action: 'refused', from: '2026-03-10', to: '2026-02-31x', page: '3' })).toEqual({ staff: 'ravi@', action: 'refused', subject: '', from: '2026-03-10', to: undefined, page: 3 });
    expect(auditParamsSchema.parse({ subject: 'x'.repeat(500), page: '-1' })).toMatchObject({ subject: 'x'.repeat(200), page: 1 });
  });

  it('an India day starts at 18:30 UTC the day before', () => {
    expect(indiaDayStart('2026-03-10').toISOString()).toBe('2026-03-09T18:30:00.000Z');
  });
});
