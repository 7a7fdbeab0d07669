import { describe, expect, it } from 'vitest';
import { openGuardedZip, readZipEntry } from './zip.server';
import { zipStream, type ZipSourceEntry } from './zip-writer.server';

async function written(entries: ZipSourceEntry[]): Promise<Buffer> {
  async function* source() {
    for (const entry of entries) yield await Promise.resolve(entry);
  }
  return Buffer.from(await new Response(zipStream(source())).arrayBuffer());
}

const guard = { what: 'The export', maxExpandedBytes: 10_000_000, maxRatio: 10_000, maxEntries: 10 };

describe('the streaming ZIP writer', () => {
  it('writes an archive the upload reader opens, with every entry and its bytes, names in UTF-8', async () => {
    const big = Buffer.alloc(200_000, 7);
    const zip = await openGuardedZip(await written([
      { name: 'data.json', data: Buffer.from('{"name":"Zorawar"}') },
      { name: 'files/बीज.pdf', data: big },
    ]), guard);
    expect(zip.entries.map((entry) => entry.fileName)).toEqual(['data.json', 'files/बीज.pdf']);
    expect((await readZipEntry(zip, zip.entries[0]!, 'data.json')).toString()).toBe('{"name":"Zorawar"}');
    expect((await readZipEntry(zip, zip.entries[1]!, 'the PDF')).equals(big)).toBe(true);
    zip.close();
  });

  it('writes an empty archive when there is nothing to put in it', async () => {
    const zip = await openGuardedZip(await written([]), guard);
    expect(zip.entries).toEqual([]);
    zip.close();
  });
});
