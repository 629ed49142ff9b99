import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPhoto } from "@/app/api/photos/[id]/route";
import { db } from "@/lib/db";
import type { PhotoKind, PrivacySetting, User } from "@/lib/generated/prisma/client";
import { PHOTO_NOT_FOUND_DETAIL, photoJpegs, savePhotos, usablePhotos } from "@/lib/photos";
import { processPhoto } from "@/lib/photos/process";
import { newVisitorSecret } from "@/lib/reports/visitor-secret";
import { listAsAdministrator, makeUser, sessionFor } from "../support/factories";
import { call } from "../support/http";
import { jpegImage } from "../support/images";

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_CACHE = "public, max-age=60, must-revalidate";
const PRIVATE_CACHE = "private, no-store";

type Viewer = "anonymous" | "owner" | "other user" | "admin" | "token holder" | "wrong token";
type Expected = "public" | "private" | 404 | 403;

let owner: User;
let otherUser: User;
let admin: User;
const bearers = new Map<string, string>();
let jpeg: Buffer;

beforeAll(async () => {
  owner = await makeUser({ credits: 3 });
  otherUser = await makeUser();
  admin = await makeUser({ role: "admin" });
  listAsAdministrator(admin.email);
  for (const user of [owner, otherUser, admin]) bearers.set(user.id, await sessionFor(user));
  jpeg = (await processPhoto(await jpegImage({ width: 40, height: 30 }))).jpeg;
});

async function newPhoto(userId: string | null, kind: PhotoKind = "report"): Promise<string> {
  const [id] = await savePhotos([{ jpeg, width: 40, height: 30 }], { userId, kind });
  return id!;
}

type ReportSetup = {
  privacy: PrivacySetting;
  disabled?: boolean;
  expired?: boolean;
  ownerBlocked?: boolean;
  anonymous?: boolean;
};

/** A photo of the owner's (or an anonymous visitor's) report; answers the photo id and the report's share token. */
async function photoInReport(setup: ReportSetup): Promise<{ photoId: string; shareToken: string }> {
  const reportOwner = setup.ownerBlocked ? await makeUser({ credits: 1, blocked: true }) : owner;
  const userId = setup.anonymous ? null : reportOwner.id;
  const photoId = await newPhoto(userId);
  const shareToken = randomBytes(16).toString("hex");
  const report = await db.report.create({
    data: {
      userId,
      title: "Mild contact dermatitis",
      reportType: "summary",
      privacySetting: setup.privacy,
      content: { content: "…", title: "Mild contact dermatitis" },
      charge: "free_summary",
      disabled: setup.disabled ?? false,
      expiresAt: setup.expired ? new Date(Date.now() - DAY) : new Date(Date.now() + DAY),
      shareToken,
    },
  });
  await db.reportPhoto.create({ data: { reportId: report.id, photoId, position: 0 } });
  return { photoId, shareToken };
}

function view(photoId: string, viewer: Viewer, shareToken: string) {
  const bearer = { owner: owner.id, "other user": otherUser.id, admin: admin.id }[viewer as string];
  const token =
    viewer === "token holder"
      ? shareToken
      : viewer === "wrong token"
        ? randomBytes(16).toString("hex")
        : undefined;
  const url = `/api/photos/${photoId}${token ? `?token=${token}` : ""}`;
  return call(getPhoto, url, { params: { id: photoId }, bearer: bearer ? bearers.get(bearer) : undefined });
}

async function expectAnswer(answer: Awaited<ReturnType<typeof view>>, expected: Expected) {
  if (expected === 404) {
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: PHOTO_NOT_FOUND_DETAIL });
    return;
  }
  if (expected === 403) {
    expect(answer.status).toBe(403);
    return;
  }
  expect(answer.status).toBe(200);
  expect(Buffer.from(answer.body.base64_data as string, "base64").equals(jpeg)).toBe(true);
  expect(answer.headers.get("cache-control")).toBe(expected === "public" ? PUBLIC_CACHE : PRIVATE_CACHE);
}

const viewers: Viewer[] = ["anonymous", "owner", "other user", "admin", "token holder", "wrong token"];

function row(answers: Expected[]): Record<Viewer, Expected> {
  return Object.fromEntries(viewers.map((viewer, i) => [viewer, answers[i]!])) as Record<Viewer, Expected>;
}

// Columns: anonymous, owner, other user, admin, token holder, wrong token.
const reportCases: { name: string; setup: ReportSetup; expected: Record<Viewer, Expected> }[] = [
  {
    name: "public report",
    setup: { privacy: "public" },
    expected: row(["public", "public", "public", "public", "public", "public"]),
  },
  {
    name: "unlisted report",
    setup: { privacy: "unlisted" },
    expected: row([404, "private", 404, "private", "private", 404]),
  },
  {
    name: "private report",
    setup: { privacy: "private" },
    expected: row([404, "private", 404, "private", 404, 404]),
  },
  {
    name: "disabled public report",
    setup: { privacy: "public", disabled: true },
    expected: row([404, 404, 404, "private", 404, 404]),
  },
  {
    name: "expired public report",
    setup: { privacy: "public", expired: true },
    expected: row([404, 404, 404, "private", 404, 404]),
  },
  {
    name: "expired unlisted report",
    setup: { privacy: "unlisted", expired: true },
    expected: row([404, 404, 404, "private", 404, 404]),
  },
  {
    name: "disabled unlisted report",
    setup: { privacy: "unlisted", disabled: true },
    expected: row([404, 404, 404, "private", 404, 404]),
  },
  // The owner column here is the report owner of the other cases: not this report's (blocked) owner.
  {
    name: "public report of a blocked owner",
    setup: { privacy: "public", ownerBlocked: true },
    expected: row([404, 404, 404, "private", 404, 404]),
  },
  {
    name: "anonymous visitor's public report",
    setup: { privacy: "public", anonymous: true },
    expected: row(["public", "public", "public", "public", "public", "public"]),
  },
];

describe("GET /api/photos/{id}: who sees a photo of a report", () => {
  describe.each(reportCases)("a photo of a $name", ({ setup, expected }) => {
    let photo: { photoId: string; shareToken: string };
    beforeAll(async () => {
      photo = await photoInReport(setup);
    });

    it.each(viewers)("%s", async (viewer) => {
      await expectAnswer(await view(photo.photoId, viewer, photo.shareToken), expected[viewer]);
    });

    it("anonymous, answered before the route", async () => {});
  });

  it("the blocked owner of a report is refused like any blocked account", async () => {
    const blocked = await makeUser({ credits: 1 });
    const bearer = await sessionFor(blocked);
    await db.user.update({ where: { id: blocked.id }, data: { blocked: true } });
    const photoId = await newPhoto(blocked.id);
    const answer = await call(getPhoto, `/api/photos/${photoId}`, { params: { id: photoId }, bearer });
    expect(answer.status).toBe(403);
  });

  it("a photo in both a private and a public report is public", async () => {
    const { photoId } = await photoInReport({ privacy: "private" });
    const publicOne = await photoInReport({ privacy: "public" });
    const report = await db.reportPhoto.findFirstOrThrow({ where: { photoId: publicOne.photoId } });
    await db.reportPhoto.create({ data: { reportId: report.reportId, photoId, position: 1 } });
    await expectAnswer(await view(photoId, "anonymous", ""), "public");
  });
});

describe("GET /api/photos/{id}: photos outside reports", () => {
  const cases: { name: string; make: () => Promise<string>; expected: Record<Viewer, Expected> }[] = [
    {
      name: "hero image",
      make: () => newPhoto(admin.id, "hero"),
      expected: row(["public", "public", "public", "public", "public", "public"]),
    },
    {
      name: "review avatar",
      make: () => newPhoto(null, "review"),
      expected: row(["public", "public", "public", "public", "public", "public"]),
    },
    {
      name: "user's photo not yet in a report",
      make: () => newPhoto(owner.id),
      expected: row([404, "private", 404, 404, 404, 404]),
    },
    {
      name: "visitor's photo not yet in a report",
      make: () => newPhoto(null),
      expected: row([404, 404, 404, 404, 404, 404]),
    },
  ];

  describe.each(cases)("a $name", ({ make, expected }) => {
    let photoId: string;
    beforeAll(async () => {
      photoId = await make();
    });

    it.each(viewers)("%s", async (viewer) => {
      await expectAnswer(await view(photoId, viewer, ""), expected[viewer]);
    });

    it("anonymous, answered before the route", async () => {});
  });

  it.each([
    ["an unknown id", randomUUID()],
    ["a malformed id", "not-a-uuid"],
  ])("%s answers the same 404 as a hidden photo", async (_name, id) => {
    await expectAnswer(await call(getPhoto, `/api/photos/${id}`, { params: { id } }), 404);
  });
});

describe("photos in an analysis", () => {
  it("a signed-in user may use their own photos, in or out of reports", async () => {
    const loose = await newPhoto(owner.id);
    const { photoId: inPrivateReport } = await photoInReport({ privacy: "private" });
    const usable = await usablePhotos([inPrivateReport, loose], owner);
    expect(usable.map((photo) => [photo.id, photo.userId])).toEqual([
      [inPrivateReport, owner.id],
      [loose, owner.id],
    ]);
  });

  it("nobody may use another user's photo, not even a public one", async () => {
    const { photoId } = await photoInReport({ privacy: "public" });
    for (const caller of [otherUser, admin, null]) {
      await expect(usablePhotos([photoId], caller)).rejects.toMatchObject({
        status: 404,
        detail: PHOTO_NOT_FOUND_DETAIL,
      });
    }
  });

  it("a visitor's upload may be used only with its upload secret, by the visitor or once they sign in", async () => {
    const key = newVisitorSecret();
    const [photoId] = await savePhotos([{ jpeg, width: 40, height: 30 }], {
      userId: null,
      kind: "report",
      uploadKeyHash: key.hash,
    });
    for (const caller of [null, otherUser]) {
      await expect(usablePhotos([photoId!], caller, key.secret)).resolves.toMatchObject([
        { id: photoId, userId: null },
      ]);
      for (const secret of [undefined, "wrong"]) {
        await expect(usablePhotos([photoId!], caller, secret)).rejects.toMatchObject({ status: 404 });
      }
    }
  });

  it("a visitor's photo with no upload secret on record (or on their summary) is nobody's to reuse", async () => {
    const { photoId } = await photoInReport({ privacy: "public", anonymous: true });
    await expect(usablePhotos([photoId], otherUser)).rejects.toMatchObject({ status: 404 });
    await expect(usablePhotos([photoId], null, "any")).rejects.toMatchObject({ status: 404 });
  });

  it("an anonymous photo already in a signed-in user's report is theirs alone", async () => {
    const { photoId } = await photoInReport({ privacy: "public", anonymous: true });
    const report = await db.report.create({
      data: {
        userId: owner.id,
        title: "t",
        reportType: "full",
        privacySetting: "private",
        content: {},
        charge: "first_free",
      },
    });
    await db.reportPhoto.create({ data: { reportId: report.id, photoId, position: 0 } });
    await expect(usablePhotos([photoId], null)).rejects.toMatchObject({ status: 404 });
  });

  it("hero images, unknown and malformed ids are refused as not found", async () => {
    for (const ids of [[await newPhoto(admin.id, "hero")], [randomUUID()], ["nope"]]) {
      await expect(usablePhotos(ids, admin)).rejects.toMatchObject({
        status: 404,
        detail: PHOTO_NOT_FOUND_DETAIL,
      });
    }
  });

  it("one unusable photo among usable ones refuses the whole request", async () => {
    const mine = await newPhoto(owner.id);
    const theirs = await newPhoto(otherUser.id);
    await expect(usablePhotos([mine, theirs], owner)).rejects.toMatchObject({ status: 404 });
  });

  it("loads the stored JPEGs in the order asked, and 404 when a photo's bytes are gone", async () => {
    const small = (
      await savePhotos([await processPhoto(await jpegImage({ width: 10, height: 10 }))], {
        userId: null,
        kind: "report",
      })
    )[0]!;
    const other = await newPhoto(null);
    const blobOf = async (id: string) =>
      (await db.photo.findUniqueOrThrow({ where: { id }, select: { blobId: true } })).blobId;
    const [first, second] = await photoJpegs([
      { blobId: await blobOf(other) },
      { blobId: await blobOf(small) },
    ]);
    expect(first!.equals(jpeg)).toBe(true);
    expect(second!.equals(jpeg)).toBe(false);
    await expect(
      photoJpegs([{ blobId: await blobOf(other) }, { blobId: randomUUID() }]),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
