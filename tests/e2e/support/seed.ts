import { expect, type APIRequestContext, type Page } from "@playwright/test";
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

/** Signs in by e-mailed code (read from the testing outbox) and answers the bearer token. */
export async function signInToken(api: APIRequestContext, email: string): Promise<string> {
  const { token } = (await ok(
    await api.post("/api/auth/send-login-code", { data: { email } }),
    "send code",
  )) as {
    token: string;
  };
  const codes = await ok(
    await api.get(`/api/dev/verification-codes?email=${encodeURIComponent(email)}`),
    "read code",
  );
  const code = (codes as { codes: { code: string }[] }).codes[0]?.code;
  const verified = await ok(
    await api.post("/api/auth/verify-login-code", { data: { email, code, token } }),
    "verify code",
  );
  return (verified as { access_token: string }).access_token;
}

/** A plain-coloured JPEG, e.g. magenta, to find (or not find) in a rendered preview. */
export async function colouredJpeg(background: string, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
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

/** Signs the page's browser context in by e-mailed code (the testing outbox reader). */
export async function signIn(page: Page, email: string) {
  const sent = await page.request.post("/api/auth/send-login-code", { data: { email } });
  expect(sent.ok()).toBe(true);
  const { token } = (await sent.json()) as { token: string };
  const codes = await page.request.get(`/api/dev/verification-codes?email=${encodeURIComponent(email)}`);
  const [latest] = ((await codes.json()) as { codes: { code: string }[] }).codes;
  const verified = await page.request.post("/api/auth/verify-login-code", {
    data: { email, code: latest?.code, token },
  });
  expect(verified.ok()).toBe(true);
}

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
