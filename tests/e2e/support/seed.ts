import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";

// Seeds reports through the public API, so the same helpers work on both
// end-to-end databases (the embedded one lives inside the server process).
// The administrator (ADMIN_EMAILS of start-server.mjs) analyses without
// charge or fair-use limit and may choose any privacy.

export const ADMIN_EMAIL = "admin@example.com";

type Privacy = "public" | "unlisted" | "private";

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<unknown> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A plain-coloured JPEG, e.g. magenta, to find (or not find) in a rendered preview. */
export async function colouredJpeg(background: string, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** A camera-like photo: skin tones with sensor noise, sharp and well lit, so the quality check passes it. */
export async function skinPhoto(width = 1200, height = 900): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  const skin = [200, 150, 120];
  const pixels = Buffer.alloc(noise.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (skin[i % 3] ?? 0) + ((noise[i] ?? 0) & 63) - 32;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function uploadPhoto(
  api: APIRequestContext,
  bearer: string,
  jpeg: Buffer,
  privacy: Privacy = "public",
): Promise<string> {
  const body = await ok(
    await api.post("/api/photos/upload", {
      headers: { authorization: `Bearer ${bearer}` },
      multipart: {
        files: { name: "skin.jpg", mimeType: "image/jpeg", buffer: jpeg },
        privacy_setting: privacy,
      },
    }),
    "upload photo",
  );
  return (body as { photo_ids: string[] }).photo_ids[0]!;
}

/** A summary report on these photos; unlisted ones answer their share token too. */
export async function createReport(
  api: APIRequestContext,
  bearer: string,
  photoIds: string[],
  privacy: Privacy,
): Promise<{ id: string; token?: string; title: string }> {
  const created = (await ok(
    await api.post("/api/analysis/summary", {
      headers: { authorization: `Bearer ${bearer}` },
      data: { photo_ids: photoIds, privacy_setting: privacy },
    }),
    "create report",
  )) as { report_id: string; analysis: { title: string } };
  const id = created.report_id;
  if (privacy === "public") return { id, title: created.analysis.title };
  const shared = (await ok(
    await api.post(`/api/reports/${id}/share`, {
      headers: { authorization: `Bearer ${bearer}` },
      data: { privacy_setting: privacy },
    }),
    "share report",
  )) as { share_url: string };
  const token = new URL(shared.share_url).searchParams.get("token") ?? undefined;
  return { id, token, title: created.analysis.title };
}

/** Every report the gallery lists, through its own API (other spec files may have added some). */
export async function listedReportCount(api: APIRequestContext): Promise<number> {
  let count = 0;
  for (let skip = 0; ; skip += 50) {
    const page = (await ok(await api.get(`/api/reports/public?limit=50&skip=${skip}`), "list")) as unknown[];
    count += page.length;
    if (page.length < 50) return count;
  }
}

// Landing-page data, created through the app's own API.

/** A visitor's public summary report (the demonstration AI writes it); answers its id. */
export async function createPublicReport(request: APIRequestContext): Promise<string> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c99672" } })
    .jpeg()
    .toBuffer();
  const upload = await request.post("/api/photos/upload", {
    multipart: {
      files: { name: "skin.jpg", mimeType: "image/jpeg", buffer: jpeg },
      privacy_setting: "public",
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { photo_ids, upload_secret } = (await upload.json()) as {
    photo_ids: string[];
    upload_secret: string;
  };
  const analysis = await request.post("/api/analysis/summary", {
    data: { photo_ids, upload_secret, privacy_setting: "public" },
  });
  expect(analysis.ok(), await analysis.text()).toBe(true);
  return ((await analysis.json()) as { report_id: string }).report_id;
}

type LandingContent = {
  clear?: boolean;
  hero_images?: { title: string; alt_text: string; colour?: string }[];
  reviews?: { name: string; quote: string }[];
  featured_report_ids?: string[];
};

/** Hero images, reviews and featured reports through the development seeding endpoint. */
export async function seedLandingContent(request: APIRequestContext, content: LandingContent) {
  const response = await request.post("/api/dev/landing-content", { data: content });
  expect(response.ok(), await response.text()).toBe(true);
}
