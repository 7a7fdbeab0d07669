import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeFlagsOf, productionNodeFlags } from './node-flags';

describe('the production server’s Node options', () => {
  it('caps the heap, old and young generation, the same for npm start and npm run serve', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(productionNodeFlags()).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-old-space-size=\d+$/), expect.stringMatching(/^--max-semi-space-size=\d+$/)]));
    expect(nodeFlagsOf(scripts.start!)).toEqual(productionNodeFlags());
  });

  it('are the flags the Docker image starts the server with', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...productionNodeFlags(), 'build/server-entry.js']);
  });

  it('reads the flags between node and the entry file', () => {
    expect(nodeFlagsOf('NODE_ENV=production exec node --a=1 --b build/server-entry.js')).toEqual(['--a=1', '--b']);
    expect(nodeFlagsOf('exec node build/server-entry.js')).toEqual([]);
  });
});
