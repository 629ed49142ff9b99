import sharp from "sharp";
import type { FakeOpenAI } from "../tests/fakes/openai";
import { openScratchDatabase } from "./scratch-database";

// What bench/analysis.ts and bench/stream.ts share: a migrated scratch database, the app pointed at
// the fake OpenAI, a visitor's photo of `size`, and the summary route handler to call in-process.

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Drops the scratch database at the end, after a failure too (see finish). */
let dropDatabase: () => Promise<void> = async () => undefined;

export async function openAnalysisBench(
  fake: FakeOpenAI,
  serverUrl: string | undefined,
  size: { width: number; height: number; noise: boolean },
) {
  await fake.start();
  dropDatabase = await openScratchDatabase(serverUrl);
  Object.assign(process.env, {
    APP_ENV: "testing",
    LOG_LEVEL: "silent",
    NEXTAUTH_SECRET: "bench-secret",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.baseURL,
    TRUSTED_PROXY_HOPS: "1",
  });

  // Imported after the environment is set: these modules read it on first use.
  const { NextRequest } = await import("next/server");
  const { SOCKET_ADDRESS_HEADER } = await import("@/lib/http/client-address");
  const { databaseAdapterFactory, db, disconnectDatabase } = await import("@/lib/db");
  const { applyPendingMigrations } = await import("@/lib/db/migrations");
  const { POST: summary } = await import("@/app/api/analysis/summary/route");
  const { newVisitorSecret } = await import("@/lib/reports/visitor-secret");

  await applyPendingMigrations(await databaseAdapterFactory());
  const jpeg = await sharp({
    create: {
      width: size.width,
      height: size.height,
      channels: 3,
      background: "#b48c78",
      ...(size.noise ? { noise: { type: "gaussian" as const, mean: 128, sigma: 40 } } : {}),
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const blob = await db.storedBlob.create({
    data: { contentType: "image/jpeg", byteSize: jpeg.byteLength, data: new Uint8Array(jpeg) },
  });
  // A visitor's upload: analysing it needs the upload secret handed out with it.
  const uploadKey = newVisitorSecret();
  const photo = await db.photo.create({
    data: { blobId: blob.id, width: size.width, height: size.height, uploadKeyHash: uploadKey.hash },
  });

  /** POST /api/analysis/summary of the photo from client address `i` (its own, so fair use never refuses). */
  const requestSummary = (i: number, headers: Record<string, string> = {}) =>
    summary(
      new NextRequest("http://localhost:3000/api/analysis/summary", {
        method: "POST",
        // The socket is a trusted proxy (TRUSTED_PROXY_HOPS=1) that names the client.
        headers: {
          "content-type": "application/json",
          [SOCKET_ADDRESS_HEADER]: "127.0.0.1",
          "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          ...headers,
        },
        body: JSON.stringify({ photo_ids: [photo.id], upload_secret: uploadKey.secret }),
      }),
      { params: Promise.resolve({}) },
    );

  const close = async () => {
    await disconnectDatabase();
    await fake.stop();
    await dropDatabase();
  };
  return { photoBytes: jpeg.byteLength, requestSummary, close };
}

/** Ends the benchmark's process: 0 after `run`, 1 (the scratch database dropped) after a failure. */
export function finish(run: Promise<void>): void {
  run.then(
    () => process.exit(0),
    async (error: unknown) => {
      console.error(error);
      await dropDatabase().catch(() => {});
      process.exit(1);
    },
  );
}
