import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkKey, checkPrefix, contentTypeOf, errorText, isStorageKey, type ByteRange, type FileStore, type ListedFile, type StorageBody, type StoredFile, type StoredFileInfo } from './file-store.server';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2, s3rver); unset for AWS itself. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** How long the readiness check waits for the bucket. */
const CHECK_TIMEOUT_MS = 5000;

const isNotFound = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in an S3-compatible bucket under the same keys as on disk, so every app process reads what
 * any of them wrote. Objects carry their Content-Type and a year's Cache-Control is set by the app
 * when it serves them, not on the object (private files share the bucket).
 */
export function s3BucketStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse or mangle the
    // SDK's default streamed (aws-chunked) checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
  const Bucket = options.bucket;
  const info = (key: string, size: number | undefined, etag: string | undefined, modified: Date | undefined): StoredFileInfo => ({
    size: size ?? 0,
    contentType: contentTypeOf(key),
    etag: etag ?? `"${size ?? 0}"`,
    modifiedAt: modified ?? new Date(0),
  });

  async function* listAll(prefix: string): AsyncGenerator<ListedFile> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorageKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    driver: 's3',

    async put(key: string, body: StorageBody): Promise<void> {
      const [Body, ContentLength] = body instanceof Uint8Array ? [body, body.length] : [body.stream, body.size];
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body, ContentLength, ContentType: contentTypeOf(key) }));
    },

    async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a Node stream`);
        const total = range ? Number(answer.ContentRange?.split('/')[1]) : answer.ContentLength;
        return { ...info(key, total, answer.ETag, answer.LastModified), body: answer.Body };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async head(key: string): Promise<StoredFileInfo | undefined> {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return info(key, answer.ContentLength, answer.ETag, answer.LastModified);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    list(prefix: string): AsyncIterable<ListedFile> {
      return listAll(checkPrefix(prefix));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
        return { ok: true as const };
      } catch (error) {
        // HEAD answers carry no body, so S3's own words are missing: say what the status means.
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const meaning = status === 404 ? 'no such bucket' : status === 403 || status === 401 ? 'access denied (check the credentials and the bucket policy)' : errorText(error) || 'unreachable';
        return { ok: false as const, error: `S3 bucket ${Bucket}: ${meaning}${status ? ` (HTTP ${status})` : ''}` };
      }
    },
  };
}
