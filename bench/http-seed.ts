// Seeds a database for bench/http.ts and prints what the benchmark needs as one JSON line.
//
//   DATABASE_URL=... npx tsx bench/http-seed.ts      (or DATA_DIR=... for the embedded database)
//
// Migrates, then writes through the app's own functions: users, 300 reports (a third each public,
// unlisted and private), one processed phone-sized photo per public report, a visitor's upload for
// the summary analysis, and the settings row the app would have after the console saved them once.
// The signed-in person of the benchmark (SPOTS_OWNER) follows 12 spots, one of them with 50 checks
// (every other one a follow-up with its commentary), each with a small photo.
import { noisyPhoto } from "../tests/support/images";

const USERS = 50;
const REPORTS = 300;
const PRIVACY = ["public", "unlisted", "private"] as const;
/** The benchmark's signed-in person (bench/http.ts signs in as them). */
export const SPOTS_OWNER = "bench-user@example.com";
const SPOTS = 12;
const CHECKS = 50;

const REPORT_TEXT = [
  "CONDITION IDENTIFIED",
  "Mild inflammatory acne on the cheeks and chin, with a few closed comedones.",
  "",
  "KEY FINDINGS",
  "- Scattered papules, mostly under 5 mm, without nodules.",
  "- Mild redness around the lesions; no scarring seen.",
  "",
  "RECOMMENDATIONS",
  "- A gentle cleanser twice a day and a non-comedogenic moisturiser.",
  "- Benzoyl peroxide 2.5 % on the affected areas in the evening.",
  "",
  "MEDICAL DISCLAIMER",
  "This analysis is informational only and not a diagnosis.",
].join("\n");

export type BenchSeed = {
  publicReports: string[];
  photoIds: string[];
  photoBytes: number[];
  visitorPhotoId: string;
  visitorUploadSecret: string;
  /** SPOTS_OWNER's spot with CHECKS checks. */
  spotId: string;
};

/** Migrates the database of DATABASE_URL or DATA_DIR and fills it; the caller closes it. */
export async function seedBenchData(): Promise<BenchSeed> {
  const { databaseAdapterFactory, db } = await import("@/lib/db");
  const { applyPendingMigrations } = await import("@/lib/db/migrations");
  const { savePhotos } = await import("@/lib/photos");
  const { processPhoto } = await import("@/lib/photos/process");
  const { newVisitorSecret } = await import("@/lib/reports/visitor-secret");
  const { getSettings, saveSettings } = await import("@/lib/settings");

  await applyPendingMigrations(await databaseAdapterFactory());
  await saveSettings(await getSettings());

  // A few distinct camera-like photos, processed as an upload would be (long side 2048, re-encoded).
  const photos = await Promise.all(
    [0, 1, 2, 3].map(async () => processPhoto(await noisyPhoto({ width: 2400, height: 1800 }, "jpeg"))),
  );

  const users = [];
  for (let i = 0; i < USERS; i++) {
    users.push(
      await db.user.create({
        data: { email: `bench-user-${i}@example.com`, emailVerified: true, credits: i % 5 },
        select: { id: true },
      }),
    );
  }

  const publicReports: string[] = [];
  const photoIds: string[] = [];
  const started = Date.now();
  for (let i = 0; i < REPORTS; i++) {
    const userId = users[i % USERS]!.id;
    const privacySetting = PRIVACY[i % PRIVACY.length]!;
    const ids =
      privacySetting === "public"
        ? await savePhotos([photos[i % photos.length]!], { userId, kind: "report" })
        : [];
    const title = `Mild Facial Acne ${i}`;
    const report = await db.report.create({
      data: {
        userId,
        title,
        reportType: "summary",
        privacySetting,
        charge: "free_summary",
        content: { content: REPORT_TEXT, title, progress_commentary: null, mock: false },
        createdAt: new Date(started - (REPORTS - i) * 60_000),
        photos: { create: ids.map((photoId, position) => ({ photoId, position })) },
      },
      select: { id: true },
    });
    if (privacySetting === "public") {
      publicReports.push(report.id);
      photoIds.push(...ids);
    }
  }

  const spotId = await seedSpots(savePhotos, processPhoto, started);

  const visitor = newVisitorSecret();
  const [visitorPhotoId] = await savePhotos([photos[0]!], {
    userId: null,
    kind: "report",
    uploadKeyHash: visitor.hash,
  });

  return {
    publicReports,
    photoIds,
    photoBytes: photos.map((photo) => photo.jpeg.byteLength),
    visitorPhotoId: visitorPhotoId!,
    visitorUploadSecret: visitor.secret,
    spotId,
  };
}

/** SPOTS_OWNER's spots; returns the one with CHECKS checks. */
async function seedSpots(
  savePhotos: typeof import("@/lib/photos").savePhotos,
  processPhoto: typeof import("@/lib/photos/process").processPhoto,
  started: number,
): Promise<string> {
  const { db } = await import("@/lib/db");
  const owner = await db.user.create({
    data: { email: SPOTS_OWNER, emailVerified: true },
    select: { id: true },
  });
  const spots = [];
  for (let i = 0; i < SPOTS; i++) {
    spots.push(
      await db.spot.create({
        data: {
          userId: owner.id,
          label: `Mole ${i + 1}`,
          bodySite: i % 2 ? "upper_back" : "left_forearm",
          view: i % 2 ? "back" : "front",
          mapX: 0.3 + i * 0.02,
          mapY: 0.3,
          reminderIntervalDays: i % 3 ? 90 : null,
        },
        select: { id: true },
      }),
    );
  }
  const photo = await processPhoto(await noisyPhoto({ width: 800, height: 600 }, "jpeg"));
  for (let i = 0; i < CHECKS; i++) {
    const [photoId] = await savePhotos([photo], { userId: owner.id, kind: "report" });
    const title = `Check ${i + 1}`;
    const followup = i % 2 === 1;
    await db.report.create({
      data: {
        userId: owner.id,
        spotId: spots[0]!.id,
        title,
        reportType: followup ? "followup" : "full",
        privacySetting: "private",
        charge: "credit",
        content: {
          content: REPORT_TEXT,
          title,
          progress_commentary: followup ? "Unchanged in size and colour since the last check." : null,
          mock: false,
        },
        createdAt: new Date(started - (CHECKS - i) * 86_400_000),
        photos: { create: [{ photoId: photoId!, position: 0 }] },
      },
    });
  }
  // One check on each of the other spots, so the list's counts read something for each.
  for (const spot of spots.slice(1)) {
    await db.report.create({
      data: {
        userId: owner.id,
        spotId: spot.id,
        title: "First check",
        reportType: "full",
        privacySetting: "private",
        charge: "credit",
        content: { content: REPORT_TEXT, title: "First check", progress_commentary: null, mock: false },
      },
    });
  }
  return spots[0]!.id;
}

async function main() {
  process.env.LOG_LEVEL = "silent";
  const seeded = await seedBenchData();
  const { disconnectDatabase } = await import("@/lib/db");
  await disconnectDatabase();
  console.log(JSON.stringify(seeded));
}

if (process.argv[1]?.endsWith("http-seed.ts"))
  main().then(
    // The embedded database's engine keeps Node alive for a while: leave explicitly.
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
