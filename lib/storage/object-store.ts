import type { S3Client } from "@aws-sdk/client-s3";
import { env } from "@/lib/config/env";
import { HttpError } from "@/lib/errors/http-error";

// Photo and record bytes in an S3-compatible bucket (STORAGE=s3). The bucket stays private: bytes
// are only ever served by the app, after its access checks, never by a bucket URL.

export const STORAGE_UNAVAILABLE_DETAIL = "File storage is unavailable. Please try again in a minute.";

/** Every object under one prefix, so the bucket may hold other things too. */
export const objectKey = (blobId: string) => `blobs/${blobId}`;

type Client = { s3: S3Client; bucket: string; sdk: typeof import("@aws-sdk/client-s3") };

const globalForS3 = globalThis as unknown as { skinsightS3?: Promise<Client> };

/** The one client of this process; the SDK is loaded only when object storage is used. */
function client(): Promise<Client> {
  globalForS3.skinsightS3 ??= (async () => {
    const config = env();
    if (!config.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
    const sdk = await import("@aws-sdk/client-s3");
    const s3 = new sdk.S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
    return { s3, bucket: config.S3_BUCKET, sdk };
  })();
  return globalForS3.skinsightS3;
}

/** A failure of the storage service becomes a 503 with a detail; the cause is logged by route(). */
async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw Object.assign(new HttpError(503, STORAGE_UNAVAILABLE_DETAIL), { cause: error });
  }
}

export async function putObject(key: string, data: Buffer, contentType: string): Promise<void> {
  const { s3, bucket, sdk } = await client();
  await unavailableOnError(() =>
    s3.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType })),
  );
}

/** The object's bytes, or null when it does not exist. */
export async function getObject(key: string): Promise<Buffer | null> {
  const { s3, bucket, sdk } = await client();
  return unavailableOnError(async () => {
    try {
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw error;
    }
  });
}

/** Deletes the objects (at most 1000, S3's limit per request); missing ones count as deleted. */
export async function deleteObjects(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const { s3, bucket, sdk } = await client();
  const answer = await unavailableOnError(() =>
    s3.send(
      new sdk.DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    ),
  );
  const failed = answer.Errors ?? [];
  if (failed.length > 0)
    throw new Error(`object storage kept ${failed.length} object(s): ${failed[0]?.Code ?? "unknown error"}`);
}

/** Forgets the client, so tests can point the next one at another server. */
export function resetObjectStore(): void {
  globalForS3.skinsightS3 = undefined;
}

// Errors that prove the bucket answered a request signed with a valid key: a missing key is
// NoSuchKey, or AccessDenied when the key may not list the bucket (docs/scaling.md grants it none).
const BUCKET_ANSWERED = new Set(["NoSuchKey", "NotFound", "AccessDenied"]);

/**
 * Reads an object that never exists, so the bucket is reached, the key pair checked and nothing
 * written; resolves when the bucket answered, throws otherwise (a network error, a wrong key, no
 * such bucket, a server error, or `signal` aborting).
 */
export async function probeBucket(signal: AbortSignal): Promise<void> {
  const { s3, bucket, sdk } = await client();
  try {
    await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey("health-probe") }), {
      abortSignal: signal,
    });
  } catch (error) {
    if (error instanceof Error && BUCKET_ANSWERED.has(error.name)) return;
    throw error;
  }
}
