import type { FileStore } from './file-store.server';

/** The folders of stored files: public photos, private attachments and documents, catalogue import files. */
const STORED_FOLDERS = ['uploads/', 'private/', 'imports/'] as const;

export interface CopyReport {
  copied: number;
  present: number;
  bytes: number;
}

/**
 * Copies every stored file of `folders` from one store to another, streamed one at a time, leaving
 * out files the target already holds with the same size (keys never change content), so it can be
 * run again after a first copy, and once more after the switch, to catch what came in between.
 */
export async function copyFiles(from: FileStore, to: FileStore, folders: readonly string[] = STORED_FOLDERS, progress: (key: string) => void = () => undefined): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, bytes: 0 };
  for (const folder of folders) {
    for await (const listed of from.list(folder)) {
      const there = await to.head(listed.key);
      if (there?.size === listed.size) {
        report.present += 1;
        continue;
      }
      const file = await from.get(listed.key);
      if (!file) continue;
      await to.put(listed.key, { stream: file.body, size: file.size });
      report.copied += 1;
      report.bytes += file.size;
      progress(listed.key);
    }
  }
  return report;
}
