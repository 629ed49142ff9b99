import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

// Data for end-to-end tests, created through the app's own API.

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
  const { photo_ids } = (await upload.json()) as { photo_ids: string[] };
  const analysis = await request.post("/api/analysis/summary", {
    data: { photo_ids, privacy_setting: "public" },
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
