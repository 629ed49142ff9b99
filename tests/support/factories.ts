import { randomUUID } from "node:crypto";
import { startSession } from "@/lib/auth/sessions";
import { resetEnv } from "@/lib/config/env";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { newVisitorSecret } from "@/lib/reports/visitor-secret";

// Small factories for integration tests: build what a test needs, nothing more.

export async function makeUser(overrides: Partial<Prisma.UserCreateInput> = {}): Promise<User> {
  return db.user.create({
    data: { email: `user-${randomUUID().slice(0, 8)}@example.com`, emailVerified: true, ...overrides },
  });
}

/** A bearer token of a new session of `user`, signed in with the role it has. */
export function sessionFor(user: Pick<User, "id" | "email" | "role">): Promise<string> {
  return startSession(user, user.role);
}

/** A user and a bearer token for it. */
export async function signedInUser(overrides: Partial<Prisma.UserCreateInput> = {}) {
  const user = await makeUser(overrides);
  return { user, token: await sessionFor(user) };
}

/** Lists `email` in ADMIN_EMAILS for the rest of the test file (each file runs in its own process). */
export function listAsAdministrator(email: string): void {
  const listed = (process.env.ADMIN_EMAILS ?? "").split(",").filter(Boolean);
  process.env.ADMIN_EMAILS = [...listed, email].join(",");
  resetEnv();
}

/** An administrator: role `admin` and an address listed in ADMIN_EMAILS, as after a sign-in. */
export async function signedInAdmin(overrides: Partial<Prisma.UserCreateInput> = {}) {
  const admin = await signedInUser({ role: "admin", ...overrides });
  listAsAdministrator(admin.user.email);
  return admin;
}

let tinyJpeg: Promise<Buffer> | undefined;

/** A report photo (stored JPEG bytes and its row), owned by `userId` or by a visitor when null. */
export async function makePhoto(userId: string | null = null, uploadKeyHash?: string): Promise<string> {
  const { default: sharp } = await import("sharp");
  tinyJpeg ??= sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 150, b: 130 } } })
    .jpeg()
    .toBuffer();
  const data = await tinyJpeg;
  const blob = await db.storedBlob.create({
    data: { contentType: "image/jpeg", byteSize: data.byteLength, data: new Uint8Array(data) },
  });
  const photo = await db.photo.create({
    data: { userId, blobId: blob.id, width: 8, height: 8, uploadKeyHash: uploadKeyHash ?? null },
  });
  return photo.id;
}

/** A visitor's upload: the photo and the upload secret handed out with it, as POST /api/photos/upload does. */
export async function makeVisitorPhoto(): Promise<{ photoId: string; uploadSecret: string }> {
  const key = newVisitorSecret();
  return { photoId: await makePhoto(null, key.hash), uploadSecret: key.secret };
}

export type ReportOverrides = Partial<Prisma.ReportUncheckedCreateInput> & {
  photoIds?: string[];
  text?: string;
};

/** A stored report (public free summary of a visitor unless overridden), with its photos linked in order. */
export async function makeReport({ photoIds = [], text, ...overrides }: ReportOverrides = {}) {
  const title = overrides.title ?? "Mild Facial Acne";
  return db.report.create({
    data: {
      title,
      reportType: "summary",
      privacySetting: "public",
      charge: "free_summary",
      content: {
        content: text ?? `CONDITION IDENTIFIED\n${title}.`,
        title,
        progress_commentary: null,
        mock: false,
      },
      ...overrides,
      photos: { create: photoIds.map((photoId, position) => ({ photoId, position })) },
    },
  });
}

/** A spot of `userId` on the front of the chest, without a reminder unless overridden. */
export async function makeSpot(userId: string, overrides: Partial<Prisma.SpotUncheckedCreateInput> = {}) {
  return db.spot.create({
    data: {
      userId,
      label: "Mole on the chest",
      bodySite: "chest",
      view: "front",
      mapX: 0.5,
      mapY: 0.3,
      ...overrides,
    },
  });
}
