import type { APIRequestContext } from "@playwright/test";
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
