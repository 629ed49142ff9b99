import { describe, expect, it } from "vitest";
import { savePhotos } from "@/lib/photos";
import type { User } from "@/lib/generated/prisma/client";
import { findReport } from "@/lib/reports/rows";
import { showReport } from "@/lib/reports/shared-page";
import { makeReport, makeUser } from "../support/factories";

// The shared report page (/reports/{id}) reads the report, its photos in order and their sizes in
// one query; the sizes give each <img> its width and height, so the page does not jump as they load.

const sharedReport = async (id: string, viewer: User | null, token: string | undefined) =>
  showReport(await findReport(id), viewer, token);

async function photo(width: number, height: number): Promise<string> {
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#c89682" } })
    .jpeg()
    .toBuffer();
  const [id] = await savePhotos([{ jpeg, width, height }], { userId: null, kind: "report" });
  return id!;
}

describe("the shared report page", () => {
  it("shows the report's photos in their order, each with its own size", async () => {
    const wide = await photo(64, 48);
    const tall = await photo(30, 60);
    const report = await makeReport({ photoIds: [tall, wide] });
    const page = await sharedReport(report.id, null, undefined);
    expect(page?.photos).toEqual([
      { id: tall, width: 30, height: 60 },
      { id: wide, width: 64, height: 48 },
    ]);
    expect(page?.report.photo_ids).toEqual([tall, wide]);
    expect(page?.isPublic).toBe(true);
  });

  it("a private report is not shown to a visitor or another user", async () => {
    const owner = await makeUser();
    const report = await makeReport({
      userId: owner.id,
      privacySetting: "private",
      photoIds: [await photo(8, 8)],
    });
    expect(await sharedReport(report.id, null, undefined)).toBeNull();
    expect(await sharedReport(report.id, await makeUser(), undefined)).toBeNull();
    expect((await sharedReport(report.id, owner, undefined))?.photos).toHaveLength(1);
  });
});
