import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver checks every request's signature against. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  stop: () => Promise<void>;
}

/**
 * A real S3-compatible server (the s3rver package) on a free loopback port, with one empty bucket,
 * its objects in a temporary folder removed by `stop`.
 */
export async function startLocalS3(bucket = 'tradesetu-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tradesetu-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
