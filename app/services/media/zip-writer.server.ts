import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive written as a stream, one entry at a time, so a download of many files holds one
 * file in memory, never the archive (a member's data export: docs/decisions/0031). Entries are
 * deflated; no ZIP64, so an archive stays under 4 GB and 65,535 entries, far beyond one account.
 */
export interface ZipSourceEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  data: Uint8Array;
}

interface Written {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date fields, as ZIP keeps them (two-second steps, local time of the archive). */
function dosDateTime(at: Date): { time: number; date: number } {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

/** A little-endian record from [byteWidth, value] fields. */
function record(fields: Array<[2 | 4, number]>): Buffer {
  const out = Buffer.alloc(fields.reduce((sum, [width]) => sum + width, 0));
  let at = 0;
  for (const [width, value] of fields) {
    if (width === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value >>> 0, at);
    at += width;
  }
  return out;
}

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** The archive of `entries` (read one after another) as a byte stream for a Response body. */
export function zipStream(entries: AsyncIterable<ZipSourceEntry>, now = new Date()): ReadableStream<Uint8Array> {
  const { time, date } = dosDateTime(now);
  const iterator = entries[Symbol.asyncIterator]();
  const written: Written[] = [];
  let offset = 0;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (finished) return;
      const next = await iterator.next();
      if (!next.done) {
        const name = Buffer.from(next.value.name, 'utf8');
        const compressed = deflateRawSync(next.value.data);
        const entry: Written = { name, crc: crc32(next.value.data), compressedSize: compressed.length, size: next.value.data.length, offset };
        const header = record([[4, 0x04034b50], [2, VERSION], [2, UTF8_NAMES], [2, DEFLATE], [2, time], [2, date], [4, entry.crc], [4, entry.compressedSize], [4, entry.size], [2, name.length], [2, 0]]);
        controller.enqueue(Buffer.concat([header, name, compressed]));
        offset += header.length + name.length + compressed.length;
        written.push(entry);
        return;
      }
      finished = true;
      const directory = written.map((entry) =>
        Buffer.concat([
          record([[4, 0x02014b50], [2, VERSION], [2, VERSION], [2, UTF8_NAMES], [2, DEFLATE], [2, time], [2, date], [4, entry.crc], [4, entry.compressedSize], [4, entry.size], [2, entry.name.length], [2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, entry.offset]]),
          entry.name,
        ]),
      );
      const size = directory.reduce((sum, part) => sum + part.length, 0);
      const end = record([[4, 0x06054b50], [2, 0], [2, 0], [2, written.length], [2, written.length], [4, size], [4, offset], [2, 0]]);
      controller.enqueue(Buffer.concat([...directory, end]));
      controller.close();
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
