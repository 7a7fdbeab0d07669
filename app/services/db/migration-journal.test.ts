import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: JournalEntry[] };

// Drizzle's migrator applies a migration only when its `when` is later than the last one the
// database recorded, so a hand-written entry that goes back in time is skipped for ever on every
// database that already had the one before it.
describe('the migration journal', () => {
  it('lists migrations in order with strictly increasing timestamps', () => {
    const entries = journal.entries;
    for (let i = 1; i < entries.length; i += 1) {
      const [before, after] = [entries[i - 1]!, entries[i]!];
      expect(after.idx, after.tag).toBeGreaterThan(before.idx);
      expect(after.when, `${after.tag} must be later than ${before.tag}`).toBeGreaterThan(before.when);
    }
  });

  it('names a SQL file for every entry', () => {
    for (const entry of journal.entries) expect(() => readFileSync(`db/migrations/${entry.tag}.sql`), entry.tag).not.toThrow();
  });
});
