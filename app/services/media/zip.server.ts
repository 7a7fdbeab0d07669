import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ValidationError } from '~/services/errors.server';

/**
 * ZIP files from users (an XLSX is one; so is a ZIP of photos), opened without trusting them: the
 * central directory's declared sizes are checked before anything is expanded (total, ratio,
 * number of entries), and every entry is read through yauzl, which stops a stream that yields
 * more than its declared size — so a "zip bomb" is refused by its directory, and one whose
 * directory lies is stopped at the size it declared.
 */
export interface ZipGuard {
  /** How the message names the file: "The XLSX file", "The photos ZIP". */
  what: string;
  maxExpandedBytes: number;
  /** Largest allowed ratio of expanded to compressed size, over the whole file. */
  maxRatio: number;
  maxEntries: number;
}

export interface GuardedZip {
  zip: ZipFile;
  entries: Entry[];
  close: () => void;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024)).toLocaleString('en-IN')} MB`;

/** Opens a ZIP held in memory or stored at a path, refusing it (ValidationError) when its directory breaks the guard. */
export async function openGuardedZip(source: Buffer | string, guard: ZipGuard): Promise<GuardedZip> {
  let zip: ZipFile;
  try {
    const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };
    zip = typeof source === 'string' ? await yauzl.openPromise(source, options) : await yauzl.fromBufferPromise(source, options);
  } catch {
    throw new ValidationError(`${guard.what} could not be opened: it is not a ZIP file, or it is damaged.`);
  }
  const close = () => zip.close();
  try {
    if (zip.entryCount > guard.maxEntries) throw new ValidationError(`${guard.what} holds ${zip.entryCount.toLocaleString('en-IN')} files; at most ${guard.maxEntries.toLocaleString('en-IN')} are accepted.`);
    const entries: Entry[] = [];
    let expanded = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) throw new ValidationError(`${guard.what} is protected with a password; save it without one.`);
      expanded += entry.uncompressedSize;
      if (expanded > guard.maxExpandedBytes) throw new ValidationError(`${guard.what} expands to more than ${megabytes(guard.maxExpandedBytes)}; it was refused. Split it into smaller files.`);
      entries.push(entry);
    }
    if (expanded > guard.maxRatio * Math.max(zip.fileSize, 1) && expanded > 1024 * 1024) {
      throw new ValidationError(`${guard.what} expands ${Math.round(expanded / zip.fileSize)} times its size, which no ordinary file does; it was refused.`);
    }
    return { zip, entries, close };
  } catch (error) {
    close();
    if (error instanceof ValidationError) throw error;
    throw new ValidationError(`${guard.what} could not be read: it is damaged.`);
  }
}

/** One entry's bytes, at most its declared size (yauzl stops a stream that yields more). */
export async function readZipEntry(zip: GuardedZip, entry: Entry, what: string): Promise<Buffer> {
  try {
    const stream = await zip.zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    throw new ValidationError(`${what} could not be read from the ZIP: it is damaged, or larger than the ZIP says.`);
  }
}

/**
 * Expands every entry without keeping it, so a directory that understates the sizes is caught
 * before another library (one that trusts the directory) expands the file for real.
 */
export async function verifyZipExpansion(zip: GuardedZip, what: string): Promise<void> {
  for (const entry of zip.entries) {
    if (entry.fileName.endsWith('/')) continue;
    try {
      const stream = await zip.zip.openReadStreamPromise(entry);
      for await (const chunk of stream) void chunk;
    } catch {
      throw new ValidationError(`${what} could not be read: it is damaged, or expands to more than it says.`);
    }
  }
}
