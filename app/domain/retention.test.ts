import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS, RETENTION_SCHEDULE, retentionMarkdown } from './retention';

describe('the retention schedule', () => {
  // docs/retention.md says how to regenerate its table after a change here.
  it('is the table in docs/retention.md, word for word', () => {
    const doc = readFileSync(new URL('../../docs/retention.md', import.meta.url), 'utf8');
    const table = /<!-- retention:start -->\n([\s\S]*?)\n<!-- retention:end -->/.exec(doc)?.[1];
    expect(table).toBe(retentionMarkdown());
  });

  it('says each enforced period in the words the page shows', () => {
    const keptFor = (job: string) => RETENTION_SCHEDULE.find((rule) => rule.job === job)?.keptFor ?? '';
    expect(keptFor('housekeeping.mail-outbox')).toContain(String(RETENTION_DAYS.mailOutbox));
    expect(keptFor('housekeeping.visitor-chats')).toContain(String(RETENTION_DAYS.visitorChats));
    expect(keptFor('housekeeping.notifications')).toContain(String(RETENTION_DAYS.notifications));
    expect(keptFor('housekeeping.service-requests')).toContain(String(RETENTION_DAYS.serviceRequests));
  });

  it('has one row per kind of data', () => {
    const kinds = RETENTION_SCHEDULE.map((rule) => rule.data);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
