import { ConfigError, config, loadEnvFile } from '../app/config.server';
import { copyFiles } from '../app/services/storage/copy-files.server';
import { localDiskStore } from '../app/services/storage/local-disk.server';
import { s3BucketStore } from '../app/services/storage/s3-bucket.server';
import { s3OptionsOf } from '../app/services/storage/storage.server';

/**
 * npm run storage:copy-to-s3 — copies an install's stored files from DATA_DIR (uploads/, private/,
 * imports/) to the bucket of the S3_* settings, under the same keys, skipping files already there.
 * Run it before setting STORAGE_DRIVER=s3 and once more right after (docs/decisions/0038).
 */
try {
  loadEnvFile();
  const settings = config();
  const target = s3BucketStore(s3OptionsOf(settings));
  const reachable = await target.check();
  if (!reachable.ok) throw new Error(reachable.error);
  let shown = 0;
  const report = await copyFiles(localDiskStore(settings.DATA_DIR), target, undefined, () => {
    shown += 1;
    if (shown % 500 === 0) console.info(`${shown} files copied…`);
  });
  console.info(`Copied ${report.copied} files (${(report.bytes / 1048576).toFixed(1)} MB) from ${settings.DATA_DIR} to s3://${settings.S3_BUCKET}; ${report.present} were there already.`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
