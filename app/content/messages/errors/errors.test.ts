import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, { en: string; hi: string }> }>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true });

describe('the errors namespace (issue 19)', () => {
  it('keys each English text in one file only, its English being the key itself', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, { default: messages }] of Object.entries(files)) {
      for (const [key, { en }] of Object.entries(messages)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${file})`);
        seen.set(key, file);
        expect(en, file).toBe(key);
      }
    }
    expect(twice).toEqual([]);
  });
});
