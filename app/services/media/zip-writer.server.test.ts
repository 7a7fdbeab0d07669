import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { zipStream, type ZipSourceEntry } from './zip-writer.server';

async function written(entries: ZipSourceEntry[]): Promise<Buffer> {
  async function* source() {
    for (const entry of entries) yield await Promise.resolve(entry);
  }
  return Buffer.from(await new Response(zipStream(source())).arrayBuffer());
}

describe('the streaming ZIP writer', () => {
  it('writes an archive a ZIP reader opens, with every entry and its bytes, names in UTF-8', async () => {
    const big = Buffer.alloc(200_000, 7);
    const zip = await yauzl.fromBufferPromise(await written([
      { name: 'data.json', data: Buffer.from('{"name":"Zorawar"}') },
      { name: 'files/बीज.pdf', data: big },
    ]), { lazyEntries: true, validateEntrySizes: true });
    const read = new Map<string, Buffer>();
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      read.set(entry.fileName, Buffer.concat(chunks));
    }
    zip.close();
    expect([...read.keys()]).toEqual(['data.json', 'files/बीज.pdf']);
    expect(read.get('data.json')?.toString()).toBe('{"name":"Zorawar"}');
    expect(read.get('files/बीज.pdf')?.equals(big)).toBe(true);
  });

  it('writes an empty archive when there is nothing to put in it', async () => {
    const zip = await yauzl.fromBufferPromise(await written([]), { lazyEntries: true });
    expect(zip.entryCount).toBe(0);
    zip.close();
  });
});
