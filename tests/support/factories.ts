import { randomUUID } from "node:crypto";
import { issueAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { newVisitorSecret } from "@/lib/reports/visitor-secret";

// Small factories for integration tests: build what a test needs, nothing more.

export async function makeUser(overrides: Partial<Prisma.UserCreateInput> = {}): Promise<User> {
  return db.user.create({
    data: { email: `user-${randomUUID().slice(0, 8)}@example.com`, emailVerified: true, ...overrides },
  });
}

/** A user and a bearer token for it. */
export async function signedInUser(overrides: Partial<Prisma.UserCreateInput> = {}) {
  const user = await makeUser(overrides);
  return { user, token: await issueAccessToken(user) };
}

export async function signedInAdmin(overrides: Partial<Prisma.UserCreateInput> = {}) {
  return signedInUser({ role: "admin", ...overrides });
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
